import { describe, expect, it } from 'vitest';
import { runToEnd } from './bradley-terry.ts';
import type { RankInput } from './rankings.rules.ts';
import { rankingSteps, rankWithTies } from './rankings.rules.ts';

const pet = (id: string, strength: number, lower: number, upper: number, battles = 10) =>
  ({ id, strength, lower, upper, battles }) satisfies RankInput;

describe('rankWithTies', () => {
  it('ranks 1, 2, 3 when no intervals overlap', () => {
    const ranks = rankWithTies([pet('c', 1, 0.8, 1.2), pet('a', 5, 4, 6), pet('b', 3, 2.5, 3.5)]);
    expect(ranks).toEqual([
      { rank: 3, tied: false },
      { rank: 1, tied: false },
      { rank: 2, tied: false },
    ]);
  });

  it("ties a pet with its group's first pet when their intervals overlap", () => {
    // Best first: a [10, 12], b [9, 11] overlaps a → rank 1, tied. c [8.5, 9.5] overlaps b but
    // not a (9.5 < 10) → it starts a group at its position, 3. d [5, 6] overlaps nobody → 4.
    const ranks = rankWithTies([
      pet('a', 11, 10, 12),
      pet('b', 10, 9, 11),
      pet('c', 9, 8.5, 9.5),
      pet('d', 5.5, 5, 6),
    ]);
    expect(ranks).toEqual([
      { rank: 1, tied: true },
      { rank: 1, tied: true },
      { rank: 3, tied: false },
      { rank: 4, tied: false },
    ]);
  });

  it('keeps a whole overlapping group on the leader rank (competition ranking 1, 1, 1, 4)', () => {
    const ranks = rankWithTies([
      pet('a', 4, 3, 5),
      pet('b', 3.9, 2.9, 4.9),
      pet('c', 3.8, 2.95, 4.1),
      pet('d', 1, 0.5, 1.5),
      pet('e', 0.9, 0.6, 1.2),
    ]);
    expect(ranks.map((r) => r.rank)).toEqual([1, 1, 1, 4, 4]);
    expect(ranks.map((r) => r.tied)).toEqual([true, true, true, true, true]);
  });

  it('leaves pets under the minimum of battles unranked, without taking a place', () => {
    const ranks = rankWithTies(
      [pet('a', 5, 4, 6), pet('new', 9, 1, 20, 4), pet('b', 3, 2, 3.5)],
      5,
    );
    expect(ranks).toEqual([
      { rank: 1, tied: false },
      { rank: null, tied: false },
      { rank: 2, tied: false },
    ]);
  });

  it('orders equal strengths by more battles, then id', () => {
    const ranks = rankWithTies([
      pet('b', 2, 2, 2, 10),
      pet('a', 2, 2, 2, 10),
      pet('c', 2, 2, 2, 30),
    ]);
    expect(ranks.map((r) => r.rank)).toEqual([1, 1, 1]);
    const apart = rankWithTies(
      [pet('b', 2, 2, 2), pet('a', 2, 2, 2)].map((p, i) => ({
        ...p,
        lower: 2 + i * 10,
        upper: 2 + i * 10,
      })),
    );
    // a is first by id; b's interval [2, 2] and a's [12, 12] do not overlap.
    expect(apart.map((r) => r.rank)).toEqual([2, 1]);
  });
});

describe('rankingSteps', () => {
  it('fits only pets with battles and counts their wins and losses', () => {
    // Pets x, y, z, w by ordinal; w has no battle; a pair with no votes is ignored.
    const rows = runToEnd(
      rankingSteps(
        {
          petIds: ['x', 'y', 'z', 'w'],
          pairs: Int32Array.from([0, 1, 6, 1, 1, 2, 5, 2, 0, 2, 7, 0, 1, 3, 0, 0]),
        },
        { replicates: 50, seed: 3 },
      ),
    );
    expect(rows.map((r) => r.petId)).toEqual(['x', 'y', 'z']);
    const byId = Object.fromEntries(rows.map((r) => [r.petId, r]));
    expect(byId.x).toMatchObject({ wins: 13, losses: 1, battles: 14 });
    expect(byId.y).toMatchObject({ wins: 6, losses: 8, battles: 14 });
    expect(byId.z).toMatchObject({ wins: 2, losses: 12, battles: 14 });
    expect(byId.x!.strength).toBeGreaterThan(byId.y!.strength);
    expect(byId.y!.strength).toBeGreaterThan(byId.z!.strength);
    // Geometric mean 1.
    expect(rows.reduce((s, r) => s + Math.log(r.strength), 0)).toBeCloseTo(0, 9);
    for (const r of rows) {
      expect(r.lower).toBeLessThanOrEqual(r.strength);
      expect(r.upper).toBeGreaterThanOrEqual(r.strength);
      expect(r.rank).not.toBeNull();
    }
  });

  it('returns nothing without battles', () => {
    expect(runToEnd(rankingSteps({ petIds: ['x'], pairs: new Int32Array(0) }))).toEqual([]);
  });
});
