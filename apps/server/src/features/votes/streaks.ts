import type { Streak } from '@pawprize/shared/schemas/votes';
import { sql } from 'drizzle-orm';
import type { Queryable } from './db.ts';
import { rowsOf } from './db.ts';

/**
 * Records a counted vote (card, swipe, battle or caption) for the voter's streak (PRODUCT §4),
 * inside the caller's transaction. `localDay` is the voter's local day ('YYYY-MM-DD', from
 * `voterDay`). The rule (`nextStreak` in votes.rules.ts) runs in the database as one upsert
 * (`pawprize_record_counted_vote`, migration 0002), so concurrent votes cannot lose an increment.
 * Returns the stored streak.
 */
export async function recordCountedVote(
  tx: Queryable,
  userId: string,
  localDay: string,
): Promise<Streak> {
  const [row] = await rowsOf<Streak>(
    tx,
    sql`select streak_current as "currentStreak", streak_highest as "highestStreak",
      streak_last_day::text as "lastVoteDate"
      from pawprize_record_counted_vote(${userId}, ${localDay}::date)`,
  );
  return row!;
}
