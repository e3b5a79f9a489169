import type { Pet, PetImageVariant } from '@pawprize/shared/schemas/pets';

/**
 * Choosing among a stored photo's WebP widths (docs/product/uploads.md): pets and caption contests
 * both draw these photos.
 */

/** Painted behind a photo without a stored average colour (cream-300). */
export const FALLBACK_PLACEHOLDER = '#f4dfca';

/** The colour to paint while the photo loads. */
export function placeholderOf(pet: Pick<Pet, 'placeholder'>): string {
  return pet.placeholder ?? FALLBACK_PLACEHOLDER;
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

/**
 * Fetches the photo an `<img>` with these `sizes` would draw (the same file, from the browser's
 * cache once it is drawn), without drawing it.
 */
export function preloadPhoto(pet: Pick<Pet, 'variants' | 'imageUrl'>, sizes: string): void {
  const image = new Image();
  image.sizes = sizes;
  image.srcset = srcSetOf(pet.variants) ?? '';
  image.src = variantUrl(pet, 800);
}
