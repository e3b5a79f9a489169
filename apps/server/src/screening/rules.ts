import type { NsfwScores } from './protocol.ts';

/**
 * What screening concludes from the models' scores (docs/decisions/0060-image-screening.md,
 * where the thresholds and their measured accuracy are recorded).
 */

/** porn + hentai + sexy at or above this: hidden until a moderator reviews it. */
export const NSFW_HIDE_AT = 0.9;
/** At or above this (and below NSFW_HIDE_AT): queued for review, still visible. */
export const NSFW_REVIEW_AT = 0.5;
/** The best animal detection must reach this for "an animal was found". */
export const ANIMAL_FOUND_AT = 0.3;

/** What was screened: pet entries and contest photos need an animal; avatars do not. */
export type ScreenedKind = 'pet' | 'contest' | 'avatar';

export type ScreeningFlag = 'nsfw' | 'no_animal' | 'not_screened';

export interface ModelScores {
  nsfw: NsfwScores;
  animals: Record<string, number>;
  ms: number;
}

export interface ScreeningVerdict {
  /** False when the models were off or unavailable: nothing but the hashes was checked. */
  screened: boolean;
  nsfw: NsfwScores | null;
  /** porn + hentai + sexy (0–1), null when not screened. */
  unsafe: number | null;
  animals: Record<string, number>;
  /** The animal the detector is surest of, e.g. 'cat'; null when none reached ANIMAL_FOUND_AT. */
  species: string | null;
  /** Why the entry goes to the review queue (empty: it does not). */
  flags: ScreeningFlag[];
  /** Hidden until reviewed (likely explicit). */
  hide: boolean;
  ms: number;
}

export function unsafeScore(nsfw: NsfwScores): number {
  return Math.round((nsfw.porn + nsfw.hentai + nsfw.sexy) * 1000) / 1000;
}

export function likeliestSpecies(animals: Record<string, number>): string | null {
  let best: [string, number] | null = null;
  for (const [species, score] of Object.entries(animals)) {
    if (score >= ANIMAL_FOUND_AT && (!best || score > best[1])) best = [species, score];
  }
  return best?.[0] ?? null;
}

/** The verdict for a photo of `kind`; `scores` null means the models could not run. */
export function screeningVerdict(kind: ScreenedKind, scores: ModelScores | null): ScreeningVerdict {
  if (!scores) {
    return {
      screened: false,
      nsfw: null,
      unsafe: null,
      animals: {},
      species: null,
      flags: ['not_screened'],
      hide: false,
      ms: 0,
    };
  }
  const unsafe = unsafeScore(scores.nsfw);
  const species = likeliestSpecies(scores.animals);
  const flags: ScreeningFlag[] = [];
  if (unsafe >= NSFW_REVIEW_AT) flags.push('nsfw');
  if (kind !== 'avatar' && !species) flags.push('no_animal');
  return {
    screened: true,
    nsfw: scores.nsfw,
    unsafe,
    animals: scores.animals,
    species,
    flags,
    hide: unsafe >= NSFW_HIDE_AT,
    ms: scores.ms,
  };
}
