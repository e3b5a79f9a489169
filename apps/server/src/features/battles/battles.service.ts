import { messages } from '@pawprize/shared';
import type { BattleView } from '@pawprize/shared/schemas/battles';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { PreparedStatement } from '../../db/prepared.ts';
import { preparedStatement } from '../../db/prepared.ts';
import { AppError, PG_FOREIGN_KEY_VIOLATION, pgErrorCode } from '../../errors.ts';
import type { Voter, VoterDay } from '../votes/index.ts';
import type { BattleRow } from './battles.rules.ts';
import { toBattleView } from './battles.rules.ts';

/**
 * Matchmaking and battle votes (PRODUCT §5). Each is one call of a PL/pgSQL function (migration
 * 0003, docs/decisions/0015-battles.md): one round trip and one statement, so one transaction.
 */

/** Candidates drawn from: the least-battled pets, and the nearest in strength to the first. */
export const BATTLE_CANDIDATE_POOL = 50;

const COLUMNS = `battle_id as "id",
  left_id as "leftId", left_name as "leftName", left_image_url as "leftImageUrl",
  left_variants as "leftVariants", left_placeholder as "leftPlaceholder",
  left_width as "leftWidth", left_height as "leftHeight", left_likes as "leftLikes",
  left_votes as "leftVotes",
  right_id as "rightId", right_name as "rightName", right_image_url as "rightImageUrl",
  right_variants as "rightVariants", right_placeholder as "rightPlaceholder",
  right_width as "rightWidth", right_height as "rightHeight", right_likes as "rightLikes",
  right_votes as "rightVotes",
  voted_pet_id as "votedPetId"`;

const CURRENT = `select ${COLUMNS}
  from pawprize_battle_current($1::text, $2::text, $3::uuid, $4::boolean, $5::integer)`;

const VOTE = `select outcome, ${COLUMNS}
  from pawprize_battle_vote($1::uuid, $2::uuid, $3::text, $4::text, $5::uuid, $6::date, $7::date,
    $8::text, $9::integer, $10::text)`;

type VoteRow = BattleRow & { outcome: string };

const statements = new WeakMap<
  Database,
  { current: PreparedStatement<BattleRow>; vote: PreparedStatement<VoteRow> }
>();

/** Named prepared statements (db/prepared.ts): these two run on every battle request. */
function statementsOf(db: Database) {
  let prepared = statements.get(db);
  if (!prepared) {
    prepared = {
      current: preparedStatement<BattleRow>(db, 'pawprize_battle_current', CURRENT),
      vote: preparedStatement<VoteRow>(db, 'pawprize_battle_vote', VOTE),
    };
    statements.set(db, prepared);
  }
  return prepared;
}

const userOf = (voter: Voter) => (voter.kind === 'account' ? voter.userId : null);
const visitorOf = (voter: Voter) => (voter.kind === 'visitor' ? voter.visitorId : null);

/**
 * The viewer's pending battle, made now if there is none; with `replace`, a new matchup in its
 * place (never the same pair). Null when no battle can be made.
 */
export async function currentBattle(
  app: FastifyInstance,
  voter: Voter,
  { replace }: { replace: boolean },
): Promise<BattleView | null> {
  for (let attempt = 1; ; attempt++) {
    try {
      const [row] = await statementsOf(app.db).current.rows([
        voter.key,
        userOf(voter),
        visitorOf(voter),
        replace,
        BATTLE_CANDIDATE_POOL,
      ]);
      return row ? toBattleView(row) : null;
    } catch (err) {
      // A pet picked for the new battle was deleted meanwhile: pick again.
      if (pgErrorCode(err) !== PG_FOREIGN_KEY_VIOLATION || attempt >= 3) throw err;
    }
  }
}

export interface BattleVoteInput {
  battleId: string;
  petId: string;
  voter: Voter;
  day: VoterDay;
  /** Hashed client IP key; anonymous battle votes are capped per IP. */
  ipKey: string | null;
}

/** Raised by pawprize_battle_vote over the per-IP cap; the call is rolled back. */
const LIMIT_REACHED_SQLSTATE = 'PZ429';

const notCurrent = () => new AppError('CONFLICT', messages.battle.notCurrentBattle);

/**
 * A vote in the viewer's pending battle: 409 when it is not their pending battle or they voted
 * already, 400 when the pet is not one of the pair, 429 over the anonymous per-IP cap.
 */
export async function castBattleVote(
  app: FastifyInstance,
  input: BattleVoteInput,
): Promise<BattleView> {
  const { battleId, petId, voter, day, ipKey } = input;
  let row: VoteRow | undefined;
  try {
    [row] = await statementsOf(app.db).vote.rows([
      battleId,
      petId,
      voter.key,
      userOf(voter),
      visitorOf(voter),
      day.day,
      day.utcDay,
      ipKey,
      app.config.anonVotesPerIp,
      day.timeZone,
    ]);
  } catch (err) {
    const code = pgErrorCode(err);
    if (code === LIMIT_REACHED_SQLSTATE) {
      throw new AppError('DAILY_LIMIT_REACHED', messages.battle.dailyLimitReached);
    }
    // The battle (or a pet of it) was deleted between the checks and the insert.
    if (code === PG_FOREIGN_KEY_VIOLATION) throw notCurrent();
    throw err;
  }
  switch (row?.outcome) {
    case 'counted':
      return toBattleView(row);
    case 'already_voted':
      throw new AppError('ALREADY_VOTED', messages.battle.alreadyVoted);
    case 'not_in_battle':
      throw new AppError('BAD_REQUEST', messages.battle.petNotInBattle);
    default:
      throw notCurrent();
  }
}
