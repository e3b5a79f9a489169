import type { FastifyRequest } from 'fastify';
import type { Ctx } from '../context/index.ts';
import type { MergeVisitorRow } from '../db/functions/votes.ts';
import { mergeVisitorFunction } from '../db/functions/votes.ts';
import { BATTLE_COOKIE, BATTLE_COOKIE_PATH, VISITOR_COOKIE, visitorIdFrom } from './voter.ts';

/**
 * A visitor who signs up or signs in becomes the account
 * (docs/decisions/0107-visitor-votes-move-to-the-account.md): the votes, battle votes and skips of
 * the visitor whose signed cookie this request carries move to `userId` in one transaction
 * (pawprize_merge_visitor.sql), and the answer clears the visitor's cookies. Only the cookie the
 * signing-in browser sends is merged: a visitor id is never taken from a body or a query, and the
 * cookie is SameSite=Lax, so a sign-in posted from another site carries none. Returns the
 * Set-Cookie values to add (none without a visitor cookie) and what moved.
 */
export async function mergeVisitorInto(
  ctx: Ctx<'db' | 'config'>,
  request: FastifyRequest,
  userId: string,
): Promise<{ cookies: string[]; merged: MergeVisitorRow | null }> {
  const visitorId = visitorIdFrom(request);
  if (!visitorId) return { cookies: [], merged: null };
  const [merged] = await mergeVisitorFunction.call(ctx.db, {
    visitor: visitorId,
    user: userId,
    dailyLimit: ctx.config.dailyVotes,
  });
  if (merged && (merged.movedVotes || merged.droppedVotes || merged.movedBattleVotes)) {
    request.log.info({ userId, merged }, "a visitor's votes moved to the account");
  }
  return { cookies: clearedVisitorCookies(request), merged: merged ?? null };
}

/**
 * Set-Cookie values that clear the visitor's cookies (after its votes moved to an account,
 * above).
 */
function clearedVisitorCookies(request: FastifyRequest): string[] {
  const secure = request.server.auth.secureCookies ? '; Secure' : '';
  return [
    `${VISITOR_COOKIE}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax${secure}`,
    `${BATTLE_COOKIE}=; Max-Age=0; Path=${BATTLE_COOKIE_PATH}; HttpOnly; SameSite=Lax${secure}`,
  ];
}
