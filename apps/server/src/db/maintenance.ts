import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Vacuum and analyze for the embedded database. PGlite runs PostgreSQL in single-user mode,
 * which has no autovacuum: without this, tables updated on every vote (pet counters, pending
 * battles, daily usage rows) keep every dead row version and index entry, and the planner never
 * learns how large a table has grown. PostgreSQL proper does this itself (autovacuum), so the
 * job runs on PGlite only (docs/decisions/0016-battle-throughput.md).
 *
 * Each run blocks the embedded database while it lasts (measured on the battles bench data set,
 * 10,000 pets and 1,000,000 battle votes: the hot tables 0.2–0.5 s, everything 1–3 s).
 */

/** Small tables that every vote or battle updates. */
export const HOT_TABLES = [
  'pet_photos',
  'pet_battle_stats',
  'pending_battles',
  'daily_vote_usage',
  'ip_vote_usage',
  'share_boosts',
  'voting_streaks',
  'visitors',
  'sessions',
] as const;

export const HOT_EVERY_MS = 10 * 60_000;
export const ALL_EVERY_MS = 6 * 60 * 60_000;

export interface DbMaintenance {
  /** Vacuums and analyzes the hot tables, or with `all` the whole database. Never rejects. */
  run(options?: { all?: boolean }): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    dbMaintenance: DbMaintenance;
  }
}

export const dbMaintenancePlugin = fp(
  async (app: FastifyInstance) => {
    const log = app.log.child({ component: 'db-maintenance' });
    let running: Promise<void> = Promise.resolve();
    let stopped = false;
    const timers: NodeJS.Timeout[] = [];

    const work = async (all: boolean) => {
      if (stopped || app.database.driver !== 'pglite') return;
      const started = performance.now();
      try {
        await app.db.execute(
          all ? sql`vacuum (analyze)` : sql.raw(`vacuum (analyze) ${HOT_TABLES.join(', ')}`),
        );
        log.info({ all, ms: Math.round(performance.now() - started) }, 'database vacuumed');
      } catch (err) {
        log.error({ err, all }, 'vacuuming the database failed');
      }
    };

    // One run at a time: a run asked for meanwhile follows the one in flight.
    const run = ({ all = false } = {}) => (running = running.then(() => work(all)));
    app.decorate('dbMaintenance', { run });

    app.addHook('onReady', async () => {
      if (app.database.driver !== 'pglite') return;
      timers.push(setInterval(() => void run(), HOT_EVERY_MS).unref());
      timers.push(setInterval(() => void run({ all: true }), ALL_EVERY_MS).unref());
    });
    app.addHook('preClose', async () => {
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      await running;
    });
  },
  { name: 'db-maintenance' },
);
