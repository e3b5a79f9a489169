import { randomBytes } from 'node:crypto';
import { AxeBuilder } from '@axe-core/playwright';
import { messages } from '@pawprize/shared';
import type { Pet } from '@pawprize/shared/schemas/pets';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type StartedServer } from '../scripts/lib/server-process.mjs';
import { launchBrowser, screenshot } from './browser.ts';
import { calm, dismissToasts, newPage } from './helpers/page.ts';
import { uploadPet } from './helpers/pets.ts';
import { makeAccount, verifiedAccount } from './helpers/users.ts';

/**
 * The battle and rankings "phone moments" in Chromium at 375 × 667 and 1280 × 800: both cards and
 * their buttons on one screen, a tap on a photo votes, 'Next Battle' in reach without scrolling,
 * the AI compliment in a dialog sheet, the Battle Rankings tab's own heading with a plain-language
 * win chance and its strength interval one tap away, and no credits at the top of the dashboard
 * (docs/product/battles.md, docs/product/dashboard.md).
 */

const PHONE = { width: 375, height: 667 };
const LAPTOP = { width: 1280, height: 800 };
const VIEWPORTS = [PHONE, LAPTOP];

const suffix = randomBytes(3).toString('hex');
const seeder = makeAccount('bmo', suffix);
const seeds = [
  ['cat-tabby.jpg', 'Marmalade'],
  ['dog-grey-frisbee.jpg', 'Comet'],
  ['cat-kitten.jpg', 'Pip'],
  ['cat-tabby.jpg', 'Biscuit'],
] as const;

let server: StartedServer;
let browser: Browser;
let pets: Pet[] = [];
const errors: string[] = [];

const open = (viewport: { width: number; height: number }, sessionCookie?: string) =>
  newPage(browser, server, { viewport, errors, sessionCookie });
const cards = (page: Page) => page.getByRole('article');

/** The element's box as the browser lays it out, and the viewport's size. */
async function boxOf(locator: Locator) {
  return locator.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    return {
      top: rect.top,
      bottom: rect.bottom,
      left: rect.left,
      right: rect.right,
      innerWidth: window.innerWidth,
      innerHeight: window.innerHeight,
    };
  });
}

/** Fully inside the viewport (as scrolled now). */
async function expectOnScreen(locator: Locator, what: string) {
  const box = await boxOf(locator);
  expect(box.top, `${what} top ${JSON.stringify(box)}`).toBeGreaterThanOrEqual(0);
  expect(box.left, `${what} left ${JSON.stringify(box)}`).toBeGreaterThanOrEqual(0);
  expect(box.bottom, `${what} bottom ${JSON.stringify(box)}`).toBeLessThanOrEqual(box.innerHeight);
  expect(box.right, `${what} right ${JSON.stringify(box)}`).toBeLessThanOrEqual(box.innerWidth);
}

/**
 * On screen, and the topmost element at its middle is the element itself or inside it: a tap
 * there reaches it (nothing sticky or fixed lies over it).
 */
async function expectUncovered(locator: Locator, what: string) {
  await expectOnScreen(locator, what);
  const covering = await locator.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const top = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    if (top && element.contains(top)) return null;
    return top ? top.outerHTML.slice(0, 120) : 'nothing';
  });
  expect(covering, `${what} is covered by`).toBeNull();
}

/** axe's serious and critical findings on the page as it is now (rule and first target). */
async function axeFindings(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return violations
    .filter((found) => found.impact === 'serious' || found.impact === 'critical')
    .map((found) => `${found.id}: ${found.nodes[0]?.target.join(' ')}`);
}

const scrollTop = (page: Page) => page.evaluate(() => window.scrollY);

async function openBattle(page: Page) {
  await page.goto('/battle');
  await cards(page).nth(1).waitFor();
  await page
    .getByRole('button', { name: /^Vote for / })
    .nth(1)
    .waitFor();
}

beforeAll(async () => {
  // A busy machine can take a while to start the server: more than the default 30 s.
  server = await startServer({ env: { LOG_LEVEL: 'info', TRUST_PROXY: '1' }, timeoutMs: 90_000 });
  browser = await launchBrowser();
  const cookie = await verifiedAccount(server, seeder, { forwardedFor: '203.0.113.81' });
  pets = [];
  for (const [file, petName] of seeds)
    pets.push(await uploadPet(server, cookie, { petName, file }));
}, 180_000);

afterAll(async () => {
  await browser?.close();
  const code = await server?.stop();
  if (code !== 0 && code !== null) console.error(`server exited with ${code}:\n${server.output()}`);
});

describe('battle moments', () => {
  for (const viewport of VIEWPORTS) {
    it(`fits both cards on one screen, votes with a tap on the photo, keeps Next Battle in reach (${viewport.width}px)`, async () => {
      const { context, page } = await open(viewport);
      try {
        await openBattle(page);
        expect(await scrollTop(page)).toBe(0);
        for (const index of [0, 1]) {
          const card = cards(page).nth(index);
          await expectOnScreen(card, `card ${index}`);
          await expectOnScreen(
            card.getByRole('button', { name: new RegExp(`^${messages.battle.cuter} `) }),
            `Cuter! ${index}`,
          );
          await expectOnScreen(
            card.getByRole('button', { name: messages.compliment.get }),
            `compliment ${index}`,
          );
          // 'Pet Owner', the blind placeholder, is still there.
          expect(await card.getByText('Pet Owner', { exact: true }).count()).toBe(1);
        }
        await calm(page);
        await screenshot(page, 'battle-moments-blind');
        expect(await axeFindings(page)).toEqual([]);

        // A tap on the right photo is a vote for that pet.
        const right = cards(page).nth(1);
        const photo = right.getByRole('button', { name: /^Vote for / });
        await photo.click();
        await right.getByText(messages.battle.yourVote).waitFor();
        await page.getByText(/^Total votes in this battle: \d+$/).waitFor();
        expect(await right.getByTestId('battle-percent').textContent()).toMatch(/^\d+%$/);
        expect(
          await right
            .getByRole('button', { name: new RegExp(`^${messages.battle.cuter} `) })
            .getAttribute('aria-pressed'),
        ).toBe('true');
        await dismissToasts(page);

        // 'Next Battle' is on screen, from the top of the page as well as where the focus took it.
        const next = page.getByRole('button', { name: messages.battle.next });
        await expectOnScreen(next, 'Next Battle');
        await page.evaluate(() => window.scrollTo(0, 0));
        await expect.poll(() => scrollTop(page)).toBe(0);
        await expectOnScreen(next, 'Next Battle at the top');
        // Under the cards, the pill from 640 px as the phone's bar: it covers none of them.
        const barTop = (await boxOf(page.locator('[data-battle-footer]'))).top;
        for (const index of [0, 1]) {
          expect((await boxOf(cards(page).nth(index))).bottom).toBeLessThanOrEqual(barTop);
        }
        // From the top of the page, every card's share, report and compliment button can be
        // tapped where it is: the phone's bar covers none of them.
        for (const index of [0, 1]) {
          const card = cards(page).nth(index);
          const name = (await card.getByRole('heading', { level: 2 }).textContent())!;
          for (const label of [`Share ${name}`, `Report ${name}`, messages.compliment.get]) {
            await expectUncovered(
              card.getByRole('button', { name: label, exact: true }),
              `${label} (card ${index})`,
            );
          }
        }
        await calm(page);
        await screenshot(page, 'battle-moments-voted');
        expect(await axeFindings(page)).toEqual([]);

        // The keyboard: Enter on a focused photo votes too.
        const pair = await cards(page).getByRole('heading', { level: 2 }).allTextContents();
        await next.click();
        await expect
          .poll(() => cards(page).getByRole('heading', { level: 2 }).allTextContents())
          .not.toEqual(pair);
        const left = cards(page).first();
        await left.getByRole('button', { name: /^Vote for / }).focus();
        await page.keyboard.press('Enter');
        await left.getByText(messages.battle.yourVote).waitFor();
        await expectOnScreen(page.getByRole('button', { name: messages.battle.next }), 'Next');
      } finally {
        await context.close();
      }
    }, 60_000);

    it(`opens the AI compliment in a dialog sheet and gives the focus back (${viewport.width}px)`, async () => {
      const { context, page } = await open(viewport);
      try {
        await openBattle(page);
        const card = cards(page).first();
        const name = (await card.getByRole('heading', { level: 2 }).textContent())!;
        const button = card.getByRole('button', { name: messages.compliment.get });
        await button.click();
        const dialog = page.getByRole('dialog', { name: `An AI compliment for ${name}` });
        await dialog.waitFor();
        const quote = dialog.locator('blockquote');
        await expect.poll(() => quote.count(), { timeout: 15_000 }).toBe(1);
        expect((await quote.textContent())?.trim().length).toBeGreaterThan(0);
        expect(
          await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null),
        ).toBe(true);
        const box = await boxOf(dialog);
        if (viewport.width < 640) {
          // A bottom sheet: the full width, along the bottom edge.
          expect(Math.round(box.bottom)).toBe(box.innerHeight);
          expect(Math.round(box.right - box.left)).toBe(box.innerWidth);
        } else {
          expect(box.top).toBeGreaterThan(0);
          expect(box.bottom).toBeLessThan(box.innerHeight);
          expect(box.right - box.left).toBeLessThan(box.innerWidth / 2);
        }
        await calm(page);
        await screenshot(page, 'battle-moments-compliment');
        expect(await axeFindings(page)).toEqual([]);
        // Another one, then Escape: closed, the focus back on the card's button.
        await dialog.getByRole('button', { name: messages.compliment.again }).click();
        await expect.poll(() => quote.count(), { timeout: 15_000 }).toBe(1);
        await page.keyboard.press('Escape');
        await expect.poll(() => dialog.count()).toBe(0);
        await expect
          .poll(() => button.evaluate((element) => element === document.activeElement))
          .toBe(true);
        // The keys of the battle did nothing while the sheet was open: still blind.
        expect(await page.getByText(messages.battle.yourVote).count()).toBe(0);
      } finally {
        await context.close();
      }
    }, 60_000);

    it(`gives the Battle Rankings tab its heading, a plain win chance and the interval one tap away (${viewport.width}px)`, async () => {
      const { context, page } = await open(viewport);
      try {
        // Rankings are recomputed in the background after many votes; this test draws a fixed set
        // (the pets are real, the strengths are the figures from the brief).
        const figures = [
          { rank: 1, tied: false, strength: 2.04, lower: 0.38, upper: 7.03, wins: 8, losses: 3 },
          { rank: 1, tied: true, strength: 1, lower: 0.45, upper: 2.2, wins: 5, losses: 5 },
          { rank: 3, tied: false, strength: 0.49, lower: 0.14, upper: 1.1, wins: 3, losses: 8 },
        ];
        const body = {
          computedAt: new Date().toISOString(),
          rankings: figures.map((row, index) => {
            const pet = pets[index]!;
            return {
              ...row,
              petId: pet.id,
              petName: pet.petName,
              imageUrl: pet.imageUrl,
              variants: pet.variants,
              placeholder: pet.placeholder,
              battles: row.wins + row.losses,
            };
          }),
        };
        await page.route('**/api/battles/rankings**', (route) =>
          route.fulfill({
            status: 200,
            contentType: 'application/json',
            body: JSON.stringify(body),
          }),
        );
        await page.goto('/leaderboard');
        // The votes tab says what it ranks.
        await page
          .getByRole('heading', { level: 2, name: 'The ten pets with the most votes' })
          .waitFor();
        await page.getByRole('tab', { name: messages.battle.rankingsTitle }).click();
        const heading = page.getByRole('heading', { level: 2, name: 'Who wins head to head' });
        await heading.waitFor();
        expect(
          await page
            .getByRole('heading', { level: 2, name: 'The ten pets with the most votes' })
            .isVisible(),
        ).toBe(false);
        const list = page.getByRole('list', { name: messages.battle.rankingsTitle });
        const first = list.getByRole('listitem').first();
        await first.waitFor();
        // 2.04 / (2.04 + 1) = 67 %; the interval's ends the same way: 28 % and 88 %.
        const chance = first.getByTestId('win-chance');
        await expect.poll(() => chance.innerText()).toMatch(/67%/);
        expect(await chance.innerText()).toMatch(/likely 28–88%/);
        // The strength and its interval: hidden until asked for.
        expect(await first.getByText(/95% interval 0\.38–7\.03/).isVisible()).toBe(false);
        const disclosure = first.getByRole('button', {
          name: `How sure? Strength and 95% interval of ${pets[0]!.petName}`,
        });
        expect(await disclosure.getAttribute('aria-expanded')).toBe('false');
        await disclosure.click();
        expect(await disclosure.getAttribute('aria-expanded')).toBe('true');
        await first.getByText(/95% interval 0\.38–7\.03/).waitFor();
        expect(await first.getByText(/Strength 2\.04/).isVisible()).toBe(true);
        await calm(page);
        await screenshot(page, 'battle-moments-rankings');
        expect(await axeFindings(page)).toEqual([]);
      } finally {
        await context.close();
      }
    }, 60_000);

    it(`keeps the credits out of the dashboard's top, in its caption section (${viewport.width}px)`, async () => {
      const member = makeAccount(`bmd${viewport.width}`, suffix);
      const cookie = await verifiedAccount(server, member, {
        forwardedFor: `203.0.113.${viewport.width === PHONE.width ? 82 : 83}`,
      });
      const { context, page } = await open(viewport, cookie);
      try {
        await page.goto('/dashboard');
        const profile = page.getByRole('region', { name: 'Your profile' });
        await profile.waitFor();
        expect(await profile.getByText(messages.profile.creditsLabel).count()).toBe(0);
        const contests = page.getByRole('region', { name: 'My Caption Contests' });
        await contests.waitFor();
        const credits = contests.locator('dl', { hasText: messages.profile.creditsLabel });
        await credits.waitFor();
        expect(await credits.locator('dd').textContent()).toBe('0');
        // Nothing about credits on the first screen of the page.
        for (const text of await page.getByText(messages.profile.creditsLabel).all()) {
          const box = await boxOf(text);
          expect(box.top).toBeGreaterThan(box.innerHeight);
        }
        await calm(page);
        await screenshot(page, 'battle-moments-dashboard');
        expect(await axeFindings(page)).toEqual([]);
      } finally {
        await context.close();
      }
    }, 60_000);
  }

  it('logged no unexpected console errors', () => {
    expect(errors).toEqual([]);
  });
});
