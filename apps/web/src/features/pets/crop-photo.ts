/**
 * The crop and rotate step's arithmetic and its final drawing (docs/product/uploads.md,
 * docs/decisions/0136-heic-photos-converted-in-the-browser.md). The member crops the photo as it
 * shows after the rotation; the crop is mapped back onto the unrotated photo, that part is drawn
 * and turned by {@link encodeBitmap}.
 */
import { encodeBitmap, fittedSize, renamedFor } from './prepare-photo';

export type Rotation = 0 | 90 | 180 | 270;
export interface Area {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The crop shapes offered: width ÷ height, or none (free). */
export const CROP_SHAPES = {
  free: undefined,
  square: 1,
  portrait: 4 / 5,
} as const satisfies Record<string, number | undefined>;
export type CropShape = keyof typeof CROP_SHAPES;

/** The next quarter turn, clockwise. */
export function turned(rotation: Rotation): Rotation {
  return ((rotation + 90) % 360) as Rotation;
}

/** The photo's size once rotated. */
export function rotatedSize(
  width: number,
  height: number,
  rotation: Rotation,
): { width: number; height: number } {
  return rotation === 90 || rotation === 270 ? { width: height, height: width } : { width, height };
}

/**
 * The part of the unrotated photo (`width` × `height` px) that shows in `area`, a rectangle of
 * the photo turned clockwise by `rotation`.
 */
export function areaBeforeRotation(
  area: Area,
  width: number,
  height: number,
  rotation: Rotation,
): Area {
  const { x, y, width: w, height: h } = area;
  switch (rotation) {
    case 90:
      return { x: y, y: height - (x + w), width: h, height: w };
    case 180:
      return { x: width - (x + w), y: height - (y + h), width: w, height: h };
    case 270:
      return { x: width - (y + h), y: x, width: h, height: w };
    default:
      return { ...area };
  }
}

/** A crop given in percent of the rotated photo, as whole pixels of the unrotated photo. */
export function sourceArea(percent: Area, width: number, height: number, rotation: Rotation): Area {
  const shown = rotatedSize(width, height, rotation);
  const x = Math.round((percent.x / 100) * shown.width);
  const y = Math.round((percent.y / 100) * shown.height);
  const area = {
    x,
    y,
    width: Math.max(1, Math.min(shown.width - x, Math.round((percent.width / 100) * shown.width))),
    height: Math.max(
      1,
      Math.min(shown.height - y, Math.round((percent.height / 100) * shown.height)),
    ),
  };
  return areaBeforeRotation(area, width, height, rotation);
}

/** Whether a percent crop covers the whole photo (nothing to cut). */
export function coversAll(percent: Area): boolean {
  return percent.x <= 0.1 && percent.y <= 0.1 && percent.width >= 99.9 && percent.height >= 99.9;
}

/**
 * The photo cropped (in percent of the rotated photo) and rotated, encoded as the photo was
 * (JPEG stays JPEG, WebP stays WebP). Null where the browser cannot draw it.
 */
export async function cropPhoto(
  file: File,
  percent: Area,
  rotation: Rotation,
): Promise<File | null> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const area = sourceArea(percent, bitmap.width, bitmap.height, rotation);
    const blob = await encodeBitmap(
      bitmap,
      area,
      fittedSize(area.width, area.height),
      file.type !== 'image/jpeg',
      rotation,
    );
    if (!blob) return null;
    return new File([blob], renamedFor(file.name, blob.type), {
      type: blob.type,
      lastModified: file.lastModified,
    });
  } finally {
    bitmap.close();
  }
}

/** A smaller copy of the photo, rotated, for the crop step to show (an object URL). */
export async function rotatedPreview(file: File, rotation: Rotation): Promise<string | null> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const blob = await encodeBitmap(
      bitmap,
      { x: 0, y: 0, width: bitmap.width, height: bitmap.height },
      fittedSize(bitmap.width, bitmap.height, 1280),
      file.type !== 'image/jpeg',
      rotation,
    );
    return blob ? URL.createObjectURL(blob) : null;
  } finally {
    bitmap.close();
  }
}
