import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HEIC_MAX_PIXELS } from '@pawprize/shared';
import { heicPixelsAllowed, isHeic, isHeicByName, isHeifHeader } from './detect';

const PHOTOS = path.resolve(import.meta.dirname, '../../../../../../fixtures/photos');

/** An ISO-BMFF `ftyp` box: major brand, version 0, compatible brands. */
function ftyp(major: string, ...compatible: string[]): Uint8Array {
  const text = ['ftyp', major, '\0\0\0\0', ...compatible].join('');
  const size = 4 + text.length;
  return new Uint8Array([0, 0, 0, size, ...[...text].map((c) => c.charCodeAt(0))]);
}

describe('isHeifHeader', () => {
  it.each(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis'])('knows the HEVC brand %s', (brand) => {
    expect(isHeifHeader(ftyp(brand, 'mif1', brand))).toBe(true);
  });

  it('takes the generic brands mif1 and msf1 as HEIF', () => {
    expect(isHeifHeader(ftyp('mif1', 'mif1', 'heic'))).toBe(true);
    expect(isHeifHeader(ftyp('msf1', 'msf1'))).toBe(true);
  });

  it('does not take AVIF, even with a generic major brand, nor other ftyp files', () => {
    expect(isHeifHeader(ftyp('avif', 'mif1', 'miaf'))).toBe(false);
    expect(isHeifHeader(ftyp('mif1', 'avif', 'miaf'))).toBe(false);
    expect(isHeifHeader(ftyp('isom', 'isom', 'mp41'))).toBe(false);
    expect(isHeifHeader(ftyp('qt  '))).toBe(false);
  });

  it('refuses what is not an ftyp box', () => {
    expect(
      isHeifHeader(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 1])),
    ).toBe(false);
    expect(isHeifHeader(new Uint8Array([0, 0, 0, 24, 0x66, 0x74, 0x79]))).toBe(false);
    expect(isHeifHeader(new Uint8Array())).toBe(false);
  });

  it('reads the real fixture (heif-enc output) as HEIC', () => {
    const bytes = readFileSync(path.join(PHOTOS, 'cat-tabby.heic')).subarray(0, 64);
    expect(isHeifHeader(new Uint8Array(bytes))).toBe(true);
  });
});

describe('isHeicByName', () => {
  it('goes by MIME type or extension, in any case', () => {
    expect(isHeicByName({ name: 'a.jpg', type: 'image/heic' })).toBe(true);
    expect(isHeicByName({ name: 'a', type: 'image/HEIF' })).toBe(true);
    expect(isHeicByName({ name: 'IMG_0001.HEIC', type: '' })).toBe(true);
    expect(isHeicByName({ name: 'photo.heif', type: 'application/octet-stream' })).toBe(true);
    expect(isHeicByName({ name: 'photo.jpg', type: 'image/jpeg' })).toBe(false);
    expect(isHeicByName({ name: 'heic', type: '' })).toBe(false);
  });
});

describe('isHeic', () => {
  it('reads the bytes: a HEIC without a type or extension is HEIC', async () => {
    const heic = readFileSync(path.join(PHOTOS, 'cat-tabby.heic'));
    expect(await isHeic(new File([heic], 'upload', { type: '' }))).toBe(true);
  });

  it('reads the bytes: a JPEG named .heic is not HEIC', async () => {
    const jpeg = readFileSync(path.join(PHOTOS, 'cat-tabby.jpg'));
    expect(await isHeic(new File([jpeg], 'IMG_1.heic', { type: 'image/heic' }))).toBe(false);
  });

  it('falls back to the name for a file too short to tell', async () => {
    expect(await isHeic(new File(['x'], 'IMG_1.heic', { type: '' }))).toBe(true);
    expect(await isHeic(new File(['x'], 'note.txt', { type: 'text/plain' }))).toBe(false);
  });
});

describe('heicPixelsAllowed', () => {
  it('takes a 48 MP iPhone photo and the cap itself', () => {
    expect(heicPixelsAllowed(8064, 6048)).toBe(true);
    expect(heicPixelsAllowed(HEIC_MAX_PIXELS / 5000, 5000)).toBe(true);
  });

  it('refuses one pixel row over the cap, and sizes that are no size', () => {
    expect(heicPixelsAllowed(HEIC_MAX_PIXELS / 5000, 5001)).toBe(false);
    expect(heicPixelsAllowed(10_000, 6_000)).toBe(false);
    expect(heicPixelsAllowed(0, 300)).toBe(false);
  });
});
