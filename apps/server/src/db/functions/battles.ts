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

/**
 * A visitor's matchup, kept in their signed cookie rather than in pending_battles (ADR 0106):
 * the pair (lo < hi) and whether hi is shown on the left.
 */
export interface BattleOffer {
  lo: string;
  hi: string;
  swapped: boolean;
}

interface OfferArgs {
  offerLo: string | null;
  offerHi: string | null;
  offerSwapped: boolean | null;
}

const offerArgs = { offerLo: 'uuid', offerHi: 'uuid', offerSwapped: 'boolean' } as const;

export interface BattleCurrentArgs extends OfferArgs {
  /** pending_battles' key: the account's; null for a visitor (their matchup is the offer). */
  viewerKey: string | null;
  user: string | null;
  visitor: string | null;
  /** Replace the pending battle with a new pair. */
  replace: boolean;
  /** Candidates drawn from: the least-battled pets, and the nearest in strength to the first. */
  pool: number;
}

export const battleCurrentFunction = sqlFunction<BattleCurrentArgs, BattleRow>({
  name: 'pawprize_battle_current',
  args: {
    viewerKey: 'text',
    user: 'text',
    visitor: 'uuid',
    replace: 'boolean',
    pool: 'integer',
    ...offerArgs,
  },
  columns: battleColumns,
});

export interface BattleVoteArgs extends OfferArgs {
  battle: string;
  /** The pet voted for (`p_pet`; its `pet_photos` row's id). */
  petId: string;
  /** pending_battles' key: the account's; null for a visitor (their matchup is the offer). */
  viewerKey: string | null;
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
    petId: { type: 'uuid', parameter: 'p_pet' },
    viewerKey: 'text',
    user: 'text',
    visitor: 'uuid',
    day: 'date',
    utcDay: 'date',
    ipKey: 'text',
    ipLimit: 'integer',
    timeZone: 'text',
    ...offerArgs,
  },
  columns: { outcome: 'outcome', ...battleColumns },
});
