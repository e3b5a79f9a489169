/**
 * Phone photos made ready in the browser before they are sent (docs/product/uploads.md,
 * docs/decisions/0135-photos-resized-in-the-browser.md): a JPEG, PNG or WebP is decoded with its
 * orientation applied, scaled so its longest side is at most {@link MAX_PHOTO_SIDE} px, and
 * encoded again (JPEG stays JPEG; PNG and WebP become WebP where the browser can write it, so a
 * transparent background survives), which drops every bit of metadata (GPS, camera) on the phone.
 * GIFs are sent as they are (they may be animated). When the browser cannot decode the file, or
 * has no canvas, the original goes on to the usual checks, and the server has the last word.
 * A HEIC/HEIF photo (iPhones) is decoded by libheif in a worker, loaded only then, and written as
 * a JPEG (docs/decisions/0136-heic-photos-converted-in-the-browser.md); when that fails,
 * {@link preparePhoto} throws a {@link PhotoReadError}.
 */
import { messages } from '@pawprize/shared';
import { HEIC_READ_ERROR, isHeic } from './heic/detect';

/** The longest side, in pixels, of a photo sent from the browser. */
export const MAX_PHOTO_SIDE = 2560;
const JPEG_QUALITY = 0.9;

const RESIZABLE = new Set(['image/jpeg', 'image/png', 'image/webp']);
const EXTENSION_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

function typeOf(file: Pick<File, 'name' | 'type'>): string {
  const type = file.type.toLowerCase();
  if (type && type !== 'application/octet-stream') return type;
  const dot = file.name.lastIndexOf('.');
  return EXTENSION_TYPES[dot < 0 ? '' : file.name.slice(dot + 1).toLowerCase()] ?? type;
}

/** The size a photo is drawn at: its own when it fits, else scaled so the longest side is `max`. */
export function fittedSize(
  width: number,
  height: number,
  max = MAX_PHOTO_SIDE,
): { width: number; height: number } {
  const longest = Math.max(width, height);
  if (longest <= max) return { width, height };
  const scale = max / longest;
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** The file's name with the extension of the type it was written as. */
export function renamedFor(name: string, type: string): string {
  const extension = type === 'image/webp' ? 'webp' : 'jpg';
  const dot = name.lastIndexOf('.');
  const base = (dot <= 0 ? name : name.slice(0, dot)) || 'photo';
  return `${base}.${extension}`;
}

/** Whether this browser can decode and redraw photos (not in component tests' DOMs). */
function canRedraw(): boolean {
  return typeof createImageBitmap === 'function' && typeof document !== 'undefined';
}

function canvasToBlob(canvas: HTMLCanvasElement, type: string, quality: number) {
  return new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, quality));
}

/**
 * Draws a decoded image (or a part of it, for the crop step) at the given size and encodes it.
 * `preferWebp` asks for WebP (keeps transparency); otherwise, or where the browser cannot write
 * WebP, a JPEG on white.
 */
export async function encodeBitmap(
  source: CanvasImageSource,
  area: { x: number; y: number; width: number; height: number },
  size: { width: number; height: number },
  preferWebp: boolean,
  rotation: 0 | 90 | 180 | 270 = 0,
): Promise<Blob | null> {
  const canvas = document.createElement('canvas');
  const turned = rotation === 90 || rotation === 270;
  canvas.width = turned ? size.height : size.width;
  canvas.height = turned ? size.width : size.height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  if (rotation !== 0) {
    context.translate(canvas.width / 2, canvas.height / 2);
    context.rotate((rotation * Math.PI) / 180);
    context.translate(-size.width / 2, -size.height / 2);
  }
  const draw = () =>
    context.drawImage(
      source,
      area.x,
      area.y,
      area.width,
      area.height,
      0,
      0,
      size.width,
      size.height,
    );
  if (preferWebp) {
    draw();
    const webp = await canvasToBlob(canvas, 'image/webp', JPEG_QUALITY);
    if (webp?.type === 'image/webp') return webp;
    context.clearRect(-canvas.width, -canvas.height, canvas.width * 3, canvas.height * 3);
  }
  context.save();
  context.setTransform(1, 0, 0, 1, 0, 0);
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.restore();
  draw();
  return canvasToBlob(canvas, 'image/jpeg', JPEG_QUALITY);
}

/** Whether the crop and rotate step can edit this (made ready) photo: a still photo, drawn here. */
export function canCrop(file: Pick<File, 'name' | 'type'>): boolean {
  return canRedraw() && isResizable(file);
}

/** A picked photo that cannot be made ready (a HEIC/HEIF photo the decoder cannot read). */
export class PhotoReadError extends Error {}

/** Whether the browser-side resize applies to this file (JPEG, PNG, WebP). */
export function isResizable(file: Pick<File, 'name' | 'type'>): boolean {
  return RESIZABLE.has(typeOf(file));
}

/** Encodes a decoded photo at most {@link MAX_PHOTO_SIDE} px long as a file named after `name`. */
async function encodeWhole(
  bitmap: ImageBitmap,
  name: string,
  lastModified: number,
  preferWebp: boolean,
): Promise<File | null> {
  const size = fittedSize(bitmap.width, bitmap.height);
  const blob = await encodeBitmap(
    bitmap,
    { x: 0, y: 0, width: bitmap.width, height: bitmap.height },
    size,
    preferWebp,
  );
  if (!blob) return null;
  return new File([blob], renamedFor(name, blob.type), { type: blob.type, lastModified });
}

/** A HEIC/HEIF photo decoded (in a worker, loaded now) and written as a JPEG. */
async function convertHeic(file: File): Promise<File> {
  let bitmap: ImageBitmap;
  const { decodeHeic, HeicTooLargeError } = await import('./heic/decode-heic').catch(() => {
    throw new PhotoReadError(HEIC_READ_ERROR);
  });
  try {
    bitmap = await decodeHeic(file);
  } catch (error) {
    if (error instanceof HeicTooLargeError) {
      const megapixels = Math.round((error.width * error.height) / 1_000_000);
      throw new PhotoReadError(messages.upload.heicTooLarge(megapixels));
    }
    throw new PhotoReadError(HEIC_READ_ERROR);
  }
  try {
    const converted = await encodeWhole(bitmap, file.name, file.lastModified, false);
    if (!converted) throw new PhotoReadError(HEIC_READ_ERROR);
    return converted;
  } finally {
    bitmap.close();
  }
}

/**
 * The photo to send: resized, oriented and stripped of metadata where the browser can, else the
 * file as picked. A HEIC/HEIF photo is converted to JPEG; when it cannot be, this throws a
 * {@link PhotoReadError} with the message to show.
 */
export async function preparePhoto(file: File): Promise<File> {
  if (!canRedraw()) return file;
  if (await isHeic(file)) return convertHeic(file);
  if (!isResizable(file)) return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    // Not a photo the browser can read (a renamed text file…): the checks and the server say so.
    return file;
  }
  try {
    // A small photo that came out bigger is sent re-encoded anyway: its metadata must not leave.
    return (
      (await encodeWhole(bitmap, file.name, file.lastModified, typeOf(file) !== 'image/jpeg')) ??
      file
    );
  } catch {
    return file;
  } finally {
    bitmap.close();
  }
}
