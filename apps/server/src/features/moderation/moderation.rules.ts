import { messages } from '@pawprize/shared';
import type { EntryStatus, QueueReason, StatusBy } from '../../db/schema/index.ts';
import type { ScreeningVerdict } from '../../screening/index.ts';

/**
 * Pure rules of moderation (docs/decisions/0061-moderation-model.md): what state a new entry
 * starts in, and when reports hide one.
 */

export type ModerationMode = 'post' | 'pre';

export interface NewEntryState {
  status: EntryStatus;
  statusBy: StatusBy | null;
  statusReason: string | null;
  /** Why it goes to the review queue (empty: it does not). */
  reasons: QueueReason[];
}

/**
 * A new pet or caption contest: likely explicit photos wait for review (hidden), so does
 * everything in pre-moderation; "no animal", "not screened", milder NSFW scores and near-copies
 * of another entry are only queued.
 */
export function newEntryState(
  mode: ModerationMode,
  verdict: Pick<ScreeningVerdict, 'flags' | 'hide'>,
  duplicate: boolean,
): NewEntryState {
  const reasons: QueueReason[] = [...verdict.flags];
  if (duplicate) reasons.push('duplicate');
  if (mode === 'pre') reasons.push('pending');
  if (verdict.hide) {
    return {
      status: 'pending',
      statusBy: 'screening',
      statusReason: messages.moderation.screeningReason,
      reasons,
    };
  }
  if (mode === 'pre') {
    return {
      status: 'pending',
      statusBy: 'pre_moderation',
      statusReason: messages.moderation.preModerationReason,
      reasons,
    };
  }
  return { status: 'visible', statusBy: null, statusReason: null, reasons };
}

/** Reasons of a queue row with `more` added (each once, in a stable order). */
export function mergeReasons(current: readonly QueueReason[], more: readonly QueueReason[]) {
  return [...new Set([...current, ...more])];
}

/**
 * Open reports that count (see `reportCounts`) from this many distinct networks hide a visible
 * entry until it is reviewed (docs/decisions/0105-reports-that-hide.md).
 */
export function hiddenByReports(countingNetworks: number, threshold: number): boolean {
  return countingNetworks >= threshold;
}

/** A member's report counts towards hiding once the account is this old… */
export const REPORTER_MIN_ACCOUNT_AGE_DAYS = 7;
/** …or has counted votes on this many different days. */
export const REPORTER_MIN_VOTING_DAYS = 3;

export interface ReporterStanding {
  /** null: an anonymous visitor. */
  account: { emailVerified: boolean; ageDays: number; votingDays: number } | null;
}

/**
 * Whether a report counts towards REPORTS_TO_HIDE: only reports that cost something — a member
 * with a verified email whose account is at least REPORTER_MIN_ACCOUNT_AGE_DAYS old or has voted
 * on REPORTER_MIN_VOTING_DAYS different days. Visitors' reports reach the queue but never hide.
 */
export function reportCounts({ account }: ReporterStanding): boolean {
  if (!account?.emailVerified) return false;
  return (
    account.ageDays >= REPORTER_MIN_ACCOUNT_AGE_DAYS ||
    account.votingDays >= REPORTER_MIN_VOTING_DAYS
  );
}
