import { SHARE_BOOST_VOTES } from '@pawprize/shared';
import type { SharePlatform } from '@pawprize/shared';
import type { ShareResult, Streak } from '@pawprize/shared/schemas/votes';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { rowsOf } from '../../db/rows.ts';
import type { AccountVoter, VoterDay } from '../../identity/index.ts';
import { toVoterState, voterStateColumns } from './voter-state.ts';

interface ShareRow {
  credited: boolean;
  votesUsed: number;
  bonusUsed: number;
  bonusLeft: number;
  streak: Streak | null;
}

/**
 * A share (docs/product/votes.md): the first one per platform per local day creates a boost of 3
 * bonus votes for that day (the unique (user, platform, day) key makes a repeat a no-op). One
 * statement.
 */
export async function creditShare(
  app: FastifyInstance,
  input: { voter: AccountVoter; platform: SharePlatform; day: VoterDay },
): Promise<ShareResult> {
  const { voter, platform, day } = input;
  const [row] = await rowsOf<ShareRow>(
    app.db,
    sql`with boost as (
        insert into share_boosts (user_id, platform, boost_votes, used_today, local_day)
        values (${voter.userId}, ${platform}, ${SHARE_BOOST_VOTES}, false, ${day.day}::date)
        on conflict (user_id, platform, local_day) do nothing
        returning boost_votes)
      select exists (select 1 from boost) as "credited",
        ${voterStateColumns(voter, day.day)}`,
  );
  // The statement's snapshot does not see its own insert.
  const bonusLeft = row!.bonusLeft + (row!.credited ? SHARE_BOOST_VOTES : 0);
  return {
    credited: row!.credited,
    voter: toVoterState(app.config, voter, { ...row!, bonusLeft }, day.day),
  };
}
