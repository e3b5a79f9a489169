import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { format } from 'date-fns';
import { messages, UPLOAD_DATE_FORMAT } from '@pawprize/shared';
import type { Pet, PetList } from '@pawprize/shared/schemas/pets';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type StartedServer } from '../scripts/lib/server-process.mjs';
import { DESKTOP, launchBrowser, MOBILE, screenshot } from './browser.ts';
import { dismissToasts, expectPath, expectToast, newPage, settleImages } from './helpers/page.ts';
import { escapeRegExp, loginFormShown, makeAccount, verifiedAccount } from './helpers/users.ts';

/**
 * Pet uploads and the gallery in Chromium against a dedicated server (a clean gallery, and a log
 * at info level: with no SMTP_URL the server logs each mail's links, so verification links are
 * there). Pets are seeded through the API from the shared fixture photos.
 */

const PHOTOS_DIR = path.resolve(import.meta.dirname, '../fixtures/photos');
const photo = (name: string) => readFileSync(path.join(PHOTOS_DIR, name));

const suffix = randomBytes(3).toString('hex');
const owner = makeAccount('rosa', suffix);
const seeder = makeAccount('sam', suffix);

/** The pets that fill the gallery before the browser upload (oldest first). */
const seeds = [
  ['cat-tabby.jpg', 'Marmalade', 'A tabby who naps in every sunbeam she can find.'],
  ['dog-grey-frisbee.jpg', 'Comet', 'Has never missed a frisbee. Not once.'],
  ['cat-kitten.jpg', 'Pip', 'Tiny, fearless, and always hungry.'],
  ['dog-red-blanket.jpg', 'Toffee', 'Professional blanket tester.'],
  ['dog-grey-shaggy.jpg', 'Bramble', 'A shaggy gentleman with excellent manners.'],
] as const;

/** The pet uploaded in the browser by the first test. */
const upload = {
  name: `Pepper ${suffix}`,
  description: 'A fluffy red explorer who chases butterflies and loves belly rubs.',
};
/**
 * The owner's pet seeded through the API with GPS in its EXIF, so the tests that read a stored
 * photo, search a description or show a pet page need no other test to have run first.
 */
const gpsPet = {
  name: `Saffron ${suffix}`,
  description: 'A golden wanderer who naps among the sunflowers.',
  searchWord: 'SUNFLOWERS',
};

let server: StartedServer;
let browser: Browser;
let ownerCookie: string;
let seederCookie: string;
let gpsPetId: string;
/** Console errors seen in any page; 401/404/4xx resource loads are expected answers. */
const errors: string[] = [];

interface UploadParts {
  petName: string;
  description?: string;
  image: { data: Buffer; filename: string; type: string };
}

function apiUpload(cookie: string, parts: UploadParts): Promise<Response> {
  const form = new FormData();
  form.append('petName', parts.petName);
  if (parts.description) form.append('description', parts.description);
  form.append(
    'image',
    new Blob([new Uint8Array(parts.image.data)], { type: parts.image.type }),
    parts.image.filename,
  );
  return fetch(`${server.url}/api/pets`, {
    method: 'POST',
    headers: { origin: server.url, cookie },
    body: form,
  });
}

async function myPets(cookie: string): Promise<Pet[]> {
  const res = await fetch(`${server.url}/api/me/pets`, { headers: { cookie } });
  expect(res.status).toBe(200);
  return ((await res.json()) as PetList).pets;
}

/** Every stored file of the pet photo store (disk driver, under DATA_DIR). */
function storedFiles(): string[] {
  const root = path.join(server.dataDir, 'uploads', 'pets');
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** A 1200×800 JPEG stored sideways whose EXIF carries GPS coordinates and a camera owner. */
async function jpegWithGps(): Promise<Buffer> {
  const base = await sharp(photo('dog-red-fluffy.jpg'))
    .resize(1200, 800, { fit: 'cover' })
    .jpeg({ quality: 88 })
    .toBuffer();
  return sharp(base)
    .withExif({
      IFD0: { Copyright: 'Rosa Tester', Make: 'PawCam' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '48/1 51/1 24/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '2/1 21/1 3/1',
      },
    })
    .jpeg({ quality: 88 })
    .toBuffer();
}

/** Random pixels do not compress: a real PNG of about 6.3 MB. */
function sixMegabytePng(): Promise<Buffer> {
  const width = 1500;
  const height = 1400;
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

/** 400 megapixels of white: small on disk, far past the 40-megapixel limit. */
function hugePng(): Promise<Buffer> {
  return sharp({
    create: { width: 20_000, height: 20_000, channels: 3, background: '#fff' },
    limitInputPixels: false,
  })
    .toColourspace('b-w')
    .png({ compressionLevel: 6 })
    .toBuffer();
}

/**
 * A 12-megapixel phone JPEG of about 7 MB, stored sideways (EXIF orientation 6, as phones do): the
 * fixture photo at 4032×3024, with fine grain so it weighs what a real camera file weighs.
 */
async function phoneJpeg(): Promise<Buffer> {
  const width = 4032;
  const height = 3024;
  const pixels = await sharp(photo('dog-red-blanket.jpg'))
    .resize(width, height, { fit: 'cover' })
    .raw()
    .toBuffer();
  const noise = randomBytes(pixels.length);
  for (let i = 0; i < pixels.length; i++) {
    pixels[i] = Math.min(255, Math.max(0, pixels[i]! + (noise[i]! % 61) - 30));
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** An animated GIF of noise over 5 MB: the browser cannot resize it, so the 5 MB limit holds. */
function bigAnimatedGif(): Promise<Buffer> {
  const width = 1500;
  const height = 1500;
  const frames = 2;
  return sharp(randomBytes(width * height * frames * 3), {
    raw: { width, height: height * frames, channels: 3, pageHeight: height },
  })
    .gif({ effort: 1, dither: 0 })
    .toBuffer();
}

/** The Web Share API, stubbed only to record each call in `window.shareCalls` (the real sheet needs a person). */
function recordShares(context: BrowserContext): Promise<unknown> {
  return context.addInitScript(() => {
    const calls: { files: { name: string; type: string; size: number }[]; url?: string }[] = [];
    Object.assign(window, { shareCalls: calls });
    Object.assign(navigator, {
      canShare: (data: { files?: File[] }) => Array.isArray(data.files),
      share: async (data: { files?: File[]; url?: string }) => {
        calls.push({
          url: data.url,
          files: (data.files ?? []).map((f) => ({ name: f.name, type: f.type, size: f.size })),
        });
      },
    });
  });
}

const open = (viewport = DESKTOP, sessionCookie?: string) =>
  newPage(browser, server, { viewport, sessionCookie, errors });

const h1 = (page: Page) => page.getByRole('heading', { level: 1 }).first().textContent();
const allEntries = (page: Page) =>
  page.getByRole('region', { name: messages.lists.allEntries }).getByRole('article');

beforeAll(async () => {
  server = await startServer({ env: { LOG_LEVEL: 'info' }, timeoutMs: 90_000 });
  browser = await launchBrowser();
  ownerCookie = await verifiedAccount(server, owner);
  seederCookie = await verifiedAccount(server, seeder);

  const seeded: Pet[] = [];
  for (const [file, petName, description] of seeds) {
    const res = await apiUpload(seederCookie, {
      petName,
      description,
      image: { data: photo(file), filename: file, type: 'image/jpeg' },
    });
    expect(res.status, await res.clone().text()).toBe(201);
    seeded.push(((await res.json()) as { pet: Pet }).pet);
  }
  const gpsRes = await apiUpload(ownerCookie, {
    petName: gpsPet.name,
    description: gpsPet.description,
    image: { data: await jpegWithGps(), filename: 'saffron.jpg', type: 'image/jpeg' },
  });
  expect(gpsRes.status, await gpsRes.clone().text()).toBe(201);
  gpsPetId = ((await gpsRes.json()) as { pet: Pet }).pet.id;
  // Some votes, so the leaderboard has an order (best effort: voting is another feature's API).
  // The seeder owns these pets, so the second voter is another account (ADR 0110).
  const fanCookie = await verifiedAccount(server, makeAccount('fan', suffix));
  for (const [cookie, picks] of [
    [ownerCookie, [1, 3, 4]],
    [fanCookie, [1, 4]],
  ] as const) {
    for (const index of picks) {
      await fetch(`${server.url}/api/pets/${seeded[index]!.id}/vote`, {
        method: 'POST',
        headers: { origin: server.url, cookie },
      }).catch(() => undefined);
    }
  }
}, 120_000);

afterAll(async () => {
  await browser?.close();
  const code = await server?.stop();
  if (code !== 0 && code !== null) console.error(`server exited with ${code}:\n${server.output()}`);
});

describe('pet entries in the browser', () => {
  /** The owner's session, made through the API (each test opens its own signed-in page). */
  const signedIn = { sessionCookie: '' };
  beforeAll(() => {
    signedIn.sessionCookie = ownerCookie;
  });

  it('uploads a photo with GPS in its EXIF: it leads All Entries, has its page and is in My Pets', async () => {
    const { context, page } = await open();
    await page.goto('/upload');
    await expectPath(page, '/signup', '?redirect=/upload');
    await page.getByRole('link', { name: 'Log in to enter your pet' }).click();
    await expectPath(page, '/login', '?redirect=/upload');
    await loginFormShown(page);
    const email = page.getByLabel('Email');
    const password = page.getByLabel('Password', { exact: true });
    await email.fill(owner.email);
    await password.fill(owner.password);
    // Both fields hold what was typed before the form is sent.
    await expect.poll(() => email.inputValue()).toBe(owner.email);
    await expect.poll(() => password.inputValue()).toBe(owner.password);
    const signInAnswer = page
      .waitForResponse((res) => new URL(res.url()).pathname === '/api/auth/sign-in', {
        timeout: 45_000,
      })
      .catch(() => null);
    await page.getByRole('button', { name: 'Log in' }).click();
    // Should the sign-in not go through (a CI run once stayed on /login), say what the page said.
    const pageText = async () => (await page.locator('main').innerText()).slice(0, 300);
    const answer = await signInAnswer;
    expect(answer?.status(), `sign-in request; the page says: ${await pageText()}`).toBe(200);
    await expect
      .poll(() => new URL(page.url()).pathname, { timeout: 30_000 })
      .toBe('/upload')
      .catch(async (error: unknown) => {
        throw new Error(`stayed on ${page.url()}; the page says: ${await pageText()}`, {
          cause: error,
        });
      });
    await expect.poll(() => h1(page)).toBe('Upload Your Pet');

    const submit = page.getByRole('button', { name: 'Upload Pet' });
    await expect.poll(() => submit.isDisabled()).toBe(true);

    await page.getByLabel('Photo', { exact: true }).setInputFiles({
      name: 'pepper-at-the-park.jpg',
      mimeType: 'image/jpeg',
      buffer: await jpegWithGps(),
    });
    await expect
      .poll(() => page.getByRole('img', { name: 'Preview of pepper-at-the-park.jpg' }).count())
      .toBe(1);
    await page.getByLabel('Pet name').fill(upload.name);
    await page.getByLabel(/Description/).fill(upload.description);
    await expect.poll(() => submit.isEnabled()).toBe(true);
    await screenshot(page, 'pets-upload-filled');
    await submit.click();

    await expectToast(page, messages.upload.success);
    // The new pet's page, with its "You're in!" panel (docs/product/gallery.md, After an upload).
    await expect.poll(() => h1(page)).toBe(upload.name);
    const petId = new URL(page.url()).pathname.split('/').at(-1)!;
    await expectPath(page, `/gallery/${petId}`);
    await page.getByRole('heading', { name: "You're in!" }).waitFor();
    await page.goto('/gallery');
    await expect.poll(() => allEntries(page).first().textContent()).toContain(upload.name);

    // Its page: name, upload date, description; the owner may delete it.
    await allEntries(page).first().getByRole('link', { name: upload.name }).click();
    await expect.poll(() => h1(page)).toBe(upload.name);
    // Not a fresh upload any more: no panel.
    expect(await page.getByRole('heading', { name: "You're in!" }).count()).toBe(0);
    expect(await page.getByText(messages.pages.uploadedOn).textContent()).toContain(
      format(new Date(), UPLOAD_DATE_FORMAT),
    );
    expect(
      await page.getByRole('heading', { name: messages.pages.aboutPet(upload.name) }).count(),
    ).toBe(1);
    expect(await page.getByText(upload.description).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Delete' }).isVisible()).toBe(true);
    expect(
      await page.getByRole('link', { name: messages.pages.backToGallery }).getAttribute('href'),
    ).toBe('/gallery');

    // Dashboard → My Pets.
    await page.goto('/dashboard');
    await expect
      .poll(() => page.getByRole('link', { name: upload.name }).count(), {
        message: 'the new pet in Dashboard → My Pets',
      })
      .toBe(1);
    expect(
      await page.getByRole('link', { name: messages.dashboard.uploadAnother }).getAttribute('href'),
    ).toBe('/upload');
    await context.close();
  }, 90_000);

  it('stores the photo re-encoded, in WebP widths, with no EXIF (no GPS) left', async () => {
    const pet = (await myPets(ownerCookie)).find((mine) => mine.id === gpsPetId);
    expect(pet!.petName).toBe(gpsPet.name);
    expect(pet!.variants.length).toBeGreaterThan(0);
    const urls = new Set([pet!.imageUrl, ...pet!.variants.map((variant) => variant.url)]);
    for (const url of urls) {
      const res = await fetch(new URL(url, server.url));
      expect(res.status, url).toBe(200);
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect(meta.format, url).toBe('webp');
      expect(meta.exif, url).toBeUndefined();
      expect(meta.xmp, url).toBeUndefined();
    }
  });

  it('finds the pet by a word of its description, in any case, from a shareable URL', async () => {
    const { context, page } = await open();
    await page.goto('/gallery');
    // The seeds and the GPS pet at least (other tests may have added theirs).
    await expect.poll(() => allEntries(page).count()).toBeGreaterThanOrEqual(seeds.length + 1);
    const everyEntry = await allEntries(page).count();
    await page.getByRole('searchbox', { name: /search pets/i }).fill(gpsPet.searchWord);
    await expectPath(page, '/gallery', `?q=${gpsPet.searchWord}`);
    await expect.poll(() => allEntries(page).count()).toBe(1);
    expect(await allEntries(page).first().textContent()).toContain(gpsPet.name);

    await page.goto(`/gallery?q=${encodeURIComponent('no such zebra')}`);
    await expect.poll(() => page.getByText(messages.lists.noPetsFound).isVisible()).toBe(true);
    await page.getByRole('button', { name: messages.lists.clearSearch }).click();
    await expectPath(page, '/gallery');
    await expect.poll(() => allEntries(page).count()).toBe(everyEntry);
    await context.close();
  });

  it("refuses a renamed text file, a 6 MB image and a 20000×20000 PNG with the catalogue's messages, storing nothing", async () => {
    const petsBefore = (await myPets(ownerCookie)).length;
    const filesBefore = storedFiles().length;
    expect(filesBefore).toBeGreaterThan(0);

    const textAsJpeg = Buffer.from('This is a shopping list, not a photo.\n'.repeat(20));
    const cases = [
      [textAsJpeg, 'notes.jpg', 'image/jpeg', 415, messages.upload.invalidType],
      [await sixMegabytePng(), 'big.png', 'image/png', 413, messages.upload.tooLarge],
      [await hugePng(), 'huge.png', 'image/png', 400, messages.upload.tooManyPixels],
    ] as const;
    expect(cases[1][0].length).toBeGreaterThan(6 * 1024 * 1024);
    for (const [data, filename, type, status, message] of cases) {
      const res = await apiUpload(ownerCookie, {
        petName: 'Nope',
        image: { data, filename, type },
      });
      expect(res.status, filename).toBe(status);
      expect(((await res.json()) as { message: string }).message, filename).toBe(message);
    }

    // In the browser: the renamed text file passes the picker but not the server.
    const { context, page } = await open(DESKTOP, signedIn.sessionCookie);
    await page.goto('/upload');
    await expect.poll(() => h1(page)).toBe('Upload Your Pet');
    await page.getByLabel('Photo', { exact: true }).setInputFiles({
      name: 'notes.jpg',
      mimeType: 'image/jpeg',
      buffer: textAsJpeg,
    });
    await page.getByLabel('Pet name').fill('Not a pet');
    await page.getByRole('button', { name: 'Upload Pet' }).click();
    await expectToast(page, messages.upload.invalidType);
    await expectPath(page, '/upload');
    await expect.poll(() => page.getByRole('progressbar').count()).toBe(0);
    await expect
      .poll(() => page.getByRole('button', { name: 'Upload Pet' }).isEnabled())
      .toBe(true);

    // An animated GIF over 5 MB cannot be resized in the browser: it never leaves it.
    const gif = await bigAnimatedGif();
    expect(gif.length).toBeGreaterThan(5 * 1024 * 1024);
    await page.getByLabel('Photo', { exact: true }).setInputFiles({
      name: 'big.gif',
      mimeType: 'image/gif',
      buffer: gif,
    });
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: messages.upload.tooLarge }).count())
      .toBe(1);
    await context.close();

    expect((await myPets(ownerCookie)).length).toBe(petsBefore);
    expect(storedFiles().length).toBe(filesBefore);
  }, 120_000);

  it('after an upload at 375 px: "You\'re in!" with the rank this round, then "Your pets" pinned under the leaderboard', async () => {
    // 11 more pets with a vote each, so the new pet is outside the top 10.
    const fanCookie = await verifiedAccount(server, makeAccount('fern', suffix));
    for (const [i, file] of ['cat-tabby.jpg', 'dog-grey-frisbee.jpg', 'cat-kitten.jpg'].entries()) {
      for (let n = 0; n < 4 && i * 4 + n < 11; n++) {
        const res = await apiUpload(seederCookie, {
          petName: `Rival ${i * 4 + n}`,
          image: { data: photo(file), filename: file, type: 'image/jpeg' },
        });
        expect(res.status).toBe(201);
        const { pet } = (await res.json()) as { pet: Pet };
        const vote = await fetch(`${server.url}/api/pets/${pet.id}/vote`, {
          method: 'POST',
          headers: { origin: server.url, cookie: fanCookie },
        });
        expect(vote.status).toBe(200);
      }
    }

    const { context, page } = await newPage(browser, server, {
      viewport: MOBILE,
      sessionCookie: ownerCookie,
      errors,
    });
    await recordShares(context);
    await page.goto('/upload');
    await page.getByLabel('Photo', { exact: true }).setInputFiles({
      name: 'juniper.jpg',
      mimeType: 'image/jpeg',
      buffer: photo('dog-red-blanket.jpg'),
    });
    const name = `Juniper ${suffix}`;
    await page.getByLabel('Pet name').fill(name);
    await page.getByRole('button', { name: 'Upload Pet' }).click();
    await expectToast(page, messages.upload.success);

    const panel = page.getByRole('region', { name: "You're in!" });
    await panel.waitFor();
    const id = new URL(page.url()).pathname.split('/').at(-1)!;
    expect(new URL(page.url()).pathname).toBe(`/gallery/${id}`);
    // The rank the server computes, as the panel says it.
    const standing = (await (await fetch(`${server.url}/api/pets/${id}/standing`)).json()) as {
      rank: number;
      entries: number;
    };
    const pets = (await (await fetch(`${server.url}/api/pets?limit=50`)).json()) as PetList;
    expect(standing.entries).toBe(pets.pets.length);
    expect(standing.rank).toBe(pets.pets.filter((p) => p.votesCount > 0).length + 1);
    await expect
      .poll(() => panel.textContent())
      .toContain(`#${standing.rank} of ${standing.entries} this round`);
    expect(await panel.textContent()).toMatch(/The round ends on \w+ \d+ at midnight \(UTC\)/);
    // Its share button opens the system share sheet with the pet's share image as a file.
    await panel.getByRole('button', { name: `Share ${name}` }).click();
    const calls = () =>
      page.evaluate(
        () =>
          (window as unknown as { shareCalls: { files: { type: string; size: number }[] }[] })
            .shareCalls,
      );
    await expect.poll(async () => (await calls()).length).toBe(1);
    const [call] = (await calls()) as {
      url: string;
      files: { name: string; type: string; size: number }[];
    }[];
    expect(call!.url).toBe(`${server.url}/gallery/${id}`);
    expect(call!.files).toHaveLength(1);
    expect(call!.files[0]).toMatchObject({ type: 'image/jpeg' });
    expect(call!.files[0]!.size).toBeGreaterThan(10_000);
    await dismissToasts(page);
    await settleImages(page);
    await screenshot(page, 'pets-entered');

    // The leaderboard pins the owner's pet below the top 10, with its rank.
    await page.goto('/leaderboard');
    const mine = page.getByRole('list', { name: 'Your pets by rank' });
    await mine.waitFor();
    const row = mine.getByRole('listitem').filter({ hasText: name });
    await expect.poll(() => row.textContent()).toContain(`Rank ${standing.rank}`);
    expect(standing.rank).toBeGreaterThan(10);
    await settleImages(page);
    await screenshot(page, 'pets-leaderboard-yours');
    await context.close();
  }, 120_000);

  it('a 7 MB, 12 MP phone JPEG goes through from the phone form: resized in the browser, upright, no metadata', async () => {
    const big = await phoneJpeg();
    expect(big.length).toBeGreaterThan(7 * 1024 * 1024);
    const petsBefore = (await myPets(ownerCookie)).length;
    const { context, page } = await open(MOBILE, signedIn.sessionCookie);
    const sent: number[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/pets') {
        sent.push(request.postDataBuffer()?.length ?? 0);
      }
    });
    await page.goto('/upload');
    await expect.poll(() => h1(page)).toBe('Upload Your Pet');
    await page.getByLabel('Photo', { exact: true }).setInputFiles({
      name: 'IMG_4032.jpg',
      mimeType: 'image/jpeg',
      buffer: big,
    });
    await expect
      .poll(() => page.getByRole('img', { name: 'Preview of IMG_4032.jpg' }).count(), {
        timeout: 20_000,
      })
      .toBe(1);
    expect(
      await page.getByRole('alert').filter({ hasText: messages.upload.tooLarge }).count(),
    ).toBe(0);
    await page.getByLabel('Pet name').fill(`Biscuit ${suffix}`);
    await screenshot(page, 'pets-upload-phone-photo');
    await page.getByRole('button', { name: 'Upload Pet' }).click();
    await expectToast(page, messages.upload.success);
    await context.close();

    // What went over the wire was the resized photo, far under the limit.
    expect(sent.length).toBe(1);
    expect(sent[0]!).toBeLessThan(5 * 1024 * 1024);
    const pets = await myPets(ownerCookie);
    expect(pets.length).toBe(petsBefore + 1);
    const pet = pets.find((p) => p.petName === `Biscuit ${suffix}`)!;
    const res = await fetch(new URL(pet.imageUrl, server.url));
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    // Stored sideways at 4032×3024 with orientation 6: upright, it is a portrait photo.
    expect(meta.height!).toBeGreaterThan(meta.width!);
    expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(2560);
    expect(meta.exif).toBeUndefined();
  }, 120_000);

  it('pet page photo: its own shape (≤ 4:5) full width on a phone, 16:9 on a desktop; a full-screen viewer with pinch zoom, Escape and swipe down', async () => {
    const name = `Tall ${suffix}`;
    const data = await sharp(photo('cat-kitten.jpg'))
      .resize(900, 1350, { fit: 'cover' })
      .jpeg({ quality: 85 })
      .toBuffer();
    const res = await apiUpload(ownerCookie, {
      petName: name,
      image: { data, filename: 'tall.jpg', type: 'image/jpeg' },
    });
    expect(res.status).toBe(201);
    const tall = ((await res.json()) as { pet: Pet }).pet;
    const viewerName = `View ${name}'s photo full screen`;

    // A phone: the 2:3 photo fills the column's width in a 4:5 frame (the tallest allowed).
    const { context, page } = await open(MOBILE);
    await page.goto(`/gallery/${tall.id}`);
    const opener = page.getByRole('button', { name: viewerName });
    await expect.poll(() => opener.count()).toBe(1);
    await settleImages(page);
    const frame = (await opener.boundingBox())!;
    expect(frame.width).toBeGreaterThan(MOBILE.width - 48);
    expect(Math.abs(frame.height / frame.width - 5 / 4)).toBeLessThan(0.02);
    await screenshot(page, 'pets-detail-photo');

    await opener.tap();
    const dialog = page.getByRole('dialog', { name });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await screenshot(page, 'pets-photo-viewer');
    const image = dialog.getByRole('img', { name: `${name}, the pet` });
    const scale = () =>
      image.evaluate((el) => new DOMMatrixReadOnly(getComputedStyle(el).transform).a);

    // Two fingers spread apart: the photo zooms.
    const cdp = await context.newCDPSession(page);
    const stage = (await page.getByTestId('photo-viewer-stage').boundingBox())!;
    const cx = stage.x + stage.width / 2;
    const cy = stage.y + stage.height / 2;
    const touch = (type: string, points: [number, number][]) =>
      cdp.send('Input.dispatchTouchEvent', {
        type: type as 'touchStart',
        touchPoints: points.map(([x, y], id) => ({ x, y, id })),
      });
    await touch('touchStart', [
      [cx - 30, cy],
      [cx + 30, cy],
    ]);
    for (let step = 1; step <= 6; step++) {
      await touch('touchMove', [
        [cx - 30 - step * 15, cy],
        [cx + 30 + step * 15, cy],
      ]);
    }
    await touch('touchEnd', []);
    await expect.poll(scale).toBeGreaterThan(2);
    const pinched = await scale();
    await page.getByRole('button', { name: 'Zoom out' }).click();
    await expect.poll(scale).toBeLessThan(pinched);

    // Escape closes it and gives focus back to the photo.
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => opener.evaluate((el) => el === document.activeElement)).toBe(true);

    // One finger swiped down closes it.
    await opener.tap();
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await touch('touchStart', [[cx, cy - 100]]);
    for (let step = 1; step <= 8; step++) await touch('touchMove', [[cx, cy - 100 + step * 30]]);
    await touch('touchEnd', []);
    await expect.poll(() => dialog.count()).toBe(0);
    await context.close();

    // A desktop: the 16:9 frame stays; a click opens the viewer, "Close photo" closes it.
    const desktop = await open(DESKTOP);
    await desktop.page.goto(`/gallery/${tall.id}`);
    const wideOpener = desktop.page.getByRole('button', { name: viewerName });
    await expect.poll(() => wideOpener.count()).toBe(1);
    const wide = (await wideOpener.boundingBox())!;
    expect(Math.abs(wide.width / wide.height - 16 / 9)).toBeLessThan(0.02);
    await settleImages(desktop.page);
    await screenshot(desktop.page, 'pets-detail-photo');
    await wideOpener.click();
    const wideDialog = desktop.page.getByRole('dialog', { name });
    await expect.poll(() => wideDialog.isVisible()).toBe(true);
    await screenshot(desktop.page, 'pets-photo-viewer');
    await desktop.page.getByRole('button', { name: 'Close photo' }).click();
    await expect.poll(() => wideDialog.count()).toBe(0);
    await desktop.context.close();
  }, 120_000);

  it('more ways to share a pet page: WhatsApp, Facebook, email and copy link on a desktop, the share sheet with the image on a phone', async () => {
    const desktop = await newPage(browser, server, { viewport: DESKTOP, errors, clipboard: true });
    await desktop.page.goto(`/gallery/${gpsPetId}`);
    const more = desktop.page.getByRole('region', { name: `Share ${gpsPet.name}` });
    await more.getByRole('heading', { name: 'More ways to share' }).waitFor();
    const petUrl = `${server.url}/gallery/${gpsPetId}`;
    const whatsApp = new URL(
      (await more.getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href'))!,
    );
    expect(whatsApp.origin + whatsApp.pathname).toBe('https://wa.me/');
    expect(whatsApp.searchParams.get('text')).toContain(petUrl);
    const facebook = new URL(
      (await more.getByRole('link', { name: 'Share on Facebook' }).getAttribute('href'))!,
    );
    expect(facebook.searchParams.get('u')).toBe(petUrl);
    const mail = (await more.getByRole('link', { name: 'Email' }).getAttribute('href'))!;
    expect(mail.startsWith('mailto:?subject=')).toBe(true);
    expect(decodeURIComponent(mail)).toContain(petUrl);
    // No share sheet offered on a desktop; the link goes to the clipboard.
    expect(await more.getByRole('button', { name: 'Share…' }).count()).toBe(0);
    await more.getByRole('button', { name: 'Copy link' }).click();
    await expectToast(desktop.page, 'Link copied.');
    expect(await desktop.page.evaluate(() => navigator.clipboard.readText())).toBe(petUrl);
    await screenshot(desktop.page, 'pets-share-more');
    await desktop.context.close();

    // A visitor's phone: "Share…" opens the system sheet with the pet's story image as a file.
    const phone = await newPage(browser, server, { viewport: MOBILE, errors });
    await recordShares(phone.context);
    await phone.page.goto(`/gallery/${gpsPetId}`);
    const phoneMore = phone.page.getByRole('region', { name: `Share ${gpsPet.name}` });
    await phoneMore.getByRole('button', { name: 'Share…' }).click();
    const calls = () =>
      phone.page.evaluate(
        () =>
          (
            window as unknown as {
              shareCalls: { files: { type: string; size: number }[]; url?: string }[];
            }
          ).shareCalls,
      );
    await expect.poll(async () => (await calls()).length).toBe(1);
    const [call] = await calls();
    expect(call!.url).toBe(petUrl);
    expect(call!.files).toHaveLength(1);
    expect(call!.files[0]!.type).toBe('image/jpeg');
    expect(call!.files[0]!.size).toBeGreaterThan(10_000);
    await screenshot(phone.page, 'pets-share-more');
    await phone.context.close();
    expect(errors).toEqual([]);
  }, 90_000);

  it('screenshots home, gallery, pet detail, upload and leaderboard at 1280 and 375 px', async () => {
    for (const viewport of [DESKTOP, MOBILE]) {
      const { context, page } = await open(viewport, signedIn.sessionCookie);
      for (const [route, heading, shot] of [
        ['/', /cutest/, 'pets-home'],
        ['/gallery', /^Gallery$/, 'pets-gallery'],
        [`/gallery/${gpsPetId}`, new RegExp(`^${escapeRegExp(gpsPet.name)}$`), 'pets-detail'],
        ['/leaderboard', /^Leaderboard$/, 'pets-leaderboard'],
        ['/upload', /^Upload Your Pet$/, 'pets-upload'],
      ] as const) {
        await page.goto(route);
        await expect.poll(() => h1(page), { message: route }).toMatch(heading);
        await settleImages(page);
        await screenshot(page, shot);
      }
      await context.close();
    }
    expect(errors).toEqual([]);
  }, 120_000);
});
