import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Queryable } from '../db/rows.ts';
import { rowsOf } from '../db/rows.ts';

/**
 * The `prune` job (docs/decisions/0106-reads-make-no-rows.md; run by one instance at a time
 * through `app.jobs`, ADR 0071): deletes the rows that only matter for a day or for someone who
 * is gone, so that no request leaves a row that stays for ever.
 *
 * - `swipe_skips` of days before yesterday (UTC): a skip lasts its voter's local day, and no
 *   voter's day is earlier than yesterday in UTC (docs/decisions/0048-swipe-skips.md).
 * - `ip_vote_usage` of days before yesterday (UTC): the per-IP caps count the UTC day.
 * - visitors' `daily_vote_usage` of days before yesterday: a visitor's allowance is today's
 *   (accounts keep theirs: Download my data lists them).
 * - `pending_battles` of visitors (their matchup is in their cookie now), of accounts that are
 *   gone, and of accounts idle for PENDING_BATTLE_IDLE_DAYS.
 * - `visitors` with nothing counted (no vote, no battle vote) made more than a day ago: a
 *   visitor row is made with a counted vote, so these are the ones whose votes were voided.
 *
 * Each statement deletes at most BATCH rows (short transactions, short locks); a run repeats it
 * until less is left, and stops early when the app closes (the next run goes on).
 */

export const PRUNE_EVERY_MS = 60 * 60_000;
export const PENDING_BATTLE_IDLE_DAYS = 30;
export const BATCH = 5_000;

export interface PruneCounts {
  skips: number;
  ipUsage: number;
  visitorUsage: number;
  pendingBattles: number;
  visitors: number;
}

export interface Pruning {
  /** Runs the job now (or joins the run in flight); null when another instance runs it. */
  run(): Promise<PruneCounts | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    pruning: Pruning;
  }
}

const DAY_MS = 24 * 60 * 60_000;
const isoDay = (t: number) => new Date(t).toISOString().slice(0, 10);

/** Deletes the rows of `table` that `where` picks, BATCH at a time; the number deleted. */
async function deleteAll(
  db: Queryable,
  table: SQL,
  where: SQL,
  signal: AbortSignal,
): Promise<number> {
  let total = 0;
  for (;;) {
    const [row] = await rowsOf<{ n: number }>(
      db,
      sql`with gone as (
          delete from ${table} where ctid in (select ctid from ${table} where ${where} limit ${BATCH})
          returning 1)
        select count(*)::int as n from gone`,
    );
    const n = row?.n ?? 0;
    total += n;
    if (n < BATCH || signal.aborted) return total;
  }
}

export async function prune(
  app: FastifyInstance,
  signal: AbortSignal = new AbortController().signal,
): Promise<PruneCounts> {
  const now = app.clock.now().getTime();
  const beforeDay = isoDay(now - DAY_MS);
  const idleSince = new Date(now - PENDING_BATTLE_IDLE_DAYS * DAY_MS).toISOString();
  const visitorSince = new Date(now - DAY_MS).toISOString();
  const db = app.db;
  const counts: PruneCounts = {
    skips: await deleteAll(db, sql`swipe_skips`, sql`day < ${beforeDay}::date`, signal),
    ipUsage: await deleteAll(db, sql`ip_vote_usage`, sql`day < ${beforeDay}::date`, signal),
    visitorUsage: await deleteAll(
      db,
      sql`daily_vote_usage`,
      sql`voter_key >= 'v:' and voter_key < 'v;' and day < ${beforeDay}::date`,
      signal,
    ),
    pendingBattles: await deleteAll(
      db,
      sql`pending_battles`,
      sql`(viewer_key >= 'v:' and viewer_key < 'v;')
        or created_at < ${idleSince}::timestamptz
        or (viewer_key >= 'u:' and viewer_key < 'u;'
          and not exists (select 1 from users as u where u.id = substr(viewer_key, 3)))`,
      signal,
    ),
    visitors: await deleteAll(
      db,
      sql`visitors`,
      sql`created_at < ${visitorSince}::timestamptz
        and not exists (select 1 from votes as v where v.visitor_id = visitors.id)
        and not exists (select 1 from battle_votes as b where b.visitor_id = visitors.id)`,
      signal,
    ),
  };
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  if (total > 0) app.log.info({ pruned: counts }, 'pruned rows nobody needs any more');
  return counts;
}

/** `app.pruning`: the `prune` job, hourly. */
export const prunePlugin = fp(
  async (app: FastifyInstance) => {
    const job = app.jobs.define({
      name: 'prune',
      next: (now) => new Date(now.getTime() + PRUNE_EVERY_MS),
      run: ({ signal }) => prune(app, signal),
    });
    app.decorate('pruning', {
      run: async () => {
        await job.settled();
        return job.run();
      },
    });
  },
  { name: 'prune', dependencies: ['jobs', 'clock'] },
);
