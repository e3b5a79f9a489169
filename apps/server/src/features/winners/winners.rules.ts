/**
 * The monthly contest's rules (docs/product/winners.md), free of I/O. A round is a UTC calendar
 * month; its winner is the pet uploaded in that month with the most votes cast before the month
 * ended, the earlier upload winning a tie.
 */

/** A UTC calendar month: `start` inclusive, `end` (the next month's start) exclusive. */
export interface MonthRange {
  /** 'YYYY-MM' (the API's form). */
  key: string;
  /** 'YYYY-MM-01' (the `contest_winners.month` column). */
  firstDay: string;
  start: Date;
  end: Date;
}

/**
 * How long after a month ends it is recorded: a vote stamped 23:59:59.999 may still be committing.
 */
export const RECORD_GRACE_MS = 5 * 60_000;

/** How many closed months a job run looks back at most (the backfill bound). */
export const MAX_BACKFILL_MONTHS = 24;

/** The month `offset` months after the one containing `at` (UTC). */
export function monthOf(at: Date, offset = 0): MonthRange {
  const year = at.getUTCFullYear();
  const month = at.getUTCMonth() + offset;
  const start = new Date(Date.UTC(year, month, 1));
  const end = new Date(Date.UTC(year, month + 1, 1));
  const key = `${start.getUTCFullYear()}-${String(start.getUTCMonth() + 1).padStart(2, '0')}`;
  return { key, firstDay: `${key}-01`, start, end };
}

/** '2025-06-01' or '2025-06' → the month range. */
export function monthFromKey(key: string): MonthRange {
  const match = /^(\d{4})-(\d{2})/.exec(key);
  if (!match) throw new Error(`Not a month: ${key}`);
  return monthOf(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1)));
}

/**
 * The closed months a job run at `now` should have recorded, oldest first: from the month of the
 * first upload to the last month that ended at least RECORD_GRACE_MS ago, at most `maxMonths`.
 */
export function monthsToRecord(
  firstUpload: Date | null,
  now: Date,
  maxMonths = MAX_BACKFILL_MONTHS,
): MonthRange[] {
  if (!firstUpload) return [];
  const lastClosed = monthOf(new Date(now.getTime() - RECORD_GRACE_MS), -1);
  const months: MonthRange[] = [];
  for (let offset = 0; offset < maxMonths; offset++) {
    const month = monthOf(lastClosed.start, -offset);
    if (month.end.getTime() <= firstUpload.getTime()) break;
    months.unshift(month);
  }
  return months;
}

/** The last `count` closed months at `now`, newest first. */
export function recentClosedMonths(now: Date, count: number): MonthRange[] {
  return Array.from({ length: count }, (_, i) => monthOf(now, -1 - i));
}

/** When the next job run is due: hourly, and just after the running month closes. */
export function nextRunDelayMs(now: Date, everyMs: number): number {
  // The next moment a month becomes recordable: the end (plus grace) of the month that was
  // running RECORD_GRACE_MS ago.
  const closing = monthOf(new Date(now.getTime() - RECORD_GRACE_MS)).end.getTime();
  const untilClose = closing + RECORD_GRACE_MS - now.getTime();
  return Math.max(1000, Math.min(everyMs, untilClose));
}

/** A pet in the running for a month. */
export interface Candidate {
  id: string;
  votes: number;
  /** Upload time in microseconds since the epoch (PostgreSQL's precision), as a decimal string. */
  createdAtMicros: string;
}

/** Negative when `a` beats `b`: more votes, then the earlier upload, then the smaller id. */
export function compareCandidates(a: Candidate, b: Candidate): number {
  if (a.votes !== b.votes) return b.votes - a.votes;
  const at = BigInt(a.createdAtMicros);
  const bt = BigInt(b.createdAtMicros);
  if (at !== bt) return at < bt ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** The round's winner among its candidates; null when no pet was uploaded in the month. */
export function pickWinner<T extends Candidate>(candidates: readonly T[]): T | null {
  let best: T | null = null;
  for (const c of candidates) if (!best || compareCandidates(c, best) < 0) best = c;
  return best;
}
