import { randomBytes } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type StartedServer } from '../scripts/lib/server-process.mjs';
import { DESKTOP, launchBrowser, MOBILE, screenshot } from './browser.ts';
import { calm, newPage } from './helpers/page.ts';
import { fixturePhoto } from './helpers/pets.ts';
import { makeAccount, verifiedAccount } from './helpers/users.ts';

/**
 * Copy as people see it, at 375 and 1280 px: a caption with quotes of its own is not wrapped in a
 * second set (docs/product/captions.md, Captions on screen), a breed typed in lower case is shown
 * title-cased (Breed), Profile Settings names this month in the winner mail's subject (no
 * "{month}"), and the audit log names the newsletter export in whole words.
 */

const suffix = randomBytes(3).toString('hex');
const owner = makeAccount('june', suffix);
const member = makeAccount('otto', suffix);
const admin = makeAccount('ada', suffix);
const QUOTE = '"Nap time is sacred" — Juniper';

let server: StartedServer;
let browser: Browser;
let ownerCookie: string;
let memberCookie: string;
let adminCookie: string;
let shareId: string;
const errors: string[] = [];

const post = (path: string, cookie: string, body?: unknown) =>
  fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: {
      origin: server.url,
      cookie,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

beforeAll(async () => {
  server = await startServer({
    env: { LOG_LEVEL: 'info', SCREENING: 'off', TRUST_PROXY: '1', ADMIN_EMAILS: admin.email },
    timeoutMs: 90_000,
  });
  browser = await launchBrowser();
  ownerCookie = await verifiedAccount(server, owner, { forwardedFor: '203.0.113.71' });
  memberCookie = await verifiedAccount(server, member, { forwardedFor: '203.0.113.72' });
  adminCookie = await verifiedAccount(server, admin, { forwardedFor: '203.0.113.73' });

  const form = new FormData();
  form.append('petName', 'Juniper');
  form.append('breed', 'any pomeranian mix');
  const photo = fixturePhoto('dog-red-fluffy.jpg');
  form.append('image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'dog.jpg');
  const created = await fetch(`${server.url}/api/captions`, {
    method: 'POST',
    headers: { origin: server.url, cookie: ownerCookie },
    body: form,
  });
  expect(created.status, await created.clone().text()).toBe(201);
  shareId = ((await created.json()) as { contest: { shareId: string } }).contest.shareId;

  // The member's own caption, a quote with its speaker, and a vote that makes it the leader.
  const added = await post(`/api/captions/${shareId}/captions`, memberCookie, { caption: QUOTE });
  expect(added.status, await added.clone().text()).toBe(201);
  const contest = (
    (await added.json()) as { contest: { captions: { id: string; caption: string }[] } }
  ).contest;
  const mine = contest.captions.find((c) => c.caption === QUOTE)!;
  const voted = await post(`/api/captions/${shareId}/votes`, ownerCookie, { captionId: mine.id });
  expect(voted.status, await voted.clone().text()).toBeLessThan(300);

  // An audited newsletter export.
  const exported = await post('/api/admin/newsletter/export.csv', adminCookie);
  expect(exported.status, await exported.clone().text()).toBe(200);
}, 240_000);

afterAll(async () => {
  await browser?.close();
  const code = await server?.stop();
  if (code !== 0 && code !== null) console.error(`server exited with ${code}:\n${server.output()}`);
});

describe('copy in the browser', () => {
  for (const viewport of [MOBILE, DESKTOP]) {
    it(`a quoted caption in one set of quotes and the breed title-cased, at ${viewport.width} px`, async () => {
      const { context, page } = await newPage(browser, server, { viewport, errors });
      try {
        await page.goto(`/captions/${shareId}`);
        const list = page.getByRole('list', { name: 'Captions' });
        const item = list.getByRole('listitem').filter({ hasText: 'Nap time is sacred' });
        await item.waitFor();
        expect(await item.textContent()).toContain('“Nap time is sacred” — Juniper');
        // The leader under the photo too; nowhere a second set of quotes.
        const figure = page.locator('figcaption').first();
        await expect.poll(() => figure.textContent()).toContain('“Nap time is sacred” — Juniper');
        const text = (await page.locator('main').textContent()) ?? '';
        expect(text).not.toMatch(/““|””|“"|"”/);
        expect(text).toContain('Any Pomeranian Mix');
        expect(text).not.toContain('any pomeranian mix');
        await calm(page);
        await screenshot(page, 'copy-contest');
      } finally {
        await context.close();
      }
    }, 90_000);

    it(`Profile Settings names this month in the winner mail, at ${viewport.width} px`, async () => {
      const { context, page } = await newPage(browser, server, {
        viewport,
        errors,
        sessionCookie: memberCookie,
      });
      try {
        await page.goto('/dashboard');
        await page.getByRole('tab', { name: 'Profile Settings' }).click();
        const toggle = page.getByRole('switch', { name: 'My pet won the month' });
        await toggle.waitFor();
        const month = new Date().toLocaleDateString('en-US', {
          month: 'long',
          year: 'numeric',
          timeZone: 'UTC',
        });
        const described = await toggle.getAttribute('aria-describedby');
        expect(await page.locator(`#${described}`).textContent()).toBe(
          `“Your pet won ${month}!” when one of your pets is the monthly winner.`,
        );
        expect(await page.locator('main').textContent()).not.toContain('{month}');
        await toggle.scrollIntoViewIfNeeded();
        await screenshot(page, 'copy-settings');
      } finally {
        await context.close();
      }
    }, 90_000);

    it(`the audit log names the newsletter export in whole words, at ${viewport.width} px`, async () => {
      const { context, page } = await newPage(browser, server, {
        viewport,
        errors,
        sessionCookie: adminCookie,
      });
      try {
        await page.goto('/admin/audit');
        const row = page.getByRole('row').filter({ hasText: 'Exported newsletter' });
        await row.waitFor();
        expect(await row.textContent()).toContain('All newsletter subscribers');
        expect(await page.locator('main').textContent()).not.toMatch(/subscrib(?!er)/);
        await calm(page);
        await screenshot(page, 'copy-audit');
      } finally {
        await context.close();
      }
    }, 90_000);
  }

  it('no console errors', () => {
    expect(errors).toEqual([]);
  });
});
