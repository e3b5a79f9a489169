import { SHARE_BOOST_VOTES } from '@pawprize/shared';
import type { SharePlatform } from '@pawprize/shared';
import { sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Queryable } from '../../db/rows.ts';
import { rowsOf } from '../../db/rows.ts';
import type { AccountVoter } from '../../identity/index.ts';
import type { VoterStateRow } from './voter-state.ts';
import { voterStateColumns } from './voter-state.queries.ts';

/** Statements of shares and their boosts (ADR 0082). */

export interface ShareRow extends VoterStateRow {
  credited: boolean;
  /** This platform's boost today: its referral token and whether it still waits for a visit. */
  token: string | null;
  pending: boolean | null;
}

export interface ShareBoostInput {
  voter: AccountVoter;
  platform: SharePlatform;
  /** The voter's local day. */
  day: string;
  /** The boost waits for a visit (SHARE_BONUS=on-visit). */
  onVisit: boolean;
  token: string | null;
  /** The sharer's IP key, kept with a boost that waits for a visit. */
  sharerIpKey: string | null;
}

/**
 * The first share of the platform on the day inserts its boost (the unique (user, platform, day)
 * key makes a repeat a no-op); answers whether it did, the day's boost's token and pending flag,
 * and the voter's state, in one statement.
 */
export async function insertShareBoost(
  db: Queryable,
  config: Config,
  input: ShareBoostInput,
): Promise<ShareRow> {
  const { voter, platform, day, onVisit, token } = input;
  const today = sql`user_id = ${voter.userId} and platform = ${platform}
    and local_day = ${day}::date`;
  const [row] = await rowsOf<ShareRow>(
    db,
    sql`with boost as (
        insert into share_boosts (user_id, platform, boost_votes, used_today, local_day, pending,
          referral_token, sharer_ip_key)
        values (${voter.userId}, ${platform}, ${SHARE_BOOST_VOTES}, false, ${day}::date,
          ${onVisit}, ${token}, ${input.sharerIpKey})
        on conflict (user_id, platform, local_day) do nothing
        returning referral_token, pending)
      select exists (select 1 from boost) as "credited",
        coalesce((select referral_token from boost),
          (select referral_token from share_boosts where ${today})) as "token",
        coalesce((select pending from boost),
          (select pending from share_boosts where ${today})) as "pending",
        ${voterStateColumns(config, voter, day)}`,
  );
  return row!;
}

/**
 * A visit of the link carrying `token` credits its pending boost unless the visitor is the
 * sharer (their account or their IP key). Answers the boosts credited (0 or 1).
 */
export async function creditVisitedBoost(
  db: Queryable,
  input: { token: string; userId: string | null; ipKey: string; at: Date },
): Promise<number> {
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`update share_boosts set pending = false, visited_at = ${input.at.toISOString()}::timestamptz
      where referral_token = ${input.token} and pending
        and user_id is distinct from ${input.userId}
        and sharer_ip_key is distinct from ${input.ipKey}
      returning id`,
  );
  return rows.length;
}
