import { AVATAR_FIELD } from '@pawprize/shared/schemas/profile';
import { AVATAR_SIZE_PX, MAX_IMAGE_PIXELS } from '@pawprize/shared';
import sharp from 'sharp';
import { encodeFailure, inspectImage } from '../../images/inspect.ts';
import { ENCODE_TIME_LIMIT_MS } from '../../images/responsive-image.ts';

export { sniffImageType } from '../../images/sniff.ts';

/**
 * A 300×300 WebP from an uploaded image: checked like a pet photo (images/inspect.ts, same
 * statuses and messages), auto-oriented, cropped to a square, metadata (EXIF/GPS, XMP, ICC)
 * dropped by re-encoding. An animation keeps its first frame.
 */
export async function makeAvatar(input: Buffer): Promise<Buffer> {
  await inspectImage(input, AVATAR_FIELD);
  try {
    return await sharp(input, { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS })
      .timeout({ seconds: ENCODE_TIME_LIMIT_MS / 1000 })
      .rotate()
      .resize(AVATAR_SIZE_PX, AVATAR_SIZE_PX, { fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (err) {
    throw encodeFailure(err, AVATAR_FIELD);
  }
}
