import { MAX_IMAGE_PIXELS } from '@pawprize/shared';
import sharp from 'sharp';
import { DETECT_SIZE, NSFW_SIZE } from './protocol.ts';
import { perceptualHashes } from './hashes.ts';
import type { PhotoHashes } from './hashes.ts';

/** What screening reads from a photo: the models' inputs (raw RGB) and its perceptual hashes. */
export interface PreparedPhoto {
  nsfw: Buffer;
  detect: Buffer;
  hashes: PhotoHashes;
}

const GREY = { r: 128, g: 128, b: 128 };

/**
 * Decodes the (first frame of the) upload twice with JPEG shrink-on-load, in parallel on libuv's
 * pool: stretched to 224×224 for the NSFW model and the hashes, letterboxed into 512×512 for the
 * detector (a stretched tabby was taken for a dog). Auto-oriented; transparency on white.
 */
export async function preparePhoto(input: Buffer): Promise<PreparedPhoto> {
  const base = sharp(input, { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS })
    .rotate()
    .flatten({ background: '#ffffff' });
  const [nsfw, detect] = await Promise.all([
    base.clone().resize(NSFW_SIZE, NSFW_SIZE, { fit: 'fill' }).removeAlpha().raw().toBuffer(),
    base
      .clone()
      .resize(DETECT_SIZE, DETECT_SIZE, { fit: 'contain', background: GREY })
      .removeAlpha()
      .raw()
      .toBuffer(),
  ]);
  return { nsfw, detect, hashes: await perceptualHashes(nsfw, NSFW_SIZE) };
}
