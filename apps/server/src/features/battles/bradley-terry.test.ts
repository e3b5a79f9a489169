import { describe, expect, it } from 'vitest';
import type { PairCounts } from './bradley-terry.ts';
import {
  bootstrapIntervals,
  fitBradleyTerry,
  fitBradleyTerryMM,
  fitSteps,
} from './bradley-terry.ts';
import { poisson, quantile, seededRandom } from './sampling.ts';

function pairs(petCount: number, list: [number, number, number, number][]): PairCounts {
  return {
    petCount,
    a: Int32Array.from(list.map((p) => p[0])),
    b: Int32Array.from(list.map((p) => p[1])),
    aWins: Float64Array.from(list.map((p) => p[2])),
    bWins: Float64Array.from(list.map((p) => p[3])),
  };
}

/** Battles between pets of known log-strengths, `games` per listed pair. */
function simulate(
  theta: readonly number[],
  pairList: [number, number][],
  games: number,
  random: () => number,
): PairCounts {
  return pairs(
    theta.length,
    pairList.map(([i, j]) => {
      const p = 1 / (1 + Math.exp(theta[j]! - theta[i]!));
      let wins = 0;
      for (let g = 0; g < games; g++) if (random() < p) wins++;
      return [i, j, wins, games - wins];
    }),
  );
}

const centred = (values: readonly number[]) => {
  const mean = values.reduce((s, v) => s + v, 0) / values.length;
  return values.map((v) => v - mean);
};

const order = (values: ArrayLike<number>) =>
  Array.from(values, (v, i) => ({ v, i }))
    .sort((x, y) => y.v - x.v)
    .map((e) => e.i);

describe('fitBradleyTerry: hand-checked examples', () => {
  it('finds the maximum-likelihood strengths of three pets (no prior)', () => {
    // A beat B 2–1, B beat C 2–1, A beat C 4–1. Try π = (4, 2, 1): the expected wins match the
    // observed ones, which is the likelihood equation Wᵢ = Σⱼ nᵢⱼ πᵢ / (πᵢ + πⱼ):
    //   A: 3·4/6 + 5·4/5 = 2 + 4 = 6 = 2 + 4 ✓   B: 3·2/6 + 3·2/3 = 1 + 2 = 3 = 1 + 2 ✓
    //   C: 3·1/3 + 5·1/5 = 1 + 1 = 2 = 1 + 1 ✓
    // Every pet won and lost within a connected graph, so the MLE is unique up to scale.
    // Geometric mean 1 (divide by ∛8 = 2): π = (2, 1, 0.5), log-strengths (ln 2, 0, −ln 2).
    const data = pairs(3, [
      [0, 1, 2, 1],
      [1, 2, 2, 1],
      [0, 2, 4, 1],
    ]);
    const fit = fitBradleyTerry(data, { priorGames: 0, anchorGames: 0 });
    expect(fit.converged).toBe(true);
    expect(Array.from(fit.theta.map(Math.exp))).toEqual([
      expect.closeTo(2, 9),
      expect.closeTo(1, 9),
      expect.closeTo(0.5, 9),
    ]);
    const mm = fitBradleyTerryMM(data, { priorGames: 0, anchorGames: 0 });
    expect(Array.from(mm.theta)).toEqual(Array.from(fit.theta, (t) => expect.closeTo(t, 7)));
  });

  it('keeps an undefeated pet finite with the prior', () => {
    // A beat B once. Each pet spreads one virtual win and one virtual loss over its pairs; both
    // have a single pair, so the pair gains α = 1·(1/1 + 1/1)/2 = 1 win for each side: A 2, B 1.
    // Two pets: π_A/π_B = 2/1, so with geometric mean 1, π_A = √2 and π_B = 1/√2 (A beats B with
    // probability 2/3). The anchor (virtual games against strength 1) is off here.
    const data = pairs(2, [[0, 1, 1, 0]]);
    const fit = fitBradleyTerry(data, { anchorGames: 0 });
    expect(Math.exp(fit.theta[0]!)).toBeCloseTo(Math.SQRT2, 9);
    expect(Math.exp(fit.theta[1]!)).toBeCloseTo(Math.SQRT1_2, 9);
    // The default anchor (0.01 virtual games against strength 1) pulls them in only slightly.
    expect(Math.exp(fitBradleyTerry(data).theta[0]!)).toBeCloseTo(Math.SQRT2, 2);
    // Without any prior there is no maximum: the strength keeps growing.
    const none = fitBradleyTerry(data, { priorGames: 0, anchorGames: 0, maxIterations: 30 });
    expect(none.theta[0]).toBeGreaterThan(5);
  });

  it('agrees with the MM iteration under the default prior', () => {
    const random = seededRandom(21);
    const theta = Array.from({ length: 25 }, () => 3 * random() - 1.5);
    const some: [number, number][] = [];
    for (let i = 0; i < 25; i++)
      for (let j = i + 1; j < 25; j++) if (random() < 0.2) some.push([i, j]);
    const data = simulate(theta, some, 2, random);
    const fit = fitBradleyTerry(data);
    const mm = fitBradleyTerryMM(data);
    expect(Array.from(fit.theta)).toEqual(Array.from(mm.theta, (t) => expect.closeTo(t, 6)));
  });

  it('gives equal strengths to pets with equal records, and pets without games the middle', () => {
    const fit = fitBradleyTerry(
      pairs(4, [
        [0, 1, 3, 3],
        [1, 2, 5, 5],
      ]),
    );
    expect(Array.from(fit.theta)).toEqual([0, 0, 0, 0].map(() => expect.closeTo(0, 9)));
  });

  it('yields after each Newton step so a caller can pause between them', () => {
    const steps = fitSteps(
      pairs(3, [
        [0, 1, 2, 1],
        [1, 2, 2, 1],
        [0, 2, 4, 1],
      ]),
    );
    let yields = 0;
    let next = steps.next();
    while (!next.done) {
      yields++;
      next = steps.next();
    }
    expect(yields).toBe(next.value.iterations);
    expect(yields).toBeGreaterThan(1);
  });

  it('refuses malformed pairs', () => {
    expect(() => fitBradleyTerry(pairs(2, [[0, 0, 1, 0]]))).toThrow(RangeError);
    expect(() => fitBradleyTerry(pairs(2, [[0, 2, 1, 0]]))).toThrow(RangeError);
    expect(() => fitBradleyTerry(pairs(2, [[0, 1, -1, 0]]))).toThrow(RangeError);
  });
});

describe('fitBradleyTerry: simulated battles', () => {
  it('recovers the order of well-separated pets (round robin)', () => {
    // 10 pets 0.5 apart in log-strength, 30 battles per pair.
    const theta = Array.from({ length: 10 }, (_, i) => 2.25 - 0.5 * i);
    const all: [number, number][] = [];
    for (let i = 0; i < 10; i++) for (let j = i + 1; j < 10; j++) all.push([i, j]);
    for (const seed of [1, 2, 3, 4, 5]) {
      const fit = fitBradleyTerry(simulate(theta, all, 30, seededRandom(seed)));
      expect(order(fit.theta)).toEqual(theta.map((_, i) => i));
    }
  });

  it('recovers the order on a band-shaped graph like matchmaking makes, as MM does', () => {
    // 120 pets, each meets the 6 nearest in true strength 8 times: a long chain.
    const n = 120;
    const theta = Array.from({ length: n }, (_, i) => 6 - 0.1 * i);
    const band: [number, number][] = [];
    for (let i = 0; i < n; i++) for (let d = 1; d <= 6 && i + d < n; d++) band.push([i, i + d]);
    const data = simulate(theta, band, 8, seededRandom(7));
    const fit = fitBradleyTerry(data);
    const mm = fitBradleyTerryMM(data, { tolerance: 1e-11 });
    for (let i = 0; i < n; i++) expect(fit.theta[i]).toBeCloseTo(mm.theta[i]!, 4);
    // Well-separated pets (20 apart = 2.0 in log-strength) are always in the right order.
    for (let i = 0; i + 20 < n; i++) expect(fit.theta[i]).toBeGreaterThan(fit.theta[i + 20]!);
    // The band keeps its length (a per-pet pull to the middle alone would squeeze it).
    const span = (t: ArrayLike<number>) => t[0]! - t[n - 1]!;
    expect(span(fit.theta)).toBeGreaterThan(0.85 * span(theta));
    const globalOnly = fitBradleyTerry(data, { priorGames: 0, anchorGames: 1 });
    expect(span(globalOnly.theta)).toBeLessThan(0.6 * span(theta));
    // And the fit tracks the truth closely overall.
    const truth = centred(theta);
    const error = Math.sqrt(truth.reduce((s, t, i) => s + (t - fit.theta[i]!) ** 2, 0) / n);
    expect(error).toBeLessThan(0.8);
  });
});

describe('bootstrapIntervals', () => {
  it('covers the true strengths about 95% of the time on simulated battles', () => {
    // 40 pets (log-strengths spread over ±2), each pair of a random third of all pairs plays 6
    // times: ~80 battles a pet. Over 5 seeds, count pets whose true (centred) log-strength lies
    // inside their 95% interval.
    let covered = 0;
    let total = 0;
    for (const seed of [11, 12, 13, 14, 15]) {
      const random = seededRandom(seed);
      const theta = centred(Array.from({ length: 40 }, () => 4 * random() - 2));
      const some: [number, number][] = [];
      for (let i = 0; i < 40; i++) {
        for (let j = i + 1; j < 40; j++) if (random() < 1 / 3) some.push([i, j]);
      }
      const data = simulate(theta, some, 6, random);
      const fit = fitBradleyTerry(data);
      const { lower, upper } = bootstrapIntervals(data, fit, { replicates: 200, seed });
      const truth = centred(theta);
      truth.forEach((t, i) => {
        expect(lower[i]).toBeLessThanOrEqual(fit.theta[i]!);
        expect(upper[i]).toBeGreaterThanOrEqual(fit.theta[i]!);
        if (lower[i]! <= t && t <= upper[i]!) covered++;
        total++;
      });
    }
    const coverage = covered / total;
    expect(coverage).toBeGreaterThanOrEqual(0.85);
    expect(coverage).toBeLessThanOrEqual(1);
  });

  it('is reproducible with a seed and narrows with more battles', () => {
    const theta = [1, 0, -1];
    const tri: [number, number][] = [
      [0, 1],
      [1, 2],
      [0, 2],
    ];
    const few = simulate(theta, tri, 10, seededRandom(3));
    const many = simulate(theta, tri, 400, seededRandom(3));
    const width = (data: PairCounts) => {
      const fit = fitBradleyTerry(data);
      const { lower, upper } = bootstrapIntervals(data, fit, { replicates: 150, seed: 9 });
      return upper[1]! - lower[1]!;
    };
    expect(width(few)).toBe(width(few));
    expect(width(many)).toBeLessThan(width(few) / 3);
  });
});

describe('random helpers', () => {
  it('draws Poisson counts with the right mean and variance', () => {
    const random = seededRandom(5);
    for (const lambda of [0.5, 4, 60]) {
      const draws = Array.from({ length: 20_000 }, () => poisson(lambda, random));
      const mean = draws.reduce((s, d) => s + d, 0) / draws.length;
      const variance = draws.reduce((s, d) => s + (d - mean) ** 2, 0) / draws.length;
      expect(mean).toBeCloseTo(lambda, lambda < 10 ? 1 : 0);
      expect(variance / lambda).toBeGreaterThan(0.9);
      expect(variance / lambda).toBeLessThan(1.1);
    }
    expect(poisson(0, random)).toBe(0);
  });

  it('interpolates quantiles', () => {
    expect(quantile([1, 2, 3, 4, 5], 0.5)).toBe(3);
    expect(quantile([0, 10], 0.25)).toBe(2.5);
    expect(quantile([7], 0.975)).toBe(7);
  });
});
