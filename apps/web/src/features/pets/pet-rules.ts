import { NEW_BADGE_HOURS } from '@pawprize/shared';
import type { Pet, PetImageVariant } from './types';

/** Painted behind a photo without a stored average colour (cream-300). */
export const FALLBACK_PLACEHOLDER = '#f4dfca';

/** The colour to paint while the photo loads. */
export function placeholderOf(pet: Pick<Pet, 'placeholder'>): string {
  return pet.placeholder ?? FALLBACK_PLACEHOLDER;
}

/** True while the pet is under 24 hours old (docs/product/gallery.md: the NEW badge). */
export function isNewPet(createdAt: string, now: number = Date.now()): boolean {
  const created = Date.parse(createdAt);
  if (Number.isNaN(created)) return false;
  const age = now - created;
  return age >= -60_000 && age < NEW_BADGE_HOURS * 3_600_000;
}

/** `url 400w, url 800w, …` from the stored WebP widths, narrowest first. */
export function srcSetOf(variants: readonly PetImageVariant[]): string | undefined {
  if (variants.length === 0) return undefined;
  return [...variants]
    .sort((a, b) => a.width - b.width)
    .map((variant) => `${variant.url} ${variant.width}w`)
    .join(', ');
}

/** The narrowest variant at least `minWidth` wide (or the widest there is, or the original). */
export function variantUrl(pet: Pick<Pet, 'variants' | 'imageUrl'>, minWidth: number): string {
  const sorted = [...pet.variants].sort((a, b) => a.width - b.width);
  return (
    (sorted.find((variant) => variant.width >= minWidth) ?? sorted.at(-1))?.url ?? pet.imageUrl
  );
}

/** "1 vote", "12 votes", "1,204 votes". */
export function votesLabel(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'vote' : 'votes'}`;
}
