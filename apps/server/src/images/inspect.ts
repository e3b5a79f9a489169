import { MAX_IMAGE_FRAMES, MAX_IMAGE_PIXELS, messages } from '@pawprize/shared';
import sharp from 'sharp';
import type { Metadata } from 'sharp';
import { AppError } from '../errors.ts';
import type { ImageType } from './sniff.ts';
import { sniffImageType } from './sniff.ts';

/**
 * What every upload endpoint checks before decoding anything (docs/decisions/0022-upload-limits.md):
 * the type by its bytes, the header by libvips (same format, no polyglots), at most 300 frames and
 * at most 40 megapixels over all frames. The errors carry the form field they belong to.
 */

export type ImageProblem =
  | 'invalidType'
  | 'unreadable'
  | 'tooManyPixels'
  | 'tooManyFrames'
  | 'animationTooLarge'
  | 'tooSlow';

const STATUS: Record<ImageProblem, 'UNSUPPORTED_MEDIA_TYPE' | 'VALIDATION_FAILED'> = {
  invalidType: 'UNSUPPORTED_MEDIA_TYPE',
  unreadable: 'VALIDATION_FAILED',
  tooManyPixels: 'VALIDATION_FAILED',
  tooManyFrames: 'VALIDATION_FAILED',
  animationTooLarge: 'VALIDATION_FAILED',
  tooSlow: 'VALIDATION_FAILED',
};

/** The refusal of an upload's image, with the upload form's message for it. */
export function imageError(problem: ImageProblem, field: string): AppError {
  const message = messages.upload[problem];
  return new AppError(STATUS[problem], message, { [field]: [message] });
}

export interface InspectedImage {
  type: ImageType;
  meta: Metadata;
  /** An animated GIF or WebP of more than one frame. */
  animated: boolean;
  frames: number;
  /** Width as shown (after EXIF orientation). */
  width: number;
}

export async function inspectImage(input: Buffer, field: string): Promise<InspectedImage> {
  const type = sniffImageType(input);
  if (!type) throw imageError('invalidType', field);
  let meta: Metadata;
  try {
    // Header only; sharp's own pixel limit would call a huge image unreadable.
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw imageError('unreadable', field);
  }
  if (meta.format !== type || !meta.width || !meta.height) throw imageError('unreadable', field);
  const frames = meta.pages ?? 1;
  const animated = frames > 1 && (type === 'gif' || type === 'webp');
  if (animated && frames > MAX_IMAGE_FRAMES) throw imageError('tooManyFrames', field);
  // Without `animated`, height is one frame's height: all frames count together.
  if (meta.width * meta.height * (animated ? frames : 1) > MAX_IMAGE_PIXELS) {
    throw imageError('tooManyPixels', field);
  }
  const sideways = !animated && (meta.orientation ?? 1) >= 5;
  return { type, meta, animated, frames, width: sideways ? meta.height : meta.width };
}

/** Maps a failed sharp pipeline to the upload's refusal. */
export function encodeFailure(err: unknown, field: string): AppError {
  const message = err instanceof Error ? err.message : '';
  if (/pixel limit/i.test(message)) return imageError('tooManyPixels', field);
  if (/timeout/i.test(message)) return imageError('tooSlow', field);
  return imageError('unreadable', field);
}
