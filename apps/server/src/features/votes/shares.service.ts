import { randomBytes } from 'node:crypto';
import { SHARE_BOOST_VOTES } from '@pawprize/shared';
import type { SharePlatform } from '@pawprize/shared';
import type { ShareResult } from '@pawprize/shared/schemas/votes';
import type { Ctx } from '../../context/index.ts';
import type { AccountVoter, VoterDay } from '../../identity/index.ts';
import { creditVisitedBoost, insertShareBoost } from './shares.queries.ts';
import { toVoterState } from './voter-state.ts';

/**
 * Does a share of `platform` wait for a visit before its bonus votes count? With
 * SHARE_BONUS=on-visit, Instagram and TikTok shares (a copied link) do; a tweet is credited at once
 * (ADR 0082).
 */
export function creditedOnVisit(ctx: Ctx<'config'>, platform: SharePlatform): boolean {
  return ctx.config.shareBonus === 'on-visit' && platform !== 'twitter';
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
  ctx: Ctx<'db' | 'config'>,
  input: { voter: AccountVoter; platform: SharePlatform; day: VoterDay; ipKey: string },
): Promise<ShareResult> {
  const { voter, platform, day } = input;
  const onVisit = creditedOnVisit(ctx, platform);
  const token = onVisit ? newReferralToken() : null;
  const boost = {
    voter,
    platform,
    day: day.day,
    onVisit,
    token,
    sharerIpKey: onVisit ? input.ipKey : null,
  };
  let r = await insertShareBoost(ctx.db, ctx.config, boost);
  // A concurrent first share of the same platform won: its row was not in this snapshot.
  if (!r.credited && r.pending === null) r = await insertShareBoost(ctx.db, ctx.config, boost);
  // The statement's snapshot does not see its own insert.
  const added = r.credited ? SHARE_BOOST_VOTES : 0;
  const state = {
    ...r,
    bonusLeft: r.bonusLeft + (onVisit ? 0 : added),
    bonusPending: (r.bonusPending ?? 0) + (onVisit ? added : 0),
  };
  return {
    credited: r.credited,
    voter: toVoterState(ctx.config, voter, state, day.day),
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
  ctx: Ctx<'db' | 'clock'>,
  input: { token: string; userId: string | null; ipKey: string },
): Promise<boolean> {
  return (await creditVisitedBoost(ctx.db, { ...input, at: ctx.clock.now() })) > 0;
}
