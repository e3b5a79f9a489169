/** Offline image screening (docs/decisions/0060-image-screening.md). */
export { Screener } from './screener.ts';
export type {
  ScreenedPhoto,
  ScreenerOptions,
  ScreeningHealth,
  ScreeningStatus,
} from './screener.ts';
export type { PhotoHashes } from './hashes.ts';
export { DUPLICATE_MAX_DISTANCE, hashDistance, hammingDistance } from './hashes.ts';
export type { ScreenedKind, ScreeningFlag, ScreeningVerdict } from './rules.ts';
export { ANIMAL_FOUND_AT, NSFW_HIDE_AT, NSFW_REVIEW_AT } from './rules.ts';
export type { NsfwScores } from './protocol.ts';
