import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { expect } from 'vitest';
import type { StartedServer } from '../../scripts/lib/server-process.mjs';
import { addSessionCookies } from './session.ts';

export interface NewPageOptions {
  viewport: { width: number; height: number };
  /** A Cookie header of a signed-in account (from the API): the page starts signed in. */
  sessionCookie?: string;
  storageState?: Awaited<ReturnType<BrowserContext['storageState']>>;
  clipboard?: boolean;
  /** Console errors and page errors are pushed here, except those `ignore` matches. */
  errors: string[];
  /** Expected console errors, e.g. 4xx answers (default: any 4xx status). */
  ignore?: RegExp;
  /**
   * Leave the newsletter popup on. Off by default: a cute swipe asks for it at random (30%), and
   * it would cover the page mid-test (its own test is in content.test.ts).
   */
  newsletterPopup?: boolean;
  /**
   * Let the page install the service worker. Off by default: each new context would fetch every
   * file the installed app keeps, which is the installable app's own test (pwa.test.ts), not
   * every test's.
   */
  serviceWorkers?: boolean;
}

/**
 * A page in a context of its own against the test server: phones (< 768 px) get touch and the
 * mobile flag, motion is reduced, the newsletter popup is off, and console errors are collected
 * for the "no console errors" test of each file.
 */
export async function newPage(
  browser: Browser,
  server: StartedServer,
  options: NewPageOptions,
): Promise<{ context: BrowserContext; page: Page }> {
  const { viewport, errors, ignore = /\b4\d\d\b/ } = options;
  const context = await browser.newContext({
    viewport,
    baseURL: server.url,
    reducedMotion: 'reduce',
    isMobile: viewport.width < 768,
    hasTouch: viewport.width < 768,
    storageState: options.storageState,
    serviceWorkers: options.serviceWorkers ? 'allow' : 'block',
  });
  if (options.clipboard) await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  if (!options.newsletterPopup) {
    // As if it had been shown once already (features/newsletter/popup-flag.ts).
    await context.addInitScript(() => localStorage.setItem('emailSignupShown', 'true'));
  }
  if (options.sessionCookie) await addSessionCookies(context, server, options.sessionCookie);
  const page = await context.newPage();
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !ignore.test(msg.text())) errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return { context, page };
}

export const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });

/** Waits for a sonner toast with this text. */
export async function expectToast(page: Page, text: string) {
  await expect
    .poll(() => toast(page, text).count(), { message: `toast "${text}"`, timeout: 15_000 })
    .toBeGreaterThan(0);
}

/**
 * Closes every toast (they would cover the next screenshot or button). A toast that arrives while
 * the others close (the answer of a vote still in flight) is closed on the next pass.
 */
export async function dismissToasts(page: Page) {
  await expect
    .poll(async () => {
      await page.evaluate(() => {
        for (const button of document.querySelectorAll<HTMLButtonElement>(
          '[data-sonner-toast] [data-close-button]',
        )) {
          button.click();
        }
      });
      return page.locator('[data-sonner-toast]').count();
    })
    .toBe(0);
}

/** Waits until the page is at `pathname` (and `search`). */
export async function expectPath(
  page: Page,
  pathname: string,
  search = '',
  options: { timeout?: number } = {},
) {
  await expect
    .poll(() => {
      const url = new URL(page.url());
      return url.pathname + url.search;
    }, options)
    .toBe(pathname + search);
}

/** Waits until every image on the page has loaded (lazy ones included). */
export async function settleImages(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    for (const img of Array.from(document.images)) img.loading = 'eager';
    await Promise.all(
      Array.from(document.images).map((img) =>
        img.complete ? null : new Promise((resolve) => img.addEventListener('load', resolve)),
      ),
    );
  });
}

/** Ready for a full-page screenshot: images loaded, no focus ring, at the top. */
export async function calm(page: Page) {
  await settleImages(page);
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
}

/** Holds the app's code (its modules under /assets) back until `release()`. */
export async function holdCode(page: Page): Promise<{ release: () => Promise<void> }> {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/assets\/[^/?]+\.js(?:\?|$)/, (route) => {
    if (released) return route.continue();
    held.push(route);
  });
  return {
    release: async () => {
      released = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}
