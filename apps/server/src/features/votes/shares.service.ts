import { randomBytes } from 'node:crypto';
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
  bonusPending?: number;
  streak: Streak | null;
  /** This platform's boost today: its referral token and whether it still waits for a visit. */
  token: string | null;
  pending: boolean | null;
}

/**
 * Does a share of `platform` wait for a visit before its bonus votes count? With
 * SHARE_BONUS=on-visit, Instagram and TikTok shares (a copied link) do; a tweet is credited at once
 * (ADR 0082).
 */
export function creditedOnVisit(app: FastifyInstance, platform: SharePlatform): boolean {
  return app.config.shareBonus === 'on-visit' && platform !== 'twitter';
}

/** A referral token: 16 random bytes, 22 base64url characters (ReferralTokenSchema). */
const newReferralToken = () => randomBytes(16).toString('base64url');

/**
 * A share (docs/product/votes.md): the first one per platform per local day creates a boost of 3
 * bonus votes for that day (the unique (user, platform, day) key makes a repeat a no-op). One
 * statement. With SHARE_BONUS=on-visit an Instagram or TikTok boost starts `pending` with a
 * referral token for the copied link and the sharer's IP key; its votes become usable when
 * someone else opens the link (recordShareVisit, ADR 0082). A repeat answers the same token.
 */
export async function creditShare(
  app: FastifyInstance,
  input: { voter: AccountVoter; platform: SharePlatform; day: VoterDay; ipKey: string },
): Promise<ShareResult> {
  const { voter, platform, day } = input;
  const onVisit = creditedOnVisit(app, platform);
  const token = onVisit ? newReferralToken() : null;
  const today = sql`user_id = ${voter.userId} and platform = ${platform}
    and local_day = ${day.day}::date`;
  const statement = sql`with boost as (
        insert into share_boosts (user_id, platform, boost_votes, used_today, local_day, pending,
          referral_token, sharer_ip_key)
        values (${voter.userId}, ${platform}, ${SHARE_BOOST_VOTES}, false, ${day.day}::date,
          ${onVisit}, ${token}, ${onVisit ? input.ipKey : null})
        on conflict (user_id, platform, local_day) do nothing
        returning referral_token, pending)
      select exists (select 1 from boost) as "credited",
        coalesce((select referral_token from boost),
          (select referral_token from share_boosts where ${today})) as "token",
        coalesce((select pending from boost),
          (select pending from share_boosts where ${today})) as "pending",
        ${voterStateColumns(app.config, voter, day.day)}`;
  let [row] = await rowsOf<ShareRow>(app.db, statement);
  // A concurrent first share of the same platform won: its row was not in this snapshot.
  if (!row!.credited && row!.pending === null) [row] = await rowsOf<ShareRow>(app.db, statement);
  const r = row!;
  // The statement's snapshot does not see its own insert.
  const added = r.credited ? SHARE_BOOST_VOTES : 0;
  const state = {
    ...r,
    bonusLeft: r.bonusLeft + (onVisit ? 0 : added),
    bonusPending: (r.bonusPending ?? 0) + (onVisit ? added : 0),
  };
  return {
    credited: r.credited,
    voter: toVoterState(app.config, voter, state, day.day),
    ...(onVisit && r.token ? { referral: { token: r.token, pending: r.pending === true } } : {}),
  };
}

/**
 * Someone opened a shared link carrying `token` (`POST /api/shares/visit`, ADR 0082): its boost
 * stops being pending when the opener is a distinct visitor — not the sharer's account, and not
 * from the sharer's IP key. One guarded update: a second visit, the sharer's own, or an unknown
 * token change nothing. True when this visit credited the boost.
 */
export async function recordShareVisit(
  app: FastifyInstance,
  input: { token: string; userId: string | null; ipKey: string },
): Promise<boolean> {
  const rows = await rowsOf<{ id: string }>(
    app.db,
    sql`update share_boosts set pending = false, visited_at = ${app.clock.now().toISOString()}::timestamptz
      where referral_token = ${input.token} and pending
        and user_id is distinct from ${input.userId}
        and sharer_ip_key is distinct from ${input.ipKey}
      returning id`,
  );
  return rows.length > 0;
}
