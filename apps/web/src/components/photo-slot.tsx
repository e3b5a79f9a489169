/**
 * Where a drawn page's boot script puts a photo as soon as the page's first API answer arrives,
 * before the app's code has run (public/boot.js; docs/decisions/0044-photos-in-the-drawn-page.md).
 * A loading state places it where its loaded view draws the photo, with the same box, `sizes`
 * and variant width, so the app's own `<img>` later finds the same file in the browser's cache.
 * In the running app it is an empty hidden element.
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
  return (
    <span
      hidden
      data-photo-from={from}
      data-photo-pick={pick}
      data-photo-class={className}
      data-photo-sizes={sizes}
      data-photo-width={width}
    />
  );
}
