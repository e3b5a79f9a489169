import { IMAGE_EXTENSIONS, IMAGE_TYPES, MAX_IMAGE_BYTES, messages } from '@pawprize/shared';
import { isApiError } from '@/lib/api';

/**
 * What the file picker offers: the accepted image types by MIME type and by extension, and HEIC/HEIF
 * photos by extension (converted in the browser, docs/decisions/0136-heic-photos-converted-in-the-browser.md;
 * their MIME types are left out so that iPhones keep handing over a JPEG where they convert).
 */
export const IMAGE_ACCEPT = [
  ...IMAGE_TYPES,
  ...[...IMAGE_EXTENSIONS, 'heic', 'heif'].map((ext) => `.${ext}`),
].join(',');

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * How the 5 MB limit reads (docs/product/uploads.md): pet photos must be *under* 5 MB, caption
 * contest photos *at most* 5 MB (the two differ only at exactly 5 MB).
 */
export type ImageSizeRule = 'under' | 'at-most';

/**
 * The browser-side check of a chosen photo (docs/product/uploads.md): a JPEG, PNG, WebP or GIF by
 * MIME type, or by extension when the browser reports no type, and under 5 MB (or at most 5 MB).
 * Returns the catalogue's message, or null when the file may be sent. The server re-checks the
 * actual bytes.
 */
export function imageFileError(
  file: Pick<File, 'name' | 'type' | 'size'>,
  sizeRule: ImageSizeRule = 'under',
): string | null {
  const type = file.type.toLowerCase();
  const knownType = (IMAGE_TYPES as readonly string[]).includes(type);
  const untyped = type === '' || type === 'application/octet-stream';
  const knownExtension = (IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(file.name));
  if (!knownType && !(untyped && knownExtension)) return messages.upload.invalidType;
  // "Under 5MB": exactly 5 MB is refused for pet photos (docs/product/uploads.md), allowed for
  // contests.
  const tooLarge =
    sizeRule === 'under' ? file.size >= MAX_IMAGE_BYTES : file.size > MAX_IMAGE_BYTES;
  if (tooLarge) return messages.upload.tooLarge;
  return null;
}

/** Network failures and 5xx answers are worth another attempt; a 4xx answer is final. */
export function isRetryableUploadError(error: unknown): boolean {
  return isApiError(error) && (error.status === 0 || error.status >= 500);
}

/**
 * Maps the upload's phases onto the 10/30/60/80/100 scale (docs/product/uploads.md): 10 while
 * preparing, 30→80 as the bytes go out (real XHR progress), 80 while the server processes, 100 when
 * done. Other scales pass their own range (caption contests send the bytes over 20→50).
 */
export function progressForBytes(fraction: number, from = 30, to = 80): number {
  const clamped = Math.min(1, Math.max(0, fraction));
  return Math.round(from + clamped * (to - from));
}
