import type { ImageVariant } from '../db/schema/index.ts';

/** The image lists show by default: the 800 px variant, else the largest one (a narrower photo). */
export function pickListImage(variants: readonly ImageVariant[], fallback: string): string {
  return variants.find((v) => v.width === 800)?.url ?? largest(variants)?.url ?? fallback;
}

/** The image for link previews: the largest variant (1600 px when the photo is that wide). */
export function pickPreviewImage(variants: readonly ImageVariant[], fallback: string): string {
  return largest(variants)?.url ?? fallback;
}

function largest(variants: readonly ImageVariant[]): ImageVariant | undefined {
  return variants.reduce<ImageVariant | undefined>(
    (a, v) => (!a || v.width > a.width ? v : a),
    undefined,
  );
}
