import type { ImageVariant } from '../schema/index.ts';
import { sqlFunction } from './define.ts';

/** Typed calls of the battle functions (pawprize_battle_current.sql, pawprize_battle_vote.sql). */

/** A battle as the viewer sees it: the sides in display order (pawprize_battle_view's columns). */
export interface BattleRow {
  id: string;
  leftId: string;
  leftName: string;
  leftImageUrl: string;
  leftVariants: ImageVariant[];
  leftPlaceholder: string | null;
  leftWidth: number | null;
  leftHeight: number | null;
  leftLikes: number;
  leftVotes: number;
  rightId: string;
  rightName: string;
  rightImageUrl: string;
  rightVariants: ImageVariant[];
  rightPlaceholder: string | null;
  rightWidth: number | null;
  rightHeight: number | null;
  rightLikes: number;
  rightVotes: number;
  /** The pet the viewer voted for, or null. */
  votedPetId: string | null;
}

const battleColumns: { [K in keyof BattleRow]-?: string } = {
  id: 'battle_id',
  leftId: 'left_id',
  leftName: 'left_name',
  leftImageUrl: 'left_image_url',
  leftVariants: 'left_variants',
  leftPlaceholder: 'left_placeholder',
  leftWidth: 'left_width',
  leftHeight: 'left_height',
  leftLikes: 'left_likes',
  leftVotes: 'left_votes',
  rightId: 'right_id',
  rightName: 'right_name',
  rightImageUrl: 'right_image_url',
  rightVariants: 'right_variants',
  rightPlaceholder: 'right_placeholder',
  rightWidth: 'right_width',
  rightHeight: 'right_height',
  rightLikes: 'right_likes',
  rightVotes: 'right_votes',
  votedPetId: 'voted_pet_id',
};

export interface BattleCurrentArgs {
  /** pending_battles' key: the account's or the visitor's. */
  viewerKey: string;
  user: string | null;
  visitor: string | null;
  /** Replace the pending battle with a new pair. */
  replace: boolean;
  /** Candidates drawn from: the least-battled pets, and the nearest in strength to the first. */
  pool: number;
}

export const battleCurrentFunction = sqlFunction<BattleCurrentArgs, BattleRow>({
  name: 'pawprize_battle_current',
  args: { viewerKey: 'text', user: 'text', visitor: 'uuid', replace: 'boolean', pool: 'integer' },
  columns: battleColumns,
});

export interface BattleVoteArgs {
  battle: string;
  pet: string;
  viewerKey: string;
  user: string | null;
  visitor: string | null;
  /** The voter's local day (the streak's). */
  day: string;
  /** Today in UTC: the per-IP cap's day. */
  utcDay: string;
  ipKey: string | null;
  ipLimit: number;
  timeZone: string;
}

export type BattleVoteRow = BattleRow & {
  outcome: 'counted' | 'not_pending' | 'not_in_battle' | 'own_entry' | 'already_voted';
};

export const battleVoteFunction = sqlFunction<BattleVoteArgs, BattleVoteRow>({
  name: 'pawprize_battle_vote',
  args: {
    battle: 'uuid',
    pet: 'uuid',
    viewerKey: 'text',
    user: 'text',
    visitor: 'uuid',
    day: 'date',
    utcDay: 'date',
    ipKey: 'text',
    ipLimit: 'integer',
    timeZone: 'text',
  },
  columns: { outcome: 'outcome', ...battleColumns },
});
