import { MAX_IMAGE_PIXELS } from '@pawprize/shared';
import sharp from 'sharp';
import { AppError } from '../errors.ts';
import { uploadCancelled } from '../http/multipart.ts';
import { encodeFailure, imageError, inspectImage } from './inspect.ts';
import type { ImageType } from './sniff.ts';
import { planWidths, toHexColour } from './widths.ts';

/** One encoded size of an uploaded image. */
export interface EncodedVariant {
  width: number;
  height: number;
  data: Buffer;
}

export interface ResponsiveImage {
  type: ImageType;
  animated: boolean;
  /** Narrowest first; the last one is the largest stored size. */
  variants: EncodedVariant[];
  /** Average colour of the image as '#rrggbb' (transparent parts count as white). */
  placeholder: string;
}

/**
 * WebP quality / effort. Effort 2 halves the encode time of effort 4 (the default) for ~5% larger
 * files, which keeps a 12 MP upload well under 400 ms (bench/pets.bench.mjs).
 */
const WEBP = { quality: 80, effort: 2 } as const;
const ANIMATED_WEBP = { quality: 75, effort: 2 } as const;

/**
 * Animations (docs/decisions/0022-upload-limits.md): stored at most 800 px wide, each size at most
 * 2 MiB (a still photo's sizes are far below), and all of an upload's encoding within 20 s.
 */
export const ANIMATION_MAX_WIDTH = 800;
export const ANIMATION_MAX_VARIANT_BYTES = 2 * 1024 * 1024;
export const ENCODE_TIME_LIMIT_MS = 20_000;

export interface ResponsiveImageOptions {
  /** The form field the image came in (error messages are attached to it). */
  field?: string;
  /** Aborted when the client has gone: the remaining work is skipped. */
  signal?: AbortSignal;
  /** Time all encoding may take together (default ENCODE_TIME_LIMIT_MS). */
  timeLimitMs?: number;
  /** Bytes one stored size of an animation may take (default ANIMATION_MAX_VARIANT_BYTES). */
  animationMaxVariantBytes?: number;
}

/**
 * Checks an uploaded image and encodes it as WebP at each of `widths` that is narrower than the
 * image (never upscaled; the image's own width is added when it is clearly wider than the largest
 * such step). JPEG, PNG, GIF and WebP are recognised by their bytes; size, pixel and frame limits
 * are checked from the header before anything is decoded (images/inspect.ts). Photos are
 * auto-oriented; every output is re-encoded, so EXIF (GPS), XMP and ICC data are gone. Animated
 * GIF/WebP stay animated, within the animation limits above.
 */
export async function makeResponsiveImage(
  input: Buffer,
  widths: readonly number[],
  options: ResponsiveImageOptions = {},
): Promise<ResponsiveImage> {
  const field = options.field ?? 'image';
  const { signal } = options;
  const deadline = Date.now() + (options.timeLimitMs ?? ENCODE_TIME_LIMIT_MS);
  const maxAnimatedBytes = options.animationMaxVariantBytes ?? ANIMATION_MAX_VARIANT_BYTES;
  const { type, animated, width } = await inspectImage(input, field);
  if (signal?.aborted) throw uploadCancelled();

  const base = sharp(input, { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS, animated });
  // EXIF orientation: animations have none (and libvips cannot rotate multi-page images).
  if (!animated) base.rotate();

  const encode = async (w: number): Promise<EncodedVariant> => {
    const left = deadline - Date.now();
    if (left <= 0) throw imageError('tooSlow', field);
    if (signal?.aborted) throw uploadCancelled();
    try {
      const { data, info } = await base
        .clone()
        .timeout({ seconds: Math.max(1, Math.ceil(left / 1000)) })
        .resize({ width: w, withoutEnlargement: true })
        .webp(animated ? ANIMATED_WEBP : WEBP)
        .toBuffer({ resolveWithObject: true });
      if (Date.now() > deadline) throw imageError('tooSlow', field);
      if (animated && data.length > maxAnimatedBytes) {
        throw imageError('animationTooLarge', field);
      }
      return { width: info.width, height: info.pageHeight ?? info.height, data };
    } catch (err) {
      throw err instanceof AppError ? err : encodeFailure(err, field);
    }
  };

  let variants: EncodedVariant[];
  if (animated) {
    // One at a time, smallest first, so a client that has gone or a slow file stops the work early.
    const planned = planWidths(Math.min(width, ANIMATION_MAX_WIDTH), widths);
    variants = [];
    for (const w of planned) variants.push(await encode(w));
  } else {
    // One pipeline per width, in parallel on libuv's pool. For JPEG each one decodes with
    // shrink-on-load (the 400 px one reads the file at 1/8 scale), which costs less than sharing
    // one full-size decode.
    variants = await Promise.all(planWidths(width, widths).map(encode));
  }
  if (signal?.aborted) throw uploadCancelled();
  return { type, animated, variants, placeholder: await averageColour(variants[0]!.data) };
}

/** The mean colour of (the first frame of) an encoded image. */
async function averageColour(image: Buffer): Promise<string> {
  const { channels } = await sharp(image).flatten({ background: '#ffffff' }).stats();
  const [r, g = r, b = r] = channels.map((c) => c.mean);
  return toHexColour(r ?? 0, g ?? 0, b ?? 0);
}
