import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type StartedServer } from '../scripts/lib/server-process.mjs';
import { DESKTOP, launchBrowser, MOBILE, screenshot } from './browser.ts';
import { newPage, settleImages } from './helpers/page.ts';
import { uploadPet } from './helpers/pets.ts';
import { makeAccount, verifiedAccount } from './helpers/users.ts';

/**
 * The public receipts (docs/product/integrity.md) in Chromium: a pet's "How votes were counted"
 * panel (closed at first, its figures after opening: counted by source, refused by reason, no
 * trace of the ban's void: ADR 0104), the round receipts on /winners and the /integrity page with its
 * live totals; axe on /integrity and on the open panel. Screenshots at 1280 and 375 px.
 */

const suffix = randomBytes(3).toString('hex');
const admin = makeAccount('ida', suffix);
const owner = makeAccount('oli', suffix);
const fan = makeAccount('fay', suffix);
const abuser = makeAccount('abe', suffix);

let server: StartedServer;
let browser: Browser;
let petId: string;
let petName: string;
const errors: string[] = [];

async function post(path: string, body: unknown, headers: Record<string, string>) {
  return fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { origin: server.url, 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body ?? {}),
  });
}

beforeAll(async () => {
  server = await startServer({
    env: { LOG_LEVEL: 'info', SCREENING: 'off', TRUST_PROXY: '1', ADMIN_EMAILS: admin.email },
    timeoutMs: 240_000,
  });
  browser = await launchBrowser();
  const adminCookie = await verifiedAccount(server, admin, { forwardedFor: '203.0.113.21' });
  const ownerCookie = await verifiedAccount(server, owner, { forwardedFor: '203.0.113.22' });
  const fanCookie = await verifiedAccount(server, fan, { forwardedFor: '203.0.113.23' });
  const abuserCookie = await verifiedAccount(server, abuser, { forwardedFor: '203.0.113.24' });
  const pet = await uploadPet(server, ownerCookie, { petName: 'Marmalade', file: 'cat-tabby.jpg' });
  await uploadPet(server, ownerCookie, { petName: 'Comet', file: 'dog-grey-frisbee.jpg' });
  petId = pet.id;
  petName = pet.petName;

  const vote = (cookie?: string) =>
    post(
      `/api/pets/${petId}/vote`,
      {},
      cookie ? { cookie } : { 'x-forwarded-for': '198.51.100.7' },
    );
  expect((await vote(fanCookie)).status).toBe(200);
  expect((await vote(abuserCookie)).status).toBe(200);
  expect((await vote(fanCookie)).status).toBe(409); // already voted
  expect((await vote()).status).toBe(401); // signed out
  const swipe = await post(
    '/api/swipes',
    { petId, direction: 'right' },
    { 'x-forwarded-for': '198.51.100.8' },
  );
  expect(swipe.status).toBe(200);
  const session = await fetch(`${server.url}/api/auth/session`, {
    headers: { cookie: abuserCookie },
  });
  const abuserId = ((await session.json()) as { user: { id: string } }).user.id;
  const ban = await post(
    `/api/admin/users/${abuserId}/ban`,
    { reason: 'Vote ring' },
    { cookie: adminCookie },
  );
  expect(ban.status, await ban.clone().text()).toBe(200);
  // A busy machine can take minutes to start a server and sign up four accounts.
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function axeProblems(page: Page, label: string): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${label}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

/** SHOTS_DIR (optional) also gets a copy of each screenshot. */
async function shot(page: Page, name: string) {
  const file = await screenshot(page, name);
  const dir = process.env.SHOTS_DIR;
  if (dir) {
    mkdirSync(dir, { recursive: true });
    copyFileSync(file, path.join(dir, path.basename(file)));
  }
}

/** The figure beside `label` in the receipt `scope` (its `dt` and `dd`). */
function figureOf(page: Page, scope: string, label: string) {
  return page
    .getByTestId(scope)
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

describe('public receipts', () => {
  for (const viewport of [DESKTOP, MOBILE]) {
    it(`pet page panel, round receipts and /integrity at ${viewport.width} px`, async () => {
      const { page, context } = await newPage(browser, server, { viewport, errors });

      // The pet page paints without the receipt; opening the panel loads it.
      const receiptRequests: string[] = [];
      page.on('request', (r) => {
        if (r.url().endsWith('/receipt')) receiptRequests.push(r.url());
      });
      await page.goto(`/gallery/${petId}`);
      await page.getByRole('heading', { level: 1, name: petName }).waitFor();
      const trigger = page.getByRole('button', { name: /How votes were counted/ });
      await trigger.waitFor();
      expect(await trigger.getAttribute('aria-expanded')).toBe('false');
      expect(receiptRequests).toEqual([]);
      await trigger.click();
      await page.getByTestId('vote-receipt').waitFor();
      expect(receiptRequests).toHaveLength(1);
      expect(await figureOf(page, 'vote-receipt', 'Vote count').textContent()).toBe('2');
      expect(await figureOf(page, 'vote-receipt', 'Card votes').textContent()).toBe('1');
      expect(await figureOf(page, 'vote-receipt', 'Swipe votes by visitors').textContent()).toBe(
        '1',
      );
      expect(await figureOf(page, 'vote-receipt', 'Already voted for this pet').textContent()).toBe(
        '1',
      );
      expect(await figureOf(page, 'vote-receipt', 'Card vote while signed out').textContent()).toBe(
        '1',
      );
      // The ban voided one vote for this pet; its receipt does not say so (ADR 0104).
      expect(await figureOf(page, 'vote-receipt', 'By fraud detection').textContent()).toBe('0');
      expect(await page.getByTestId('vote-receipt').textContent()).not.toMatch(/moderator/i);
      // The pet's count on the page is the receipt's counted figure.
      expect(await page.getByText(/^2 votes$/).count()).toBeGreaterThan(0);
      await settleImages(page);
      expect(await axeProblems(page, `pet page @${viewport.width}`)).toEqual([]);
      await page.getByTestId('vote-receipt').scrollIntoViewIfNeeded();
      await shot(page, 'receipt-pet');

      // /winners: the running round's receipt, with the link to the method.
      await page.goto('/winners');
      const month = new Date().toLocaleDateString('en-US', {
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      });
      const round = page.getByRole('group', { name: `${month} round receipt` });
      await round.waitFor();
      const stat = (label: string) =>
        round
          .locator('dt', { hasText: new RegExp(`^${label}$`) })
          .locator('xpath=following-sibling::dd[1]');
      expect(await stat('Entries').textContent()).toBe('2');
      expect(await stat('Votes counted').textContent()).toBe('2');
      // The ban's void is not published yet (its week has not ended).
      expect(await stat('Votes voided').textContent()).toBe('0');
      expect(await round.textContent()).toMatch(/Leader's margin of 2 is larger than the 0 votes/);
      await settleImages(page);
      await shot(page, 'receipt-winners');

      // /integrity, reached from the receipt's link: the method and the live totals.
      await page
        .getByRole('region', { name: 'Round receipts' })
        .getByRole('link', { name: 'How we count votes' })
        .click();
      await page.getByRole('heading', { level: 1, name: 'How we count votes' }).waitFor();
      await page.getByTestId('site-totals').waitFor();
      expect(await figureOf(page, 'site-totals', 'Votes counted').textContent()).toBe('2');
      expect(await figureOf(page, 'site-totals', 'By moderators').textContent()).toBe('0');
      await page.getByTestId('site-totals').getByText('Nothing published yet.').waitFor();
      for (const heading of [
        'What counts',
        'What is checked automatically',
        'What gets voided',
        'Report a suspicious entry',
      ]) {
        await page.getByRole('heading', { level: 2, name: heading }).waitFor();
      }
      await expect.poll(() => page.title()).toBe('How we count votes · PawPrize');
      expect(await axeProblems(page, `/integrity @${viewport.width}`)).toEqual([]);
      await shot(page, 'integrity');
      await context.close();
      expect(errors).toEqual([]);
    });
  }
});
