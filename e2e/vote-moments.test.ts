import { randomBytes } from 'node:crypto';
import { messages, NEWSLETTER_POPUP_DELAY_MS } from '@pawprize/shared';
import type { Pet } from '@pawprize/shared/schemas/pets';
import type { VoterState } from '@pawprize/shared/schemas/votes';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type StartedServer } from '../scripts/lib/server-process.mjs';
import { DESKTOP, launchBrowser, MOBILE, screenshot } from './browser.ts';
import { uploadPet } from './helpers/pets.ts';
import { calm, dismissToasts, expectToast, newPage, toast } from './helpers/page.ts';
import {
  cookieHeader,
  escapeRegExp,
  makeAccount,
  verifiedAccount,
  type TestAccount,
} from './helpers/users.ts';

/**
 * The voting screens' phone moments (docs/product/votes.md, docs/decisions/0128-vote-moments.md),
 * at 375 px (and 1280 px where the desktop differs): the verify banner with Resend, no newsletter
 * popup for members nor after a failed vote, the empty deck pointing to battles and caption
 * contests, the votes left as one figure, and where toasts appear. A server of its own whose
 * accounts have 2 votes a day, so the bonus votes show within two votes. Each test makes its own
 * accounts; pets are seeded by an account that votes on nothing.
 */

const DAILY_VOTES = 2;
const suffix = randomBytes(3).toString('hex');
let accounts = 0;
const errors: string[] = [];

let server: StartedServer;
let browser: Browser;
const pets: Pet[] = [];

/** A fresh account of this run (each from its own address: sign-ups are limited per address). */
function nextAccount(name: string): { account: TestAccount; forwardedFor: string } {
  accounts += 1;
  return {
    account: makeAccount(`${name}${accounts}`, suffix),
    forwardedFor: `198.51.100.${accounts + 10}`,
  };
}

async function verified(name: string): Promise<string> {
  const { account, forwardedFor } = nextAccount(name);
  return verifiedAccount(server, account, { forwardedFor });
}

/** Signed up, the verification link not opened: the sign-up's session cookie. */
async function unverified(name: string): Promise<{ cookie: string; account: TestAccount }> {
  const { account, forwardedFor } = nextAccount(name);
  const res = await fetch(`${server.url}/api/auth/sign-up`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: server.url,
      'x-forwarded-for': forwardedFor,
    },
    body: JSON.stringify(account),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return { cookie: cookieHeader(res), account };
}

async function api<T>(
  cookie: string,
  path: string,
  { method = 'GET', body }: { method?: 'GET' | 'POST'; body?: unknown } = {},
): Promise<T> {
  const res = await fetch(`${server.url}/api${path}`, {
    method,
    headers: {
      origin: server.url,
      cookie,
      'x-time-zone': 'UTC',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.status, `${path}: ${await res.clone().text()}`).toBeLessThan(300);
  return (res.status === 204 ? undefined : await res.json()) as T;
}

const voterOf = async (cookie: string) =>
  (await api<{ voter: VoterState }>(cookie, '/voter')).voter;

/** Swipes left on every pet the account's deck offers, until it offers none. */
async function emptyTheDeck(cookie: string) {
  for (;;) {
    const { pets: queue } = await api<{ pets: Pet[] }>(cookie, '/votes/queue');
    if (queue.length === 0) return;
    for (const pet of queue)
      await api(cookie, '/swipes', { method: 'POST', body: { petId: pet.id, direction: 'left' } });
  }
}

const open = (viewport: { width: number; height: number }, cookie?: string, popup = false) =>
  newPage(browser, server, { viewport, sessionCookie: cookie, errors, newsletterPopup: popup });

const votesLeft = (page: Page) => page.getByTestId('votes-left-badge');
const cuteButton = (page: Page) => page.getByRole('button', { name: 'Cute!' });
/** The pet page's own vote button (its name is 'Vote'; the cards below say 'Vote for …'). */
const voteFor = (page: Page) => page.getByRole('button', { name: 'Vote', exact: true });

/** How many verification mails the server has logged for `email`. */
const verificationMails = (email: string) =>
  server
    .output()
    .match(new RegExp(`"to":"${escapeRegExp(email)}"[^\\n]*?/api/auth/verify-email`, 'g'))
    ?.length ?? 0;

/**
 * For a page whose clock is paused (page.clock.pauseAt before it loads): lets its timers run,
 * 20 ms of its clock at a time, until `ready` holds. At most 2 s of the page's clock pass, short
 * of the newsletter popup's 3 s delay, so what the popup does is decided by the test's runFor.
 */
async function stepUntil(page: Page, ready: () => Promise<boolean>) {
  for (let ms = 0; ms <= 2_000; ms += 20) {
    if (await ready()) return;
    await page.clock.runFor(20);
  }
  throw new Error('not ready within 2 s of the page clock');
}

/** A page with the newsletter popup asked for, its clock installed and paused. */
async function pausedPageWithPopupAsked(
  viewport: { width: number; height: number },
  cookie?: string,
) {
  const opened = await open(viewport, cookie, true);
  await opened.page.addInitScript(() => localStorage.setItem('showEmailPopup', 'true'));
  await opened.page.clock.install();
  await opened.page.clock.pauseAt(Date.now() + 1_000);
  return opened;
}

/** A phone's whole first screen (MOBILE is taller). */
const PHONE = { width: 375, height: 667 };

/** `over` (a toast) overlaps none of `targets` (each named for the failure message). */
async function expectUncoveredBy(over: Locator, targets: Record<string, Locator>) {
  const box = (await over.boundingBox())!;
  for (const [what, target] of Object.entries(targets)) {
    const other = (await target.first().boundingBox())!;
    const overlaps =
      box.x < other.x + other.width &&
      other.x < box.x + box.width &&
      box.y < other.y + other.height &&
      other.y < box.y + box.height;
    expect(
      overlaps,
      `the toast ${JSON.stringify(box)} covers ${what} ${JSON.stringify(other)}`,
    ).toBe(false);
  }
}

const visible = (locator: Locator) => () => locator.first().isVisible();
const popupFlag = (page: Page) => page.evaluate(() => localStorage.getItem('showEmailPopup'));

/** WCAG contrast of a toast's text on its own background. */
async function toastContrast(toastLocator: Locator): Promise<number> {
  return toastLocator.evaluate((el) => {
    const rgb = (css: string) =>
      css
        .match(/[\d.]+/g)!
        .slice(0, 3)
        .map(Number);
    const lum = ([r, g, b]: number[]) => {
      const c = [r!, g!, b!].map((v) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * c[0]! + 0.7152 * c[1]! + 0.0722 * c[2]!;
    };
    const style = getComputedStyle(el);
    const title = el.querySelector('[data-title]') ?? el;
    const a = lum(rgb(getComputedStyle(title).color));
    const b = lum(rgb(style.backgroundColor));
    return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
  });
}

beforeAll(async () => {
  server = await startServer({
    env: { LOG_LEVEL: 'info', DAILY_VOTES: String(DAILY_VOTES), TRUST_PROXY: '1' },
    timeoutMs: 120_000,
  });
  browser = await launchBrowser();
  const seeder = await verified('seed');
  for (const [file, petName] of [
    ['cat-tabby.jpg', 'Marmalade'],
    ['dog-grey-frisbee.jpg', 'Comet'],
    ['cat-kitten.jpg', 'Pip'],
    ['dog-red-blanket.jpg', 'Toffee'],
  ] as const) {
    pets.push(await uploadPet(server, seeder, { petName, file }));
  }
}, 180_000);

afterAll(async () => {
  await browser?.close();
  const code = await server?.stop();
  if (code !== 0 && code !== null) console.error(`server exited with ${code}:\n${server.output()}`);
});

describe('voting moments on a phone', () => {
  it('an unverified member sees the verify banner with Resend on /vote and a pet page; a refused Cute! brings no newsletter popup', async () => {
    const { cookie, account } = await unverified('una');
    // The popup was asked for (a cute swipe as a visitor, before signing up); the page's timers
    // wait for the test, so its 3 s pass only when the test says so.
    const { context, page } = await pausedPageWithPopupAsked(MOBILE, cookie);
    await page.goto('/vote');
    const banner = page.getByRole('region', { name: 'Verify your email to vote' });
    const card = page.getByTestId('swipe-card');
    await stepUntil(page, async () => (await banner.isVisible()) && (await card.count()) === 1);
    expect(await banner.textContent()).toContain(account.email);
    // No "votes left" to a member who cannot vote yet.
    expect(await votesLeft(page).count()).toBe(0);
    // The banner comes before the deck on a phone: it is read before trying to vote.
    const bannerBox = (await banner.boundingBox())!;
    const cardBox = (await card.boundingBox())!;
    expect(bannerBox.y + bannerBox.height).toBeLessThanOrEqual(cardBox.y);
    expect(bannerBox.x + bannerBox.width).toBeLessThanOrEqual(MOBILE.width);

    // A paused clock stops animation frames: the click is sent without waiting for stillness.
    await cuteButton(page).dispatchEvent('click');
    await stepUntil(page, visible(toast(page, messages.auth.verifyEmailFirst)));
    // The popup's delay passes twice over: it does not open, and its request is still stored.
    await page.clock.runFor(NEWSLETTER_POPUP_DELAY_MS * 2);
    expect(await popupFlag(page)).toBe('true');
    expect(await page.evaluate(() => localStorage.getItem('emailSignupShown'))).toBeNull();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.clock.resume();

    const mailsBefore = verificationMails(account.email);
    expect(mailsBefore).toBeGreaterThan(0);
    await dismissToasts(page);
    await banner.getByRole('button', { name: /Resend/ }).click();
    await expectToast(page, messages.auth.verificationSent);
    await expect.poll(() => verificationMails(account.email)).toBe(mailsBefore + 1);
    await banner.getByRole('status').waitFor();
    await dismissToasts(page);
    await calm(page);
    await screenshot(page, 'vote-moments-unverified');

    await page.goto(`/gallery/${pets[0]!.id}`);
    const petBanner = page.getByRole('region', { name: 'Verify your email to vote' });
    await petBanner.waitFor({ timeout: 15_000 });
    await page.getByRole('heading', { level: 1, name: pets[0]!.petName }).waitFor();
    await calm(page);
    await screenshot(page, 'vote-moments-unverified-pet');
    await context.close();

    const desktop = await open(DESKTOP, cookie);
    await desktop.page.goto('/vote');
    await desktop.page.getByRole('region', { name: 'Verify your email to vote' }).waitFor();
    await expect
      .poll(() => desktop.page.getByTestId('swipe-card').count(), { timeout: 15_000 })
      .toBe(1);
    await dismissToasts(desktop.page);
    await calm(desktop.page);
    await screenshot(desktop.page, 'vote-moments-unverified');
    await desktop.context.close();
  });

  it('a visitor gets the newsletter popup on a calm visit, but not after a refused vote', async () => {
    // Calm: the requested popup opens after its delay (what the other cases hold back).
    const calmVisit = await pausedPageWithPopupAsked(MOBILE);
    await calmVisit.page.goto(`/gallery/${pets[1]!.id}`);
    const calmHeading = calmVisit.page.getByRole('heading', { level: 1, name: pets[1]!.petName });
    await stepUntil(calmVisit.page, visible(calmHeading));
    await calmVisit.page.clock.runFor(NEWSLETTER_POPUP_DELAY_MS * 2);
    expect(await popupFlag(calmVisit.page)).toBeNull();
    await calmVisit.page.clock.resume();
    await calmVisit.page.getByRole('dialog').waitFor({ timeout: 10_000 });
    await calmVisit.context.close();

    // A card vote signed out is refused ('Please log in to vote'): no popup on top of it.
    const { context, page } = await pausedPageWithPopupAsked(MOBILE);
    await page.goto(`/gallery/${pets[1]!.id}`);
    await stepUntil(page, visible(page.getByRole('heading', { level: 1, name: pets[1]!.petName })));
    expect(await page.getByTestId('verify-banner').count()).toBe(0);
    await voteFor(page).dispatchEvent('click');
    await stepUntil(page, visible(toast(page, messages.vote.loginRequired)));
    await page.clock.runFor(NEWSLETTER_POPUP_DELAY_MS * 2);
    expect(await popupFlag(page)).toBe('true');
    expect(await page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });

  it('a verified member never gets the newsletter popup and sees no verify banner', async () => {
    const cookie = await verified('vic');
    const { context, page } = await pausedPageWithPopupAsked(MOBILE, cookie);
    await page.goto('/vote');
    await stepUntil(page, async () => (await page.getByTestId('swipe-card').count()) === 1);
    await page.clock.runFor(NEWSLETTER_POPUP_DELAY_MS * 2);
    expect(await popupFlag(page)).toBe('true');
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.getByTestId('verify-banner').count()).toBe(0);
    await context.close();
  });

  it('an empty deck says so with votes left, hides the allowance and bonus votes, and points to battles and captions', async () => {
    const cookie = await verified('emi');
    await emptyTheDeck(cookie);
    expect((await voterOf(cookie)).votesLeft).toBe(DAILY_VOTES);
    for (const viewport of [MOBILE, DESKTOP]) {
      const { context, page } = await open(viewport, cookie);
      await page.goto('/vote');
      const heading = page.getByRole('heading', { name: messages.vote.noMorePets });
      await heading.waitFor({ timeout: 15_000 });
      expect(await page.getByRole('link', { name: 'Play Pet Battles' }).getAttribute('href')).toBe(
        '/battle',
      );
      expect(await page.getByRole('link', { name: 'Vote on Captions' }).getAttribute('href')).toBe(
        '/captions',
      );
      expect(await votesLeft(page).count()).toBe(0);
      expect(await page.getByText('Earn bonus votes').count()).toBe(0);
      expect(await page.getByRole('complementary', { name: 'Bonus votes' }).count()).toBe(0);
      // The way out is on the first screen of a phone.
      const battles = (await page.getByRole('link', { name: 'Play Pet Battles' }).boundingBox())!;
      expect(battles.y + battles.height).toBeLessThanOrEqual(viewport.height);
      await calm(page);
      await screenshot(page, 'vote-moments-empty');
      await page.getByRole('link', { name: 'Play Pet Battles' }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/battle');
      await context.close();
    }
  });

  it("shows the votes left as one figure from the server's answer, right after a bonus vote is spent", async () => {
    const cookie = await verified('bo');
    const { pets: queue } = await api<{ pets: Pet[] }>(cookie, '/votes/queue');
    expect(queue.length).toBeGreaterThanOrEqual(DAILY_VOTES + 1);
    for (const pet of queue.slice(0, DAILY_VOTES))
      await api(cookie, `/pets/${pet.id}/vote`, { method: 'POST' });
    await api(cookie, '/shares', { method: 'POST', body: { platform: 'twitter' } });
    expect(await voterOf(cookie)).toMatchObject({ votesLeft: 3, bonusVotesLeft: 3 });

    const { context, page } = await open(MOBILE, cookie);
    await page.goto('/vote');
    await expect
      .poll(() => votesLeft(page).textContent(), { timeout: 15_000 })
      .toBe('0 daily + 3 bonus left');
    expect(await page.getByTestId('bonus-badge').count()).toBe(0);
    await expect.poll(() => cuteButton(page).getAttribute('aria-disabled')).toBeNull();
    await cuteButton(page).click();
    await expectToast(page, messages.vote.swipeCute);
    await expect.poll(() => votesLeft(page).textContent()).toBe('0 daily + 2 bonus left');
    expect(await voterOf(cookie)).toMatchObject({ votesLeft: 2, bonusVotesLeft: 2 });
    // A reload reads the same figure from GET /api/voter.
    await page.reload();
    await expect
      .poll(() => votesLeft(page).textContent(), { timeout: 15_000 })
      .toBe('0 daily + 2 bonus left');
    await dismissToasts(page);
    await calm(page);
    await screenshot(page, 'vote-moments-bonus');
    await context.close();
  });

  it('puts toasts at the bottom on a phone (the deck’s above its buttons) and at the top on a desktop, readable', async () => {
    const cookie = await verified('toby');
    // Phone: the guide (no arrow keys) and a swipe's toast sit below the badge, above the buttons.
    const phone = await open(MOBILE, cookie);
    await phone.page.goto('/vote');
    await expectToast(phone.page, 'Swipe right if they’re cute');
    const guide = toast(phone.page, 'Swipe right if they’re cute').first();
    expect(await guide.textContent()).not.toMatch(/key|←|→/);
    const badge = (await votesLeft(phone.page).boundingBox())!;
    const heading = (await phone.page.getByRole('heading', { level: 1 }).boundingBox())!;
    const buttons = (await cuteButton(phone.page).boundingBox())!;
    const guideBox = (await guide.boundingBox())!;
    expect(guideBox.y).toBeGreaterThan(MOBILE.height / 2);
    expect(guideBox.y).toBeGreaterThan(badge.y + badge.height);
    expect(guideBox.y).toBeGreaterThan(heading.y + heading.height);
    expect(guideBox.y + guideBox.height).toBeLessThanOrEqual(buttons.y);
    expect(await toastContrast(guide)).toBeGreaterThanOrEqual(4.5);
    await phone.page.screenshot({ path: 'e2e/screenshots/vote-moments-toast-375.png' });
    await dismissToasts(phone.page);
    await cuteButton(phone.page).click();
    await expectToast(phone.page, messages.vote.swipeCute);
    const cute = (await toast(phone.page, messages.vote.swipeCute).first().boundingBox())!;
    expect(cute.y + cute.height).toBeLessThanOrEqual(buttons.y);
    expect(cute.y).toBeGreaterThan(MOBILE.height / 2);
    expect(
      await toastContrast(toast(phone.page, messages.vote.swipeCute).first()),
    ).toBeGreaterThanOrEqual(4.5);
    await phone.context.close();

    // The app's own toasts (a visitor's refused card vote): at the bottom edge of a phone.
    const visitor = await open(MOBILE);
    await visitor.page.goto(`/gallery/${pets[2]!.id}`);
    await visitor.page.getByRole('heading', { level: 1, name: pets[2]!.petName }).waitFor();
    await voteFor(visitor.page).click();
    await expectToast(visitor.page, messages.vote.loginRequired);
    const appToast = toast(visitor.page, messages.vote.loginRequired).first();
    const appBox = (await appToast.boundingBox())!;
    expect(appBox.y).toBeGreaterThan(MOBILE.height / 2);
    expect(appBox.y + appBox.height).toBeGreaterThan(MOBILE.height - 120);
    expect(await toastContrast(appToast)).toBeGreaterThanOrEqual(4.5);
    await visitor.page.screenshot({ path: 'e2e/screenshots/vote-moments-app-toast-375.png' });
    await visitor.context.close();

    // Desktop: at the top, and the guide names the arrow keys.
    const desk = await open(DESKTOP, await verified('tess'));
    await desk.page.goto('/vote');
    await expectToast(desk.page, 'Swipe right if they’re cute');
    const deskGuide = toast(desk.page, 'Swipe right if they’re cute').first();
    expect(await deskGuide.textContent()).toContain('← →');
    const deskBox = (await deskGuide.boundingBox())!;
    expect(deskBox.y).toBeLessThan(DESKTOP.height / 3);
    // Top right: clear of the title and of the votes-left badge above the deck.
    for (const target of [votesLeft(desk.page), desk.page.getByRole('heading', { level: 1 })]) {
      const box = (await target.boundingBox())!;
      const overlaps =
        deskBox.x < box.x + box.width &&
        box.x < deskBox.x + deskBox.width &&
        deskBox.y < box.y + box.height &&
        box.y < deskBox.y + deskBox.height;
      expect(overlaps).toBe(false);
    }
    expect(await toastContrast(deskGuide)).toBeGreaterThanOrEqual(4.5);
    await desk.page.screenshot({ path: 'e2e/screenshots/vote-moments-toast-1280.png' });
    await desk.context.close();
  });

  it('keeps the pet’s name in sight under the deck’s toasts (375 × 667 and 1280 × 800)', async () => {
    const cookie = await verified('nina');
    for (const viewport of [PHONE, DESKTOP]) {
      const { context, page } = await open(viewport, cookie);
      await page.goto('/vote');
      await expectToast(page, 'Swipe right if they’re cute');
      const name = page.getByTestId('swipe-card').getByRole('heading', { level: 2 });
      const keep = {
        name,
        badge: votesLeft(page),
        heading: page.getByRole('heading', { level: 1 }),
      };
      await expectUncoveredBy(toast(page, 'Swipe right if they’re cute').first(), keep);
      await calm(page);
      await screenshot(page, 'vote-moments-deck-toast');
      await dismissToasts(page);
      // What a swipe did, over the next card.
      await cuteButton(page).click();
      await expectToast(page, messages.vote.swipeCute);
      await expectUncoveredBy(toast(page, messages.vote.swipeCute).first(), {
        ...keep,
        buttons: cuteButton(page),
      });
      await context.close();
    }
  });

  it('shows the deck normally at 375 and 1280 (screenshots)', async () => {
    const cookie = await verified('nora');
    for (const viewport of [MOBILE, DESKTOP]) {
      const { context, page } = await open(viewport, cookie);
      await page.goto('/vote');
      await expect.poll(() => page.getByTestId('swipe-card').count(), { timeout: 15_000 }).toBe(1);
      expect(await votesLeft(page).textContent()).toBe(`${DAILY_VOTES} votes left today`);
      expect(await page.getByText('Earn bonus votes').count()).toBe(1);
      await dismissToasts(page);
      await calm(page);
      await screenshot(page, 'vote-moments-normal');
      await context.close();
    }
  });

  it('logs no unexpected console errors', () => {
    expect(errors).toEqual([]);
  });
});
