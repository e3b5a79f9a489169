/**
 * A contest's standings (docs/product/contests.md, "Results"; ADR 0142), free of I/O. An entry's
 * votes are the votes on its pet cast inside the voting window; the caller counts them and leaves
 * out what may not stand (entries not approved, pets not visible, voided votes).
 */
import type { ContestResultsMethod, ContestTieBreak } from '../../db/schema/index.ts';

/** How long after voting closes the results may be recorded: a vote in flight commits first. */
export const RESULTS_GRACE_MS = 60_000;

/** An entry in the standings. */
export interface Standing {
  entryId: string;
  petId: string;
  categoryId: string;
  /** Votes on the pet cast in the voting window. */
  votes: number;
  /** When it was entered, microseconds since the epoch (PostgreSQL's precision), decimal. */
  enteredAtMicros: string;
  /** battle_rank only: Bradley–Terry strength and its 95% interval; null without a battle. */
  strength?: number | null;
  lower?: number | null;
  upper?: number | null;
}

/** A place in a ranking. */
export interface Placed {
  place: number;
  entry: Standing;
  figure: number;
  figureLow: number | null;
  figureHigh: number | null;
  tieBreak: ContestTieBreak | null;
}

/**
 * Strengths closer than this (relatively) are equal: two entries with mirror records come out of
 * the fit equal up to rounding.
 */
const STRENGTH_EPSILON = 1e-9;

const sameStrength = (a: number, b: number) =>
  Math.abs(a - b) <= STRENGTH_EPSILON * Math.max(Math.abs(a), Math.abs(b), 1);

function earlier(a: Standing, b: Standing): number {
  const at = BigInt(a.enteredAtMicros);
  const bt = BigInt(b.enteredAtMicros);
  if (at !== bt) return at < bt ? -1 : 1;
  return a.entryId < b.entryId ? -1 : a.entryId > b.entryId ? 1 : 0;
}

/** The figure an entry is ranked by, and whether two figures count as equal. */
interface Method {
  figure(s: Standing): number;
  same(a: number, b: number): boolean;
  /** What breaks a tie on the figure, in order. */
  tieBreaks: readonly ContestTieBreak[];
}

const METHODS: Record<ContestResultsMethod, Method> = {
  most_votes: { figure: (s) => s.votes, same: (a, b) => a === b, tieBreaks: ['earlier_entry'] },
  battle_rank: {
    figure: (s) => s.strength ?? 0,
    same: sameStrength,
    tieBreaks: ['more_votes', 'earlier_entry'],
  },
};

function decidedBy(a: Standing, b: Standing, rules: readonly ContestTieBreak[]): ContestTieBreak {
  for (const rule of rules) if (rule === 'more_votes' && a.votes !== b.votes) return rule;
  return 'earlier_entry';
}

/**
 * Ranks `entries` by the method: most_votes by votes in the window (a tie: the earlier entry);
 * battle_rank by strength (a tie: more votes, then the earlier entry), entries without a battle
 * in the window left out (they have no strength). Places are 1, 2, 3… with no two entries on one
 * place; `tieBreak` tells what put an entry where it is among those with its figure.
 */
export function rankEntries(method: ContestResultsMethod, entries: readonly Standing[]): Placed[] {
  const m = METHODS[method];
  const eligible =
    method === 'battle_rank' ? entries.filter((e) => e.strength != null) : [...entries];
  const sorted = eligible.sort((a, b) => {
    const fa = m.figure(a);
    const fb = m.figure(b);
    if (!m.same(fa, fb)) return fb - fa;
    if (m.tieBreaks.includes('more_votes') && a.votes !== b.votes) return b.votes - a.votes;
    return earlier(a, b);
  });
  return sorted.map((entry, i) => {
    const above = sorted[i - 1];
    const below = sorted[i + 1];
    const figure = m.figure(entry);
    const tiedAbove = above && m.same(m.figure(above), figure);
    const tiedBelow = below && m.same(m.figure(below), figure);
    const tieBreak = tiedAbove
      ? decidedBy(above, entry, m.tieBreaks)
      : tiedBelow
        ? decidedBy(entry, below, m.tieBreaks)
        : null;
    return {
      place: i + 1,
      entry,
      figure,
      figureLow: method === 'battle_rank' ? (entry.lower ?? null) : null,
      figureHigh: method === 'battle_rank' ? (entry.upper ?? null) : null,
      tieBreak,
    };
  });
}

/** A contest's rankings: each category's, and the whole contest's (`categoryId` null). */
export interface Rankings {
  categoryId: string | null;
  places: Placed[];
}

/**
 * Every category's ranking and the overall one, each cut to its first `places`. Overall, a pet
 * entered in two categories stands once, as its earlier entry (its votes are the same).
 */
export function contestRankings(
  method: ContestResultsMethod,
  categoryIds: readonly string[],
  entries: readonly Standing[],
  places: number,
): Rankings[] {
  const byPet = new Map<string, Standing>();
  for (const e of entries) {
    const seen = byPet.get(e.petId);
    if (!seen || earlier(e, seen) < 0) byPet.set(e.petId, e);
  }
  return [
    ...categoryIds.map((categoryId) => ({
      categoryId,
      places: rankEntries(
        method,
        entries.filter((e) => e.categoryId === categoryId),
      ).slice(0, places),
    })),
    { categoryId: null, places: rankEntries(method, [...byPet.values()]).slice(0, places) },
  ];
}

/** When the results of a contest are due: at `results_at`, or by hand once voting closed. */
export function resultsDue(
  contest: {
    status: string;
    votingCloseAt: Date;
    resultsAt: Date | null;
    resultsPublishedAt: Date | null;
  },
  now: Date,
  byHand: boolean,
): 'due' | 'published' | 'not_closed' | 'not_due' {
  if (contest.resultsPublishedAt) return 'published';
  if (contest.status !== 'published') return 'not_due';
  if (now.getTime() < contest.votingCloseAt.getTime() + RESULTS_GRACE_MS) return 'not_closed';
  if (byHand) return 'due';
  return contest.resultsAt && contest.resultsAt.getTime() <= now.getTime() ? 'due' : 'not_due';
}

/**
 * The instant before which votes count in the public standings: the freeze (`freeze_hours`
 * before voting closes) until the results are out, then the close.
 */
export function countedUntil(contest: {
  votingCloseAt: Date;
  freezeHours: number;
  resultsPublishedAt: Date | null;
}): Date {
  if (contest.freezeHours <= 0 || contest.resultsPublishedAt) return contest.votingCloseAt;
  return new Date(contest.votingCloseAt.getTime() - contest.freezeHours * 3_600_000);
}
