import { drawnPhotoKey, PHOTO_SLOT } from '@/lib/boot-contract';

/**
 * Where a drawn page's boot script puts a photo as soon as the page's first API answer arrives,
 * before the app's code has run (src/boot.ts; docs/decisions/0044-photos-in-the-drawn-page.md).
 * A loading state places it where its loaded view draws the photo, with the same box, `sizes`
 * and variant width, so the app's own `<img>` later finds the same file in the browser's cache.
 * In the running app it is an empty hidden element, or, where the boot script drew the photo,
 * that same `<img>`, so that hydration keeps it (ADR 0122).
 */
export function PhotoSlot({
  from,
  pick,
  className,
  sizes,
  width,
}: {
  /** The API address whose answer holds the photo (`*` stands for the page's last segment). */
  from: string;
  /** The photo's object in that answer: keys and indexes joined by dots (`pets.0`, `pet`). */
  pick: string;
  /** The `<img>`'s classes: those of the loaded view's photo. */
  className: string;
  /** `sizes` of the loaded view's photo; without it the photo is drawn without a `srcset`. */
  sizes?: string;
  /** The narrowest stored width to draw (`variantUrl`'s `minWidth`); 800 unless given. */
  width?: number;
}) {
  const drawn =
    typeof window === 'undefined'
      ? undefined
      : window.__pawprizeDrawnPhotos?.[drawnPhotoKey({ from, pick, className, sizes, width })];
  if (drawn) {
    // The photo the boot script drew here: the same element, so hydration keeps it.
    return (
      <img
        src={drawn.src}
        srcSet={drawn.srcSet}
        sizes={drawn.sizes}
        width={drawn.width}
        height={drawn.height}
        alt=""
        className={drawn.className}
        fetchPriority="high"
      />
    );
  }
  return (
    <span
      hidden
      {...{
        [PHOTO_SLOT.from]: from,
        [PHOTO_SLOT.pick]: pick,
        [PHOTO_SLOT.className]: className,
        [PHOTO_SLOT.sizes]: sizes,
        [PHOTO_SLOT.width]: width,
      }}
    />
  );
}
