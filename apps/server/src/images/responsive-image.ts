import { MAX_IMAGE_PIXELS, messages } from '@pawprize/shared';
import sharp from 'sharp';
import type { Metadata } from 'sharp';
import { AppError } from '../errors.ts';
import type { ImageType } from './sniff.ts';
import { sniffImageType } from './sniff.ts';
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

const unsupported = () =>
  new AppError('UNSUPPORTED_MEDIA_TYPE', messages.upload.invalidType, {
    image: [messages.upload.invalidType],
  });
const tooManyPixels = () =>
  new AppError('VALIDATION_FAILED', messages.upload.tooManyPixels, {
    image: [messages.upload.tooManyPixels],
  });
const unreadable = () =>
  new AppError('VALIDATION_FAILED', messages.upload.unreadable, {
    image: [messages.upload.unreadable],
  });

/**
 * Checks an uploaded image and encodes it as WebP at each of `widths` that is narrower than the
 * image (never upscaled; the image's own width is added when it is clearly wider than the largest
 * such step). JPEG, PNG, GIF and WebP are recognised by their bytes; the size limit (40 megapixels,
 * all frames of an animation together) is checked from the header before anything is decoded.
 * Photos are auto-oriented; every output is re-encoded, so EXIF (GPS), XMP and ICC data are gone.
 * Animated GIF/WebP stay animated.
 */
export async function makeResponsiveImage(
  input: Buffer,
  widths: readonly number[],
): Promise<ResponsiveImage> {
  const type = sniffImageType(input);
  if (!type) throw unsupported();

  let meta: Metadata;
  try {
    // Header only; sharp's default pixel limit would refuse a huge image as unreadable.
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw unreadable();
  }
  // libvips sniffs the format on its own; both must agree (no polyglots).
  if (meta.format !== type || !meta.width || !meta.height) throw unreadable();
  const pages = meta.pages ?? 1;
  const animated = pages > 1 && (type === 'gif' || type === 'webp');
  // Without `animated`, height is one frame's height.
  if (meta.width * meta.height * (animated ? pages : 1) > MAX_IMAGE_PIXELS) throw tooManyPixels();

  const sideways = !animated && (meta.orientation ?? 1) >= 5;
  const width = sideways ? meta.height : meta.width;

  const base = sharp(input, {
    failOn: 'error',
    limitInputPixels: MAX_IMAGE_PIXELS,
    animated,
  });
  // EXIF orientation: animations have none (and libvips cannot rotate multi-page images).
  if (!animated) base.rotate();

  let variants: EncodedVariant[];
  try {
    // One pipeline per width, in parallel on libuv's pool. For JPEG each one decodes with
    // shrink-on-load (the 400 px one reads the file at 1/8 scale), which costs less than sharing
    // one full-size decode.
    variants = await Promise.all(
      planWidths(width, widths).map(async (w) => {
        const { data, info } = await base
          .clone()
          .resize({ width: w, withoutEnlargement: true })
          .webp(animated ? ANIMATED_WEBP : WEBP)
          .toBuffer({ resolveWithObject: true });
        return { width: info.width, height: info.pageHeight ?? info.height, data };
      }),
    );
  } catch (err) {
    if (err instanceof Error && /pixel limit/i.test(err.message)) throw tooManyPixels();
    throw unreadable();
  }

  return { type, animated, variants, placeholder: await averageColour(variants[0]!.data) };
}

/** The mean colour of (the first frame of) an encoded image. */
async function averageColour(image: Buffer): Promise<string> {
  const { channels } = await sharp(image).flatten({ background: '#ffffff' }).stats();
  const [r, g = r, b = r] = channels.map((c) => c.mean);
  return toHexColour(r ?? 0, g ?? 0, b ?? 0);
}
