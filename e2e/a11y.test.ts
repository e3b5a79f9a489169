import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { messages } from '@pawprize/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, type ExpectStatic } from 'vitest';
import { startServer, type StartedServer } from '../scripts/lib/server-process.mjs';
import { DESKTOP, launchBrowser, MOBILE } from './browser.ts';
import { expectToast, newPage, settleImages } from './helpers/page.ts';
import { PHOTOS_DIR, uploadPet } from './helpers/pets.ts';
import { makeAccount, verifiedAccount } from './helpers/users.ts';

/**
 * axe-core over every route of docs/product/site.md, signed out and signed in, at desktop and
 * phone widths, and with the transient UI open: the More menu, the phone menu, the user menu, the
 * report dialog, and success and error toasts. Any serious or critical violation fails.
 */

const suffix = randomBytes(3).toString('hex');
const member = makeAccount('ada', suffix);

let server: StartedServer;
let browser: Browser;
let cookie: string;
let petId: string;
let shareId: string;
const errors: string[] = [];

beforeAll(async () => {
  // Screening is not what this file checks: its models would only slow the uploads down.
  server = await startServer({ env: { LOG_LEVEL: 'info', SCREENING: 'off' }, timeoutMs: 90_000 });
  browser = await launchBrowser();
  cookie = await verifiedAccount(server, member);
  for (const [file, petName] of [
    ['cat-tabby.jpg', 'Marmalade'],
    ['dog-grey-frisbee.jpg', 'Comet'],
  ] as const) {
    petId = (await uploadPet(server, cookie, { petName, file })).id;
  }
  const form = new FormData();
  form.append('petName', 'Biscuit');
  const photo = readFileSync(path.join(PHOTOS_DIR, 'dog-red-fluffy.jpg'));
  form.append('image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'dog.jpg');
  const res = await fetch(`${server.url}/api/captions`, {
    method: 'POST',
    headers: { origin: server.url, cookie },
    body: form,
  });
  expect(res.status, await res.clone().text()).toBe(201);
  const body = (await res.json()) as { contest?: { shareId: string }; shareId?: string };
  shareId = body.contest?.shareId ?? body.shareId!;
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Serious and critical violations, one line each (rule, impact, the first few targets). */
async function axeProblems(page: Page, label: string): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${label}: ${v.id} (${v.impact}) ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
}

/**
 * Loads `route`, waits for a heading, its data and images, and returns axe's problems. `expect` is
 * the running test's own: two route lists run at once, and the global one follows only one test.
 */
async function check(page: Page, route: string, expect: ExpectStatic): Promise<string[]> {
  await page.goto(route);
  await expect
    .poll(() => page.getByRole('heading').count(), {
      timeout: 15_000,
      message: route,
    })
    .toBeGreaterThan(0);
  await settleImages(page);
  return axeProblems(page, `${route} @${page.viewportSize()?.width}`);
}

const publicRoutes = () => [
  '/',
  '/login',
  '/signup',
  '/forgot-password',
  '/reset-password?token=abc',
  '/vote',
  '/gallery',
  `/gallery/${petId}`,
  '/battle',
  '/leaderboard',
  '/winners',
  '/shop',
  '/blog',
  '/blog/summer-heat-safety',
  '/contact',
  '/terms',
  '/privacy',
  '/about',
  `/captions/${shareId}`,
  '/unsubscribe',
  '/no/such/page',
];

/** Two dozen routes in one case: a loaded 2-core machine needs more than the default minute. */
const ROUTE_LIST_TIMEOUT = 240_000;

describe('axe: no serious or critical violations', () => {
  // The two widths at once, each in a page of its own: a page waits for the network to go quiet
  // after each load (settleImages), and the other one runs axe meanwhile.
  for (const viewport of [DESKTOP, MOBILE]) {
    it.concurrent(
      `on every public route, signed out, at ${viewport.width} px`,
      async ({ expect }) => {
        const { page, context } = await newPage(browser, server, { viewport, errors });
        const problems: string[] = [];
        for (const route of publicRoutes()) problems.push(...(await check(page, route, expect)));
        expect(problems).toEqual([]);
        await context.close();
      },
      ROUTE_LIST_TIMEOUT,
    );
  }

  for (const viewport of [DESKTOP, MOBILE]) {
    it(`on the members' routes and the public ones signed in, at ${viewport.width} px`, async ({
      expect,
    }) => {
      const { page, context } = await newPage(browser, server, {
        viewport,
        errors,
        sessionCookie: cookie,
      });
      const problems: string[] = [];
      for (const route of ['/dashboard', '/upload', '/create', '/', `/gallery/${petId}`]) {
        problems.push(...(await check(page, route, expect)));
      }
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  it('with the More menu, the user menu and the report dialog open (desktop)', async () => {
    const { page, context } = await newPage(browser, server, {
      viewport: DESKTOP,
      errors,
      sessionCookie: cookie,
    });
    const problems: string[] = [];
    await page.goto('/');
    await page.getByRole('button', { name: /more/i }).click();
    await expect.poll(() => page.getByRole('menu').count()).toBe(1);
    problems.push(...(await axeProblems(page, 'More menu')));
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('menu').count()).toBe(0);

    await page.getByRole('button', { name: member.email.split('@')[0] }).click();
    await expect.poll(() => page.getByRole('menu').count()).toBe(1);
    problems.push(...(await axeProblems(page, 'user menu')));
    await page.keyboard.press('Escape');

    // Someone else's pet: the report action is offered to other members.
    const other = makeAccount('bea', suffix);
    const otherCookie = await verifiedAccount(server, other);
    const theirs = await uploadPet(server, otherCookie, {
      petName: 'Toffee',
      file: 'cat-kitten.jpg',
    });
    await page.goto(`/gallery/${theirs.id}`);
    await page
      .getByRole('button', { name: /report/i })
      .first()
      .click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(1);
    problems.push(...(await axeProblems(page, 'report dialog')));
    expect(problems).toEqual([]);
    await context.close();
  });

  it('with the phone menu open (375 px)', async () => {
    const { page, context } = await newPage(browser, server, { viewport: MOBILE, errors });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect.poll(() => page.locator('#mobile-menu').isVisible()).toBe(true);
    expect(await axeProblems(page, 'phone menu')).toEqual([]);
    await context.close();
  });

  for (const viewport of [DESKTOP, MOBILE]) {
    it(`with an error toast and a success toast open, at ${viewport.width} px`, async () => {
      const { page, context } = await newPage(browser, server, { viewport, errors });
      await page.goto('/login');
      await page.getByLabel('Email').fill(member.email);
      await page.getByLabel('Password', { exact: true }).fill('not-the-password-1');
      await page.getByRole('button', { name: /^log in$/i }).click();
      const error = page.locator('[data-sonner-toast][data-type="error"]');
      await expect.poll(() => error.count(), { timeout: 15_000 }).toBeGreaterThan(0);
      const problems = await axeProblems(page, 'error toast');

      await page.getByLabel('Password', { exact: true }).fill(member.password);
      await page.getByRole('button', { name: /^log in$/i }).click();
      await expectToast(page, messages.auth.loggedIn);
      problems.push(...(await axeProblems(page, 'success toast')));
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  it('had no console errors', () => {
    expect(errors).toEqual([]);
  });
});
