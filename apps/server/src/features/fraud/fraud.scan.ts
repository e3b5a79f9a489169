import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/rows.ts';
import { rowsOf } from '../../db/rows.ts';
import type { FraudKind } from '../../db/schema/index.ts';
import {
  BURST_BASELINE_DAYS,
  BURST_WINDOW_MS,
  BURST_MIN_VOTES,
  CLUSTER_GAP_MS,
  NEW_ACCOUNT_MS,
  OUTLIER_MIN_VOTES,
  findClusters,
  judgeBattleVoter,
  judgeBurst,
  outlierThreshold,
} from './fraud.rules.ts';

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

type VoteRef = [id: string, source: 'card' | 'swipe', voter: string];

export async function detectBursts(
  db: Queryable,
  from: number,
  to: number,
): Promise<FindingDraft[]> {
  // Whole windows: a window cut by the stretch's start is read from its beginning.
  const start = Math.floor(from / BURST_WINDOW_MS) * BURST_WINDOW_MS;
  const groups = await rowsOf<{
    petId: string;
    group: string;
    bucket: number;
    n: number;
    first: number;
    last: number;
    votes: VoteRef[];
  }>(
    db,
    sql`
    with v as (
      select v.id, v.photo_id, v.created_at, v.source,
        coalesce(v.user_id, v.visitor_id::text) as voter,
        case when v.visitor_id is not null then v.ip_prefix
             when v.created_at - u.created_at < ${`${NEW_ACCOUNT_MS} milliseconds`}::interval
               then 'new-accounts' end as grp
      from votes as v left join users as u on u.id = v.user_id
      where v.created_at >= to_timestamp(${start / 1000}) and v.created_at < to_timestamp(${to / 1000})
    )
    select photo_id as "petId", grp as "group",
      floor(extract(epoch from created_at) * 1000 / ${BURST_WINDOW_MS})::float8 * ${BURST_WINDOW_MS} as bucket,
      count(*)::int as n,
      (extract(epoch from min(created_at)) * 1000)::float8 as first,
      (extract(epoch from max(created_at)) * 1000)::float8 as last,
      json_agg(json_build_array(id, source, voter) order by created_at) as votes
    from v where grp is not null
    group by 1, 2, 3 having count(*) >= ${BURST_MIN_VOTES}`,
  );
  if (groups.length === 0) return [];
  const baselines = await rowsOf<{ n: number; name: string }>(
    db,
    sql`
    select (select count(*)::int from votes as v
            where v.photo_id = c.pet
              and v.created_at >= to_timestamp(c.bucket / 1000) - ${`${BURST_BASELINE_DAYS} days`}::interval
              and v.created_at < to_timestamp(c.bucket / 1000)) as n,
      coalesce((select pet_name from pet_photos where id = c.pet), '') as name
    from unnest(${`{${groups.map((g) => g.petId).join(',')}}`}::uuid[],
                ${`{${groups.map((g) => g.bucket).join(',')}}`}::float8[]) with ordinality as c(pet, bucket, i)
    order by c.i`,
  );
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
  const accounts = await rowsOf<{
    id: string;
    createdAt: number;
    label: string;
    votes: [id: string, petId: string, source: 'card' | 'swipe', at: number][];
  }>(
    db,
    sql`
    select u.id, (extract(epoch from u.created_at) * 1000)::float8 as "createdAt",
      coalesce(p.username, 'account ' || left(u.id, 8)) as label,
      coalesce((select json_agg(json_build_array(v.id, v.photo_id, v.source,
                  (extract(epoch from v.created_at) * 1000)::float8))
                from votes as v where v.user_id = u.id), '[]') as votes
    from users as u left join profiles as p on p.id = u.id
    where u.created_at >= to_timestamp(${(from - CLUSTER_LOOKBACK_MS) / 1000})
      and u.created_at < to_timestamp(${to / 1000})
    order by u.created_at desc, u.id
    limit ${MAX_ACCOUNTS}`,
  );
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
  const rows = await rowsOf<{
    voter: string;
    label: string;
    votes: [id: string, chosen: number, other: number, at: number][];
  }>(
    db,
    sql`
    with active as (
      select distinct user_id, visitor_id from battle_votes
      where created_at >= to_timestamp(${from / 1000}) and created_at < to_timestamp(${to / 1000})
      limit ${MAX_BATTLE_VOTERS}
    ), theirs as (
      select 'u:' || v.user_id as voter, v.* from active as a
        join battle_votes as v on v.user_id = a.user_id and v.user_id is not null
      union all
      select 'v:' || v.visitor_id as voter, v.* from active as a
        join battle_votes as v on v.visitor_id = a.visitor_id and v.visitor_id is not null
    )
    select t.voter,
      coalesce(max(p.username), case when t.voter like 'u:%' then 'account ' || substr(t.voter, 3, 8)
        else 'visitor ' || substr(t.voter, 3, 8) end) as label,
      json_agg(json_build_array(t.id, rc.strength, ro.strength,
        (extract(epoch from t.created_at) * 1000)::float8)) as votes
    from theirs as t
    join battles as b on b.id = t.battle_id
    join battle_rankings as rc on rc.pet_id = t.voted_pet_id
    join battle_rankings as ro on ro.pet_id =
      case when t.voted_pet_id = b.pet1_id then b.pet2_id else b.pet1_id end
    left join profiles as p on p.id = t.user_id
    group by t.voter
    having count(*) >= ${OUTLIER_MIN_VOTES}`,
  );
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

async function petNames(db: Queryable, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await rowsOf<{ id: string; name: string }>(
    db,
    sql`select id, pet_name as name from pet_photos where id = any(${`{${ids.join(',')}}`}::uuid[])`,
  );
  return new Map(rows.map((r) => [r.id, r.name]));
}

const round = (x: number, digits: number) => Math.round(x * 10 ** digits) / 10 ** digits;
