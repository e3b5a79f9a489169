import { describe, expect, it } from 'vitest';
import type { Standing } from './contests.results.rules.ts';
import {
  contestRankings,
  countedUntil,
  rankEntries,
  RESULTS_GRACE_MS,
  resultsDue,
} from './contests.results.rules.ts';

let n = 0;
const entry = (votes: number, over: Partial<Standing> = {}): Standing => ({
  entryId: `e${++n}`,
  petId: `p${n}`,
  categoryId: 'c1',
  votes,
  enteredAtMicros: String(1_000_000 + n),
  ...over,
});

describe('contest results rules (docs/product/contests.md, "Results")', () => {
  it('most votes: more votes first; a tie goes to the earlier entry', () => {
    const late = entry(5, { enteredAtMicros: '300' });
    const early = entry(5, { enteredAtMicros: '100' });
    const low = entry(2);
    const top = entry(9);
    const ranked = rankEntries('most_votes', [late, low, early, top]);
    expect(ranked.map((p) => [p.place, p.entry.entryId, p.figure, p.tieBreak])).toEqual([
      [1, top.entryId, 9, null],
      [2, early.entryId, 5, 'earlier_entry'],
      [3, late.entryId, 5, 'earlier_entry'],
      [4, low.entryId, 2, null],
    ]);
    expect(ranked[0]!.figureLow).toBeNull();
  });

  it('battle rank: strength first, then more votes, then the earlier entry; no battle, no place', () => {
    const s = (strength: number | null, votes: number, at: string) =>
      entry(votes, {
        strength,
        lower: strength && strength / 2,
        upper: strength && strength * 2,
        enteredAtMicros: at,
      });
    const strong = s(3, 0, '1');
    const tiedMoreVotes = s(1, 4, '5');
    const tiedFewerEarly = s(1 + 1e-13, 2, '2');
    const tiedFewerLate = s(1, 2, '3');
    const none = s(null, 50, '0');
    const ranked = rankEntries('battle_rank', [
      none,
      tiedFewerLate,
      tiedFewerEarly,
      strong,
      tiedMoreVotes,
    ]);
    expect(ranked.map((p) => [p.entry.entryId, p.tieBreak])).toEqual([
      [strong.entryId, null],
      [tiedMoreVotes.entryId, 'more_votes'],
      [tiedFewerEarly.entryId, 'more_votes'],
      [tiedFewerLate.entryId, 'earlier_entry'],
    ]);
    expect(ranked[0]).toMatchObject({ figure: 3, figureLow: 1.5, figureHigh: 6 });
  });

  it('ranks each category and the whole contest, a pet in two categories once overall', () => {
    const a = entry(4, { categoryId: 'c1', petId: 'pa', enteredAtMicros: '1' });
    const aAgain = entry(4, { categoryId: 'c2', petId: 'pa', enteredAtMicros: '2' });
    const b = entry(6, { categoryId: 'c2', petId: 'pb', enteredAtMicros: '3' });
    const rankings = contestRankings('most_votes', ['c1', 'c2'], [a, aAgain, b], 10);
    expect(rankings.map((r) => [r.categoryId, r.places.map((p) => p.entry.entryId)])).toEqual([
      ['c1', [a.entryId]],
      ['c2', [b.entryId, aAgain.entryId]],
      [null, [b.entryId, a.entryId]],
    ]);
    expect(contestRankings('most_votes', ['c1', 'c2'], [a, aAgain, b], 1)[1]!.places).toHaveLength(
      1,
    );
  });

  it('results are due at results_at, or by hand, once voting closed and the grace passed', () => {
    const close = new Date('2027-02-25T17:00:00Z');
    const contest = {
      status: 'published',
      votingCloseAt: close,
      resultsAt: new Date('2027-02-26T11:00:00Z'),
      resultsPublishedAt: null,
    };
    const at = (ms: number) => new Date(close.getTime() + ms);
    expect(resultsDue(contest, at(-1), true)).toBe('not_closed');
    expect(resultsDue(contest, at(RESULTS_GRACE_MS - 1), true)).toBe('not_closed');
    expect(resultsDue(contest, at(RESULTS_GRACE_MS), true)).toBe('due');
    expect(resultsDue(contest, at(RESULTS_GRACE_MS), false)).toBe('not_due');
    expect(resultsDue(contest, new Date('2027-02-26T11:00:00Z'), false)).toBe('due');
    expect(resultsDue({ ...contest, resultsAt: null }, at(1e10), false)).toBe('not_due');
    expect(resultsDue({ ...contest, status: 'draft' }, at(1e10), true)).toBe('not_due');
    expect(resultsDue({ ...contest, resultsPublishedAt: close }, at(1e10), true)).toBe('published');
  });

  it('counts to the freeze until the results are out', () => {
    const votingCloseAt = new Date('2027-02-25T17:00:00Z');
    expect(countedUntil({ votingCloseAt, freezeHours: 0, resultsPublishedAt: null })).toEqual(
      votingCloseAt,
    );
    expect(countedUntil({ votingCloseAt, freezeHours: 24, resultsPublishedAt: null })).toEqual(
      new Date('2027-02-24T17:00:00Z'),
    );
    expect(
      countedUntil({ votingCloseAt, freezeHours: 24, resultsPublishedAt: votingCloseAt }),
    ).toEqual(votingCloseAt);
  });
});
