/**
 * Fraud detection's tests, as plain functions (docs/decisions/0085-fraud-detection.md): bursts
 * against a pet's usual rate (Poisson tail), clusters of fresh accounts voting for the same few
 * pets (single-linkage on sign-up time), and battle voters whose choices the Bradley–Terry
 * consensus finds far too unlikely (z-score of their log-likelihood, Bonferroni-corrected).
 */

// ---- Bursts ----------------------------------------------------------------------------------
export const BURST_WINDOW_MS = 60 * 60_000;
/** Fewer votes than this in a window is never a burst. */
export const BURST_MIN_VOTES = 10;
/** …and at least this many times the pet's usual votes per window. */
export const BURST_RATIO = 10;
/** The usual rate: the pet's votes over the days before the window. */
export const BURST_BASELINE_DAYS = 7;
/** A pet with no history counts as having this many votes per window (new pets). */
export const BURST_RATE_FLOOR = 0.5;
/** −log10 of the Poisson tail a burst must reach (p ≤ 10⁻⁶). */
export const BURST_MIN_SCORE = 6;
/** An account this young when it votes is "brand-new". */
export const NEW_ACCOUNT_MS = 24 * 60 * 60_000;

// ---- Clusters --------------------------------------------------------------------------------
/** Accounts signing up at most this far apart are linked into one chain. */
export const CLUSTER_GAP_MS = 15 * 60_000;
export const CLUSTER_MIN_ACCOUNTS = 5;
/** "The same few pets": the pets at least half of the chain voted for, at most this many. */
export const CLUSTER_MAX_PETS = 3;
/** "…and little else": at least this share of a member's votes go to those pets. */
export const CLUSTER_FOCUS = 0.8;
/** Accounts with more votes than this are active members, not a ring's throw-aways. */
export const CLUSTER_MAX_VOTES = 10;

// ---- Battle outliers -------------------------------------------------------------------------
export const OUTLIER_MIN_VOTES = 20;
/** Family-wise error rate of the outlier test. */
export const OUTLIER_ALPHA = 0.01;
/** Bonferroni: at least this many voters count as tested, however few a run looks at. */
export const OUTLIER_MIN_FAMILY = 10_000;
/** Win probabilities are kept within [ε, 1−ε] (one freak upset cannot decide alone). */
export const OUTLIER_P_CLAMP = 0.02;

// ---- Statistics ------------------------------------------------------------------------------

/** log10 of P(X ≥ k) for X ~ Poisson(λ) (summed in log space; k small in practice). */
export function poissonTailLog10(k: number, lambda: number): number {
  if (k <= 0) return 0;
  // log P(X = k) and the following terms, until they stop mattering.
  let logTerm = -lambda + k * Math.log(lambda) - logFactorial(k);
  let logSum = logTerm;
  for (let i = k + 1; i < k + 1000; i++) {
    logTerm += Math.log(lambda / i);
    const next = logAdd(logSum, logTerm);
    if (next - logSum < 1e-12) break;
    logSum = next;
  }
  return Math.min(0, logSum / Math.LN10);
}

function logFactorial(n: number): number {
  let s = 0;
  for (let i = 2; i <= n; i++) s += Math.log(i);
  return s;
}

function logAdd(a: number, b: number): number {
  const m = Math.max(a, b);
  return m + Math.log(Math.exp(a - m) + Math.exp(b - m));
}

/** log10 Φ(z), the standard normal's lower tail (accurate far out, where Φ underflows). */
export function normalLowerTailLog10(z: number): number {
  if (z > -5) return Math.log10(Math.max(normalCdf(z), Number.MIN_VALUE));
  // Mills ratio asymptotic series.
  const z2 = z * z;
  const series = 1 - 1 / z2 + 3 / (z2 * z2) - 15 / (z2 * z2 * z2);
  return (-z2 / 2 - Math.log(-z) - 0.5 * Math.log(2 * Math.PI) + Math.log(series)) / Math.LN10;
}

/** Φ(z) (Abramowitz–Stegun 7.1.26 through erf; error < 1.5·10⁻⁷). */
export function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const erf =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) *
      t *
      Math.exp(-x * x);
  return z >= 0 ? 0.5 * (1 + erf) : 0.5 * (1 - erf);
}

// ---- Bursts ----------------------------------------------------------------------------------

export interface BurstCandidate {
  count: number;
  /** The pet's votes in the BURST_BASELINE_DAYS before the window. */
  baseline: number;
}

export interface BurstVerdict {
  flagged: boolean;
  /** Usual votes per window. */
  usualRate: number;
  /** −log10 P(≥ count | usual rate). */
  score: number;
}

export function judgeBurst({ count, baseline }: BurstCandidate): BurstVerdict {
  const windows = (BURST_BASELINE_DAYS * 24 * 60 * 60_000) / BURST_WINDOW_MS;
  const usualRate = Math.max(baseline / windows, BURST_RATE_FLOOR);
  const score = -poissonTailLog10(count, usualRate);
  const flagged =
    count >= BURST_MIN_VOTES && count >= BURST_RATIO * usualRate && score >= BURST_MIN_SCORE;
  return { flagged, usualRate, score };
}

// ---- Clusters --------------------------------------------------------------------------------

export interface ClusterAccount {
  id: string;
  createdAt: number;
  votes: readonly { id: string; petId: string }[];
}

export interface Cluster {
  /** The focused members, by sign-up time. */
  members: ClusterAccount[];
  /** The few pets they vote for. */
  pets: string[];
  /** Their votes for those pets. */
  voteIds: string[];
  /** The pet most of them voted for (the finding's pet). */
  petId: string;
}

/**
 * Rings of fresh accounts: for each pet, the accounts that voted for it, chained by sign-up time
 * (consecutive sign-ups at most CLUSTER_GAP_MS apart). A chain of at least CLUSTER_MIN_ACCOUNTS
 * whose members put CLUSTER_FOCUS of their (few) votes on the at most CLUSTER_MAX_PETS pets that
 * half of the chain voted for is a cluster. The same ring seen from each of its pets is one
 * (keyed by its pets and first member, the fingerprint of its finding).
 */
export function findClusters(accounts: readonly ClusterAccount[]): Cluster[] {
  const byPet = new Map<string, ClusterAccount[]>();
  for (const a of accounts) {
    if (a.votes.length === 0 || a.votes.length > CLUSTER_MAX_VOTES) continue;
    for (const petId of new Set(a.votes.map((v) => v.petId))) {
      let list = byPet.get(petId);
      if (!list) byPet.set(petId, (list = []));
      list.push(a);
    }
  }
  const found = new Map<string, Cluster>();
  for (const list of byPet.values()) {
    if (list.length < CLUSTER_MIN_ACCOUNTS) continue;
    list.sort((x, y) => x.createdAt - y.createdAt || (x.id < y.id ? -1 : 1));
    let start = 0;
    for (let i = 1; i <= list.length; i++) {
      if (i < list.length && list[i]!.createdAt - list[i - 1]!.createdAt <= CLUSTER_GAP_MS)
        continue;
      const chain = list.slice(start, i);
      start = i;
      if (chain.length < CLUSTER_MIN_ACCOUNTS) continue;
      const cluster = clusterOf(chain);
      if (!cluster) continue;
      // Seen from another of its pets, a ring may show only part of itself: keep the largest.
      const key = `${cluster.pets.join('+')}:${cluster.members[0]!.id}`;
      const seen = found.get(key);
      if (!seen || seen.members.length < cluster.members.length) found.set(key, cluster);
    }
  }
  return [...found.values()];
}

function clusterOf(chain: readonly ClusterAccount[]): Cluster | null {
  const voters = new Map<string, number>();
  for (const a of chain) {
    for (const petId of new Set(a.votes.map((v) => v.petId))) {
      voters.set(petId, (voters.get(petId) ?? 0) + 1);
    }
  }
  const shared = [...voters].filter(([, n]) => 2 * n >= chain.length);
  if (shared.length === 0 || shared.length > CLUSTER_MAX_PETS) return null;
  const pets = new Set(shared.map(([id]) => id));
  const members = chain.filter(
    (a) => a.votes.filter((v) => pets.has(v.petId)).length >= CLUSTER_FOCUS * a.votes.length,
  );
  if (members.length < CLUSTER_MIN_ACCOUNTS) return null;
  const top = shared.sort((x, y) => y[1] - x[1] || (x[0] < y[0] ? -1 : 1))[0]![0];
  return {
    members,
    pets: [...pets].sort(),
    voteIds: members.flatMap((m) => m.votes.filter((v) => pets.has(v.petId)).map((v) => v.id)),
    petId: top,
  };
}

// ---- Battle outliers -------------------------------------------------------------------------

export interface BattleChoice {
  /** Bradley–Terry strengths of the pet chosen and of the other one. */
  chosen: number;
  other: number;
}

export interface OutlierVerdict {
  votes: number;
  /** Choices of the consensus favourite, and how many the model expects. */
  agreed: number;
  expectedAgreed: number;
  z: number;
  /** −log10 of the one-sided p-value. */
  score: number;
}

/**
 * Chatbot Arena's per-user anomaly test: the voter's log-likelihood under the Bradley–Terry model
 * against its distribution if the voter chose as the model says (independent battles: the mean
 * and variance add up), as a z-score with its lower-tail p-value.
 */
export function judgeBattleVoter(choices: readonly BattleChoice[]): OutlierVerdict {
  let ll = 0;
  let mean = 0;
  let variance = 0;
  let agreed = 0;
  let expectedAgreed = 0;
  for (const c of choices) {
    const raw = c.chosen / (c.chosen + c.other);
    const p = Math.min(1 - OUTLIER_P_CLAMP, Math.max(OUTLIER_P_CLAMP, raw));
    const lp = Math.log(p);
    const lq = Math.log(1 - p);
    ll += lp;
    const e = p * lp + (1 - p) * lq;
    mean += e;
    variance += p * lp * lp + (1 - p) * lq * lq - e * e;
    if (raw > 0.5) agreed++;
    expectedAgreed += Math.max(p, 1 - p);
  }
  const z = variance > 0 ? (ll - mean) / Math.sqrt(variance) : 0;
  return {
    votes: choices.length,
    agreed,
    expectedAgreed,
    z,
    score: -normalLowerTailLog10(z),
  };
}

/** The −log10 p-value an outlier must reach among `tested` voters (Bonferroni). */
export function outlierThreshold(tested: number): number {
  return -Math.log10(OUTLIER_ALPHA / Math.max(tested, OUTLIER_MIN_FAMILY));
}
