import { randomUUID } from 'node:crypto';
import { messages } from '@pawprize/shared';
import type { BanResult, UnbanResult } from '@pawprize/shared/schemas/admin';
import type { SessionUser } from '@pawprize/shared/schemas/auth';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/rows.ts';
import { rowsOf } from '../../db/rows.ts';
import { AppError } from '../../errors.ts';
import { audit, emailLabel } from './audit.ts';
import { recomputeCaptionWinners, restoreVotesOf, voidVotesOf } from './voiding.ts';

/**
 * Bans and unbans (docs/decisions/0062-bans-and-vote-voiding.md). A ban, in one transaction:
 * the `bans` row (its email can no longer sign up or sign in), every session deleted (the
 * session cache hears it through migration 0005's notification), visible entries hidden
 * (status_by 'ban'), the account's waiting items out of the queue, every vote voided with its
 * counters corrected, and the audit line.
 */

export interface Account {
  id: string;
  email: string;
  emailVerified: boolean;
  label: string;
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

export function isAdminAccount(app: FastifyInstance, account: Account): boolean {
  return (
    account.emailVerified && app.config.adminEmails.some((e) => e.toLowerCase() === account.email)
  );
}

export interface BanOutcome extends BanResult {
  /** Entries hidden by the ban, for the caches. */
  hiddenEntries: {
    subjectType: 'pet' | 'contest' | 'caption';
    id: string;
    shareId: string | null;
  }[];
}

/**
 * Bans `account` inside `tx`. Throws FORBIDDEN for admins (and oneself), CONFLICT when already
 * banned.
 */
export async function banAccount(
  app: FastifyInstance,
  tx: Queryable,
  admin: SessionUser,
  account: Account,
  reason: string,
): Promise<BanOutcome> {
  if (account.id === admin.id || isAdminAccount(app, account)) {
    throw new AppError('FORBIDDEN', messages.admin.cannotBanAdmin);
  }
  const inserted = await rowsOf<{ id: string }>(
    tx,
    sql`insert into bans (user_id, email, reason, banned_by)
      values (${account.id}, ${account.email.trim().toLowerCase()}, ${reason}, ${admin.email})
      on conflict do nothing returning id`,
  );
  if (inserted.length === 0) throw new AppError('CONFLICT', messages.admin.alreadyBanned);

  const sessions = await rowsOf<{ id: string }>(
    tx,
    sql`delete from sessions where user_id = ${account.id} returning id`,
  );
  const byBan = { status: 'hidden', by: 'ban', reason: messages.moderation.banReason };
  const hiddenEntries = await rowsOf<BanOutcome['hiddenEntries'][number]>(
    tx,
    sql`
    with pets as (
      update pet_photos set status = ${byBan.status}, status_by = ${byBan.by},
        status_reason = ${byBan.reason}
      where user_id = ${account.id} and status = 'visible' returning id
    ), contests as (
      update pet_captions set status = ${byBan.status}, status_by = ${byBan.by},
        status_reason = ${byBan.reason}
      where user_id = ${account.id} and status = 'visible' returning id, share_id
    ), written as (
      update captions as c set status = ${byBan.status}, status_by = ${byBan.by},
        status_reason = ${byBan.reason}
      where c.user_id = ${account.id} and c.status = 'visible' returning c.id, c.pet_id
    )
    select 'pet' as "subjectType", id, null as "shareId" from pets
    union all select 'contest', id, share_id from contests
    union all select 'caption', w.id, pc.share_id from written as w
      join pet_captions as pc on pc.id = w.pet_id`,
  );
  // Hidden captions may have held a trophy.
  await recomputeContestsOfCaptions(
    tx,
    hiddenEntries.filter((e) => e.subjectType === 'caption').map((e) => e.id),
  );
  await tx.execute(sql`delete from review_queue where owner_id = ${account.id}`);
  await tx.execute(sql`
    update reports set resolved_at = now(), resolution = 'actioned'
    where subject_owner_id = ${account.id} and resolved_at is null`);

  const voided = await voidVotesOf(tx, account.id, {
    adminId: admin.id,
    reason,
    batchId: randomUUID(),
  });
  await audit(tx, admin, [
    {
      action: 'ban',
      subjectType: 'user',
      subjectId: account.id,
      subjectLabel: emailLabel(account.email),
      reason,
      details: { voided, hidden: hiddenEntries.length, sessionsEnded: sessions.length },
    },
  ]);
  return { voided, hidden: hiddenEntries.length, sessionsEnded: sessions.length, hiddenEntries };
}

export async function recomputeContestsOfCaptions(tx: Queryable, captionIds: readonly string[]) {
  if (captionIds.length === 0) return;
  const rows = await rowsOf<{ petId: string }>(
    tx,
    sql`select distinct pet_id as "petId" from captions
      where id = any(${`{${captionIds.join(',')}}`}::uuid[])`,
  );
  await recomputeCaptionWinners(
    tx,
    rows.map((r) => r.petId),
  );
}

export interface UnbanOutcome extends UnbanResult {
  restoredEntries: BanOutcome['hiddenEntries'];
}

/**
 * Lifts a ban inside `tx`: the email may sign in and sign up again, the entries the ban hid are
 * visible again (not those a moderator hid or removed), the voided votes are counted again.
 */
export async function unbanAccount(
  tx: Queryable,
  admin: SessionUser,
  account: Account,
  reason: string | null,
): Promise<UnbanOutcome> {
  const deleted = await rowsOf<{ id: string }>(
    tx,
    sql`delete from bans where user_id = ${account.id} returning id`,
  );
  if (deleted.length === 0) throw new AppError('CONFLICT', messages.admin.notBanned);
  const restoredEntries = await rowsOf<BanOutcome['hiddenEntries'][number]>(
    tx,
    sql`
    with pets as (
      update pet_photos set status = 'visible', status_by = null, status_reason = null
      where user_id = ${account.id} and status = 'hidden' and status_by = 'ban' returning id
    ), contests as (
      update pet_captions set status = 'visible', status_by = null, status_reason = null
      where user_id = ${account.id} and status = 'hidden' and status_by = 'ban'
      returning id, share_id
    ), written as (
      update captions as c set status = 'visible', status_by = null, status_reason = null
      where c.user_id = ${account.id} and c.status = 'hidden' and c.status_by = 'ban'
      returning c.id, c.pet_id
    )
    select 'pet' as "subjectType", id, null as "shareId" from pets
    union all select 'contest', id, share_id from contests
    union all select 'caption', w.id, pc.share_id from written as w
      join pet_captions as pc on pc.id = w.pet_id`,
  );
  await recomputeContestsOfCaptions(
    tx,
    restoredEntries.filter((e) => e.subjectType === 'caption').map((e) => e.id),
  );
  const votesRestored = await restoreVotesOf(tx, account.id);
  await audit(tx, admin, [
    {
      action: 'unban',
      subjectType: 'user',
      subjectId: account.id,
      subjectLabel: emailLabel(account.email),
      reason,
      details: { restored: restoredEntries.length, votesRestored },
    },
  ]);
  return { restored: restoredEntries.length, votesRestored, restoredEntries };
}

/** Tells the caches about entries that left or joined the public lists. */
export function announce(app: FastifyInstance, entries: BanOutcome['hiddenEntries']): void {
  for (const e of entries) {
    app.events.emit('entry-visibility-changed', {
      subjectType: e.subjectType,
      subjectId: e.id,
      shareId: e.shareId,
    });
  }
}

/** Whether an email (any case) belongs to a banned account. */
export async function isBannedEmail(db: Queryable, email: string): Promise<boolean> {
  const rows = await rowsOf<{ one: number }>(
    db,
    sql`select 1 as one from bans where email = ${email.trim().toLowerCase()}`,
  );
  return rows.length > 0;
}
