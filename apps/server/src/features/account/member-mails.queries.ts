import type { MailPreferences, MailPreferencesPatch } from '@pawprize/shared/schemas/account';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/rows.ts';
import { rowsOf } from '../../db/rows.ts';
import { mailPreferences } from '../../db/schema/index.ts';
import type { DigestPet } from './member-mails.templates.ts';

/** What member mails read and write (member-mails.ts, digest.job.ts; docs/product/mail.md). */

type Executor = Pick<Queryable, 'execute'>;

/**
 * A verified, unbanned member's address and name, and whether they want the mails of `column`
 * (its default `wanted` when they never set it); none for an unverified or banned member.
 */
export async function findMailRecipient(
  db: Executor,
  userId: string,
  preference: { column: string; wanted: boolean },
): Promise<{ email: string; name: string; wanted: boolean } | undefined> {
  const [to] = await rowsOf<{ email: string; name: string; wanted: boolean }>(
    db,
    sql`select u.email, coalesce(nullif(p.full_name, ''), p.username, u.name) as name,
        coalesce(mp.${sql.raw(preference.column)}, ${preference.wanted}) as wanted
      from users as u
      left join profiles as p on p.id = u.id
      left join mail_preferences as mp on mp.user_id = u.id
      where u.id = ${userId} and u.email_verified
        and not exists (select 1 from bans as b where b.user_id = u.id)`,
  );
  return to;
}

/** The owner of a pet. */
export async function findPetOwner(
  db: Executor,
  petId: string,
): Promise<{ userId: string } | undefined> {
  const [pet] = await rowsOf<{ userId: string }>(
    db,
    sql`select user_id as "userId" from pet_photos where id = ${petId}`,
  );
  return pet;
}

/** The member's stored switches, if they ever set one. */
export async function findPreferences(
  db: Executor,
  userId: string,
): Promise<MailPreferences | undefined> {
  const [row] = await rowsOf<MailPreferences>(
    db,
    sql`select monthly_winner as "monthlyWinner", caption_winner as "captionWinner",
      weekly_digest as "weeklyDigest" from mail_preferences where user_id = ${userId}`,
  );
  return row;
}

/** Inserts `initial` for a member without a row, else sets `patch`; the switches after. */
export async function upsertPreferences(
  db: Queryable,
  userId: string,
  initial: MailPreferences,
  patch: MailPreferencesPatch,
  at: Date,
): Promise<MailPreferences> {
  const [row] = await db
    .insert(mailPreferences)
    .values({ userId, ...initial })
    .onConflictDoUpdate({
      target: mailPreferences.userId,
      set: { ...patch, updatedAt: at },
    })
    .returning({
      monthlyWinner: mailPreferences.monthlyWinner,
      captionWinner: mailPreferences.captionWinner,
      weeklyDigest: mailPreferences.weeklyDigest,
    });
  return row!;
}

/** Whether an account has this id. */
export async function userExists(db: Executor, userId: string): Promise<boolean> {
  const [user] = await rowsOf<{ id: string }>(db, sql`select id from users where id = ${userId}`);
  return user !== undefined;
}

/** The newest visible caption contests created since `since` (5), each with the total count. */
export async function findNewContests(
  db: Executor,
  since: Date,
): Promise<{ petName: string; shareId: string; total: number }[]> {
  return rowsOf<{ petName: string; shareId: string; total: number }>(
    db,
    sql`select pet_name as "petName", share_id as "shareId", count(*) over ()::int as total
      from pet_captions where status = 'visible' and created_at >= ${since}
      order by created_at desc limit 5`,
  );
}

export interface DigestRow {
  userId: string;
  pets: DigestPet[];
}

/**
 * The next `limit` members with the weekly digest on (by id, after `after`), with their visible
 * pets' totals, ranks and votes since `since`.
 */
export async function findDigestBatch(
  db: Executor,
  page: { since: Date; after: string; limit: number },
): Promise<DigestRow[]> {
  const { since, after, limit } = page;
  return rowsOf<DigestRow>(
    db,
    sql`select mp.user_id as "userId",
          (select coalesce(jsonb_agg(jsonb_build_object('petName', p.pet_name,
              'votes', p.votes_count,
              'newVotes', (select count(*) from votes as v
                where v.photo_id = p.id and v.created_at >= ${since}),
              'rank', 1 + (select count(*) from pet_photos as o
                where o.status = 'visible' and o.votes_count > p.votes_count))
              order by p.votes_count desc, p.created_at), '[]'::jsonb)
            from pet_photos as p where p.user_id = mp.user_id and p.status = 'visible') as pets
        from mail_preferences as mp
        where mp.weekly_digest and mp.user_id > ${after}
        order by mp.user_id limit ${limit}`,
  );
}
