import { randomBytes } from 'node:crypto';
import { PRERENDERED_ROUTES, ROUTES } from '@pawprize/shared/routes';
import type { Pet } from '@pawprize/shared/schemas/pets';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type StartedServer } from '../scripts/lib/server-process.mjs';
import { DESKTOP, launchBrowser, MOBILE } from './browser.ts';
import { holdCode, newPage } from './helpers/page.ts';
import { uploadPet } from './helpers/pets.ts';
import { makeAccount, verifiedAccount } from './helpers/users.ts';

/**
 * The rules of a drawn public page (docs/public-pages.md, ADR 0122), one test each: the app
 * hydrates the drawn page without a difference and keeps its elements; what the page renders
 * lazily on its first screen is loaded before hydration; a tap or text typed before the app is
 * live is not lost.
 */

const suffix = randomBytes(3).toString('hex');
const owner = makeAccount('pia', suffix);

let server: StartedServer;
let browser: Browser;
let pet: Pet;
const errors: string[] = [];

beforeAll(async () => {
  server = await startServer({ env: { LOG_LEVEL: 'info', TRUST_PROXY: '1' } });
  browser = await launchBrowser();
  const cookie = await verifiedAccount(server, owner, { forwardedFor: '203.0.113.90' });
  pet = await uploadPet(server, cookie, { petName: 'Pickle', file: 'cat-tabby.jpg' });
  await uploadPet(server, cookie, { petName: 'Nacho', file: 'dog-grey-frisbee.jpg' });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  const code = await server?.stop();
  if (code !== 0 && code !== null) console.error(`server exited with ${code}:\n${server.output()}`);
});

/** Remembers every element of the drawn page as the HTML built it, before any script ran. */
async function markDrawnElements(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      Object.defineProperty(window, '__drawnElements', {
        value: [...document.querySelectorAll('#root [data-drawn] *')],
      });
      Object.defineProperty(window, '__drawnTitle', { value: document.title });
    });
  });
}

/** Waits until the app has taken the drawn page over (the mark is gone). */
const live = (page: Page) =>
  expect.poll(() => page.locator('[data-drawn]').count(), { timeout: 20_000 }).toBe(0);

/** The recoverable hydration errors the app recorded (src/app/mount.tsx). */
const hydrationErrors = (page: Page) =>
  page.evaluate(
    () => (window as { __pawprizeHydrationErrors?: string[] }).__pawprizeHydrationErrors ?? [],
  );

describe('a drawn page is hydrated, not built again', () => {
  it('on every drawn route, with no difference between the drawn page and the first render (375 px)', async () => {
    const paths = PRERENDERED_ROUTES.map((key) => ROUTES[key].path.replace(':id', pet.id));
    expect(paths).toContain('/');
    const { context, page } = await newPage(browser, server, { viewport: MOBILE, errors });
    try {
      await markDrawnElements(page);
      // A visitor's page asks for nothing it is refused (a member's own answers wait for a member).
      const refused: string[] = [];
      page.on('response', (response) => {
        if (response.status() >= 400) refused.push(`${response.status()} ${response.url()}`);
      });
      for (const path of paths) {
        await page.goto(path);
        await live(page);
        await page.waitForLoadState('networkidle');
        expect({ path, errors: await hydrationErrors(page) }).toEqual({ path, errors: [] });
        // The navigation bar and the footer are the very elements the server drew.
        const kept = await page.evaluate(() => {
          const drawn = (window as unknown as { __drawnElements: Element[] }).__drawnElements;
          return ['header', 'footer'].map((tag) =>
            drawn.some((element) => element.localName === tag && element.isConnected),
          );
        });
        expect({ path, kept }).toEqual({ path, kept: [true, true] });
        // The page came with the title the app gives it (not the home page's until it runs).
        const titles = await page.evaluate(() => [
          (window as unknown as { __drawnTitle: string }).__drawnTitle,
          document.title,
        ]);
        expect({ path, drawn: titles[0] }).toEqual({ path, drawn: titles[1] });
        expect({ path, refused }).toEqual({ path, refused: [] });
      }
    } finally {
      await context.close();
    }
  });

  it('keeps every section of the home page, those below the fold included (1280 px)', async () => {
    const { context, page } = await newPage(browser, server, { viewport: DESKTOP, errors });
    try {
      await markDrawnElements(page);
      await page.goto('/');
      await live(page);
      await page.waitForLoadState('networkidle');
      const sections = await page.evaluate(() =>
        (window as unknown as { __drawnElements: Element[] }).__drawnElements
          .filter((element) => element.localName === 'section')
          .map((section) => ({
            title: section.querySelector('h1, h2')?.textContent?.trim() ?? '',
            kept: section.isConnected,
          })),
      );
      expect(sections.map((s) => s.title)).toEqual(
        expect.arrayContaining(['Caption contests', 'Featured products', 'From the blog']),
      );
      expect(sections.filter((s) => !s.kept)).toEqual([]);
      expect(await hydrationErrors(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('nothing done while the app starts is lost', () => {
  it('replays a tap on the drawn page once the app is live (375 px)', async () => {
    const { context, page } = await newPage(browser, server, { viewport: MOBILE, errors });
    try {
      const code = await holdCode(page);
      await page.goto('/');
      await page.getByRole('button', { name: 'Open menu' }).click();
      // Held: the app's code has not arrived, so nothing opened.
      expect(await page.getByRole('button', { name: 'Close menu' }).count()).toBe(0);
      expect(await page.locator('[data-drawn]').count()).toBe(1);
      await code.release();
      await page.getByRole('button', { name: 'Close menu' }).waitFor({ timeout: 20_000 });
    } finally {
      await context.close();
    }
  });

  it('replays a tap on a tab, which acts on the press rather than the click (1280 px)', async () => {
    const { context, page } = await newPage(browser, server, { viewport: DESKTOP, errors });
    try {
      const code = await holdCode(page);
      await page.goto('/leaderboard');
      const tab = page.getByRole('tab', { name: 'Battle Rankings' });
      await tab.click();
      expect(await tab.getAttribute('aria-selected')).toBe('false');
      await code.release();
      await expect.poll(() => tab.getAttribute('aria-selected'), { timeout: 20_000 }).toBe('true');
    } finally {
      await context.close();
    }
  });

  it('keeps text typed before the app is live, and a form sent then is sent once it is', async () => {
    const { context, page } = await newPage(browser, server, { viewport: DESKTOP, errors });
    try {
      const code = await holdCode(page);
      const sent: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/newsletter') {
          sent.push(request.postData() ?? '');
        }
      });
      await page.goto('/');
      const email = `early-${suffix}@example.com`;
      const box = page.getByRole('textbox', { name: 'Email address' }).first();
      await box.fill(email);
      await page.getByRole('button', { name: 'Subscribe' }).first().click();
      expect(sent).toEqual([]);
      // Not sent as a plain HTML form either: the address stays as it was.
      expect(new URL(page.url()).search).toBe('');
      await code.release();
      await live(page);
      await expect.poll(() => sent.length, { timeout: 20_000 }).toBe(1);
      expect(JSON.parse(sent[0]!)).toMatchObject({ email });
    } finally {
      await context.close();
    }
  });
});

it('has no console errors', () => {
  expect(errors).toEqual([]);
});
