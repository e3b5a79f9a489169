import type { BattleRankings } from '@pawprize/shared/schemas/battles';
import type { Ctx } from '../../context/index.ts';
import type { RankingRow } from './rankings.rules.ts';
import { rankingSteps } from './rankings.rules.ts';
import {
  loadOutcomes,
  outcomesFingerprint,
  readRankings,
  saveRankings,
} from './rankings.queries.ts';

/**
 * The Bradley–Terry ranking job (docs/product/battles.md): recomputed in the background, never per request.
 * `battle-rankings` in `ctx.jobs` (ADR 0071: one instance at a time, the others skip): due at
 * start-up on a new database, every RUN_EVERY_MS, and RUN_AFTER_VOTES_MS after this instance has
 * counted TRIGGER_VOTES battle votes since its last run (at most once per MIN_GAP_MS, and never
 * closer than ten times the last run's duration, so a large data set cannot keep the embedded
 * database busy). The fit yields to the event loop between its steps (requests keep being
 * served; only the SQL read blocks the embedded database, ~1 s at 1,000,000 votes).
 */

export const RUN_EVERY_MS = 10 * 60_000;
export const TRIGGER_VOTES = 100;
export const RUN_AFTER_VOTES_MS = 30_000;
export const MIN_GAP_MS = 60_000;
/** The `ctx.caches` topic of the rankings answers (ADR 0072). */
const RANKINGS_TOPIC = 'battle-rankings';
/** How long a rankings answer is reused (a lost invalidation shows up within it). */
export const READ_TTL_MS = 10_000;
const REPLICATES = 100;

export interface RankingRun {
  pets: number;
  pairs: number;
  ranked: number;
  readMs: number;
  fitMs: number;
  writeMs: number;
  totalMs: number;
}

export interface BattleRankingsJob {
  /**
   * Recomputes now (after the run in flight, if any); `force` recomputes even when no battle
   * vote was cast since the last run. Null when skipped. Never rejects (failures are logged).
   */
  recompute(options?: { force?: boolean }): Promise<RankingRun | null>;
  /** Resolves when no run is in flight (tests await the start-up run). */
  settled(): Promise<void>;
  /** Called after each counted battle vote. */
  noteVote(): void;
  /** The endpoint's data, shared by requests for READ_TTL_MS. */
  read(limit: number): Promise<BattleRankings>;
}

declare module 'fastify' {
  interface FastifyInstance {
    battleRankings: BattleRankingsJob;
  }
}

const pause = () => new Promise<void>((resolve) => setImmediate(resolve));

/** What the rankings job uses. */
export type RankingsJobCtx = Ctx<'db' | 'log' | 'caches' | 'clock' | 'jobs'>;

export function createRankingsJob(ctx: RankingsJobCtx): BattleRankingsJob {
  let votesSinceRun = 0;
  let lastFingerprint: string | null = null;
  let lastRunEnd = 0;
  let lastRunMs = 0;
  const cache = new Map<number, { expires: number; value: Promise<BattleRankings> }>();
  const log = ctx.log.child({ component: 'battle-rankings' });
  ctx.caches.on(RANKINGS_TOPIC, () => cache.clear());

  async function compute(force: boolean, signal: AbortSignal): Promise<RankingRun | null> {
    const started = performance.now();
    try {
      const fingerprint = await outcomesFingerprint(ctx.db);
      if (!force && fingerprint === lastFingerprint) return null;
      const outcomes = await loadOutcomes(ctx.db);
      const read = performance.now();
      const steps = rankingSteps(outcomes, { replicates: REPLICATES });
      let rows: RankingRow[] | undefined;
      for (;;) {
        const next = steps.next();
        if (next.done) {
          rows = next.value;
          break;
        }
        await pause();
        if (signal.aborted) return null;
      }
      const fitted = performance.now();
      await saveRankings(ctx.db, rows, ctx.clock.now());
      const done = performance.now();
      lastFingerprint = fingerprint;
      ctx.caches.invalidate(RANKINGS_TOPIC); // here and on the other instances
      const run: RankingRun = {
        pets: rows.length,
        pairs: outcomes.pairs.length / 4,
        ranked: rows.filter((r) => r.rank !== null).length,
        readMs: Math.round(read - started),
        fitMs: Math.round(fitted - read),
        writeMs: Math.round(done - fitted),
        totalMs: Math.round(done - started),
      };
      log.info(run, 'battle rankings recomputed');
      return run;
    } finally {
      votesSinceRun = 0;
      lastRunEnd = ctx.clock.now().getTime();
      lastRunMs = performance.now() - started;
    }
  }

  const job = ctx.jobs.define({
    name: 'battle-rankings',
    next: (now) => new Date(now.getTime() + RUN_EVERY_MS),
    run: ({ force, signal }) => compute(force, signal),
  });

  return {
    recompute: async ({ force = false } = {}) => {
      await job.settled();
      return job.run({ force });
    },
    settled: () => job.settled(),
    noteVote: () => {
      if (++votesSinceRun !== TRIGGER_VOTES) return;
      const now = ctx.clock.now().getTime();
      const earliest = lastRunEnd + Math.max(MIN_GAP_MS, 10 * lastRunMs);
      job.dueBy(new Date(Math.max(now + RUN_AFTER_VOTES_MS, earliest))).catch((err: unknown) => {
        log.warn({ err }, 'could not schedule the battle rankings');
      });
    },
    read: (limit) => {
      const hit = cache.get(limit);
      if (hit && hit.expires > Date.now()) return hit.value;
      if (cache.size > 50) cache.clear();
      const entry = { expires: Date.now() + READ_TTL_MS, value: readRankings(ctx.db, limit) };
      cache.set(limit, entry);
      entry.value.catch(() => {
        if (cache.get(limit) === entry) cache.delete(limit);
      });
      return entry.value;
    },
  };
}
