import { ADMIN_DETAIL_LIST_MAX } from '@pawprize/shared/schemas/admin';
import type {
  AdminUser,
  AdminUserDetail,
  AdminUserEntry,
  AdminUserReport,
  AdminVote,
} from '@pawprize/shared/schemas/admin';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/rows.ts';
import { rowsOf } from '../../db/rows.ts';

/**
 * Users in the admin console: search by email or username, one account's pets, contests, votes
 * and reports. The counts are correlated subqueries on the per-user indexes (pets, contests,
 * votes, battle and caption votes, reports made and received), evaluated for one page only.
 */

interface UserRow {
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

function toUser(app: FastifyInstance, r: UserRow): AdminUser {
  return {
    id: r.id,
    email: r.email,
    emailVerified: r.emailVerified,
    username: r.username,
    fullName: r.fullName,
    avatarUrl: r.avatarUrl,
    createdAt: new Date(r.createdAt).toISOString(),
    credits: r.credits ?? 0,
    isAdmin: r.emailVerified && app.config.adminEmails.some((e) => e.toLowerCase() === r.email),
    banned: r.banReason
      ? { reason: r.banReason, at: new Date(r.bannedAt!).toISOString(), by: r.bannedBy }
      : null,
    counts: {
      pets: r.pets,
      contests: r.contests,
      votesCast: r.votesCast,
      reportsMade: r.reportsMade,
      reportsReceived: r.reportsReceived,
    },
  };
}

/** Escapes LIKE's wildcards in a search term. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function searchUsers(
  app: FastifyInstance,
  db: Queryable,
  query: { q?: string | undefined; limit: number },
): Promise<AdminUser[]> {
  const where = query.q
    ? sql`where u.email ilike ${likePattern(query.q)} or p.username ilike ${likePattern(query.q)}`
    : sql``;
  const rows = await rowsOf<UserRow>(
    db,
    sql`select ${userColumns} ${userFrom} ${where}
      order by u.created_at desc, u.id limit ${query.limit}`,
  );
  return rows.map((r) => toUser(app, r));
}

export async function userDetail(
  app: FastifyInstance,
  db: Queryable,
  userId: string,
): Promise<AdminUserDetail | null> {
  const [row] = await rowsOf<UserRow>(
    db,
    sql`select ${userColumns} ${userFrom} where u.id = ${userId}`,
  );
  if (!row) return null;
  const max = ADMIN_DETAIL_LIST_MAX;
  const entries = await rowsOf<{
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
  const votes = await rowsOf<{
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
  const reportColumns = sql`r.id, r.subject_type as "subjectType", r.subject_id::text as "subjectId",
    r.reason, r.note, r.created_at as "createdAt", r.resolution`;
  const reportsMade = await rowsOf<AdminUserReport>(
    db,
    sql`select ${reportColumns} from reports as r where r.reporter_user_id = ${userId}
      order by r.created_at desc limit ${max}`,
  );
  const reportsReceived = await rowsOf<AdminUserReport>(
    db,
    sql`select ${reportColumns} from reports as r where r.subject_owner_id = ${userId}
      order by r.created_at desc limit ${max}`,
  );
  const iso = (v: string) => new Date(v).toISOString();
  return {
    user: toUser(app, row),
    entries: entries.map((e) => ({
      subjectType: e.subjectType,
      id: e.id,
      title: e.title,
      link: e.subjectType === 'pet' ? `/gallery/${e.id}` : `/captions/${e.shareId}`,
      status: e.status,
      statusReason: e.statusReason,
      imageUrl: e.status === 'removed' ? null : e.imageUrl,
      votes: Number(e.votes),
      createdAt: iso(e.createdAt),
    })),
    votes: votes.map((v) => ({
      kind: v.kind,
      title: v.title ?? '(deleted)',
      link: v.petId ? `/gallery/${v.petId}` : v.shareId ? `/captions/${v.shareId}` : null,
      createdAt: iso(v.createdAt),
      voided: v.voided,
    })),
    reportsMade: reportsMade.map((r) => ({ ...r, createdAt: iso(r.createdAt) })),
    reportsReceived: reportsReceived.map((r) => ({ ...r, createdAt: iso(r.createdAt) })),
  };
}
