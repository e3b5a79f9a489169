/**
 * The widths to store for an image `width` px wide: every step narrower than it (never upscale),
 * plus the image's own width (capped at the largest step) when it is more than 20% wider than the
 * largest step below it, so a 1000 px photo keeps 1000 px but a 446 px one is not stored twice.
 */
export function planWidths(width: number, steps: readonly number[]): number[] {
  const sorted = [...new Set(steps)].sort((a, b) => a - b);
  const largest = sorted.at(-1) ?? width;
  const top = Math.min(width, largest);
  const below = sorted.filter((w) => w < top);
  const last = below.at(-1);
  if (last === undefined || top > last * 1.2 || top === largest) below.push(top);
  return below;
}

/** '#rrggbb' from 0–255 channel values (rounded, clamped). */
export function toHexColour(r: number, g: number, b: number): string {
  const hex = (v: number) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, '0');
  return `#${hex(r)}${hex(g)}${hex(b)}`;
}
