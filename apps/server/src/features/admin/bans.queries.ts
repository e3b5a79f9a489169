import { messages } from '@pawprize/shared';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/rows.ts';
import { rowsOf } from '../../db/rows.ts';

/** The statements of bans and unbans (docs/decisions/0062-bans-and-vote-voiding.md). */

export interface Account {
  id: string;
  email: string;
  emailVerified: boolean;
  label: string;
}

/** An entry hidden or shown again by a ban or unban. */
export interface BannedEntry {
  subjectType: 'pet' | 'contest' | 'caption';
  id: string;
  shareId: string | null;
}

/** The account, locked against a concurrent ban or unban; null when it does not exist. */
export async function lockAccount(tx: Queryable, userId: string): Promise<Account | null> {
  const [row] = await rowsOf<Account>(
    tx,
    sql`select u.id, u.email, u.email_verified as "emailVerified",
      coalesce(p.username, u.email) as label
    from users as u left join profiles as p on p.id = u.id
    where u.id = ${userId} for update of u`,
  );
  return row ?? null;
}

/** The `bans` row of the account; false when it is banned already. */
export async function insertBan(
  tx: Queryable,
  account: Account,
  reason: string,
  bannedBy: string,
): Promise<boolean> {
  const inserted = await rowsOf<{ id: string }>(
    tx,
    sql`insert into bans (user_id, email, reason, banned_by)
      values (${account.id}, ${account.email.trim().toLowerCase()}, ${reason}, ${bannedBy})
      on conflict do nothing returning id`,
  );
  return inserted.length > 0;
}

/** Ends every session of the account; how many there were. */
export async function deleteSessionsOf(tx: Queryable, userId: string): Promise<number> {
  const sessions = await rowsOf<{ id: string }>(
    tx,
    sql`delete from sessions where user_id = ${userId} returning id`,
  );
  return sessions.length;
}

/** Hides the account's visible pets, contests and captions (status_by 'ban'). */
export function hideEntriesOf(tx: Queryable, userId: string): Promise<BannedEntry[]> {
  const byBan = { status: 'hidden', by: 'ban', reason: messages.moderation.banReason };
  return rowsOf<BannedEntry>(
    tx,
    sql`
    with pets as (
      update pet_photos set status = ${byBan.status}, status_by = ${byBan.by},
        status_reason = ${byBan.reason}
      where user_id = ${userId} and status = 'visible' returning id
    ), contests as (
      update pet_captions set status = ${byBan.status}, status_by = ${byBan.by},
        status_reason = ${byBan.reason}
      where user_id = ${userId} and status = 'visible' returning id, share_id
    ), written as (
      update captions as c set status = ${byBan.status}, status_by = ${byBan.by},
        status_reason = ${byBan.reason}
      where c.user_id = ${userId} and c.status = 'visible' returning c.id, c.pet_id
    )
    select 'pet' as "subjectType", id, null as "shareId" from pets
    union all select 'contest', id, share_id from contests
    union all select 'caption', w.id, pc.share_id from written as w
      join pet_captions as pc on pc.id = w.pet_id`,
  );
}

/** Takes the account's waiting items out of the review queue. */
export async function deleteQueueRowsOf(tx: Queryable, userId: string): Promise<void> {
  await tx.execute(sql`delete from review_queue where owner_id = ${userId}`);
}

/** Resolves the open reports about the account's entries as actioned. */
export async function resolveReportsAbout(tx: Queryable, userId: string): Promise<void> {
  await tx.execute(sql`
    update reports set resolved_at = now(), resolution = 'actioned'
    where subject_owner_id = ${userId} and resolved_at is null`);
}

/** The contests these captions belong to. */
export async function contestsOfCaptions(
  tx: Queryable,
  captionIds: readonly string[],
): Promise<string[]> {
  const rows = await rowsOf<{ petId: string }>(
    tx,
    sql`select distinct pet_id as "petId" from captions
      where id = any(${`{${captionIds.join(',')}}`}::uuid[])`,
  );
  return rows.map((r) => r.petId);
}

/** Deletes the account's `bans` row; false when it was not banned. */
export async function deleteBan(tx: Queryable, userId: string): Promise<boolean> {
  const deleted = await rowsOf<{ id: string }>(
    tx,
    sql`delete from bans where user_id = ${userId} returning id`,
  );
  return deleted.length > 0;
}

/** Shows again the account's entries the ban hid (not those a moderator hid or removed). */
export function restoreEntriesOf(tx: Queryable, userId: string): Promise<BannedEntry[]> {
  return rowsOf<BannedEntry>(
    tx,
    sql`
    with pets as (
      update pet_photos set status = 'visible', status_by = null, status_reason = null
      where user_id = ${userId} and status = 'hidden' and status_by = 'ban' returning id
    ), contests as (
      update pet_captions set status = 'visible', status_by = null, status_reason = null
      where user_id = ${userId} and status = 'hidden' and status_by = 'ban'
      returning id, share_id
    ), written as (
      update captions as c set status = 'visible', status_by = null, status_reason = null
      where c.user_id = ${userId} and c.status = 'hidden' and c.status_by = 'ban'
      returning c.id, c.pet_id
    )
    select 'pet' as "subjectType", id, null as "shareId" from pets
    union all select 'contest', id, share_id from contests
    union all select 'caption', w.id, pc.share_id from written as w
      join pet_captions as pc on pc.id = w.pet_id`,
  );
}

/** Whether an email (any case) belongs to a banned account. */
export async function isBannedEmail(db: Queryable, email: string): Promise<boolean> {
  const rows = await rowsOf<{ one: number }>(
    db,
    sql`select 1 as one from bans where email = ${email.trim().toLowerCase()}`,
  );
  return rows.length > 0;
}
