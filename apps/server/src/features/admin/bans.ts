import { randomUUID } from 'node:crypto';
import { messages } from '@pawprize/shared';
import type { BanResult, UnbanResult } from '@pawprize/shared/schemas/admin';
import type { SessionUser } from '@pawprize/shared/schemas/auth';
import type { Ctx } from '../../context/index.ts';
import type { Queryable } from '../../db/rows.ts';
import { AppError } from '../../errors.ts';
import { afterCommit, announce } from './after-commit.ts';
import { emailLabel } from './audit.ts';
import { audit } from './audit.queries.ts';
import type { Account, BannedEntry } from './bans.queries.ts';
import {
  contestsOfCaptions,
  deleteBan,
  deleteQueueRowsOf,
  deleteSessionsOf,
  hideEntriesOf,
  insertBan,
  lockAccount,
  resolveReportsAbout,
  restoreEntriesOf,
} from './bans.queries.ts';
import { recomputeCaptionWinners, restoreVotesOf, voidVotesOf } from './voiding.ts';

/**
 * Bans and unbans (docs/decisions/0062-bans-and-vote-voiding.md). A ban, in one transaction:
 * the `bans` row (its email can no longer sign up or sign in), every session deleted (the
 * session cache hears it through migration 0005's notification), visible entries hidden
 * (status_by 'ban'), the account's waiting items out of the queue, every vote voided with its
 * counters corrected, and the audit line.
 */

export type { Account } from './bans.queries.ts';

export function isAdminAccount(ctx: Ctx<'config'>, account: Account): boolean {
  return (
    account.emailVerified && ctx.config.adminEmails.some((e) => e.toLowerCase() === account.email)
  );
}

export interface BanOutcome extends BanResult {
  /** Entries hidden by the ban, for the caches. */
  hiddenEntries: BannedEntry[];
}

/**
 * Bans `account` inside `tx`. Throws FORBIDDEN for admins (and oneself), CONFLICT when already
 * banned.
 */
export async function banAccount(
  ctx: Ctx<'config'>,
  tx: Queryable,
  admin: SessionUser,
  account: Account,
  reason: string,
): Promise<BanOutcome> {
  if (account.id === admin.id || isAdminAccount(ctx, account)) {
    throw new AppError('FORBIDDEN', messages.admin.cannotBanAdmin);
  }
  const inserted = await insertBan(tx, account, reason, admin.email);
  if (!inserted) throw new AppError('CONFLICT', messages.admin.alreadyBanned);

  const sessionsEnded = await deleteSessionsOf(tx, account.id);
  const hiddenEntries = await hideEntriesOf(tx, account.id);
  // Hidden captions may have held a trophy.
  await recomputeContestsOfCaptions(
    tx,
    hiddenEntries.filter((e) => e.subjectType === 'caption').map((e) => e.id),
  );
  await deleteQueueRowsOf(tx, account.id);
  await resolveReportsAbout(tx, account.id);

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
      details: { voided, hidden: hiddenEntries.length, sessionsEnded },
    },
  ]);
  return { voided, hidden: hiddenEntries.length, sessionsEnded, hiddenEntries };
}

export async function recomputeContestsOfCaptions(tx: Queryable, captionIds: readonly string[]) {
  if (captionIds.length === 0) return;
  await recomputeCaptionWinners(tx, await contestsOfCaptions(tx, captionIds));
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
  const deleted = await deleteBan(tx, account.id);
  if (!deleted) throw new AppError('CONFLICT', messages.admin.notBanned);
  const restoredEntries = await restoreEntriesOf(tx, account.id);
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

/** POST /api/admin/users/:id/ban: the ban in one transaction, then files and caches. */
export async function banUser(
  ctx: Ctx<'db' | 'config' | 'events' | 'storage' | 'log'>,
  admin: SessionUser,
  userId: string,
  reason: string,
): Promise<BanResult> {
  const outcome = await ctx.db.transaction(async (tx) => {
    const account = await lockAccount(tx, userId);
    if (!account) throw new AppError('NOT_FOUND', messages.admin.userNotFound);
    return banAccount(ctx, tx, admin, account, reason);
  });
  await afterCommit(ctx, { files: [], changed: outcome.hiddenEntries, petsChanged: true });
  const { hiddenEntries: _hidden, ...result } = outcome;
  return result;
}

/** POST /api/admin/users/:id/unban: the unban in one transaction, then the caches. */
export async function unbanUser(
  ctx: Ctx<'db' | 'events'>,
  admin: SessionUser,
  userId: string,
  reason: string | null,
): Promise<UnbanResult> {
  const outcome = await ctx.db.transaction(async (tx) => {
    const account = await lockAccount(tx, userId);
    if (!account) throw new AppError('NOT_FOUND', messages.admin.userNotFound);
    return unbanAccount(tx, admin, account, reason);
  });
  announce(ctx, outcome.restoredEntries);
  // The restored votes count again: other pets' counts and the rankings move (ADR 0130).
  ctx.events.emit('pet-counts-changed', { petId: null });
  ctx.events.emit('battle-votes-changed', {});
  const { restoredEntries: _restored, ...result } = outcome;
  return result;
}
