import { messages } from '@pawprize/shared';
import type { Streak, VoteResult } from '@pawprize/shared/schemas/votes';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AppError, PG_FOREIGN_KEY_VIOLATION, pgErrorCode } from '../../errors.ts';
import type { CastVoteRow } from '../../db/functions/votes.ts';
import { castVoteFunction } from '../../db/functions/votes.ts';
import { rowsOf } from '../../db/rows.ts';
import type { AccountVoter, Voter, VoterDay } from '../../identity/index.ts';
import { dailyLimitOf, toVoterState, voterStateColumns } from './voter-state.ts';

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

async function callCastVote(app: FastifyInstance, input: CastVoteInput): Promise<CastVoteRow> {
  const { petId, voter, source, day, ipKey, ipNetwork = null } = input;
  try {
    const [row] = await castVoteFunction.call(app.db, {
      pet: petId,
      user: voter.kind === 'account' ? voter.userId : null,
      visitor: voter.kind === 'visitor' ? voter.visitorId : null,
      source,
      day: day.day,
      utcDay: day.utcDay,
      voterKey: voter.key,
      dailyLimit: dailyLimitOf(app.config, voter),
      ipKey,
      ipLimit: app.config.anonVotesPerIp,
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
export async function castVote(app: FastifyInstance, input: CastVoteInput): Promise<VoteResult> {
  const row = await callCastVote(app, input);
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
  app.events.emit('pet-counts-changed', { petId: input.petId });
  return {
    petId: input.petId,
    votesCount: row.votesCount,
    hasVoted: true,
    voter: toVoterState(app.config, input.voter, { ...row, streak }, input.day.day),
  };
}

interface RemoveRow {
  deleted: boolean;
  votesCount: number | null;
  votesUsed: number;
  bonusUsed: number;
  bonusLeft: number;
  streak: Streak | null;
}

/**
 * Removes an account's vote: the row and `votes_count - 1` in one statement (one transaction).
 * The allowance is not refunded. 404 when there is no such vote.
 */
export async function removeVote(
  app: FastifyInstance,
  input: { petId: string; voter: AccountVoter; day: VoterDay },
): Promise<VoteResult> {
  const { petId, voter, day } = input;
  const [row] = await rowsOf<RemoveRow>(
    app.db,
    sql`with d as (
        delete from votes where photo_id = ${petId}::uuid and user_id = ${voter.userId}
        returning photo_id),
      c as (
        update pet_photos as p set votes_count = p.votes_count - 1
        from d where p.id = d.photo_id
        returning p.votes_count)
      select exists (select 1 from d) as "deleted",
        (select votes_count from c) as "votesCount",
        ${voterStateColumns(app.config, voter, day.day)}`,
  );
  if (!row!.deleted) throw new AppError('NOT_FOUND', messages.vote.notVoted);
  app.events.emit('pet-counts-changed', { petId });
  return {
    petId,
    votesCount: row!.votesCount!,
    hasVoted: false,
    voter: toVoterState(app.config, voter, row!, day.day),
  };
}

/**
 * A signed-out visitor pressed a card's Vote (401): counted in the pet's receipt as a refused
 * attempt (ADR 0080) by one upsert; nothing for a pet that is not visible. `utcDay` is the
 * refusals' day. Never fails the request it belongs to.
 */
export async function countSignedOutCardVote(
  app: FastifyInstance,
  petId: string,
  utcDay: string,
): Promise<void> {
  try {
    await rowsOf(
      app.db,
      sql`insert into vote_refusals as r (pet_id, day, reason, n)
        select id, ${utcDay}::date, 'signed_out', 1 from pet_photos
        where id = ${petId}::uuid and status = 'visible'
        on conflict (pet_id, day, reason) do update set n = r.n + 1`,
    );
  } catch (err) {
    app.log.warn({ err }, 'counting a signed-out card vote failed');
  }
}
