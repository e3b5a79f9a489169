import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CAPTION_WINNER_MIN_VOTES, messages } from '@pawprize/shared';
import type { CaptionContest } from '@pawprize/shared/schemas/captions';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type StartedServer } from '../scripts/lib/server-process.mjs';
import { DESKTOP, launchBrowser, MOBILE, screenshot } from './browser.ts';
import { calm, expectToast, newPage, settleImages } from './helpers/page.ts';
import { makeAccount, signIn, verifiedAccount, type TestAccount } from './helpers/users.ts';

/**
 * Caption contests in Chromium against a dedicated server (no contests yet, and a log at
 * info level for the verification links): create a contest in the browser, vote from a second
 * account, reach 5 votes through the API and see the trophy, then find it on the home page.
 */

const PHOTO = path.resolve(import.meta.dirname, '../fixtures/photos/dog-red-fluffy.jpg');
const SCREENSHOTS = path.resolve(import.meta.dirname, 'screenshots');

const suffix = randomBytes(3).toString('hex');
const owner = makeAccount('olive', suffix);
/** The first votes in the browser; the others through the API. */
const voters = ['vic', 'wren', 'xavi', 'yara'].map((name) => makeAccount(name, suffix));
const pet = { name: `Ginger ${suffix}`, breed: 'Pomeranian' };
const ownCaption = 'When the vet says "good boy" and you know it is a trap.';

let server: StartedServer;
let browser: Browser;
const cookies = new Map<TestAccount, string>();
/** Console errors seen in any page; 4xx resource loads are expected answers. */
const errors: string[] = [];

const open = (viewport = DESKTOP, account?: TestAccount) =>
  newPage(browser, server, {
    viewport,
    sessionCookie: account ? cookies.get(account)! : undefined,
    errors,
  });

const h1 = (page: Page) => page.getByRole('heading', { level: 1 }).first().textContent();
const captionItems = (page: Page) =>
  page.getByRole('list', { name: 'Captions' }).getByRole('listitem');
const voteButtons = (page: Page) =>
  page.getByRole('list', { name: 'Captions' }).getByRole('button');
const homeSection = (page: Page) => page.getByRole('region', { name: 'Caption contests' });

/** Saves `e2e/screenshots/<name>-<width>.png`: one part of the page, with a margin around it. */
async function sectionScreenshot(locator: Locator, name: string, width: number) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  // From the top of a full-page shot, so the sticky navigation bar does not cover it.
  await locator.page().evaluate(() => window.scrollTo(0, 0));
  const box = (await locator.boundingBox())!;
  const margin = 24;
  await locator.page().screenshot({
    path: path.join(SCREENSHOTS, `${name}-${width}.png`),
    fullPage: true,
    clip: {
      x: Math.max(0, box.x - margin),
      y: Math.max(0, box.y - margin),
      width: Math.min(width, box.width + 2 * margin),
      height: box.height + 2 * margin,
    },
  });
}

async function getContest(shareId: string, account?: TestAccount): Promise<CaptionContest> {
  const res = await fetch(`${server.url}/api/captions/${shareId}`, {
    headers: account ? { cookie: cookies.get(account)! } : {},
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { contest: CaptionContest }).contest;
}

/** Creates a contest through the API (multipart, like the browser). */
async function apiCreateContest(
  account: TestAccount,
  file: string,
  petName: string,
  breed: string,
): Promise<CaptionContest> {
  const form = new FormData();
  form.append('petName', petName);
  form.append('breed', breed);
  const data = readFileSync(path.join(path.dirname(PHOTO), file));
  form.append('image', new Blob([new Uint8Array(data)], { type: 'image/jpeg' }), file);
  const res = await fetch(`${server.url}/api/captions`, {
    method: 'POST',
    headers: { origin: server.url, cookie: cookies.get(account)! },
    body: form,
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { contest: CaptionContest }).contest;
}

/**
 * The caption a test's votes go to: the last generated one with no quote marks of its own (one
 * with quotes inside is shown with them curled and without added outer quotes,
 * docs/product/captions.md, so its shown text differs), so the winner is not simply the first.
 */
function chosenCaption(contest: CaptionContest): { id: string; caption: string } {
  const plain = contest.captions.filter((c) => !/["“”„‟«»]/.test(c.caption));
  expect(plain.length, 'a generated caption without quote marks').toBeGreaterThan(0);
  return plain.at(-1)!;
}

/** A contest of the owner's made through the API, for a test of its own, and its chosen caption. */
async function ownersContest(petName: string) {
  const contest = await apiCreateContest(owner, 'dog-red-fluffy.jpg', petName, pet.breed);
  expect(contest.captions).toHaveLength(5);
  return { shareId: contest.shareId, chosen: chosenCaption(contest) };
}

/** Each account votes for `captionId` through the API. */
async function apiVote(shareId: string, captionId: string, accounts: TestAccount[]) {
  for (const account of accounts) {
    const res = await fetch(`${server.url}/api/captions/${shareId}/votes`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: server.url,
        cookie: cookies.get(account)!,
      },
      body: JSON.stringify({ captionId }),
    });
    expect(res.status, await res.clone().text()).toBe(200);
  }
}

/** A contest whose chosen caption has won: CAPTION_WINNER_MIN_VOTES votes, the owner's among them. */
async function wonContest(petName: string) {
  const made = await ownersContest(petName);
  const accounts = [owner, ...voters].slice(0, CAPTION_WINNER_MIN_VOTES);
  expect(accounts).toHaveLength(CAPTION_WINNER_MIN_VOTES);
  await apiVote(made.shareId, made.chosen.id, accounts);
  const contest = await getContest(made.shareId);
  expect(contest.totalVotes).toBe(CAPTION_WINNER_MIN_VOTES);
  expect(contest.winnerCaptionId).toBe(made.chosen.id);
  return made;
}

beforeAll(async () => {
  // Five accounts: more sign-ups than one address may make in an hour, so each comes "through a
  // proxy" from its own documentation address (TEST-NET-3).
  server = await startServer({ env: { LOG_LEVEL: 'info', TRUST_PROXY: '1' } });
  browser = await launchBrowser();
  for (const [index, account] of [owner, ...voters].entries()) {
    const forwardedFor = `203.0.113.${index + 10}`;
    cookies.set(account, await verifiedAccount(server, account, { forwardedFor }));
  }
}, 120_000);

afterAll(async () => {
  await browser?.close();
  const code = await server?.stop();
  if (code !== 0 && code !== null) console.error(`server exited with ${code}:\n${server.output()}`);
});

/**
 * Each test makes the contests it needs (through the API where the browser's part is not what it
 * tests), under a pet name of its own, so any one of them runs alone.
 */
describe('caption contests in the browser', () => {
  it('starts with the empty state on the home page', async () => {
    const { context, page } = await open(MOBILE);
    await page.goto('/');
    const section = homeSection(page);
    await expect
      .poll(() => section.getByText(messages.captionContest.listEmpty).isVisible(), {
        timeout: 15_000,
      })
      .toBe(true);
    expect(
      await section
        .getByRole('link', { name: messages.captionContest.listCreateLink })
        .getAttribute('href'),
    ).toBe('/create');
    await sectionScreenshot(section, 'captions-home-empty', MOBILE.width);
    await context.close();
  });

  it('creates a contest: the progress notices appear in order, then its page opens', async () => {
    const { context, page } = await open();
    await page.goto('/create');
    await expect.poll(() => page.url()).toContain('?redirect=/create');
    await signIn(page, owner.email, owner.password);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/create');
    await expect.poll(() => h1(page), { timeout: 15_000 }).toBe('Create Caption Contest');

    const submit = page.getByRole('button', { name: 'Generate Captions' });
    await expect.poll(() => submit.isDisabled()).toBe(true);
    await page.getByLabel('Photo', { exact: true }).setInputFiles({
      name: 'ginger.jpg',
      mimeType: 'image/jpeg',
      buffer: readFileSync(PHOTO),
    });
    await page.getByLabel('Pet name').fill(pet.name);
    await page.getByLabel(/Breed/).fill(pet.breed);
    await expect.poll(() => submit.isEnabled()).toBe(true);
    await expect
      .poll(() => page.getByRole('img', { name: 'Preview of ginger.jpg' }).count())
      .toBe(1);

    // Records every notice and progress value the page shows, however briefly.
    await page.evaluate(() => {
      const seen = { notices: [] as string[], values: [] as number[] };
      (window as unknown as { progressSeen: typeof seen }).progressSeen = seen;
      new MutationObserver(() => {
        const label = document.getElementById('create-progress-label')?.textContent ?? '';
        if (label && seen.notices.at(-1) !== label) seen.notices.push(label);
        const bar = document.querySelector('[aria-labelledby="create-progress-label"]');
        const value = Number(bar?.getAttribute('aria-valuenow') ?? NaN);
        if (!Number.isNaN(value) && seen.values.at(-1) !== value) seen.values.push(value);
      }).observe(document.body, {
        subtree: true,
        childList: true,
        characterData: true,
        attributes: true,
      });
    });
    await submit.click();

    await expectToast(page, messages.captionCreate.success);
    await expect
      .poll(() => new URL(page.url()).pathname, { timeout: 20_000 })
      .toMatch(/^\/captions\/[\w-]{10,}$/);
    const shareId = new URL(page.url()).pathname.split('/').at(-1)!;
    await expect.poll(() => h1(page), { timeout: 15_000 }).toBe(pet.name);

    const seen = await page.evaluate(
      () =>
        (window as unknown as { progressSeen: { notices: string[]; values: number[] } })
          .progressSeen,
    );
    expect(seen.notices.slice(0, 3)).toEqual([
      messages.captionCreate.preparing,
      messages.captionCreate.uploading,
      messages.captionCreate.generating,
    ]);
    expect(seen.values[0]).toBe(10);
    expect(seen.values[1]).toBe(20);
    expect(seen.values.at(-1)).toBe(100);
    expect(seen.values).toEqual([...seen.values].sort((a, b) => a - b));
    // Every progress step is drawn, however fast the server answers.
    for (const step of [10, 20, 40, 50, 70, 80, 100]) expect(seen.values).toContain(step);

    // Its page: breed, five AI captions with no votes yet, the owner's Delete, Share.
    expect(await page.getByText(`Breed: ${pet.breed}`, { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => captionItems(page).count()).toBe(5);
    expect(await page.getByRole('button', { name: 'Delete' }).isVisible()).toBe(true);
    await expect.poll(() => page.title()).toBe(`${pet.name} · PawPrize`);
    expect(
      await page.getByRole('link', { name: messages.pages.backToGallery }).getAttribute('href'),
    ).toBe('/gallery');

    const contest = await getContest(shareId);
    expect(contest.captions).toHaveLength(5);
    await context.close();
  }, 90_000);

  it('screenshots the create page, filled in, at 1280 and 375 px', async () => {
    for (const viewport of [DESKTOP, MOBILE]) {
      const { context, page } = await open(viewport, owner);
      await page.goto('/create');
      await expect.poll(() => h1(page), { timeout: 15_000 }).toBe('Create Caption Contest');
      await page.getByLabel('Photo', { exact: true }).setInputFiles(PHOTO);
      await page.getByLabel('Pet name').fill('Biscuit');
      await page.getByLabel(/Breed/).fill('Golden retriever');
      await calm(page);
      await screenshot(page, 'captions-create');
      await context.close();
    }
  }, 60_000);

  it("asks a visitor to log in; a second account votes and sees 'Voted!' with every button disabled", async () => {
    const petName = `Pepper ${suffix}`;
    const { shareId, chosen } = await ownersContest(petName);
    const visitor = await open();
    await visitor.page.goto(`/captions/${shareId}`);
    await expect.poll(() => h1(visitor.page), { timeout: 15_000 }).toBe(petName);
    await voteButtons(visitor.page).first().click();
    await expectToast(visitor.page, messages.captionContest.loginRequired);
    await visitor.context.close();

    const { context, page } = await open(DESKTOP, voters[0]);
    await page.goto(`/captions/${shareId}`);
    await expect.poll(() => h1(page), { timeout: 15_000 }).toBe(petName);
    await page.getByRole('button', { name: `Vote for “${chosen.caption}”` }).click();
    await expectToast(page, messages.captionContest.voteCounted);
    const voted = page.getByRole('button', { name: messages.captionContest.voted });
    await expect.poll(() => voted.count()).toBe(1);
    expect(await voted.locator('xpath=ancestor::li').textContent()).toContain(chosen.caption);
    await expect.poll(() => voteButtons(page).count()).toBe(5);
    for (const button of await voteButtons(page).all()) {
      expect(await button.isDisabled()).toBe(true);
    }

    // Their own caption (one each, docs/product/captions.md).
    await page.getByLabel('Add your own caption').fill(ownCaption);
    await page.getByRole('button', { name: 'Add caption' }).click();
    await expectToast(page, messages.captionContest.captionAdded);
    await expect.poll(() => captionItems(page).count()).toBe(6);
    await expect.poll(() => page.getByText('Your caption', { exact: true }).count()).toBe(1);
    await context.close();

    for (const viewport of [DESKTOP, MOBILE]) {
      const shot = await open(viewport, voters[0]);
      await shot.page.goto(`/captions/${shareId}`);
      await expect.poll(() => h1(shot.page), { timeout: 15_000 }).toBe(petName);
      await calm(shot.page);
      await screenshot(shot.page, 'captions-contest');
      await shot.context.close();
    }
  }, 90_000);

  it(`crowns the winner with a trophy once the votes reach ${CAPTION_WINNER_MIN_VOTES}`, async () => {
    // The owner and four more accounts vote for the same caption through the API.
    const petName = `Nutmeg ${suffix}`;
    const { shareId, chosen } = await wonContest(petName);

    for (const viewport of [DESKTOP, MOBILE]) {
      const { context, page } = await open(viewport, owner);
      await page.goto(`/captions/${shareId}`);
      await expect.poll(() => h1(page), { timeout: 15_000 }).toBe(petName);
      const winner = captionItems(page).first();
      await expect.poll(() => winner.textContent()).toContain(chosen.caption);
      // The caption list can paint before the contest's result does (a busy CI machine showed it):
      // wait for the winner's mark rather than reading it once.
      await expect
        .poll(() => winner.getByText('Winner', { exact: true }).isVisible(), { timeout: 10_000 })
        .toBe(true);
      expect(await winner.locator('svg.lucide-trophy').count()).toBeGreaterThan(0);
      expect(await captionItems(page).nth(1).locator('svg.lucide-trophy').count()).toBe(0);
      expect(await page.getByText('We have a winner!').isVisible()).toBe(true);
      // The owner voted too: their choice is marked and nothing else can be pressed.
      expect(
        await winner.getByRole('button', { name: messages.captionContest.voted }).isVisible(),
      ).toBe(true);
      await calm(page);
      await screenshot(page, 'captions-contest-winner');
      await context.close();
    }
  }, 90_000);

  it('lists the contest on the home page, under Trending and Newest', async () => {
    const petName = `Saffron ${suffix}`;
    const { shareId, chosen } = await wonContest(petName);
    // Two newer contests with fewer votes: Trending still leads with ours.
    await apiCreateContest(voters[1]!, 'cat-tabby.jpg', 'Marmalade', 'Tabby');
    await apiCreateContest(voters[2]!, 'dog-grey-frisbee.jpg', 'Comet', 'Whippet');
    for (const viewport of [DESKTOP, MOBILE]) {
      const { context, page } = await open(viewport);
      await page.goto('/');
      const section = homeSection(page);
      const card = section.getByRole('article').filter({ hasText: petName });
      await expect
        .poll(() => card.count(), {
          timeout: 15_000,
          message: `the contest on the home page at ${viewport.width} px: ${await section.textContent()}`,
        })
        .toBe(1);
      expect(await card.getByRole('link', { name: petName }).getAttribute('href')).toBe(
        `/captions/${shareId}`,
      );
      expect(await card.textContent()).toContain(chosen.caption);
      expect(await card.textContent()).toContain(`${CAPTION_WINNER_MIN_VOTES} votes`);
      expect(await card.getByText('Winner', { exact: true }).isVisible()).toBe(true);

      await section.getByRole('radio', { name: 'Newest' }).click();
      await expect
        .poll(() => section.getByRole('radio', { name: 'Newest' }).getAttribute('aria-checked'))
        .toBe('true');
      await expect.poll(() => card.count()).toBe(1);
      await section.getByRole('radio', { name: 'Trending' }).click();

      await settleImages(page);
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await sectionScreenshot(section, 'captions-home-section', viewport.width);

      // The card opens the contest.
      await card.getByRole('link', { name: petName }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe(`/captions/${shareId}`);
      await context.close();
    }
    expect(errors).toEqual([]);
  }, 90_000);

  it('shows real upload progress on a slow connection (screenshot mid-upload)', async () => {
    const { context, page } = await open(DESKTOP, owner);
    await page.goto('/create');
    await expect.poll(() => h1(page), { timeout: 15_000 }).toBe('Create Caption Contest');
    await page.getByLabel('Photo', { exact: true }).setInputFiles(PHOTO);
    await page.getByLabel('Pet name').fill('Slowpoke');
    // About 40 KB/s up: the 78 KB photo takes a couple of seconds to send.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 40 * 1024,
    });
    await page.getByRole('button', { name: 'Generate Captions' }).click();
    const bar = page.getByRole('progressbar');
    await expect
      .poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 10_000 })
      .toBeGreaterThan(20);
    const during = Number(await bar.getAttribute('aria-valuenow'));
    expect(during).toBeLessThanOrEqual(50);
    expect(await page.getByText(messages.captionCreate.uploading).isVisible()).toBe(true);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'captions-create-progress');
    await expectToast(page, messages.captionCreate.success);
    await expect
      .poll(() => new URL(page.url()).pathname, { timeout: 20_000 })
      .toMatch(/^\/captions\//);
    await context.close();
  }, 60_000);

  it('gives a pet an AI compliment on its page, and another on request', async () => {
    const form = new FormData();
    form.append('petName', 'Marmalade');
    form.append(
      'image',
      new Blob([new Uint8Array(readFileSync(path.join(path.dirname(PHOTO), 'cat-tabby.jpg')))], {
        type: 'image/jpeg',
      }),
      'cat-tabby.jpg',
    );
    const res = await fetch(`${server.url}/api/pets`, {
      method: 'POST',
      headers: { origin: server.url, cookie: cookies.get(owner)! },
      body: form,
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const { pet: created } = (await res.json()) as { pet: { id: string } };

    for (const viewport of [DESKTOP, MOBILE]) {
      const { context, page } = await open(viewport);
      await page.goto(`/gallery/${created.id}`);
      await expect.poll(() => h1(page), { timeout: 15_000 }).toBe('Marmalade');
      await page.getByRole('button', { name: messages.compliment.get }).click();
      const again = page.getByRole('button', { name: messages.compliment.again });
      await expect.poll(() => again.isVisible(), { timeout: 10_000 }).toBe(true);
      const bubble = page.locator('blockquote').filter({ hasText: /\S/ }).first();
      const first = await bubble.textContent();
      expect(first).toBeTruthy();
      await again.click();
      await expect
        .poll(() => page.getByRole('button', { name: messages.compliment.again }).isEnabled())
        .toBe(true);
      expect(await bubble.textContent()).toBeTruthy();
      await calm(page);
      await screenshot(page, 'captions-compliment');
      await context.close();
    }
    expect(errors).toEqual([]);
  }, 60_000);
});
