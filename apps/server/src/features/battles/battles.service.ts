import { messages } from '@pawprize/shared';
import type { BattleView } from '@pawprize/shared/schemas/battles';
import type { Ctx } from '../../context/index.ts';
import type { BattleOffer, BattleVoteRow } from '../../db/functions/battles.ts';
import { battleCurrentFunction, battleVoteFunction } from '../../db/functions/battles.ts';
import { LIMIT_REACHED_SQLSTATE } from '../../db/functions/votes.ts';
import { AppError, PG_FOREIGN_KEY_VIOLATION, pgErrorCode } from '../../errors.ts';
import type { Voter, VoterDay } from '../../identity/index.ts';
import { toBattleView } from './battles.rules.ts';

/**
 * Matchmaking and battle votes (docs/product/battles.md). Each is one call of a PL/pgSQL function
 * (db/functions/pawprize_battle_current.sql and pawprize_battle_vote.sql,
 * docs/decisions/0015-battles.md): one round trip and one statement, so one transaction.
 */

/** Candidates drawn from: the least-battled pets, and the nearest in strength to the first. */
export const BATTLE_CANDIDATE_POOL = 50;

const userOf = (voter: Voter) => (voter.kind === 'account' ? voter.userId : null);
const visitorOf = (voter: Voter) => (voter.kind === 'visitor' ? voter.visitorId : null);
/** An account's matchup is its pending_battles row; a visitor's is the offer (ADR 0106). */
const viewerKeyOf = (voter: Voter) => (voter.kind === 'account' ? voter.key : null);
const offerArgs = (voter: Voter, offer: BattleOffer | null | undefined) =>
  voter.kind === 'visitor' && offer
    ? { offerLo: offer.lo, offerHi: offer.hi, offerSwapped: offer.swapped }
    : { offerLo: null, offerHi: null, offerSwapped: null };

/** The matchup a battle view shows, as a visitor's cookie keeps it (ADR 0106). */
export function offerOf(battle: BattleView): BattleOffer {
  const left = battle.pet1.id;
  const right = battle.pet2.id;
  return left < right
    ? { lo: left, hi: right, swapped: false }
    : { lo: right, hi: left, swapped: true };
}

/**
 * The viewer's matchup, drawn now if there is none; with `replace`, a new matchup in its place
 * (never the same pair). An account's is stored (pending_battles); a visitor's is `offer` (their
 * cookie's), and drawing one writes no row (ADR 0106). Null when no battle can be made.
 */
export async function currentBattle(
  ctx: Ctx<'db'>,
  voter: Voter,
  { replace, offer }: { replace: boolean; offer?: BattleOffer | null },
): Promise<BattleView | null> {
  for (let attempt = 1; ; attempt++) {
    try {
      const [row] = await battleCurrentFunction.call(ctx.db, {
        viewerKey: viewerKeyOf(voter),
        user: userOf(voter),
        visitor: visitorOf(voter),
        replace,
        pool: BATTLE_CANDIDATE_POOL,
        ...offerArgs(voter, offer),
      });
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
  /** A visitor's matchup, from their cookie (ADR 0106). */
  offer?: BattleOffer | null;
}

const notCurrent = () => new AppError('CONFLICT', messages.battle.notCurrentBattle);

/**
 * A vote in the viewer's pending battle: 409 when it is not their pending battle or they voted
 * already, 400 when the pet is not one of the pair, 403 OWN_ENTRY when a pet of the pair is the
 * voter's own (ADR 0110), 429 over the anonymous per-IP cap.
 */
export async function castBattleVote(
  ctx: Ctx<'db' | 'config'>,
  input: BattleVoteInput,
): Promise<BattleView> {
  const { battleId, petId, voter, day, ipKey, offer } = input;
  let row: BattleVoteRow | undefined;
  try {
    [row] = await battleVoteFunction.call(ctx.db, {
      battle: battleId,
      petId,
      viewerKey: viewerKeyOf(voter),
      user: userOf(voter),
      visitor: visitorOf(voter),
      ...offerArgs(voter, offer),
      day: day.day,
      utcDay: day.utcDay,
      ipKey,
      ipLimit: ctx.config.anonVotesPerIp,
      timeZone: day.timeZone,
    });
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
    case 'own_entry':
      throw new AppError('OWN_ENTRY', messages.battle.ownPet);
    default:
      throw notCurrent();
  }
}
