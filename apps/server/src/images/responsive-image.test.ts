import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MAX_IMAGE_FRAMES, MAX_IMAGE_PIXELS, messages } from '@pawprize/shared';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  animatedGif,
  fixturePhoto,
  jpegWithGps,
  solidJpeg,
  truncatedJpeg,
} from '../../test/images.ts';
import { CORPUS_DIR } from '../../test/fixtures/bad-uploads/generate.ts';
import { AppError } from '../errors.ts';
import { encodeFailure } from './inspect.ts';
import { ANIMATION_MAX_VARIANT_BYTES, makeResponsiveImage } from './responsive-image.ts';

const corpusFile = (name: string) => readFileSync(path.join(CORPUS_DIR, name));

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
    // A header claiming 65,535×65,535 over a few bytes of data (the bad-upload corpus).
    const err = await refusal(corpusFile('pixel-flood.png'));
    expect(err.statusCode).toBe(400);
    expect(err.message).toBe(messages.upload.tooManyPixels);
  });

  it('counts every frame of an animation towards the pixel limit', async () => {
    // 40 frames of 1100×1000 = 44 MP together.
    expect(1100 * 1000 * 40).toBeGreaterThan(MAX_IMAGE_PIXELS);
    const err = await refusal(corpusFile('frame-pixels.gif'));
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

/** An animated GIF of `frames` 2×2 frames (alternating, so none is merged). */
function tinyAnimation(frames: number): Promise<Buffer> {
  const strip = Buffer.alloc(2 * 2 * 3 * frames, 20);
  for (let f = 0; f < frames; f += 2) strip.fill(230, f * 12, f * 12 + 12);
  return sharp(strip, { raw: { width: 2, height: 2 * frames, channels: 3, pageHeight: 2 } })
    .gif({ effort: 1, colours: 2 })
    .toBuffer();
}

describe('animations', () => {
  it('refuses more than 300 frames from the header, before decoding', async () => {
    const started = performance.now();
    for (const file of ['frame-flood.gif', 'frame-flood.webp']) {
      const err = await refusal(corpusFile(file));
      expect(err.message, file).toBe(messages.upload.tooManyFrames);
    }
    expect(performance.now() - started).toBeLessThan(1000);
    expect((await refusal(await tinyAnimation(MAX_IMAGE_FRAMES + 1))).message).toBe(
      messages.upload.tooManyFrames,
    );
    const ok = await makeResponsiveImage(await tinyAnimation(MAX_IMAGE_FRAMES), WIDTHS);
    expect(await sharp(ok.variants[0]!.data).metadata()).toMatchObject({
      pages: MAX_IMAGE_FRAMES,
    });
  });

  it('stores animations at most 800 px wide', async () => {
    const image = await makeResponsiveImage(await animatedGif(1200, 300), WIDTHS);
    expect(image.variants.map((v) => [v.width, v.height])).toEqual([
      [400, 100],
      [800, 200],
    ]);
  });

  it('refuses an animation whose stored size would pass the budget', async () => {
    const input = await animatedGif(600, 400);
    const fits = await makeResponsiveImage(input, WIDTHS);
    const largest = Math.max(...fits.variants.map((v) => v.data.length));
    const err = await makeResponsiveImage(input, WIDTHS, {
      animationMaxVariantBytes: largest - 1,
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).message).toBe(messages.upload.animationTooLarge);
    expect(ANIMATION_MAX_VARIANT_BYTES).toBe(2 * 1024 * 1024);
  });

  it('gives up past its time limit, and maps libvips time-outs to the same answer', async () => {
    const err = await makeResponsiveImage(await solidJpeg(900, 600), WIDTHS, {
      timeLimitMs: 0,
    }).catch((e: unknown) => e);
    expect((err as AppError).message).toBe(messages.upload.tooSlow);
    const timedOut = encodeFailure(new Error('timeout: 37% complete'), 'image');
    expect(timedOut.message).toBe(messages.upload.tooSlow);
    expect(timedOut.statusCode).toBe(400);
  });

  it('does no work for a client that has gone', async () => {
    const gone = new AbortController();
    gone.abort();
    const err = await makeResponsiveImage(await animatedGif(600, 400), WIDTHS, {
      signal: gone.signal,
    }).catch((e: unknown) => e);
    expect((err as AppError).message).toBe(messages.upload.cancelled);
  });
});
