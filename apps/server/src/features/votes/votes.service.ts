import { messages } from '@pawprize/shared';
import type { VoteResult } from '@pawprize/shared/schemas/votes';
import type { Ctx } from '../../context/index.ts';
import { AppError, PG_FOREIGN_KEY_VIOLATION, pgErrorCode } from '../../errors.ts';
import type { CastVoteRow } from '../../db/functions/votes.ts';
import { castVoteFunction } from '../../db/functions/votes.ts';
import type { AccountVoter, Voter, VoterDay } from '../../identity/index.ts';
import { dailyLimitOf, toVoterState } from './voter-state.ts';
import { countSignedOutRefusal, deleteAccountVote } from './votes.queries.ts';

/**
 * Casting and removing votes (docs/product/votes.md). A vote is one call of `pawprize_cast_vote`
 * (db/functions/pawprize_cast_vote.sql): the vote row, the per-IP cap (anonymous), the allowance or
 * one bonus vote, `votes_count` and the streak (accounts) change in one statement, so together or
 * not at all; a refused attempt only adds to its figure in `vote_refusals` (ADR 0080). Unvoting
 * is one statement too. See docs/decisions/0014-voting.md.
 */

export interface CastVoteInput {
  petId: string;
  voter: Voter;
  source: 'card' | 'swipe';
  day: VoterDay;
  /** Hashed client IP key; anonymous votes are capped per IP. */
  ipKey: string | null;
  /** The visitor's network truncated to /24 or /48, kept with the vote for fraud detection. */
  ipNetwork?: string | null;
}

export const petNotFound = () => new AppError('NOT_FOUND', messages.pages.petNotFound);

async function callCastVote(ctx: Ctx<'db' | 'config'>, input: CastVoteInput): Promise<CastVoteRow> {
  const { petId, voter, source, day, ipKey, ipNetwork = null } = input;
  try {
    const [row] = await castVoteFunction.call(ctx.db, {
      petId,
      user: voter.kind === 'account' ? voter.userId : null,
      visitor: voter.kind === 'visitor' ? voter.visitorId : null,
      source,
      day: day.day,
      utcDay: day.utcDay,
      voterKey: voter.key,
      dailyLimit: dailyLimitOf(ctx.config, voter),
      ipKey,
      ipLimit: ctx.config.anonVotesPerIp,
      timeZone: day.timeZone,
      ipNetwork,
    });
    return row!;
  } catch (err) {
    const code = pgErrorCode(err);
    // The pet was deleted between the vote's read of it and its foreign key check.
    if (code === PG_FOREIGN_KEY_VIOLATION) throw petNotFound();
    throw err;
  }
}

/**
 * Casts a vote; 404 unknown pet, 403 OWN_ENTRY (the voter's own pet, ADR 0110), 409 ALREADY_VOTED,
 * 429 DAILY_LIMIT_REACHED (nothing changed).
 */
export async function castVote(
  ctx: Ctx<'db' | 'config' | 'events'>,
  input: CastVoteInput,
): Promise<VoteResult> {
  const row = await callCastVote(ctx, input);
  if (row.outcome === 'pet_not_found') throw petNotFound();
  if (row.outcome === 'own_entry') throw new AppError('OWN_ENTRY', messages.vote.ownPet);
  if (row.outcome === 'already_voted') {
    throw new AppError('ALREADY_VOTED', messages.vote.alreadyVoted);
  }
  // Over the per-IP cap or the allowance: nothing changed but the refusal's figure (ADR 0080).
  if (row.outcome === 'ip_cap' || row.outcome === 'daily_limit') {
    throw new AppError('DAILY_LIMIT_REACHED', messages.vote.dailyLimitReached);
  }
  const streak =
    row.currentStreak === null
      ? null
      : {
          currentStreak: row.currentStreak,
          highestStreak: row.highestStreak!,
          lastVoteDate: row.lastVoteDate,
        };
  // Counts changed: cached reads must not answer with the old ones (ADR 0130).
  ctx.events.emit('pet-counts-changed', { petId: input.petId });
  return {
    petId: input.petId,
    votesCount: row.votesCount,
    hasVoted: true,
    voter: toVoterState(ctx.config, input.voter, { ...row, streak }, input.day.day),
  };
}

/**
 * Removes an account's vote: the row and `votes_count - 1` in one statement (one transaction).
 * The allowance is not refunded. 404 when there is no such vote.
 */
export async function removeVote(
  ctx: Ctx<'db' | 'config' | 'events'>,
  input: { petId: string; voter: AccountVoter; day: VoterDay },
): Promise<VoteResult> {
  const { petId, voter, day } = input;
  const row = await deleteAccountVote(ctx.db, ctx.config, voter, petId, day.day);
  if (!row.deleted) throw new AppError('NOT_FOUND', messages.vote.notVoted);
  ctx.events.emit('pet-counts-changed', { petId });
  return {
    petId,
    votesCount: row.votesCount!,
    hasVoted: false,
    voter: toVoterState(ctx.config, voter, row, day.day),
  };
}

/**
 * A signed-out visitor pressed a card's Vote (401): counted in the pet's receipt as a refused
 * attempt (ADR 0080) by one upsert; nothing for a pet that is not visible. `utcDay` is the
 * refusals' day. Never fails the request it belongs to.
 */
export async function countSignedOutCardVote(
  ctx: Ctx<'db' | 'log'>,
  petId: string,
  utcDay: string,
): Promise<void> {
  try {
    await countSignedOutRefusal(ctx.db, petId, utcDay);
  } catch (err) {
    ctx.log.warn({ err }, 'counting a signed-out card vote failed');
  }
}
