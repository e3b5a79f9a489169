import type { Streak } from '@pawprize/shared/schemas/votes';
import { recordCountedVoteFunction } from '../../db/functions/votes.ts';
import type { Queryable } from '../../db/rows.ts';

/**
 * Records a counted vote (card, swipe, battle or caption) for the voter's streak
 * (docs/product/streaks.md), inside the caller's transaction. `localDay` is the voter's local day
 * ('YYYY-MM-DD', from `voterDay`). The rule runs in the database as one upsert
 * (db/functions/pawprize_record_counted_vote.sql; its reference model is `nextStreak` in
 * votes.rules.ts), so concurrent votes cannot lose an increment. Returns the stored streak.
 */
export async function recordCountedVote(
  tx: Queryable,
  userId: string,
  localDay: string,
): Promise<Streak> {
  const [row] = await recordCountedVoteFunction.callIn(tx, { user: userId, day: localDay });
  return row!;
}
