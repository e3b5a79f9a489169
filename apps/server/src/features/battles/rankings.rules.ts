import { BATTLE_MIN_FOR_RANKING } from '@pawprize/shared';
import type { PairCounts } from './bradley-terry.ts';
import { bootstrapSteps, fitSteps } from './bradley-terry.ts';

/**
 * From aggregated battle outcomes to ranked rows (docs/product/battles.md), pure. Ranks with ties:
 *
 * Pets with at least BATTLE_MIN_FOR_RANKING battles are sorted by strength, best first (equal
 * strengths: more battles first, then by id). The first pet leads a group. Each next pet joins the
 * current group when its 95% interval overlaps the group leader's, and takes the leader's rank;
 * otherwise it leads a new group and its rank is its position (competition ranking: 1, 1, 1, 4).
 * A pet is `tied` when its group has another member. Overlap is tested against the leader, not
 * the pet just above: chaining through neighbours would tie a whole long list whose ends are
 * clearly different.
 */

export interface RankInput {
  id: string;
  strength: number;
  lower: number;
  upper: number;
  battles: number;
}

export interface RankOutput {
  /** Null below the minimum number of battles. */
  rank: number | null;
  tied: boolean;
}

const overlaps = (x: RankInput, y: RankInput) => x.lower <= y.upper && y.lower <= x.upper;

/** Ranks of `pets` (same order as given). */
export function rankWithTies(
  pets: readonly RankInput[],
  minBattles: number = BATTLE_MIN_FOR_RANKING,
): RankOutput[] {
  const out: RankOutput[] = pets.map(() => ({ rank: null, tied: false }));
  const order = pets
    .map((pet, index) => ({ pet, index }))
    .filter(({ pet }) => pet.battles >= minBattles)
    .sort(
      (x, y) =>
        y.pet.strength - x.pet.strength ||
        y.pet.battles - x.pet.battles ||
        (x.pet.id < y.pet.id ? -1 : x.pet.id > y.pet.id ? 1 : 0),
    );
  let leader: { pet: RankInput; index: number } | undefined;
  let leaderRank = 0;
  order.forEach((entry, position) => {
    if (leader && overlaps(entry.pet, leader.pet)) {
      out[entry.index] = { rank: leaderRank, tied: true };
      out[leader.index]!.tied = true;
    } else {
      leader = entry;
      leaderRank = position + 1;
      out[entry.index] = { rank: leaderRank, tied: false };
    }
  });
  return out;
}

/** Pair counts as read from the database: pets by id, pairs as ordinals into that list. */
export interface BattleOutcomes {
  petIds: readonly string[];
  /** Flat quadruples: pet a, pet b (indexes into petIds), a's wins over b, b's wins over a. */
  pairs: Int32Array;
}

export interface RankingRow {
  petId: string;
  /** Bradley–Terry strength, geometric mean of all battled pets 1; bounds of its 95% interval. */
  strength: number;
  lower: number;
  upper: number;
  rank: number | null;
  tied: boolean;
  wins: number;
  losses: number;
  battles: number;
}

export interface RankingOptions {
  replicates?: number;
  seed?: number;
  priorGames?: number;
  minBattles?: number;
}

/**
 * The rankings of every pet that has a battle, as a generator that yields between the fit's
 * steps and the bootstrap's replicates (the job gives its event loop a turn there).
 */
export function* rankingSteps(
  outcomes: BattleOutcomes,
  options: RankingOptions = {},
): Generator<void, RankingRow[]> {
  const { petIds, pairs } = outcomes;
  // Only pets with battles take part (a pet without any would only pull the mean to its prior).
  const compact = new Int32Array(petIds.length).fill(-1);
  const ids: string[] = [];
  const pairCount = pairs.length / 4;
  for (let k = 0; k < pairCount; k++) {
    if (pairs[4 * k + 2]! + pairs[4 * k + 3]! === 0) continue;
    for (const pet of [pairs[4 * k]!, pairs[4 * k + 1]!]) {
      if (compact[pet] === -1) {
        compact[pet] = ids.length;
        ids.push(petIds[pet]!);
      }
    }
  }
  const data: PairCounts = {
    petCount: ids.length,
    a: new Int32Array(pairCount),
    b: new Int32Array(pairCount),
    aWins: new Float64Array(pairCount),
    bWins: new Float64Array(pairCount),
  };
  const wins = new Float64Array(ids.length);
  const losses = new Float64Array(ids.length);
  let m = 0;
  for (let k = 0; k < pairCount; k++) {
    const aWins = pairs[4 * k + 2]!;
    const bWins = pairs[4 * k + 3]!;
    if (aWins + bWins === 0) continue;
    const a = compact[pairs[4 * k]!]!;
    const b = compact[pairs[4 * k + 1]!]!;
    data.a[m] = a;
    data.b[m] = b;
    data.aWins[m] = aWins;
    data.bWins[m] = bWins;
    wins[a]! += aWins;
    losses[a]! += bWins;
    wins[b]! += bWins;
    losses[b]! += aWins;
    m++;
  }
  data.a = data.a.subarray(0, m);
  data.b = data.b.subarray(0, m);
  data.aWins = data.aWins.subarray(0, m);
  data.bWins = data.bWins.subarray(0, m);

  const fit = yield* fitSteps(data, { priorGames: options.priorGames });
  const intervals = yield* bootstrapSteps(data, fit, {
    replicates: options.replicates,
    seed: options.seed,
    priorGames: options.priorGames,
  });
  const rows = ids.map((petId, i) => ({
    id: petId,
    strength: Math.exp(fit.theta[i]!),
    lower: Math.exp(intervals.lower[i]!),
    upper: Math.exp(intervals.upper[i]!),
    battles: wins[i]! + losses[i]!,
  }));
  const ranks = rankWithTies(rows, options.minBattles);
  return rows.map((row, i) => ({
    petId: row.id,
    strength: row.strength,
    lower: row.lower,
    upper: row.upper,
    rank: ranks[i]!.rank,
    tied: ranks[i]!.tied,
    wins: wins[i]!,
    losses: losses[i]!,
    battles: row.battles,
  }));
}

/** A strength and its 95% interval. */
export interface Strength {
  strength: number;
  lower: number;
  upper: number;
}

/**
 * Bradley–Terry strengths of `petIds` from some battles' outcomes (a contest's: ADR 0142), by the
 * same fit and bootstrap as the rankings, with a fixed seed so the same votes give the same
 * intervals. Pets without a battle among `pairs` have none.
 */
export function strengthsFrom(
  petIds: readonly string[],
  pairs: readonly { pet1Id: string; pet2Id: string; pet1Wins: number; pet2Wins: number }[],
  options: RankingOptions = {},
): Map<string, Strength> {
  const index = new Map(petIds.map((id, i) => [id, i]));
  const flat = new Int32Array(pairs.length * 4);
  let k = 0;
  for (const pair of pairs) {
    const a = index.get(pair.pet1Id);
    const b = index.get(pair.pet2Id);
    if (a === undefined || b === undefined) continue;
    flat.set([a, b, pair.pet1Wins, pair.pet2Wins], 4 * k++);
  }
  const steps = rankingSteps(
    { petIds, pairs: flat.subarray(0, 4 * k) },
    { seed: 1, minBattles: 1, ...options },
  );
  let step = steps.next();
  while (!step.done) step = steps.next();
  return new Map(
    step.value.map((row) => [
      row.petId,
      { strength: row.strength, lower: row.lower, upper: row.upper },
    ]),
  );
}
