import type { Streak, VoterKind, VoterState } from '@pawprize/shared/schemas/votes';
import { isUuid } from '../../http/params.ts';

/**
 * Pure voting rules (docs/product/votes.md, docs/product/streaks.md): day arithmetic, streaks, the
 * voter's state and the swipe queue's order. No database here; tested in votes.rules.test.ts. The
 * voter's local day and client IP keys are identity rules (../../identity/identity.rules.ts).
 */

const MS_PER_DAY = 86_400_000;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
// ---- Days ---------------------------------------------------------------------------------

/** Days since 1970-01-01 of a 'YYYY-MM-DD' day. */
export function dayNumber(day: string): number {
  const m = DAY.exec(day);
  if (!m) throw new RangeError(`not a day: ${day}`);
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) / MS_PER_DAY;
}

export function addDays(day: string, days: number): string {
  return new Date((dayNumber(day) + days) * MS_PER_DAY).toISOString().slice(0, 10);
}

// ---- Streaks (docs/product/streaks.md) -----------------------------------------------------

export const NO_STREAK: Streak = { currentStreak: 0, highestStreak: 0, lastVoteDate: null };

/**
 * The streak after a counted vote on `today`: the day after the last vote day adds 1, the same
 * day changes nothing, any later day restarts at 1; the highest is the maximum ever. A day before
 * the last vote day (the voter moved west across the date line) changes nothing either.
 * streaks.ts does the same in SQL.
 */
export function nextStreak(prev: Streak | null, today: string): Streak {
  const last = prev?.lastVoteDate;
  if (!prev || !last) {
    return {
      currentStreak: 1,
      highestStreak: Math.max(prev?.highestStreak ?? 0, 1),
      lastVoteDate: today,
    };
  }
  const gap = dayNumber(today) - dayNumber(last);
  if (gap <= 0) return prev;
  const currentStreak = gap === 1 ? prev.currentStreak + 1 : 1;
  return {
    currentStreak,
    highestStreak: Math.max(prev.highestStreak, currentStreak),
    lastVoteDate: today,
  };
}

/**
 * The streak as the voter sees it on `today`: a streak whose last vote day is before yesterday is
 * broken (0), though the stored row keeps its old value until the next vote restarts it at 1.
 */
export function effectiveStreak(stored: Streak | null, today: string): Streak {
  if (!stored?.lastVoteDate) return stored ?? NO_STREAK;
  const alive = dayNumber(today) - dayNumber(stored.lastVoteDate) <= 1;
  return alive ? stored : { ...stored, currentStreak: 0 };
}

// ---- The voter's state ---------------------------------------------------------------------

/** Today's row of daily_vote_usage and today's share boosts. */
export interface VoterUsage {
  /** Votes taken from the daily allowance. */
  votesUsed: number;
  /** Bonus votes used. */
  bonusUsed: number;
  /** Bonus votes left in today's boosts. */
  bonusLeft: number;
}

export const NO_USAGE: VoterUsage = { votesUsed: 0, bonusUsed: 0, bonusLeft: 0 };

export function voterState(
  kind: VoterKind,
  dailyLimit: number,
  usage: VoterUsage,
  streak: Streak | null,
  today: string,
): VoterState {
  const allowanceLeft = Math.max(0, dailyLimit - usage.votesUsed);
  return {
    kind,
    dailyLimit,
    votesUsedToday: usage.votesUsed + usage.bonusUsed,
    votesLeft: allowanceLeft + usage.bonusLeft,
    bonusVotesLeft: usage.bonusLeft,
    streak: kind === 'account' ? effectiveStreak(streak, today) : null,
  };
}

// ---- Queue and pages -----------------------------------------------------------------------

/** A shuffled copy (Fisher–Yates). */
export function shuffled<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** Where a page of My Votes ends: the vote's full-precision timestamp text and id. */
export interface VoteCursor {
  votedAt: string;
  id: string;
}

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?)?$/;

export function encodeVoteCursor(cursor: VoteCursor): string {
  return Buffer.from(JSON.stringify([cursor.votedAt, cursor.id])).toString('base64url');
}

export function decodeVoteCursor(raw: string): VoteCursor | null {
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(parts) || parts.length !== 2) return null;
  const [votedAt, id] = parts as unknown[];
  if (typeof votedAt !== 'string' || !TIMESTAMP.test(votedAt)) return null;
  if (typeof id !== 'string' || !isUuid(id)) return null;
  return { votedAt, id };
}
