/** Seeded random numbers and quantiles for the bootstrap (bradley-terry.ts). */

/** A seeded uniform generator on [0, 1) (mulberry32). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const EXP_MINUS = Array.from({ length: 30 }, (_, k) => Math.exp(-k));

/**
 * A Poisson(λ) draw: exact below 30 (inversion: one uniform, then walk the distribution), the
 * rounded normal approximation above. λ is usually a small whole count here.
 */
export function poisson(lambda: number, random: () => number): number {
  if (lambda <= 0) return 0;
  if (lambda < 30) {
    let p = Number.isInteger(lambda) ? EXP_MINUS[lambda]! : Math.exp(-lambda);
    let cumulative = p;
    const u = random();
    let k = 0;
    while (u > cumulative && k < 200) {
      k++;
      p *= lambda / k;
      cumulative += p;
    }
    return k;
  }
  const u = 1 - random();
  const z = Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
  return Math.max(0, Math.round(lambda + Math.sqrt(lambda) * z));
}

/** The q-quantile of sorted values (linear interpolation between order statistics). */
export function quantile(sorted: ArrayLike<number>, q: number): number {
  if (sorted.length === 0) return NaN;
  const position = (sorted.length - 1) * q;
  const below = Math.floor(position);
  const above = Math.min(sorted.length - 1, below + 1);
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (position - below);
}
