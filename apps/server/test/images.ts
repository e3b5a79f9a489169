import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

/** Real pet photos (`fixtures/photos` at the repository's root, see its LICENSES.md). */
export const FIXTURE_PHOTOS_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../fixtures/photos',
);

export function fixturePhotoNames(): string[] {
  return readdirSync(FIXTURE_PHOTOS_DIR).filter((f) => f.endsWith('.jpg'));
}

export function fixturePhoto(name = 'cat-tabby.jpg'): Buffer {
  return readFileSync(path.join(FIXTURE_PHOTOS_DIR, name));
}

/** A solid-colour JPEG. */
export function solidJpeg(width: number, height: number, background = '#c96'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();
}

/**
 * A 1200×800 photo stored sideways (EXIF orientation 6: shown as 800×1200) that carries GPS
 * coordinates and a camera copyright in its EXIF.
 */
export async function jpegWithGps(): Promise<Buffer> {
  const base = await sharp(fixturePhoto('dog-red-fluffy.jpg'))
    .resize(1200, 800, { fit: 'fill' })
    .jpeg()
    .toBuffer();
  return sharp(base)
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Copyright: 'Secret Garden', Make: 'PawCam' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 0/1',
      },
    })
    .jpeg()
    .toBuffer();
}

/** A looping animated GIF (red, green, blue, red, …), `width`×`height` per frame. */
export async function animatedGif(width = 600, height = 400, frames = 3): Promise<Buffer> {
  const colours = ['#f00', '#0f0', '#00f'];
  const raw = await Promise.all(
    Array.from({ length: frames }, (_, i) =>
      sharp({ create: { width, height, channels: 3, background: colours[i % 3]! } })
        .raw()
        .toBuffer(),
    ),
  );
  return sharp(Buffer.concat(raw), {
    raw: { width, height: height * frames, channels: 3, pageHeight: height },
  })
    .gif({ loop: 0, delay: Array(frames).fill(100), effort: 1, colours: 4, dither: 0 })
    .toBuffer();
}

/** The first half of a real JPEG. */
export function truncatedJpeg(): Buffer {
  const full = fixturePhoto('dog-grey-shaggy.jpg');
  return full.subarray(0, Math.floor(full.length / 2));
}

/** A valid JPEG padded after its end marker to exactly `size` bytes. */
export function paddedJpeg(size: number): Buffer {
  const photo = fixturePhoto('cat-kitten.jpg');
  return Buffer.concat([photo, Buffer.alloc(size - photo.length)]);
}
