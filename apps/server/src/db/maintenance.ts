import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Vacuum and analyze for the embedded database. PGlite runs PostgreSQL in single-user mode,
 * which has no autovacuum. Without one, tables updated on every vote (pet counters, pending
 * battles, daily and per-IP usage rows) keep every dead row version and index entry, and the
 * planner never learns that a table has grown: a function's cached plan made while a table was
 * empty keeps scanning it whole (the per-IP battle counter went from 0.35 to 1.1 ms per vote
 * within 7,000 votes on a fresh table, docs/decisions/0017-pglite-worker.md).
 *
 * So this does what autovacuum does, with its default thresholds: every AUTO_EVERY_MS it reads
 * the statistics PostgreSQL keeps per table and vacuums the tables with more than 50 + 20% dead
 * rows, and analyzes those with more than 50 + 10% rows changed since the last analyze or grown
 * to more than twice the pages the planner knows of (the counters restart with the process; the
 * size check covers growth from before). Analyzing a table also makes cached plans that use it
 * be planned again. Everything is vacuumed and analyzed every ALL_EVERY_MS as well (freezing old
 * rows). On PostgreSQL this does nothing: autovacuum does it there.
 *
 * Each run blocks the embedded database while it lasts (on the battles bench data set, 10,000
 * pets and 1,000,000 battle votes: a due check ~1 ms, the busy small tables tens of ms, everything
 * 1–3 s).
 */

export const AUTO_EVERY_MS = 10_000;
export const ALL_EVERY_MS = 6 * 60 * 60_000;

/** PostgreSQL's autovacuum defaults (autovacuum_vacuum_threshold, _scale_factor, and analyze's). */
const VACUUM_THRESHOLD = 50;
const VACUUM_SCALE = 0.2;
const ANALYZE_THRESHOLD = 50;
const ANALYZE_SCALE = 0.1;

const DUE = sql`select quote_ident(c.relname) as "table",
    s.n_dead_tup > ${VACUUM_THRESHOLD} + ${VACUUM_SCALE} * greatest(c.reltuples, 0) as "vacuum"
  from pg_stat_user_tables as s
  join pg_class as c on c.oid = s.relid
  where s.schemaname = 'public'
    and (s.n_dead_tup > ${VACUUM_THRESHOLD} + ${VACUUM_SCALE} * greatest(c.reltuples, 0)
      or s.n_mod_since_analyze > ${ANALYZE_THRESHOLD} + ${ANALYZE_SCALE} * greatest(c.reltuples, 0)
      or pg_relation_size(c.oid) > 8192 * (2 * c.relpages + 4))
  order by c.relname`;

export interface MaintenanceRun {
  vacuumed: string[];
  analyzed: string[];
}

export interface DbMaintenance {
  /**
   * Vacuums and analyzes the tables that are due, or with `all` the whole database. Never
   * rejects (failures are logged); null on PostgreSQL or once stopped.
   */
  run(options?: { all?: boolean }): Promise<MaintenanceRun | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    dbMaintenance: DbMaintenance;
  }
}

export const dbMaintenancePlugin = fp(
  async (app: FastifyInstance) => {
    const log = app.log.child({ component: 'db-maintenance' });
    let running: Promise<unknown> = Promise.resolve();
    let stopped = false;
    const timers: NodeJS.Timeout[] = [];

    const due = async (): Promise<MaintenanceRun> => {
      // Statistics reach the shared counters at most once a second; flush this session's now.
      await app.db.execute(sql`select pg_stat_force_next_flush()`);
      const result = (await app.db.execute(DUE)) as unknown as {
        rows: { table: string; vacuum: boolean }[];
      };
      const vacuumed = result.rows.filter((r) => r.vacuum).map((r) => r.table);
      const analyzed = result.rows.filter((r) => !r.vacuum).map((r) => r.table);
      if (vacuumed.length) await app.db.execute(sql.raw(`vacuum (analyze) ${vacuumed.join(', ')}`));
      if (analyzed.length) await app.db.execute(sql.raw(`analyze ${analyzed.join(', ')}`));
      return { vacuumed, analyzed };
    };

    const everything = async (): Promise<MaintenanceRun> => {
      await app.db.execute(sql`vacuum (analyze)`);
      return { vacuumed: ['*'], analyzed: [] };
    };

    const work = async (all: boolean): Promise<MaintenanceRun | null> => {
      if (stopped || app.database.driver !== 'pglite') return null;
      const started = performance.now();
      try {
        const done = await (all ? everything() : due());
        const ms = Math.round(performance.now() - started);
        if (all || done.vacuumed.length || done.analyzed.length) {
          log.info({ ...done, ms }, 'database vacuumed');
        }
        return done;
      } catch (err) {
        log.error({ err, all }, 'vacuuming the database failed');
        return null;
      }
    };

    // One run at a time: a run asked for meanwhile follows the one in flight.
    const run = ({ all = false } = {}) => {
      const next = running.then(() => work(all));
      running = next;
      return next;
    };
    app.decorate('dbMaintenance', { run });

    app.addHook('onReady', async () => {
      if (app.database.driver !== 'pglite') return;
      timers.push(setInterval(() => void run(), AUTO_EVERY_MS).unref());
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
