import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixturePhoto, fixturePhotoNames } from '../../test/images.ts';
import { preparePhoto } from './prepare.ts';
import { DUPLICATE_MAX_DISTANCE, hashDistance, Screener } from './index.ts';

/**
 * The real models on the real fixture photos and on generated pictures without an animal. No
 * database: run once (the PostgreSQL project skips it).
 */
const log = { info: () => {}, error: () => {} };
const W = 640;
const H = 480;

const svg = (body: string) =>
  sharp(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">${body}</svg>`),
  )
    .png()
    .toBuffer();

/** Pictures with no animal in them: noise, a gradient, flat colour, shapes, a poster, a house. */
async function generatedImages(): Promise<Record<string, Buffer>> {
  const noise = Buffer.alloc(W * H * 3);
  let seed = 7;
  for (let i = 0; i < noise.length; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    noise[i] = seed & 0xff;
  }
  const gradient = Buffer.alloc(W * H * 3);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const i = (y * W + x) * 3;
      gradient[i] = (x * 255) / W;
      gradient[i + 1] = (y * 255) / H;
      gradient[i + 2] = 128;
    }
  }
  const raw = { width: W, height: H, channels: 3 as const };
  return {
    noise: await sharp(noise, { raw }).jpeg().toBuffer(),
    gradient: await sharp(gradient, { raw }).png().toBuffer(),
    solid: await sharp({ create: { ...raw, background: '#3366cc' } })
      .jpeg()
      .toBuffer(),
    shapes: await svg(
      '<rect width="100%" height="100%" fill="#eee"/><circle cx="200" cy="240" r="120" fill="red"/><rect x="360" y="120" width="200" height="240" fill="navy"/>',
    ),
    poster: await svg(
      '<rect width="100%" height="100%" fill="white"/><text x="40" y="240" font-size="64" font-family="sans-serif">BUY CHEAP PILLS</text>',
    ),
    house: await svg(
      '<rect width="100%" height="100%" fill="#87ceeb"/><rect y="300" width="100%" height="180" fill="#228b22"/><rect x="250" y="180" width="160" height="140" fill="#8b4513"/><polygon points="230,180 330,100 430,180" fill="#a52a2a"/>',
    ),
  };
}

describe.skipIf(process.env.TEST_DB === 'pg')('image screening (real models)', () => {
  const screener = new Screener({ enabled: true, log });

  beforeAll(async () => {
    screener.start();
    await screener.whenSettled();
  }, 60_000);
  afterAll(() => screener.close());

  it('loads the models from the npm packages, in the background', () => {
    expect(screener.health.status).toBe('ready');
  });

  it('finds an animal in every fixture photo, with its species, and flags none', async () => {
    for (const name of fixturePhotoNames()) {
      const { verdict } = await screener.screen(fixturePhoto(name), 'pet');
      expect(verdict, name).toMatchObject({ screened: true, flags: [], hide: false });
      expect(verdict.species, name).toBe(name.startsWith('cat') ? 'cat' : 'dog');
      expect(verdict.unsafe!, name).toBeLessThan(0.2);
    }
  });

  it('flags generated pictures without an animal as no_animal (not as unsafe)', async () => {
    for (const [name, image] of Object.entries(await generatedImages())) {
      const { verdict } = await screener.screen(image, 'pet');
      expect(verdict, name).toMatchObject({ screened: true, species: null, hide: false });
      expect(verdict.flags, name).toEqual(['no_animal']);
    }
  });

  it('does not ask avatars for an animal', async () => {
    const { verdict } = await screener.screen((await generatedImages()).shapes!, 'avatar');
    expect(verdict.flags).toEqual([]);
  });
});

describe('image screening when the models are unavailable', () => {
  it('reports a failed load and answers "not screened" at once', async () => {
    const screener = new Screener({
      enabled: true,
      log,
      paths: { nsfwDir: '/nonexistent/nsfw-model' },
    });
    screener.start();
    await screener.whenSettled();
    expect(screener.health).toMatchObject({ status: 'failed', error: expect.any(String) });
    const { verdict, prepared } = await screener.screen(fixturePhoto(), 'pet');
    expect(verdict).toMatchObject({ screened: false, flags: ['not_screened'], hide: false });
    expect(typeof prepared.hashes.phash).toBe('bigint');
    await screener.close();
  });

  it('SCREENING=off: no worker, every photo not screened', async () => {
    const screener = new Screener({ enabled: false, log });
    screener.start();
    expect(screener.health).toEqual({ status: 'off' });
    const { verdict } = await screener.screen(fixturePhoto(), 'contest');
    expect(verdict.flags).toEqual(['not_screened']);
  });
});

describe('perceptual hashes', () => {
  const hashesOf = async (image: Buffer) => (await preparePhoto(image)).hashes;

  it('match resized, re-encoded and 5%-cropped copies of every fixture', async () => {
    for (const name of fixturePhotoNames()) {
      const photo = fixturePhoto(name);
      const original = await hashesOf(photo);
      const { width = 0, height = 0 } = await sharp(photo).metadata();
      const edgeX = Math.round(width * 0.025);
      const edgeY = Math.round(height * 0.025);
      const copies = {
        resized: await sharp(photo)
          .resize({ width: Math.round(width * 0.6) })
          .jpeg()
          .toBuffer(),
        upscaled: await sharp(photo)
          .resize({ width: width * 3 })
          .jpeg({ quality: 70 })
          .toBuffer(),
        reencoded: await sharp(photo).webp({ quality: 50 }).toBuffer(),
        // 5% of the width and of the height cut off: half on each side, or all on one.
        cropped: await sharp(photo)
          .extract({
            left: edgeX,
            top: edgeY,
            width: width - 2 * edgeX,
            height: height - 2 * edgeY,
          })
          .toBuffer(),
        croppedRight: await sharp(photo)
          .extract({ left: 0, top: 0, width: width - 2 * edgeX, height })
          .toBuffer(),
      };
      for (const [kind, copy] of Object.entries(copies)) {
        const distance = hashDistance(original, await hashesOf(copy));
        expect(distance, `${name} ${kind}`).toBeLessThanOrEqual(DUPLICATE_MAX_DISTANCE);
      }
    }
  });

  it('tell different photos apart, even of the same dog', async () => {
    const names = fixturePhotoNames();
    const hashes = await Promise.all(names.map((n) => hashesOf(fixturePhoto(n))));
    for (let i = 0; i < names.length; i++) {
      for (let j = i + 1; j < names.length; j++) {
        const distance = hashDistance(hashes[i]!, hashes[j]!);
        expect(distance, `${names[i]} / ${names[j]}`).toBeGreaterThan(DUPLICATE_MAX_DISTANCE * 1.5);
      }
    }
  });
});
