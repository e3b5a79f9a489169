import type { Streak, VoterState } from '@pawprize/shared/schemas/votes';
import type { Config } from '../../config.ts';
import type { Ctx } from '../../context/index.ts';
import type { Voter } from '../../identity/index.ts';
import { selectVoterState } from './voter-state.queries.ts';
import type { VoterUsage } from './votes.rules.ts';
import { voterState } from './votes.rules.ts';

export interface VoterStateRow extends VoterUsage {
  streak: Streak | null;
  /** SHARE_BONUS=on-visit: today's bonus votes waiting for a visit (ADR 0082). */
  bonusPending?: number;
}

export function dailyLimitOf(config: Config, voter: Pick<Voter, 'kind'>): number {
  return voter.kind === 'account' ? config.dailyVotes : config.dailyVotesAnonymous;
}

export function toVoterState(
  config: Config,
  voter: Pick<Voter, 'kind'>,
  row: VoterStateRow,
  day: string,
): VoterState {
  const state = voterState(voter.kind, dailyLimitOf(config, voter), row, row.streak, day);
  return config.shareBonus === 'on-visit'
    ? { ...state, bonusVotesPending: row.bonusPending ?? 0 }
    : state;
}

/** `GET /api/voter`: one query. */
export async function loadVoterState(
  ctx: Ctx<'db' | 'config'>,
  voter: Voter,
  day: string,
): Promise<VoterState> {
  const row = await selectVoterState(ctx.db, ctx.config, voter, day);
  return toVoterState(ctx.config, voter, row, day);
}
