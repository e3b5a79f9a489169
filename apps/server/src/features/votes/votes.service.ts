import { messages } from '@pawprize/shared';
import type { Streak, VoteResult } from '@pawprize/shared/schemas/votes';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AppError, PG_FOREIGN_KEY_VIOLATION, pgErrorCode } from '../../errors.ts';
import type { Database } from '../../db/client.ts';
import type { PreparedStatement } from '../../db/prepared.ts';
import { preparedStatement } from '../../db/prepared.ts';
import { rowsOf } from './db.ts';
import type { AccountVoter, Voter, VoterDay } from './voter.ts';
import { dailyLimitOf, toVoterState, voterStateColumns } from './voter-state.ts';

/**
 * Casting and removing votes (PRODUCT §3). A vote is one call of `pawprize_cast_vote` (migration
 * 0002): the vote row, the per-IP cap (anonymous), the allowance or one bonus vote, `votes_count`
 * and the streak (accounts) change in one statement, so together or not at all. Unvoting is one
 * statement too. See docs/decisions/0014-voting.md.
 */

export interface CastVoteInput {
  petId: string;
  voter: Voter;
  source: 'card' | 'swipe';
  day: VoterDay;
  /** Hashed client IP key; anonymous votes are capped per IP. */
  ipKey: string | null;
}

interface CastRow {
  outcome: 'counted' | 'already_voted' | 'pet_not_found';
  votesCount: number;
  votesUsed: number;
  bonusUsed: number;
  bonusLeft: number;
  currentStreak: number | null;
  highestStreak: number | null;
  lastVoteDate: string | null;
}

/** Raised by pawprize_cast_vote over a limit; the call is rolled back. */
const LIMIT_REACHED_SQLSTATE = 'PZ429';

export const petNotFound = () => new AppError('NOT_FOUND', messages.pages.petNotFound);

const CAST_VOTE = `select outcome, new_votes_count as "votesCount", used_votes as "votesUsed",
    used_bonus as "bonusUsed", bonus_left as "bonusLeft", streak_current as "currentStreak",
    streak_highest as "highestStreak", streak_last_day::text as "lastVoteDate"
  from pawprize_cast_vote($1::uuid, $2::text, $3::uuid, $4::text, $5::date, $6::date, $7::text,
    $8::int, $9::text, $10::int, $11::text)`;

const castStatements = new WeakMap<Database, PreparedStatement<CastRow>>();

function castStatement(db: Database): PreparedStatement<CastRow> {
  let statement = castStatements.get(db);
  if (!statement) {
    statement = preparedStatement<CastRow>(db, 'pawprize_cast_vote', CAST_VOTE);
    castStatements.set(db, statement);
  }
  return statement;
}

async function callCastVote(app: FastifyInstance, input: CastVoteInput): Promise<CastRow> {
  const { petId, voter, source, day, ipKey } = input;
  try {
    const [row] = await castStatement(app.db).rows([
      petId,
      voter.kind === 'account' ? voter.userId : null,
      voter.kind === 'visitor' ? voter.visitorId : null,
      source,
      day.day,
      day.utcDay,
      voter.key,
      dailyLimitOf(app.config, voter),
      ipKey,
      app.config.anonVotesPerIp,
      day.timeZone,
    ]);
    return row!;
  } catch (err) {
    const code = pgErrorCode(err);
    if (code === LIMIT_REACHED_SQLSTATE) {
      throw new AppError('DAILY_LIMIT_REACHED', messages.vote.dailyLimitReached);
    }
    // The pet was deleted between the vote's read of it and its foreign key check.
    if (code === PG_FOREIGN_KEY_VIOLATION) throw petNotFound();
    throw err;
  }
}

/** Casts a vote; 404 unknown pet, 409 ALREADY_VOTED, 429 DAILY_LIMIT_REACHED (nothing changed). */
export async function castVote(app: FastifyInstance, input: CastVoteInput): Promise<VoteResult> {
  const row = await callCastVote(app, input);
  if (row.outcome === 'pet_not_found') throw petNotFound();
  if (row.outcome === 'already_voted') {
    throw new AppError('ALREADY_VOTED', messages.vote.alreadyVoted);
  }
  const streak =
    row.currentStreak === null
      ? null
      : {
          currentStreak: row.currentStreak,
          highestStreak: row.highestStreak!,
          lastVoteDate: row.lastVoteDate,
        };
  // Counts changed: the public pet reads (cached for 2 s) must not answer with the old ones.
  app.petReads.invalidate();
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
        ${voterStateColumns(voter, day.day)}`,
  );
  if (!row!.deleted) throw new AppError('NOT_FOUND', messages.vote.notVoted);
  app.petReads.invalidate();
  return {
    petId,
    votesCount: row!.votesCount!,
    hasVoted: false,
    voter: toVoterState(app.config, voter, row!, day.day),
  };
}
