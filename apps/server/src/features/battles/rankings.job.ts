import type { BattleRankings } from '@pawprize/shared/schemas/battles';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { RankingRow } from './rankings.rules.ts';
import { rankingSteps } from './rankings.rules.ts';
import {
  loadOutcomes,
  outcomesFingerprint,
  readRankings,
  saveRankings,
} from './rankings.service.ts';

/**
 * The Bradley–Terry ranking job (docs/product/battles.md): recomputed in the background, never per
 * request. Runs at start-up, every RUN_EVERY_MS, and RUN_AFTER_VOTES_MS after this instance has
 * counted TRIGGER_VOTES battle votes since its last run (at most once per MIN_GAP_MS, and never
 * closer than ten times the last run's duration, so a large data set cannot keep the embedded
 * database busy). With several instances, a transaction-level advisory lock lets one compute while
 * the others skip. The fit yields to the event loop between its steps (requests keep being served;
 * only the SQL read blocks the embedded database, ~1 s at 1,000,000 votes).
 */

export const RUN_EVERY_MS = 10 * 60_000;
export const TRIGGER_VOTES = 100;
export const RUN_AFTER_VOTES_MS = 30_000;
export const MIN_GAP_MS = 60_000;
/** How long a rankings answer is reused (other instances' runs show up within it). */
export const READ_TTL_MS = 10_000;
const LOCK_ID = 7_482_201;
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

export function createRankingsJob(
  app: FastifyInstance,
): BattleRankingsJob & { start(): void; stop(): Promise<void> } {
  let running: Promise<RankingRun | null> | undefined;
  let interval: NodeJS.Timeout | undefined;
  let triggered: NodeJS.Timeout | undefined;
  let stopped = false;
  let votesSinceRun = 0;
  let lastFingerprint: string | null = null;
  let lastRunEnd = 0;
  let lastRunMs = 0;
  const cache = new Map<number, { expires: number; value: Promise<BattleRankings> }>();
  const log = app.log.child({ component: 'battle-rankings' });

  /** Runs `work` holding the job's advisory lock (PostgreSQL), or null if another holds it. */
  async function exclusively<T>(work: () => Promise<T>): Promise<T | null> {
    if (app.database.driver === 'pglite') return work(); // one process owns the data directory
    return app.db.transaction(async (tx) => {
      const result = (await tx.execute(
        sql`select pg_try_advisory_xact_lock(${LOCK_ID}) as locked`,
      )) as unknown as { rows: { locked: boolean }[] };
      return result.rows[0]?.locked ? work() : null;
    });
  }

  async function compute(force: boolean): Promise<RankingRun | null> {
    const fingerprint = await outcomesFingerprint(app.db);
    if (!force && fingerprint === lastFingerprint) return null;
    return exclusively(async () => {
      const started = performance.now();
      const outcomes = await loadOutcomes(app.db);
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
        if (stopped) return null;
      }
      const fitted = performance.now();
      await saveRankings(app.db, rows, app.clock.now());
      const done = performance.now();
      lastFingerprint = fingerprint;
      cache.clear();
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
    });
  }

  function run(force: boolean): Promise<RankingRun | null> {
    clearTimeout(triggered);
    triggered = undefined;
    votesSinceRun = 0;
    const started = performance.now();
    const current = compute(force)
      .catch((err: unknown) => {
        log.error({ err }, 'recomputing the battle rankings failed');
        return null;
      })
      .finally(() => {
        lastRunEnd = Date.now();
        lastRunMs = performance.now() - started;
        if (running === current) running = undefined;
      });
    running = current;
    return current;
  }

  return {
    recompute: async ({ force = false } = {}) => {
      while (running) await running;
      return stopped ? null : run(force);
    },
    settled: async () => {
      await running;
    },
    noteVote: () => {
      votesSinceRun++;
      if (stopped || triggered || votesSinceRun < TRIGGER_VOTES) return;
      const earliest = lastRunEnd + Math.max(MIN_GAP_MS, 10 * lastRunMs);
      triggered = setTimeout(
        () => {
          triggered = undefined;
          if (!running) void run(false);
        },
        Math.max(RUN_AFTER_VOTES_MS, earliest - Date.now()),
      );
      triggered.unref();
    },
    read: (limit) => {
      const hit = cache.get(limit);
      if (hit && hit.expires > Date.now()) return hit.value;
      if (cache.size > 50) cache.clear();
      const entry = { expires: Date.now() + READ_TTL_MS, value: readRankings(app.db, limit) };
      cache.set(limit, entry);
      entry.value.catch(() => {
        if (cache.get(limit) === entry) cache.delete(limit);
      });
      return entry.value;
    },
    start: () => {
      void run(false);
      interval = setInterval(() => {
        if (!running) void run(false);
      }, RUN_EVERY_MS);
      interval.unref();
    },
    stop: async () => {
      stopped = true;
      clearInterval(interval);
      clearTimeout(triggered);
      await running;
    },
  };
}
