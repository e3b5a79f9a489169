import { randomBytes } from 'node:crypto';
import { BATTLE_MIN_FOR_RANKING, messages } from '@pawprize/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type StartedServer } from '../scripts/lib/server-process.mjs';
import { DESKTOP, launchBrowser, MOBILE, screenshot } from './browser.ts';
import { dismissToasts, newPage } from './helpers/page.ts';
import { uploadPet } from './helpers/pets.ts';
import { makeAccount, verifiedAccount } from './helpers/users.ts';

/**
 * Battles in the browser (docs/product/battles.md): an anonymous visitor votes in a battle (blind until then), sees the
 * percentages and 'YOUR VOTE', goes on to the next battle, and the leaderboard's Battle Rankings
 * tab renders. A dedicated server: seeding pets needs a verified account, whose link is in the
 * server's log.
 */

const suffix = randomBytes(3).toString('hex');
const seeder = makeAccount('bea', suffix);
const seeds = [
  ['cat-tabby.jpg', 'Marmalade'],
  ['dog-grey-frisbee.jpg', 'Comet'],
  ['cat-kitten.jpg', 'Pip'],
] as const;

let server: StartedServer;
let browser: Browser;
/** Console errors seen in any page; 4xx answers are expected here. */
const errors: string[] = [];

const open = (viewport = DESKTOP) => newPage(browser, server, { viewport, errors });

const cards = (page: Page) => page.getByRole('article');
const cardNames = async (page: Page) =>
  (await cards(page).getByRole('heading', { level: 2 }).allTextContents()).sort();

beforeAll(async () => {
  server = await startServer({ env: { LOG_LEVEL: 'info', TRUST_PROXY: '1' } });
  browser = await launchBrowser();
  const cookie = await verifiedAccount(server, seeder, { forwardedFor: '203.0.113.60' });
  for (const [file, petName] of seeds) await uploadPet(server, cookie, { petName, file });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  const code = await server?.stop();
  if (code !== 0 && code !== null) console.error(`server exited with ${code}:\n${server.output()}`);
});

describe('battles in the browser', () => {
  for (const viewport of [DESKTOP, MOBILE]) {
    it(`votes blind, sees percentages and YOUR VOTE, then the next battle (${viewport.width}px)`, async () => {
      const { context, page } = await open(viewport);
      try {
        await page.goto('/battle');
        await expect
          .poll(() => page.getByRole('heading', { level: 1, name: 'Pet Battle Mode' }).count())
          .toBe(1);
        await page.getByRole('article').first().waitFor();
        expect(await cards(page).count()).toBe(2);
        const firstPair = await cardNames(page);
        // Blind: no counts before the vote.
        expect(await page.getByText(/Total votes in this battle/).count()).toBe(0);
        expect(await page.getByTestId('battle-percent').count()).toBe(0);

        // A refresh shows the same pending pair.
        await page.reload();
        await page.getByRole('article').first().waitFor();
        expect(await cardNames(page)).toEqual(firstPair);

        const left = cards(page).first();
        const leftName = (await left.getByRole('heading', { level: 2 }).textContent())!;
        await left.getByRole('button', { name: new RegExp(messages.battle.cuter) }).click();
        // Other viewers may have judged this pair too: the counts are the battle's.
        await page.getByText(/^Total votes in this battle: \d+$/).waitFor();
        expect(await left.getByText(messages.battle.yourVote).count()).toBe(1);
        expect(await left.getByTestId('battle-percent').textContent()).toMatch(/^\d+%$/);
        expect(await cards(page).nth(1).getByTestId('battle-percent').textContent()).toMatch(
          new RegExp(`^(\\d+%|${messages.battle.noVotesYet})$`),
        );
        await page.locator('[data-sonner-toast]', { hasText: messages.battle.voteCast }).waitFor();
        expect(leftName.length).toBeGreaterThan(0);

        await dismissToasts(page);
        await page.getByRole('button', { name: messages.battle.next }).waitFor();
        await screenshot(page, 'battles-voted');

        // Next Battle: a pair this viewer has not judged, blind again.
        await page.getByRole('button', { name: messages.battle.next }).click();
        await expect.poll(() => cardNames(page)).not.toEqual(firstPair);
        expect(await page.getByText(messages.battle.yourVote).count()).toBe(0);
        expect(await page.getByTestId('battle-percent').count()).toBe(0);
        await screenshot(page, 'battles-blind');

        // The keyboard: → picks the right pet, Enter goes on.
        const secondPair = await cardNames(page);
        await page.locator('body').click({ position: { x: 5, y: 5 } });
        await page.keyboard.press('ArrowRight');
        await cards(page).nth(1).getByText(messages.battle.yourVote).waitFor();
        await page.getByText(/^Total votes in this battle: \d+$/).waitFor();
        await page.locator('body').click({ position: { x: 5, y: 5 } });
        await page.keyboard.press('Enter');
        await expect.poll(() => cardNames(page)).not.toEqual(secondPair);
      } finally {
        await context.close();
      }
    });
  }

  for (const viewport of [DESKTOP, MOBILE]) {
    it(`shows the Battle Rankings tab on the leaderboard (${viewport.width}px)`, async () => {
      const { context, page } = await open(viewport);
      try {
        await page.goto('/leaderboard');
        await page.getByRole('tab', { name: messages.battle.rankingsTitle }).click();
        const empty = page.getByText(
          `Rankings appear once pets have ${BATTLE_MIN_FOR_RANKING} battles`,
        );
        const list = page.getByRole('list', { name: messages.battle.rankingsTitle });
        await expect
          .poll(async () => (await empty.count()) + (await list.count()), { timeout: 15_000 })
          .toBeGreaterThan(0);
        await screenshot(page, 'leaderboard-rankings');
        // Back to the votes tab.
        await page.getByRole('tab', { name: 'Top Votes' }).click();
        await page.getByRole('list', { name: 'Top pets by votes' }).waitFor();
      } finally {
        await context.close();
      }
    });
  }

  it('logged no unexpected console errors', () => {
    expect(errors).toEqual([]);
  });
});
