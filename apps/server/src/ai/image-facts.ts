import { MAX_IMAGE_PIXELS } from '@pawprize/shared';
import sharp from 'sharp';
import { nameColour } from './colours.ts';
import type { Brightness, ImageFacts, Orientation } from './types.ts';

const SAMPLE = 48;
/** A colour must cover this share of the (centre-weighted) picture to count as dominant. */
const MIN_SHARE = 0.1;
const MAX_COLOURS = 3;

export function brightnessWord(luminance: number): Brightness {
  if (luminance < 0.22) return 'dark';
  if (luminance < 0.4) return 'dim';
  if (luminance > 0.66) return 'bright';
  return 'balanced';
}

export function orientationOf(width: number, height: number): Orientation {
  const ratio = width / height;
  if (ratio > 1.15) return 'landscape';
  if (ratio < 1 / 1.15) return 'portrait';
  return 'square';
}

/**
 * Dominant colours, brightness and orientation of an image. Pixels near the centre (where the
 * pet usually is) weigh up to twice as much as the edges. Give it a small variant when there is
 * one: it decodes the whole input (JPEG shrink-on-load keeps big JPEGs cheap).
 */
export async function readImageFacts(input: Buffer): Promise<ImageFacts> {
  const oriented = sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'none' }).rotate();
  const { data, info } = await oriented
    .clone()
    .resize(SAMPLE, SAMPLE, { fit: 'fill' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const meta = await sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS }).metadata();
  const swap = (meta.orientation ?? 1) >= 5;
  const width = (swap ? meta.height : meta.width) ?? info.width;
  const height = (swap ? meta.width : meta.height) ?? info.height;

  const weights = new Map<string, number>();
  let total = 0;
  let luma = 0;
  const half = (SAMPLE - 1) / 2;
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      const i = (y * info.width + x) * info.channels;
      const r = data[i]!;
      const g = data[i + 1]!;
      const b = data[i + 2]!;
      const distance = Math.hypot((x - half) / half, (y - half) / half) / Math.SQRT2;
      const weight = 2 - distance;
      const name = nameColour(r, g, b);
      weights.set(name, (weights.get(name) ?? 0) + weight);
      total += weight;
      luma += (0.299 * r + 0.587 * g + 0.114 * b) / 255;
    }
  }
  const ranked = [...weights.entries()].sort((a, b) => b[1] - a[1]);
  const colours = ranked
    .filter(([, w], index) => index === 0 || w / total >= MIN_SHARE)
    .slice(0, MAX_COLOURS)
    .map(([name]) => name);
  const luminance = Math.round((luma / (info.width * info.height)) * 1000) / 1000;

  return {
    colours,
    luminance,
    brightness: brightnessWord(luminance),
    orientation: orientationOf(width, height),
    width,
    height,
  };
}
