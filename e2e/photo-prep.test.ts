import { randomBytes } from 'node:crypto';
import { HEIC_MAX_PIXELS, messages } from '@pawprize/shared';
import type { Pet, PetList } from '@pawprize/shared/schemas/pets';
import type { Browser, Page, Request } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type StartedServer } from '../scripts/lib/server-process.mjs';
import { DESKTOP, launchBrowser, MOBILE, screenshot } from './browser.ts';
import { calm, expectToast, newPage } from './helpers/page.ts';
import { fixturePhoto } from './helpers/pets.ts';
import { makeAccount, verifiedAccount } from './helpers/users.ts';

/**
 * Photos made ready on the phone before upload (docs/product/uploads.md, ADR 0136): an iPhone
 * HEIC photo is converted in the browser by a decoder that loads only then, and the crop and
 * rotate step changes what is stored. Each test signs up its own account.
 */

const suffix = randomBytes(3).toString('hex');
/** The HEIC fixture: cat-tabby.jpg (451 × 300) encoded with libheif's heif-enc. */
const HEIC = 'cat-tabby.heic';
/** The decoder's files (the dynamic import, its worker and the WebAssembly). */
const DECODER = /\/assets\/(?:decode-heic|heic-worker|libheif)[^/]*$/;

let server: StartedServer;
let browser: Browser;
const errors: string[] = [];
let accounts = 0;

beforeAll(async () => {
  server = await startServer({ env: { LOG_LEVEL: 'info', TRUST_PROXY: '1' }, timeoutMs: 90_000 });
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  const code = await server?.stop();
  if (code !== 0 && code !== null) console.error(`server exited with ${code}:\n${server.output()}`);
});

async function signedInPage(viewport: { width: number; height: number }) {
  accounts += 1;
  const cookie = await verifiedAccount(server, makeAccount(`prep${accounts}`, suffix), {
    forwardedFor: `203.0.113.${100 + accounts}`,
  });
  const { context, page } = await newPage(browser, server, {
    viewport,
    sessionCookie: cookie,
    errors,
  });
  return { context, page, cookie };
}

async function myPets(cookie: string): Promise<Pet[]> {
  const res = await fetch(`${server.url}/api/me/pets`, { headers: { cookie } });
  expect(res.status).toBe(200);
  return ((await res.json()) as PetList).pets;
}

/** The stored photo of the account's pet called `name`: its format and size as served. */
async function storedPhoto(cookie: string, name: string) {
  const pet = (await myPets(cookie)).find((p) => p.petName === name);
  expect(pet, `pet ${name}`).toBeDefined();
  const res = await fetch(new URL(pet!.imageUrl, server.url), { headers: { cookie } });
  expect(res.status).toBe(200);
  return sharp(Buffer.from(await res.arrayBuffer())).metadata();
}

/** A HEIF file whose image size boxes (`ispe`) all say `width` × `height`. */
function withHeifSize(file: Buffer, width: number, height: number): Buffer {
  const copy = Buffer.from(file);
  for (let at = copy.indexOf('ispe'); at >= 0; at = copy.indexOf('ispe', at + 4)) {
    // The box type, then its version and flags (4 bytes), then the width and the height.
    copy.writeUInt32BE(width, at + 8);
    copy.writeUInt32BE(height, at + 12);
  }
  return copy;
}

async function openUpload(page: Page) {
  await page.goto('/upload');
  await page.getByRole('heading', { level: 1, name: 'Upload Your Pet' }).waitFor();
  await page.getByText(messages.upload.imageRequired).waitFor();
}

const photoInput = (page: Page) => page.getByLabel('Photo', { exact: true });

async function submit(page: Page, name: string) {
  await page.getByLabel('Pet name').fill(name);
  await page.getByRole('button', { name: 'Upload Pet' }).click();
  await expectToast(page, messages.upload.success);
}

describe('photo preparation on the phone', () => {
  it('an iPhone HEIC photo (no type given) is converted in the browser: the decoder loads only then, and the pet is stored', async () => {
    const { context, page, cookie } = await signedInPage(MOBILE);
    const decoderRequests: string[] = [];
    const sent: Request[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (DECODER.test(pathname)) decoderRequests.push(pathname);
      if (request.method() === 'POST' && pathname === '/api/pets') sent.push(request);
    });
    await openUpload(page);
    await page.waitForLoadState('networkidle');
    // Nothing of the decoder on the upload page's load.
    expect(decoderRequests).toEqual([]);

    // Browsers often give a HEIC file no type: the bytes say what it is.
    await photoInput(page).setInputFiles({
      name: 'IMG_0042.HEIC',
      mimeType: '',
      buffer: fixturePhoto(HEIC),
    });
    await page.getByRole('img', { name: 'Preview of IMG_0042.jpg' }).waitFor({ timeout: 30_000 });
    expect(decoderRequests.some((p) => p.includes('heic-worker'))).toBe(true);
    expect(decoderRequests.some((p) => p.endsWith('.wasm'))).toBe(true);
    await screenshot(page, 'photo-prep-heic-picked');
    const name = `Heic ${suffix}`;
    await submit(page, name);

    expect(sent).toHaveLength(1);
    await context.close();

    const meta = await storedPhoto(cookie, name);
    expect(['webp', 'jpeg']).toContain(meta.format);
    // The 451 × 300 photo, served at its largest stored width (400 px, never upscaled).
    expect(meta.width).toBeGreaterThanOrEqual(400);
    expect(meta.width! / meta.height!).toBeCloseTo(451 / 300, 1);

    // The server itself still refuses the HEIC, with the catalogue's message: so what the
    // browser sent was the converted photo.
    const form = new FormData();
    form.append('petName', `Raw ${suffix}`);
    form.append('image', new Blob([new Uint8Array(fixturePhoto(HEIC))]), 'IMG_0042.HEIC');
    const raw = await fetch(`${server.url}/api/pets`, {
      method: 'POST',
      headers: { origin: server.url, cookie },
      body: form,
    });
    expect([400, 415]).toContain(raw.status);
    expect(await raw.text()).toContain(messages.upload.invalidType);
  }, 120_000);

  it('a file that claims to be HEIC but cannot be decoded gets a clear message, and nothing is sent', async () => {
    const { context, page } = await signedInPage(MOBILE);
    await openUpload(page);
    const broken = Buffer.concat([fixturePhoto(HEIC).subarray(0, 2000), randomBytes(3000)]);
    await photoInput(page).setInputFiles({
      name: 'IMG_0043.heic',
      mimeType: 'image/heic',
      buffer: broken,
    });
    const alert = page.getByRole('alert').filter({ hasText: "We couldn't read this HEIC photo" });
    await alert.waitFor({ timeout: 30_000 });
    expect(await page.getByRole('img', { name: /^Preview of/ }).count()).toBe(0);
    // The form still says a photo is missing.
    await page.getByText(messages.upload.imageRequired).waitFor();
    await context.close();
  }, 120_000);

  it(`a HEIC photo over ${HEIC_MAX_PIXELS / 1_000_000} megapixels is refused from its header, before it is decoded`, async () => {
    for (const viewport of [MOBILE, DESKTOP]) {
      const { context, page } = await signedInPage(viewport);
      await openUpload(page);
      // The fixture with its image sizes (its `ispe` boxes) made 10000 × 6000: 60 megapixels.
      // Its pixels are still the small photo's, so a decode would fail with the read error.
      await photoInput(page).setInputFiles({
        name: 'IMG_0044.HEIC',
        mimeType: '',
        buffer: withHeifSize(fixturePhoto(HEIC), 10_000, 6_000),
      });
      const alert = page.getByRole('alert').filter({ hasText: messages.upload.heicTooLarge(60) });
      await alert.waitFor({ timeout: 30_000 });
      expect(await page.getByText("We couldn't read this HEIC photo").count()).toBe(0);
      expect(await page.getByRole('img', { name: /^Preview of/ }).count()).toBe(0);
      await page.getByText(messages.upload.imageRequired).waitFor();
      await calm(page);
      await screenshot(page, 'photo-prep-heic-too-large');
      await context.close();
    }
  }, 120_000);

  it('crop to a square and rotate: the stored photo is square; rotate only: it is stored turned', async () => {
    const { context, page, cookie } = await signedInPage(MOBILE);
    await openUpload(page);
    await photoInput(page).setInputFiles({
      name: 'tabby.jpg',
      mimeType: 'image/jpeg',
      buffer: fixturePhoto('cat-tabby.jpg'),
    });
    await page.getByRole('img', { name: 'Preview of tabby.jpg' }).waitFor({ timeout: 20_000 });

    // The crop step opens on request, in place of the preview.
    await page.getByRole('button', { name: 'Crop & rotate' }).click();
    const step = page.getByRole('region', { name: 'Crop & rotate' });
    await step.waitFor();
    const status = step.getByText(/Your photo will be/);
    await expect.poll(() => status.textContent()).toBe('Your photo will be 451 × 300 px.');
    // While it is open, the form says what it waits for.
    await page.getByText('Press “Use photo” to keep your crop.').waitFor();

    await step.getByRole('radio', { name: 'Square' }).click();
    await expect.poll(() => status.textContent()).toBe('Your photo will be 300 × 300 px.');
    await step.getByRole('button', { name: 'Rotate 90°' }).click();
    await expect.poll(() => status.textContent()).toBe('Your photo will be 300 × 300 px.');
    // The crop box moves with the arrow keys (it has the focus after the turn).
    const box = step.getByLabel('Crop area: drag it, or move it with the arrow keys');
    const top = async () => (await box.boundingBox())!.y;
    await box.focus();
    const before = await top();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect.poll(top).toBeGreaterThan(before);
    // And with a finger: dragged up again.
    const moved = await top();
    const dragged = (await box.boundingBox())!;
    const cdp = await context.newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', y: number) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: type === 'touchEnd' ? [] : [{ x: dragged.x + dragged.width / 2, y, id: 1 }],
      });
    const middle = dragged.y + dragged.height / 2;
    await touch('touchStart', middle);
    for (let step = 1; step <= 5; step++) await touch('touchMove', middle - step * 8);
    await touch('touchEnd', middle - 40);
    await expect.poll(top).toBeLessThan(moved);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'photo-prep-crop-square');

    await step.getByRole('button', { name: 'Use photo' }).click();
    await page.getByRole('img', { name: 'Preview of tabby.jpg' }).waitFor();
    const squareName = `Square ${suffix}`;
    await submit(page, squareName);
    await context.close();
    const square = await storedPhoto(cookie, squareName);
    expect([square.width, square.height]).toEqual([300, 300]);

    // Another upload, turned a quarter and not cropped: stored as a portrait.
    const second = await newPage(browser, server, {
      viewport: MOBILE,
      sessionCookie: cookie,
      errors,
    });
    await openUpload(second.page);
    await photoInput(second.page).setInputFiles({
      name: 'tabby.jpg',
      mimeType: 'image/jpeg',
      buffer: fixturePhoto('cat-tabby.jpg'),
    });
    await second.page.getByRole('button', { name: 'Crop & rotate' }).click();
    const turn = second.page.getByRole('region', { name: 'Crop & rotate' });
    await turn.getByRole('button', { name: 'Rotate 90°' }).click();
    const turnStatus = turn.getByText(/Your photo will be/);
    await expect.poll(() => turnStatus.textContent()).toBe('Your photo will be 300 × 451 px.');
    // Reset puts it back; turned again for the upload.
    await turn.getByRole('button', { name: 'Reset' }).click();
    await expect.poll(() => turnStatus.textContent()).toBe('Your photo will be 451 × 300 px.');
    await turn.getByRole('button', { name: 'Rotate 90°' }).click();
    await expect.poll(() => turnStatus.textContent()).toBe('Your photo will be 300 × 451 px.');
    await turn.getByRole('button', { name: 'Use photo' }).click();
    await second.page.getByRole('img', { name: 'Preview of tabby.jpg' }).waitFor();
    const turnedName = `Turned ${suffix}`;
    await submit(second.page, turnedName);
    await second.context.close();
    const turned = await storedPhoto(cookie, turnedName);
    expect([turned.width, turned.height]).toEqual([300, 451]);
  }, 180_000);

  it('the crop step on a desktop: 4:5 crop, dragged with the pointer', async () => {
    const { context, page } = await signedInPage(DESKTOP);
    await openUpload(page);
    await photoInput(page).setInputFiles({
      name: 'kitten.jpg',
      mimeType: 'image/jpeg',
      buffer: fixturePhoto('cat-kitten.jpg'),
    });
    await page.getByRole('button', { name: 'Crop & rotate' }).click();
    const step = page.getByRole('region', { name: 'Crop & rotate' });
    await step.getByRole('radio', { name: '4:5' }).click();
    const status = step.getByText(/Your photo will be/);
    await expect.poll(() => status.textContent()).toBe('Your photo will be 410 × 512 px.');
    const box = step.getByLabel('Crop area: drag it, or move it with the arrow keys');
    const start = (await box.boundingBox())!;
    await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
    await page.mouse.down();
    await page.mouse.move(start.x + start.width / 2 + 60, start.y + start.height / 2, {
      steps: 5,
    });
    await page.mouse.up();
    await expect.poll(async () => (await box.boundingBox())!.x).toBeGreaterThan(start.x);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'photo-prep-crop-portrait');
    await context.close();
  }, 120_000);

  it('no console errors', () => {
    expect(errors).toEqual([]);
  });
});
