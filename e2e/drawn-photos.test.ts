import { randomBytes } from 'node:crypto';
import type { Pet } from '@pawprize/shared/schemas/pets';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type StartedServer } from '../scripts/lib/server-process.mjs';
import { DESKTOP, launchBrowser, MOBILE } from './browser.ts';
import { holdCode, newPage } from './helpers/page.ts';
import { uploadPet } from './helpers/pets.ts';
import { makeAccount, verifiedAccount } from './helpers/users.ts';

/**
 * ADR 0044: a drawn page whose first screen is a photo (the deck, a battle, a pet, the shop) gets
 * that photo from its first API answer before the app's code runs, and the app then draws the
 * same file in the same place, without asking for the answer again. The app's code is held back
 * here until the drawn photos are in, so "before the app runs" is what is checked.
 */

const suffix = randomBytes(3).toString('hex');
const seeder = makeAccount('dara', suffix);

let server: StartedServer;
let browser: Browser;
let pet: Pet;
const errors: string[] = [];

beforeAll(async () => {
  server = await startServer({ env: { LOG_LEVEL: 'info', TRUST_PROXY: '1' } });
  browser = await launchBrowser();
  const cookie = await verifiedAccount(server, seeder, { forwardedFor: '203.0.113.70' });
  pet = await uploadPet(server, cookie, { petName: 'Marmalade', file: 'cat-tabby.jpg' });
  await uploadPet(server, cookie, { petName: 'Comet', file: 'dog-grey-frisbee.jpg' });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  const code = await server?.stop();
  if (code !== 0 && code !== null) console.error(`server exited with ${code}:\n${server.output()}`);
});

/** The photos the drawn page shows before the app is live, loaded: their files. */
const drawnPhotos = (page: Page) =>
  page
    .locator('[data-drawn] img')
    .evaluateAll((images) =>
      (images as HTMLImageElement[])
        .filter((image) => image.complete && image.naturalWidth > 0)
        .map((image) => image.currentSrc),
    );

/** The files a photo answer offers (its variants and the original), as absolute addresses. */
const filesOf = (photo: Pick<Pet, 'variants' | 'imageUrl'>) =>
  [...photo.variants.map((v) => v.url), photo.imageUrl].map((url) => new URL(url, server.url).href);

/** The loaded files of the images `images` finds once the app runs ('' for one not loaded). */
const appPhotos = (images: Locator) =>
  images.evaluateAll((images) =>
    (images as HTMLImageElement[]).map((image) =>
      image.complete && image.naturalWidth > 0 ? image.currentSrc : '',
    ),
  );

/** Counts the page's requests for `pathname`. */
function countRequests(page: Page, pathname: string): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === pathname) count++;
  });
  return () => count;
}

describe('photos in the drawn page (ADR 0044)', () => {
  it('draws the first pet of the deck before the app runs, and the app keeps it (375 px)', async () => {
    const { context, page } = await newPage(browser, server, { viewport: MOBILE, errors });
    try {
      const code = await holdCode(page);
      const asked = countRequests(page, '/api/votes/queue');
      const queue = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/votes/queue');
      await page.goto('/vote');
      const first = ((await (await queue).json()) as { pets: Pet[] }).pets[0]!;
      await expect.poll(() => drawnPhotos(page)).toHaveLength(1);
      const [drawn] = await drawnPhotos(page);
      expect(filesOf(first)).toContain(drawn);
      expect(await page.getByTestId('swipe-card').count()).toBe(0);

      await code.release();
      await expect
        .poll(() => appPhotos(page.getByTestId('swipe-card').locator('img')), { timeout: 15_000 })
        .toEqual([drawn]);
      expect(await page.locator('[data-drawn]').count()).toBe(0);
      expect(asked()).toBe(1);
    } finally {
      await context.close();
    }
  });

  it('draws both pets of the battle, left and right, before the app runs (1280 px)', async () => {
    const { context, page } = await newPage(browser, server, { viewport: DESKTOP, errors });
    try {
      const code = await holdCode(page);
      const current = page.waitForResponse(
        (r) => new URL(r.url()).pathname === '/api/battles/current',
      );
      await page.goto('/battle');
      const { battle } = (await (await current).json()) as {
        battle: { pet1: Pet; pet2: Pet };
      };
      await expect.poll(() => drawnPhotos(page)).toHaveLength(2);
      const drawn = await drawnPhotos(page);
      expect(filesOf(battle.pet1)).toContain(drawn[0]);
      expect(filesOf(battle.pet2)).toContain(drawn[1]);

      await code.release();
      await expect
        .poll(() => appPhotos(page.locator('section[aria-label="Battle"] article img')), {
          timeout: 15_000,
        })
        .toEqual(drawn);
    } finally {
      await context.close();
    }
  });

  it('draws the top pets in the first screen of the home page before the app runs (1280 px)', async () => {
    const { context, page } = await newPage(browser, server, { viewport: DESKTOP, errors });
    try {
      const code = await holdCode(page);
      const top = page.waitForResponse(
        (r) => new URL(r.url()).pathname === '/api/pets/top' && r.url().includes('limit=6'),
      );
      await page.goto('/');
      const { pets } = (await (await top).json()) as { pets: Pet[] };
      await expect.poll(async () => (await drawnPhotos(page)).length).toBe(pets.length);
      const drawn = await drawnPhotos(page);
      drawn.forEach((file, i) => expect(filesOf(pets[i]!)).toContain(file));

      await code.release();
      const section = page.locator('section[aria-labelledby="home-top-pets-title"]');
      await expect
        .poll(() => appPhotos(section.locator('article img')), { timeout: 15_000 })
        .toEqual(drawn);
    } finally {
      await context.close();
    }
  });

  it("draws a pet page's photo and its blurred backdrop before the app runs (375 px)", async () => {
    const { context, page } = await newPage(browser, server, { viewport: MOBILE, errors });
    try {
      const code = await holdCode(page);
      const asked = countRequests(page, `/api/pets/${pet.id}`);
      await page.goto(`/gallery/${pet.id}`);
      await expect.poll(() => drawnPhotos(page)).toHaveLength(2);
      const drawn = await drawnPhotos(page);
      for (const file of drawn) expect(filesOf(pet)).toContain(file);
      // The frame has the pet's own shape before the app runs (the server wrote it in the head),
      // so the loaded page's photo is no larger a paint than the drawn one, and nothing moves.
      const frame = () =>
        page
          .locator('main img')
          .first()
          .evaluate((img) => {
            const box = img.parentElement!.getBoundingClientRect();
            return { width: Math.round(box.width), height: Math.round(box.height) };
          });
      const drawnFrame = await frame();
      expect(drawnFrame.width / drawnFrame.height).toBeCloseTo(
        Math.max(4 / 5, pet.width! / pet.height!),
        1,
      );

      await code.release();
      await expect
        .poll(() => appPhotos(page.locator('main article').first().locator('img')), {
          timeout: 15_000,
        })
        .toEqual(drawn);
      expect(asked()).toBe(1);
      expect(await frame()).toEqual(drawnFrame);
    } finally {
      await context.close();
    }
  });

  it("draws the shop's products in the first screen before the app runs, and nothing for a search (375 px)", async () => {
    const { context, page } = await newPage(browser, server, { viewport: MOBILE, errors });
    try {
      const code = await holdCode(page);
      const list = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/products');
      await page.goto('/shop');
      const { products } = (await (await list).json()) as { products: { imageUrl: string }[] };
      const files = products.map((p) => new URL(p.imageUrl, server.url).href);
      // The first card is in a 375 × 740 window's first screen, the third is not.
      await expect.poll(async () => (await drawnPhotos(page)).length).toBeGreaterThan(0);
      const drawn = await drawnPhotos(page);
      expect(drawn).toEqual(files.slice(0, drawn.length));
      expect(drawn.length).toBeLessThan(3);
      await code.release();
      await expect.poll(() => page.locator('[data-drawn]').count(), { timeout: 20_000 }).toBe(0);

      // A search asks for other products than the drawn page's plain address: no photos drawn.
      await page.unrouteAll();
      const held = await holdCode(page);
      await page.goto('/shop?q=zzzz-no-such-product');
      await page.locator('[data-drawn]').waitFor();
      expect(await page.locator('[data-drawn] img').count()).toBe(0);
      await held.release();
    } finally {
      await context.close();
    }
  });
});

it('has no console errors', () => {
  expect(errors).toEqual([]);
});
