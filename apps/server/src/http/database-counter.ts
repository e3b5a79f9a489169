import { eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rateCounters } from '../db/schema/index.ts';
import type { SharedCounter } from './shared-counter.ts';

/** Expired rows are deleted at most this often per counter (one indexed delete). */
const SWEEP_EVERY_MS = 60_000;

/**
 * A fixed-window counter in the database (`rate_counters`), for limits that must hold whatever
 * else is counted: a row per key while its window lasts, never pushed out by other keys, shared
 * by every instance and kept across restarts (docs/decisions/0027-mail-limits.md). Used as the
 * store of `sharedCounter` when Redis is not there.
 */
export function databaseCounter(
  db: Database,
  options: { name: string; windowMs: number; now?: () => number },
): SharedCounter {
  const now = options.now ?? Date.now;
  const keyOf = (key: string) => `${options.name}:${key}`;
  let lastSweep = 0;

  async function sweep(at: number) {
    if (at - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = at;
    await db.delete(rateCounters).where(lt(rateCounters.resetsAt, new Date(at)));
  }

  return {
    async hit(key) {
      const at = now();
      await sweep(at);
      const current = sql`${new Date(at).toISOString()}::timestamptz`;
      const expired = sql`${rateCounters.resetsAt} <= ${current}`;
      const [row] = await db
        .insert(rateCounters)
        .values({ key: keyOf(key), count: 1, resetsAt: new Date(at + options.windowMs) })
        .onConflictDoUpdate({
          target: rateCounters.key,
          set: {
            count: sql`case when ${expired} then 1 else ${rateCounters.count} + 1 end`,
            resetsAt: sql`case when ${expired} then excluded.resets_at else ${rateCounters.resetsAt} end`,
          },
        })
        .returning({ count: rateCounters.count, resetsAt: rateCounters.resetsAt });
      return { count: row!.count, resetInMs: Math.max(0, row!.resetsAt.getTime() - at) };
    },
    async peek(key) {
      const at = now();
      const [row] = await db
        .select({ count: rateCounters.count, resetsAt: rateCounters.resetsAt })
        .from(rateCounters)
        .where(eq(rateCounters.key, keyOf(key)));
      if (!row || row.resetsAt.getTime() <= at) return { count: 0, resetInMs: 0 };
      return { count: row.count, resetInMs: row.resetsAt.getTime() - at };
    },
    async release(key) {
      const current = sql`${new Date(now()).toISOString()}::timestamptz`;
      // The count stays positive (a check): the last reservation of a window takes the row.
      await db.execute(sql`with gone as (
          delete from ${rateCounters} where ${rateCounters.key} = ${keyOf(key)}
            and ${rateCounters.count} <= 1 returning 1)
        update ${rateCounters} set count = ${rateCounters.count} - 1
        where ${rateCounters.key} = ${keyOf(key)} and ${rateCounters.count} > 1
          and ${rateCounters.resetsAt} > ${current}`);
    },
    async clear(key) {
      await db.delete(rateCounters).where(eq(rateCounters.key, keyOf(key)));
    },
  };
}
