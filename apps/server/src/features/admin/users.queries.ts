import type { AdminUserEntry, AdminUserReport, AdminVote } from '@pawprize/shared/schemas/admin';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/rows.ts';
import { rowsOf } from '../../db/rows.ts';

/**
 * The accounts as the admin console reads them. The counts are correlated subqueries on the
 * per-user indexes (pets, contests, votes, battle and caption votes, reports made and received),
 * evaluated for one page only.
 */

export interface UserRow {
  id: string;
  email: string;
  emailVerified: boolean;
  username: string | null;
  fullName: string | null;
  avatarUrl: string | null;
  createdAt: string;
  credits: number | null;
  banReason: string | null;
  bannedAt: string | null;
  bannedBy: string | null;
  pets: number;
  contests: number;
  votesCast: number;
  reportsMade: number;
  reportsReceived: number;
}

const userColumns = sql`
  u.id, u.email, u.email_verified as "emailVerified", p.username,
  coalesce(p.full_name, u.name) as "fullName", p.avatar_url as "avatarUrl",
  u.created_at as "createdAt", p.credits, b.reason as "banReason", b.created_at as "bannedAt",
  b.banned_by as "bannedBy",
  (select count(*)::int from pet_photos as x where x.user_id = u.id) as pets,
  (select count(*)::int from pet_captions as x where x.user_id = u.id) as contests,
  ((select count(*) from votes as x where x.user_id = u.id)
    + (select count(*) from battle_votes as x where x.user_id = u.id)
    + (select count(*) from caption_votes as x where x.user_id = u.id))::int as "votesCast",
  (select count(*)::int from reports as x where x.reporter_user_id = u.id) as "reportsMade",
  (select count(*)::int from reports as x where x.subject_owner_id = u.id) as "reportsReceived"`;

const userFrom = sql`from users as u left join profiles as p on p.id = u.id
  left join bans as b on b.user_id = u.id`;

/** Escapes LIKE's wildcards in a search term. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Accounts whose email or username contains `q` (all when none), newest first. */
export function searchUserRows(
  db: Queryable,
  q: string | undefined,
  limit: number,
): Promise<UserRow[]> {
  const where = q
    ? sql`where u.email ilike ${likePattern(q)} or p.username ilike ${likePattern(q)}`
    : sql``;
  return rowsOf<UserRow>(
    db,
    sql`select ${userColumns} ${userFrom} ${where}
      order by u.created_at desc, u.id limit ${limit}`,
  );
}

/** One account, or null. */
export async function userRow(db: Queryable, userId: string): Promise<UserRow | null> {
  const [row] = await rowsOf<UserRow>(
    db,
    sql`select ${userColumns} ${userFrom} where u.id = ${userId}`,
  );
  return row ?? null;
}

/** An account's latest pets and contests together, newest first (at most `max`). */
export function userEntries(db: Queryable, userId: string, max: number) {
  return rowsOf<{
    subjectType: 'pet' | 'contest';
    id: string;
    title: string;
    shareId: string | null;
    status: AdminUserEntry['status'];
    statusReason: string | null;
    imageUrl: string;
    votes: number;
    createdAt: string;
  }>(
    db,
    sql`
    (select 'pet' as "subjectType", id, pet_name as title, null as "shareId", status,
       status_reason as "statusReason", image_url as "imageUrl", votes_count as votes,
       created_at as "createdAt"
     from pet_photos where user_id = ${userId} order by created_at desc limit ${max})
    union all
    (select 'contest', pc.id, pc.pet_name, pc.share_id, pc.status, pc.status_reason,
       pc.image_url,
       (select coalesce(sum(c.votes), 0)::int from captions as c where c.pet_id = pc.id),
       pc.created_at
     from pet_captions as pc where pc.user_id = ${userId} order by pc.created_at desc limit ${max})
    order by "createdAt" desc limit ${max}`,
  );
}

/** An account's latest votes of every kind, voided ones included, newest first (at most `max`). */
export function userVotes(db: Queryable, userId: string, max: number) {
  return rowsOf<{
    kind: AdminVote['kind'];
    title: string | null;
    petId: string | null;
    shareId: string | null;
    createdAt: string;
    voided: boolean;
  }>(
    db,
    sql`
    (select v.source as kind, p.pet_name as title, p.id as "petId", null as "shareId",
       v.created_at as "createdAt", false as voided
     from votes as v join pet_photos as p on p.id = v.photo_id
     where v.user_id = ${userId} order by v.created_at desc limit ${max})
    union all
    (select 'battle', p.pet_name, p.id, null, v.created_at, false
     from battle_votes as v join pet_photos as p on p.id = v.voted_pet_id
     where v.user_id = ${userId} order by v.created_at desc limit ${max})
    union all
    (select 'caption', c.caption, null, pc.share_id, v.created_at, false
     from caption_votes as v join captions as c on c.id = v.caption_id
     join pet_captions as pc on pc.id = v.contest_id
     where v.user_id = ${userId} order by v.created_at desc limit ${max})
    union all
    (select v.kind, coalesce(p.pet_name, c.caption), p.id, pc.share_id, v.cast_at, true
     from voided_votes as v left join pet_photos as p on p.id = v.pet_id
     left join captions as c on c.id = v.caption_id
     left join pet_captions as pc on pc.id = v.contest_id
     where v.voter_user_id = ${userId} order by v.cast_at desc limit ${max})
    order by "createdAt" desc limit ${max}`,
  );
}

const reportColumns = sql`r.id, r.subject_type as "subjectType", r.subject_id::text as "subjectId",
    r.reason, r.note, r.created_at as "createdAt", r.resolution`;

/** The latest reports an account sent (at most `max`). */
export function reportsMadeBy(
  db: Queryable,
  userId: string,
  max: number,
): Promise<AdminUserReport[]> {
  return rowsOf<AdminUserReport>(
    db,
    sql`select ${reportColumns} from reports as r where r.reporter_user_id = ${userId}
      order by r.created_at desc limit ${max}`,
  );
}

/** The latest reports about an account's entries (at most `max`). */
export function reportsReceivedBy(
  db: Queryable,
  userId: string,
  max: number,
): Promise<AdminUserReport[]> {
  return rowsOf<AdminUserReport>(
    db,
    sql`select ${reportColumns} from reports as r where r.subject_owner_id = ${userId}
      order by r.created_at desc limit ${max}`,
  );
}
