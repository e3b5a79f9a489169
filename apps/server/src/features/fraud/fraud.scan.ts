import type { Queryable } from '../../db/rows.ts';
import type { FraudKind } from '../../db/schema/index.ts';
import {
  BURST_BASELINE_DAYS,
  BURST_WINDOW_MS,
  CLUSTER_GAP_MS,
  findClusters,
  judgeBattleVoter,
  judgeBurst,
  outlierThreshold,
} from './fraud.rules.ts';
import {
  battleVoters,
  burstBaselines,
  burstGroups,
  newAccounts,
  petNames,
} from './fraud.scan.queries.ts';

/**
 * The detectors' reads over one stretch of time [from, to) (docs/decisions/0085-fraud-detection.md).
 * Each reads only what that stretch touches: the votes cast in it (BRIN on created_at), the
 * accounts created in it or just before, and the battle voters active in it. Results are
 * findings, keyed by a fingerprint that a later run over the same data computes again.
 */

/** Accounts created this long before the stretch are still looked at for clusters. */
export const CLUSTER_LOOKBACK_MS = 48 * 60 * 60_000;
/** At most this many accounts (clusters) and battle voters (outliers) per stretch. */
export const MAX_ACCOUNTS = 5_000;
export const MAX_BATTLE_VOTERS = 2_000;

export interface FindingDraft {
  kind: FraudKind;
  fingerprint: string;
  petId: string | null;
  voterKey: string | null;
  windowStart: number;
  windowEnd: number;
  score: number;
  evidence: Record<string, unknown>;
  votes: { id: string; kind: 'card' | 'swipe' | 'battle' }[];
}

export async function detectBursts(
  db: Queryable,
  from: number,
  to: number,
): Promise<FindingDraft[]> {
  // Whole windows: a window cut by the stretch's start is read from its beginning.
  const start = Math.floor(from / BURST_WINDOW_MS) * BURST_WINDOW_MS;
  const groups = await burstGroups(db, start, to);
  if (groups.length === 0) return [];
  const baselines = await burstBaselines(db, groups);
  const drafts: FindingDraft[] = [];
  groups.forEach((g, i) => {
    const baseline = baselines[i]!.n;
    const verdict = judgeBurst({ count: g.n, baseline });
    if (!verdict.flagged) return;
    const byNetwork = g.group !== 'new-accounts';
    drafts.push({
      kind: 'burst',
      fingerprint: `burst:${g.petId}:${g.group}:${new Date(g.bucket).toISOString()}`,
      petId: g.petId,
      voterKey: null,
      windowStart: g.first,
      windowEnd: g.last,
      score: verdict.score,
      evidence: {
        petName: baselines[i]!.name,
        source: byNetwork ? 'network' : 'new_accounts',
        ...(byNetwork ? { network: g.group } : {}),
        votes: g.n,
        voters: new Set(g.votes.map((v) => v[2])).size,
        windowMinutes: BURST_WINDOW_MS / 60_000,
        baselineVotes: baseline,
        baselineDays: BURST_BASELINE_DAYS,
        usualPerWindow: round(verdict.usualRate, 2),
        timesUsual: round(g.n / verdict.usualRate, 1),
      },
      votes: g.votes.map(([id, source]) => ({ id, kind: source })),
    });
  });
  return drafts;
}

export async function detectClusters(
  db: Queryable,
  from: number,
  to: number,
): Promise<FindingDraft[]> {
  const accounts = await newAccounts(db, from - CLUSTER_LOOKBACK_MS, to, MAX_ACCOUNTS);
  const byId = new Map(accounts.map((a) => [a.id, a]));
  const clusters = findClusters(
    accounts.map((a) => ({
      id: a.id,
      createdAt: a.createdAt,
      votes: a.votes.map(([id, petId]) => ({ id, petId })),
    })),
  );
  if (clusters.length === 0) return [];
  const names = await petNames(db, [...new Set(clusters.flatMap((c) => c.pets))]);
  return clusters.map((c) => {
    const members = c.members.map((m) => byId.get(m.id)!);
    const ids = new Set(c.voteIds);
    const votes = members.flatMap((m) => m.votes.filter((v) => ids.has(v[0])));
    const times = votes.map((v) => v[3]);
    return {
      kind: 'cluster' as const,
      fingerprint: `cluster:${c.pets.join('+')}:${members[0]!.id}`,
      petId: c.petId,
      voterKey: null,
      windowStart: Math.min(...times),
      windowEnd: Math.max(...times),
      score: members.length,
      evidence: {
        petName: names.get(c.petId) ?? '',
        pets: c.pets.map((id) => ({ id, name: names.get(id) ?? '' })),
        accounts: members.length,
        signUpFirst: new Date(members[0]!.createdAt).toISOString(),
        signUpLast: new Date(members[members.length - 1]!.createdAt).toISOString(),
        signUpGapMinutes: CLUSTER_GAP_MS / 60_000,
        votes: votes.length,
        members: members.slice(0, 50).map((m) => ({
          label: m.label,
          votes: m.votes.length,
          forThesePets: m.votes.filter((v) => ids.has(v[0])).length,
        })),
      },
      votes: votes.map(([id, , source]) => ({ id, kind: source })),
    };
  });
}

export async function detectBattleOutliers(
  db: Queryable,
  from: number,
  to: number,
): Promise<FindingDraft[]> {
  const rows = await battleVoters(db, from, to, MAX_BATTLE_VOTERS);
  const threshold = outlierThreshold(rows.length);
  const drafts: FindingDraft[] = [];
  for (const r of rows) {
    const verdict = judgeBattleVoter(r.votes.map(([, chosen, other]) => ({ chosen, other })));
    if (verdict.score < threshold) continue;
    const times = r.votes.map((v) => v[3]);
    drafts.push({
      kind: 'battle_outlier',
      fingerprint: `battle:${r.voter}`,
      petId: null,
      voterKey: r.voter,
      windowStart: Math.min(...times),
      windowEnd: Math.max(...times),
      score: verdict.score,
      evidence: {
        voter: r.label,
        votes: verdict.votes,
        agreedWithConsensus: verdict.agreed,
        expectedAgreement: round(verdict.expectedAgreed, 1),
        z: round(verdict.z, 2),
        pValueLog10: round(-verdict.score, 1),
        thresholdLog10: round(-threshold, 1),
      },
      votes: r.votes.map(([id]) => ({ id, kind: 'battle' as const })),
    });
  }
  return drafts;
}

const round = (x: number, digits: number) => Math.round(x * 10 ** digits) / 10 ** digits;
