import { messages } from '@pawprize/shared';
import type { BattlePet, BattleView } from '@pawprize/shared/schemas/battles';
import type { BattleRow } from '../../db/functions/battles.ts';
import { pickListImage } from '../../images/variants.ts';

/**
 * Pure rules of the battle screen (docs/product/battles.md): the view of a battle row, blind until
 * voted.
 */

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
