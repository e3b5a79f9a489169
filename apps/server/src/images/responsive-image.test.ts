import { messages, MAX_IMAGE_PIXELS } from '@pawprize/shared';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  animatedGif,
  blankPng,
  fixturePhoto,
  jpegWithGps,
  solidJpeg,
  truncatedJpeg,
} from '../../test/images.ts';
import { AppError } from '../errors.ts';
import { makeResponsiveImage } from './responsive-image.ts';

const WIDTHS = [400, 800, 1600];

async function refusal(input: Buffer): Promise<AppError> {
  const err = await makeResponsiveImage(input, WIDTHS).then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
}

describe('makeResponsiveImage', () => {
  it('encodes a large photo at 400, 800 and 1600 px WebP', async () => {
    const input = await sharp(fixturePhoto('cat-tabby.jpg')).resize(2400).jpeg().toBuffer();
    const image = await makeResponsiveImage(input, WIDTHS);
    expect(image.type).toBe('jpeg');
    expect(image.animated).toBe(false);
    expect(image.variants.map((v) => [v.width, v.height])).toEqual([
      [400, 266],
      [800, 532],
      [1600, 1064],
    ]);
    for (const v of image.variants) {
      const meta = await sharp(v.data).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: v.width, height: v.height });
    }
    expect(image.placeholder).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('never upscales a small photo', async () => {
    const image = await makeResponsiveImage(fixturePhoto('cat-tabby.jpg'), WIDTHS); // 451×300
    expect(image.variants.map((v) => v.width)).toEqual([400]);
    const tiny = await makeResponsiveImage(await solidJpeg(120, 90), WIDTHS);
    expect(tiny.variants.map((v) => [v.width, v.height])).toEqual([[120, 90]]);
  });

  it('auto-orients and drops EXIF (GPS), XMP and ICC data', async () => {
    const input = await jpegWithGps();
    const before = await sharp(input).metadata();
    expect(before.exif).toBeDefined();
    expect(before.orientation).toBe(6);
    const image = await makeResponsiveImage(input, WIDTHS);
    // 1200×800 stored sideways is an 800×1200 portrait.
    expect(image.variants.map((v) => [v.width, v.height])).toEqual([
      [400, 600],
      [800, 1200],
    ]);
    for (const v of image.variants) {
      const meta = await sharp(v.data).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(v.data.includes('Secret Garden')).toBe(false);
    }
  });

  it('keeps animated GIFs animated', async () => {
    const image = await makeResponsiveImage(await animatedGif(600, 400), WIDTHS);
    expect(image.animated).toBe(true);
    expect(image.variants.map((v) => [v.width, v.height])).toEqual([
      [400, 267],
      [600, 400],
    ]);
    for (const v of image.variants) {
      const meta = await sharp(v.data).metadata();
      expect(meta).toMatchObject({ format: 'webp', pages: 3, loop: 0, width: v.width });
    }
  });

  it('paints the placeholder with the average colour', async () => {
    const image = await makeResponsiveImage(await solidJpeg(500, 500, '#3366cc'), WIDTHS);
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(image.placeholder.slice(i, i + 2), 16));
    expect(Math.abs(r! - 0x33)).toBeLessThan(6);
    expect(Math.abs(g! - 0x66)).toBeLessThan(6);
    expect(Math.abs(b! - 0xcc)).toBeLessThan(6);
  });

  it('refuses what is not a JPEG, PNG, WebP or GIF by content', async () => {
    const err = await refusal(Buffer.from('just some text, named cute.jpg'));
    expect(err.statusCode).toBe(415);
    expect(err.message).toBe(messages.upload.invalidType);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    expect((await refusal(svg)).statusCode).toBe(415);
  });

  it('refuses images over 40 megapixels from their header', async () => {
    const err = await refusal(await blankPng(8000, 5001));
    expect(8000 * 5001).toBeGreaterThan(MAX_IMAGE_PIXELS);
    expect(err.statusCode).toBe(400);
    expect(err.message).toBe(messages.upload.tooManyPixels);
  });

  it('counts every frame of an animation towards the pixel limit', async () => {
    // 3 frames of 4000×3400 = 40.8 MP together.
    const err = await refusal(await animatedGif(4000, 3400));
    expect(err.message).toBe(messages.upload.tooManyPixels);
  });

  it('refuses truncated and corrupt images', async () => {
    const err = await refusal(truncatedJpeg());
    expect(err.statusCode).toBe(400);
    expect(err.message).toBe(messages.upload.unreadable);
    const header = fixturePhoto().subarray(0, 20);
    expect((await refusal(header)).message).toBe(messages.upload.unreadable);
  });
});
