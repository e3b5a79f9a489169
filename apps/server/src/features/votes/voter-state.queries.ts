import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Queryable } from '../../db/rows.ts';
import { rowsOf } from '../../db/rows.ts';
import type { Voter } from '../../identity/index.ts';
import type { VoterStateRow } from './voter-state.ts';

/** The voter's allowance, bonus votes and streak, read in the statement that changed them. */

/**
 * Columns of the voter's state as of the statement's snapshot, for a `select` list. With
 * SHARE_BONUS=on-visit (ADR 0082) also the bonus votes still pending.
 */
export function voterStateColumns(config: Config, voter: Voter, day: string): SQL {
  const usage = (column: string) =>
    sql`coalesce((select ${sql.raw(column)} from daily_vote_usage
      where voter_key = ${voter.key} and day = ${day}::date), 0)`;
  if (voter.kind === 'visitor') {
    return sql`${usage('votes_used')} as "votesUsed", ${usage('bonus_used')} as "bonusUsed",
      0 as "bonusLeft", null::json as "streak"`;
  }
  const pending =
    config.shareBonus === 'on-visit'
      ? sql`(select coalesce(sum(boost_votes), 0)::int from share_boosts
          where user_id = ${voter.userId} and local_day = ${day}::date and pending) as "bonusPending",`
      : sql``;
  return sql`${usage('votes_used')} as "votesUsed", ${usage('bonus_used')} as "bonusUsed",
    (select coalesce(sum(boost_votes), 0)::int from share_boosts
      where user_id = ${voter.userId} and local_day = ${day}::date and not pending) as "bonusLeft",
    ${pending}
    (select json_build_object('currentStreak', current_streak, 'highestStreak', highest_streak,
        'lastVoteDate', last_vote_date::text)
      from voting_streaks where user_id = ${voter.userId}) as "streak"`;
}

/** The voter's state on `day`, in one query. */
export async function selectVoterState(
  db: Queryable,
  config: Config,
  voter: Voter,
  day: string,
): Promise<VoterStateRow> {
  const [row] = await rowsOf<VoterStateRow>(
    db,
    sql`select ${voterStateColumns(config, voter, day)}`,
  );
  return row!;
}
