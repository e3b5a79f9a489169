import { randomBytes } from 'node:crypto';
import { messages } from '@pawprize/shared';
import type { Pet } from '@pawprize/shared/schemas/pets';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type StartedServer } from '../scripts/lib/server-process.mjs';
import { DESKTOP, launchBrowser, MOBILE } from './browser.ts';
import { expectPath, expectToast, newPage, toast } from './helpers/page.ts';
import { fixturePhoto, uploadPet } from './helpers/pets.ts';
import { makeAccount, verifiedAccount, type TestAccount } from './helpers/users.ts';

/**
 * The phone layouts and UX details (ADRs 0045–0049) in Chromium at 375 px and desktop, against a dedicated
 * server: busy votes send one request, nothing scrolls sideways, /captions, focus after the
 * deck's and the battle's buttons, /vote on a 375 × 667 phone, battles side by side, and the
 * deck's skips kept for the day.
 */

const PHONE = { width: 375, height: 667 };
const NARROW = { width: 320, height: 640 };
const suffix = randomBytes(3).toString('hex');
const owner = makeAccount('opal', suffix);
const voter = makeAccount('vito', suffix);
const keys = makeAccount('kira', suffix);
/** A long name with no place to break: it must be cut short, never widen a page. */
const LONG_NAME = 'Fluffingtonwhiskerbottompawsylvaniathethirdofthemeadow';

let server: StartedServer;
let browser: Browser;
const cookies = new Map<TestAccount, string>();
const pets: Pet[] = [];
const contests = new Map<string, string>();
/** Console errors seen in any page; 4xx answers are expected here. */
const errors: string[] = [];

const open = (
  viewport: { width: number; height: number },
  account?: TestAccount,
  ignore?: RegExp,
) =>
  newPage(browser, server, {
    viewport,
    sessionCookie: account ? cookies.get(account)! : undefined,
    errors,
    ignore,
  });

/** Every pet's votes, by name (the public list). */
async function voteCounts(): Promise<Map<string, number>> {
  const res = await fetch(`${server.url}/api/pets?limit=20`);
  const { pets: all } = (await res.json()) as { pets: Pet[] };
  return new Map(all.map((p) => [p.petName, p.votesCount]));
}

const h1 = (page: Page) => page.getByRole('heading', { level: 1 }).first();

async function createContest(account: TestAccount, petName: string, file: string) {
  const form = new FormData();
  form.append('petName', petName);
  form.append(
    'image',
    new Blob([new Uint8Array(fixturePhoto(file))], { type: 'image/jpeg' }),
    file,
  );
  const res = await fetch(`${server.url}/api/captions`, {
    method: 'POST',
    headers: { origin: server.url, cookie: cookies.get(account)! },
    body: form,
  });
  expect(res.status, await res.clone().text()).toBe(201);
  const { contest } = (await res.json()) as { contest: { shareId: string } };
  contests.set(petName, contest.shareId);
}

/** Counts the requests whose method and path match while `action` runs, once it is all settled. */
function countRequests(page: Page, method: string, path: RegExp) {
  let n = 0;
  page.on('request', (request) => {
    if (request.method() === method && path.test(new URL(request.url()).pathname)) n++;
  });
  return () => n;
}

async function pageWidth(page: Page) {
  return page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));
}

beforeAll(async () => {
  // A loaded machine may take a while to migrate a fresh embedded database.
  server = await startServer({
    env: { LOG_LEVEL: 'info', TRUST_PROXY: '1' },
    timeoutMs: 120_000,
  });
  browser = await launchBrowser();
  for (const [index, account] of [owner, voter, keys].entries()) {
    const forwardedFor = `203.0.113.${index + 40}`;
    cookies.set(account, await verifiedAccount(server, account, { forwardedFor }));
  }
  const seeds = [
    ['dog-red-fluffy.jpg', LONG_NAME],
    ['cat-tabby.jpg', 'Marmalade'],
    ['dog-grey-frisbee.jpg', 'Comet'],
    ['cat-kitten.jpg', 'Pip'],
    ['dog-red-blanket.jpg', 'Toffee'],
    ['dog-grey-shaggy.jpg', 'Bramble'],
  ] as const;
  for (const [file, petName] of seeds) {
    pets.push(await uploadPet(server, cookies.get(owner)!, { petName, file }));
  }
  // The long name leads the leaderboard (a vote of another account: owners cannot vote for
  // their own pets, ADR 0110).
  const lead = await fetch(`${server.url}/api/pets/${pets[0]!.id}/vote`, {
    method: 'POST',
    headers: { origin: server.url, cookie: cookies.get(keys)! },
  });
  expect(lead.status, await lead.clone().text()).toBe(200);
  await createContest(owner, 'Ginger', 'dog-red-fluffy.jpg');
  await createContest(owner, 'Whiskers', 'cat-tabby.jpg');
  await createContest(owner, LONG_NAME.slice(0, 40), 'dog-grey-shaggy.jpg');
}, 180_000);

afterAll(async () => {
  await browser?.close();
  const code = await server?.stop();
  if (code !== 0 && code !== null) console.error(`server exited with ${code}:\n${server.output()}`);
});

describe('a busy action ignores further clicks (item 3)', () => {
  it('a double click on Vote on a pet page sends one request and shows one toast', async () => {
    for (const [viewport, pet] of [
      [DESKTOP, pets[1]!],
      [MOBILE, pets[2]!],
    ] as const) {
      const { context, page } = await open(viewport, voter);
      const votes = countRequests(page, 'POST', /^\/api\/pets\/[^/]+\/vote$/);
      await page.goto(`/gallery/${pet.id}`);
      await expect.poll(() => h1(page).textContent(), { timeout: 15_000 }).toBe(pet.petName);
      // The pet page's large button is named by its text, 'Vote'.
      await page.getByRole('button', { name: 'Vote', exact: true }).dblclick();
      await expectToast(page, messages.vote.counted);
      await expect
        .poll(() => page.getByRole('button', { name: 'Voted', exact: true, pressed: true }).count())
        .toBeGreaterThan(0);
      expect(votes()).toBe(1);
      expect(await toast(page, messages.vote.counted).count()).toBe(1);
      expect(await toast(page, messages.vote.alreadyVoted).count()).toBe(0);
      await context.close();
    }
  });

  it('a double click on a caption vote sends one request; the list holds still under the pointer', async () => {
    for (const [viewport, name] of [
      [DESKTOP, 'Ginger'],
      [MOBILE, 'Whiskers'],
    ] as const) {
      const { context, page } = await open(viewport, voter);
      const votes = countRequests(page, 'POST', /^\/api\/captions\/[^/]+\/votes$/);
      await page.goto(`/captions/${contests.get(name)}`);
      const items = page.getByRole('list', { name: 'Captions' }).getByRole('listitem');
      await expect.poll(() => items.count(), { timeout: 15_000 }).toBe(5);
      // The last caption (no votes, like the others): its vote would sort it first.
      const last = items.nth(4);
      const text = (await last.locator('p').nth(0).textContent())!;
      await last.getByRole('button').dblclick();
      await expectToast(page, messages.captionContest.voteCounted);
      await expect
        .poll(() =>
          items.nth(4).getByRole('button', { name: messages.captionContest.voted }).count(),
        )
        .toBe(1);
      expect(await items.nth(4).textContent()).toContain(text.slice(1, 20));
      expect(votes()).toBe(1);
      expect(await toast(page, messages.captionContest.alreadyVoted).count()).toBe(0);
      if (viewport === DESKTOP) {
        // The mouse leaves the list: now it takes its ranked order.
        await page.mouse.move(2, 2);
        await expect.poll(() => items.nth(0).textContent()).toContain(text.slice(1, 20));
      }
      await context.close();
    }
  });
});

describe('nothing scrolls sideways (item 4)', () => {
  it('at 320 and 375 px: leaderboard with a long name, blog article, dashboard settings, captions, pet page, battle', async () => {
    for (const viewport of [NARROW, PHONE]) {
      const { context, page } = await open(viewport, voter);
      const visits: [string, () => Promise<unknown>][] = [
        ['/leaderboard', () => page.getByText(LONG_NAME).first().waitFor()],
        ['/blog/choosing-safe-toys', () => h1(page).waitFor()],
        ['/captions', () => page.getByRole('list', { name: 'Caption contests' }).waitFor()],
        [`/gallery/${pets[0]!.id}`, () => h1(page).waitFor()],
        ['/battle', () => page.locator('article[data-side]').first().waitFor()],
        [
          '/dashboard',
          async () => {
            await page.getByRole('tab', { name: 'Profile Settings' }).click();
            await page.getByRole('tabpanel').waitFor();
          },
        ],
      ];
      for (const [path, ready] of visits) {
        await page.goto(path);
        await ready();
        await page.waitForLoadState('networkidle');
        const width = await pageWidth(page);
        expect(width.scroll, `${path} at ${viewport.width} px`).toBeLessThanOrEqual(width.inner);
      }
      // The tab labels stay on one line (the tab itself is a fixed 44 px touch target, ADR 0134,
      // so count the label's lines).
      const lines = await page.getByRole('tab', { name: 'Profile Settings' }).evaluate((tab) => {
        const range = document.createRange();
        range.selectNodeContents(tab);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.bottom))).size;
      });
      expect(lines).toBe(1);
      await context.close();
    }
  }, 120_000);
});

describe('/captions (item 5)', () => {
  it("the nav's Captions opens /captions: search, Newest, a contest and back to the same list", async () => {
    for (const viewport of [DESKTOP, MOBILE]) {
      const { context, page } = await open(viewport);
      await page.goto('/');
      if (viewport === MOBILE) await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('link', { name: 'Captions', exact: true }).first().click();
      await expectPath(page, '/captions');
      await expect.poll(() => h1(page).textContent(), { timeout: 15_000 }).toBe('Caption Contests');
      expect(
        await page.getByRole('link', { name: 'Create Caption Contest' }).getAttribute('href'),
      ).toBe('/create');
      const cards = page.getByRole('list', { name: 'Caption contests' }).getByRole('listitem');
      await expect.poll(() => cards.count()).toBe(3);

      await page.getByRole('radio', { name: 'Newest' }).click();
      await page.getByLabel('Search caption contests by pet name').fill('ging');
      await expectPath(page, '/captions', '?sort=newest&q=ging');
      await expect.poll(() => cards.count()).toBe(1);
      await cards.getByRole('link', { name: 'Ginger' }).click();
      await expectPath(page, `/captions/${contests.get('Ginger')}`);
      await page.getByRole('link', { name: 'Back to Caption Contests' }).click();
      await expectPath(page, '/captions', '?sort=newest&q=ging');
      await expect.poll(() => cards.count()).toBe(1);
      expect(await page.getByLabel('Search caption contests by pet name').inputValue()).toBe(
        'ging',
      );

      // A search that finds nothing, then the list failing.
      await page.getByLabel('Search caption contests by pet name').fill('zebra');
      await expect.poll(() => page.getByText('No caption contests match “zebra”.').count()).toBe(1);
      await context.close();
    }
  });

  it("shows the spec's empty and failure states", async () => {
    // The aborted request is logged by the browser: expected here.
    const { context, page } = await open(MOBILE, undefined, /\b4\d\d\b|ERR_FAILED/);
    await page.route('**/api/captions/browse**', (route) =>
      route.fulfill({ json: { contests: [], page: 1, pageCount: 1, total: 0 } }),
    );
    await page.goto('/captions');
    await expect
      .poll(() => page.getByText(messages.captionContest.listEmpty).count(), { timeout: 15_000 })
      .toBe(1);
    expect(
      await page
        .getByRole('link', { name: messages.captionContest.listCreateLink })
        .getAttribute('href'),
    ).toBe('/create');
    await page.unroute('**/api/captions/browse**');
    await page.route('**/api/captions/browse**', (route) => route.abort());
    await page.reload();
    await expect
      .poll(() => page.getByText(messages.captionContest.listFailed).count(), { timeout: 15_000 })
      .toBe(1);
    expect(
      await page.getByRole('button', { name: messages.captionContest.tryAgain }).isVisible(),
    ).toBe(true);
    await context.close();
  });

  it('the dashboard lists My Caption Contests and explains Generation Credits; back returns there', async () => {
    for (const viewport of [DESKTOP, MOBILE]) {
      const { context, page } = await open(viewport, owner);
      await page.goto('/dashboard');
      const list = page.getByRole('list', { name: 'My Caption Contests' });
      await expect.poll(() => list.getByRole('listitem').count(), { timeout: 15_000 }).toBe(3);
      expect(
        await page
          .getByText(/Generation Credits pay for caption contests beyond your 10 free/)
          .count(),
      ).toBe(1);
      await expect
        .poll(() => page.getByTestId('caption-allowance').textContent())
        .toContain('7 of 10');
      await list.getByRole('link', { name: 'Whiskers' }).click();
      await page.getByRole('link', { name: 'Back to My Dashboard' }).click();
      await expectPath(page, '/dashboard');
      await context.close();
    }
  });
});

describe('keyboard focus stays on the deck and in the battle (item 6)', () => {
  it('after Cute! the focus is on Cute! for the next pet; after Cuter! on Next Battle, then on the new battle', async () => {
    for (const viewport of [DESKTOP, MOBILE]) {
      const { context, page } = await open(viewport, keys);
      await page.goto('/vote');
      const cute = page.getByRole('button', { name: 'Cute!' });
      await cute.waitFor({ timeout: 15_000 });
      const first = await page.getByTestId('swipe-card').getAttribute('aria-label');
      await cute.focus();
      await page.keyboard.press('Enter');
      await expect
        .poll(() => page.getByTestId('swipe-card').getAttribute('aria-label'), { timeout: 10_000 })
        .not.toBe(first);
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.textContent?.trim()))
        .toBe('Cute!');

      await page.goto('/battle');
      const pick = page.locator('[data-battle-pick]').first();
      await pick.waitFor({ timeout: 15_000 });
      await pick.focus();
      await page.keyboard.press('Enter');
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.hasAttribute('data-battle-next')), {
          timeout: 10_000,
        })
        .toBe(true);
      await page.keyboard.press('Enter');
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.hasAttribute('data-battle-pick')), {
          timeout: 10_000,
        })
        .toBe(true);
      await context.close();
    }
  });
});

describe('/vote on a phone (item 7)', () => {
  it('at 375 × 667 the deck and its buttons fit the first screen and the guide sits below the title', async () => {
    const { context, page } = await open(PHONE);
    await page.goto('/vote');
    const cute = page.getByRole('button', { name: 'Cute!' });
    await cute.waitFor({ timeout: 15_000 });
    const guide = page.locator('[data-sonner-toast]').filter({ hasText: 'Swipe right' });
    await guide.waitFor();
    const title = (await h1(page).boundingBox())!;
    const tip = (await guide.boundingBox())!;
    expect(tip.y).toBeGreaterThanOrEqual(title.y + title.height);
    for (const name of ['Cute!', 'Not as cute']) {
      const box = (await page.getByRole('button', { name }).boundingBox())!;
      expect(box.y + box.height, name).toBeLessThanOrEqual(PHONE.height);
    }
    const card = (await page.getByTestId('swipe-card').boundingBox())!;
    expect(card.height).toBeGreaterThan(250);
    await context.close();
  });

  it('on a desktop the guide does not cover the title either', async () => {
    const { context, page } = await open(DESKTOP);
    await page.goto('/vote');
    const guide = page.locator('[data-sonner-toast]').filter({ hasText: 'Swipe right' });
    await guide.waitFor({ timeout: 15_000 });
    const title = (await h1(page).boundingBox())!;
    const tip = (await guide.boundingBox())!;
    const overlaps =
      tip.x < title.x + title.width &&
      title.x < tip.x + tip.width &&
      tip.y < title.y + title.height &&
      title.y < tip.y + tip.height;
    expect(overlaps).toBe(false);
    await context.close();
  });
});

describe('battles side by side (item 8)', () => {
  it('shows both pets next to each other at 375 px and on a desktop', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { context, page } = await open(viewport);
      await page.goto('/battle');
      const left = page.locator('article[data-side="left"]');
      const right = page.locator('article[data-side="right"]');
      await right.waitFor({ timeout: 15_000 });
      const a = (await left.boundingBox())!;
      const b = (await right.boundingBox())!;
      expect(Math.abs(a.y - b.y)).toBeLessThan(2);
      expect(a.x + a.width).toBeLessThanOrEqual(b.x);
      expect(b.x + b.width).toBeLessThanOrEqual(viewport.width);
      // Both photos are in the first screen.
      const photos = page.locator('article[data-side] img');
      for (const photo of await photos.all()) {
        const box = (await photo.boundingBox())!;
        expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
      }
      await context.close();
    }
  });
});

describe('the deck keeps skips for the day (item 9)', () => {
  it('a skipped pet does not come back after a reload, and the page says so', async () => {
    for (const viewport of [MOBILE, DESKTOP]) {
      const { context, page } = await open(viewport);
      await page.goto('/vote');
      const notCute = page.getByRole('button', { name: 'Not as cute' });
      await notCute.waitFor({ timeout: 15_000 });
      expect(
        await page
          .getByText(
            'to pass. It isn’t a vote: that pet just stays out of your deck until tomorrow.',
          )
          .count(),
      ).toBe(1);
      const skipped = (await page.getByTestId('swipe-card').getAttribute('aria-label'))!;
      const before = await voteCounts();
      await notCute.click();
      await expectToast(page, messages.vote.swipeNotCute);
      await expect
        .poll(() => page.getByTestId('swipe-card').getAttribute('aria-label'))
        .not.toBe(skipped);

      await page.reload();
      await notCute.waitFor({ timeout: 15_000 });
      const queue = (await (await page.request.get('/api/votes/queue')).json()) as {
        pets: Pet[];
      };
      expect(queue.pets.map((p) => p.petName)).not.toContain(skipped);
      expect(queue.pets.length).toBe(pets.length - 1);
      await expect.poll(() => page.getByText(`1 / ${pets.length - 1}`).count()).toBe(1);
      // No vote was counted.
      expect((await voteCounts()).get(skipped)).toBe(before.get(skipped));
      await context.close();
    }
  });

  it('has no console errors', () => {
    expect(errors).toEqual([]);
  });
});

describe('photo forms keep unsent input (item 10)', () => {
  it('asks before leaving /upload, never after a stored upload; a phone says "Tap", a desktop "Drag & drop"', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { context, page } = await open(viewport, keys);
      await page.goto('/upload');
      const name = page.getByLabel('Pet name');
      await name.waitFor({ timeout: 15_000 });
      const phone = viewport.width < 768;
      expect(await page.getByText('Tap to choose a photo').isVisible()).toBe(phone);
      expect(await page.getByText('Drag & drop a photo').isVisible()).toBe(!phone);
      expect(await page.getByText(/drag & drop/i).count()).toBe(phone ? 0 : 1);

      // Typed text: the logo link is held and a confirm dialog asks; Stay keeps everything.
      const petName = `Stay${suffix}${viewport.width}`;
      await name.fill(petName);
      await page.getByRole('banner').getByRole('link', { name: 'PawPrize home' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Leave this page?' });
      await dialog.waitFor();
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.textContent))
        .toBe('Stay on this page');
      await dialog.getByRole('button', { name: 'Stay on this page' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(new URL(page.url()).pathname).toBe('/upload');
      expect(await name.inputValue()).toBe(petName);

      // A stored upload goes to the gallery without asking.
      await page.getByLabel('Photo', { exact: true }).setInputFiles({
        name: 'cat-kitten.jpg',
        mimeType: 'image/jpeg',
        buffer: fixturePhoto('cat-kitten.jpg'),
      });
      await page.getByRole('button', { name: 'Upload Pet' }).click();
      // Held by the leave warning, this would time out on /upload with the dialog open. A stored
      // upload lands on the new pet's page ("You're in!", docs/product/gallery.md).
      await page.waitForURL((url) => url.pathname.startsWith('/gallery/'), { timeout: 30_000 });
      expect(await page.getByRole('alertdialog').count()).toBe(0);
      const mine = (await (await fetch(`${server.url}/api/pets?limit=20`)).json()) as {
        pets: Pet[];
      };
      const stored = mine.pets.find((p) => p.petName === petName)!;
      // Put the site back as the other tests expect it.
      const removed = await fetch(`${server.url}/api/pets/${stored.id}`, {
        method: 'DELETE',
        headers: { origin: server.url, cookie: cookies.get(keys)! },
      });
      expect(removed.status).toBeLessThan(300);

      // A reload or tab close with typed text gets the browser's own prompt.
      await page.goto('/upload');
      await name.fill('Unsent');
      const prompt = page.waitForEvent('dialog');
      await page.close({ runBeforeUnload: true });
      const beforeUnload = await prompt;
      expect(beforeUnload.type()).toBe('beforeunload');
      await beforeUnload.accept();
      await context.close();
    }
    expect(errors).toEqual([]);
  });
});
