import { messages } from '@pawprize/shared';
import type { BattlePet, BattleView } from '@pawprize/shared/schemas/battles';
import type { ImageVariant } from '../../db/schema/index.ts';
import { pickListImage } from '../pets/pets.rules.ts';

/** Pure rules of the battle screen (PRODUCT §5): the view of a battle row, blind until voted. */

/** One row of pawprize_battle_view (migration 0003): the sides in display order. */
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

function side(row: BattleRow, prefix: 'left' | 'right'): BattlePet {
  const variants = row[`${prefix}Variants`] ?? [];
  return {
    id: row[`${prefix}Id`],
    name: row[`${prefix}Name`],
    imageUrl: pickListImage(variants, row[`${prefix}ImageUrl`]),
    variants,
    placeholder: row[`${prefix}Placeholder`],
    width: row[`${prefix}Width`],
    height: row[`${prefix}Height`],
    likes: row[`${prefix}Likes`],
    username: messages.battle.ownerPlaceholder,
  };
}

/** The API view: pet1 on the left; counts only once the viewer has voted in this battle. */
export function toBattleView(row: BattleRow): BattleView {
  const voted = row.votedPetId !== null;
  return {
    id: row.id,
    pet1: side(row, 'left'),
    pet2: side(row, 'right'),
    pet1Votes: voted ? row.leftVotes : null,
    pet2Votes: voted ? row.rightVotes : null,
    totalVotes: voted ? row.leftVotes + row.rightVotes : null,
    userVoted: row.votedPetId,
  };
}
