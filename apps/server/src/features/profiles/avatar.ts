import { AVATAR_SIZE_PX, MAX_IMAGE_PIXELS, messages } from '@pawprize/shared';
import sharp from 'sharp';
import { AppError } from '../../errors.ts';
import { sniffImageType } from '../../images/sniff.ts';

export { sniffImageType };

/**
 * A 300×300 WebP from an uploaded image: content checked, auto-oriented, cropped to a square,
 * metadata (EXIF/GPS, XMP, ICC) dropped by re-encoding. 415 for anything that is not a
 * decodable JPEG/PNG/GIF/WebP within 40 megapixels.
 */
export async function makeAvatar(input: Buffer): Promise<Buffer> {
  const notImage = () => new AppError('UNSUPPORTED_MEDIA_TYPE', messages.profile.avatarNotImage);
  if (!sniffImageType(input)) throw notImage();
  try {
    return await sharp(input, { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS })
      .rotate()
      .resize(AVATAR_SIZE_PX, AVATAR_SIZE_PX, { fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw notImage();
  }
}
