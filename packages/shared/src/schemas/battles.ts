import { z } from 'zod';
import { BATTLE_RANKINGS_MAX, BATTLE_RANKINGS_PAGE_SIZE } from '../constants.ts';
import { PetImageVariantSchema } from './pets.ts';

/**
 * Shapes of the battle API (docs/product/battles.md): the viewer's
 * pending matchup, a new one, a vote, and the Bradley–Terry rankings.
 */

/**
 * One side of a battle (docs/product/battles.md: id, name, imageUrl, likes and the placeholder
 * username).
 */
export const BattlePetSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The 800 px variant, or the largest one when the photo is narrower. */
  imageUrl: z.string(),
  /** Narrowest first; use them as a `srcset`. */
  variants: z.array(PetImageVariantSchema),
  /** Average colour ('#rrggbb') to paint while the image loads. */
  placeholder: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** The pet's card votes (`votes_count`). */
  likes: z.number().int(),
  /** Always 'Pet Owner' (messages.battle.ownerPlaceholder), (docs/product/battles.md). */
  username: z.string(),
});
export type BattlePet = z.infer<typeof BattlePetSchema>;

/**
 * The derived battle view. `pet1` is shown on the left. Blind (docs/product/battles.md): the three
 * counts are null until the viewer has voted in this battle, then the battle's real counts (all
 * viewers).
 */
export const BattleViewSchema = z.object({
  id: z.uuid(),
  pet1: BattlePetSchema,
  pet2: BattlePetSchema,
  pet1Votes: z.number().int().nullable(),
  pet2Votes: z.number().int().nullable(),
  totalVotes: z.number().int().nullable(),
  /** The id of the pet the viewer voted for, or null. */
  userVoted: z.uuid().nullable(),
});
export type BattleView = z.infer<typeof BattleViewSchema>;

/**
 * `GET /api/battles/current`: the viewer's pending battle (the same one on every refresh), made
 * on first call; null when no battle can be made (fewer than two eligible pets): show 'No
 * available battle' and 'Create New Battle'.
 */
export const CurrentBattleSchema = z.object({ battle: BattleViewSchema.nullable() });
export type CurrentBattle = z.infer<typeof CurrentBattleSchema>;

/**
 * `POST /api/battles/next` (a new matchup in place of the pending one; 409 'Not enough pets to
 * create a battle' when there is none) and `POST /api/battles/:id/votes` (the battle with its
 * counts).
 */
export const BattleResultSchema = z.object({ battle: BattleViewSchema });
export type BattleResult = z.infer<typeof BattleResultSchema>;

/** `POST /api/battles/:id/votes`: the pet judged cuter (one of the pair). */
export const BattleVoteBodySchema = z.object({ petId: z.uuid() });
export type BattleVoteBody = z.infer<typeof BattleVoteBodySchema>;

const emptyAsUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** `GET /api/battles/rankings?limit=` (1–1000, default 100): best first. */
export const BattleRankingsQuerySchema = z.object({
  limit: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(1).max(BATTLE_RANKINGS_MAX).default(BATTLE_RANKINGS_PAGE_SIZE),
  ),
});
export type BattleRankingsQuery = z.input<typeof BattleRankingsQuerySchema>;

/**
 * One ranked pet. `strength` is its Bradley–Terry strength (geometric mean of all battled pets
 * = 1: a pet of strength 2 beats one of strength 1 two times in three); `lower`/`upper` its 95%
 * bootstrap interval. Pets whose intervals overlap the first pet of their group share its rank
 * (competition ranking: 1, 1, 3, …) and are `tied`.
 */
export const BattleRankingSchema = z.object({
  rank: z.number().int().min(1),
  petId: z.uuid(),
  petName: z.string(),
  imageUrl: z.string(),
  variants: z.array(PetImageVariantSchema),
  placeholder: z.string().nullable(),
  strength: z.number(),
  lower: z.number(),
  upper: z.number(),
  wins: z.number().int(),
  losses: z.number().int(),
  /** Battle votes the pet took part in (wins + losses); at least BATTLE_MIN_FOR_RANKING. */
  battles: z.number().int(),
  tied: z.boolean(),
});
export type BattleRanking = z.infer<typeof BattleRankingSchema>;

/** `GET /api/battles/rankings`: recomputed in the background; `computedAt` null until first. */
export const BattleRankingsSchema = z.object({
  /** ISO 8601. */
  computedAt: z.string().nullable(),
  rankings: z.array(BattleRankingSchema),
});
export type BattleRankings = z.infer<typeof BattleRankingsSchema>;
