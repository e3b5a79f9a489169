import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { messages } from '@pawprize/shared';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot, startServer, type StartedServer } from '../scripts/lib/server-process.mjs';
import { DESKTOP, launchBrowser, MOBILE, screenshot } from './browser.ts';
import { newPage } from './helpers/page.ts';

/**
 * The installable app (docs/decisions/0174-installable-app.md): Chromium finds it installable,
 * the service worker keeps the app's own files and never an API answer, a page asked for without
 * a network is the offline page, and a new version waits for the member's "Reload".
 * The server serves a copy of the build, so a test can publish a "new version" of it.
 */

let server: StartedServer;
let browser: Browser;
let dist: string;
const errors: string[] = [];

beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'pawprize-pwa-dist-'));
  cpSync(path.join(repoRoot, 'apps/web/dist'), dist, { recursive: true });
  server = await startServer({
    env: { WEB_DIST: dist, SCREENING: 'off', MAIL_WORKER: 'false' },
    timeoutMs: 240_000,
  });
  browser = await launchBrowser();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (dist) rmSync(dist, { recursive: true, force: true });
});

/** A page whose service worker is installed and active, and which it now controls. */
async function controlledPage(viewport = MOBILE): Promise<Page> {
  const { page } = await newPage(browser, server, { viewport, errors, serviceWorkers: true });
  await page.goto('/');
  // Installed once the page has loaded and the browser is idle (src/lib/service-worker.ts).
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  // A first install does not take over an open page; the next page is the worker's.
  await page.goto('/gallery');
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null))
    .toBe('activated');
  return page;
}

describe('the installable app', () => {
  it('is installable: a manifest with the icons, colours and shortcuts, and no errors', async () => {
    // Chromium installs nothing from an incognito profile (a test context is one): a profile of
    // its own, on disk.
    const profile = mkdtempSync(path.join(os.tmpdir(), 'pawprize-pwa-profile-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
      viewport: DESKTOP,
      baseURL: server.url,
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto('/');
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: { errorId: string }[];
      };
      expect(installabilityErrors).toEqual([]);

      const response = await fetch(`${server.url}/manifest.webmanifest`);
      expect(response.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
      const manifest = (await response.json()) as {
        short_name: string;
        display: string;
        start_url: string;
        icons: { src: string; sizes: string; purpose: string }[];
        shortcuts: { url: string; icons: { src: string }[] }[];
      };
      expect(manifest).toMatchObject({ short_name: 'PawPrize', display: 'standalone' });
      expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual([
        '192x192 any',
        '512x512 any',
        '512x512 maskable',
      ]);
      expect(manifest.shortcuts.map((s) => s.url)).toEqual(['/vote', '/battle', '/upload']);
      const files = [
        manifest.start_url,
        ...manifest.icons.map((i) => i.src),
        ...manifest.shortcuts.flatMap((s) => [s.url, ...s.icons.map((i) => i.src)]),
      ];
      for (const file of new Set(files)) {
        expect({ file, status: (await fetch(`${server.url}${file}`)).status }).toEqual({
          file,
          status: 200,
        });
      }
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  it("keeps the app's own files and no API answer, and shows the offline page without a network", async () => {
    for (const viewport of [MOBILE, DESKTOP]) {
      const page = await controlledPage(viewport);
      try {
        const kept = await page.evaluate(async () => {
          const urls: string[] = [];
          for (const name of await caches.keys()) {
            const cache = await caches.open(name);
            for (const request of await cache.keys()) urls.push(new URL(request.url).pathname);
          }
          return urls;
        });
        expect(kept).toContain('/offline.html');
        expect(kept.some((url) => /^\/assets\/index-[\w-]+\.js$/.test(url))).toBe(true);
        expect(
          kept.filter((url) => url.startsWith('/api/') || url.startsWith('/uploads/')),
        ).toEqual([]);
        // Pages are never served from it: the page asked for is the server's, as it is now.
        expect(kept.filter((url) => !/^\/(assets|icons)\/|\.[a-z]+$/.test(url))).toEqual([]);

        await page.context().setOffline(true);
        await page.goto('/vote');
        await expect
          .poll(() => page.getByRole('heading', { level: 1 }).textContent())
          .toBe("You're offline");
        await screenshot(page, 'offline');
        // Back online, "Try again" brings the page asked for.
        await page.context().setOffline(false);
        await page.getByRole('link', { name: 'Try again' }).click();
        await expect.poll(() => page.title(), { timeout: 15_000 }).toBe('Vote · PawPrize');
      } finally {
        await page.context().close();
      }
    }
  });

  it('asks before a new version takes over, and reloads only when the member says so', async () => {
    const page = await controlledPage(DESKTOP);
    try {
      const firstWorker = await page.evaluate(
        () => navigator.serviceWorker.controller?.scriptURL ?? '',
      );
      expect(firstWorker).toMatch(/\/sw\.js$/);
      // A deploy: a different sw.js (the server sends the file as it is now).
      const sw = path.join(dist, 'sw.js');
      writeFileSync(sw, `${readFileSync(sw, 'utf8')}\n// the next version\n`);
      rmSync(`${sw}.br`, { force: true });
      rmSync(`${sw}.gz`, { force: true });
      await page.evaluate(() => {
        (window as { __beforeReload?: boolean }).__beforeReload = true;
        return navigator.serviceWorker.getRegistration().then((r) => r?.update());
      });
      const toast = page.getByText(messages.pages.newVersion);
      await toast.waitFor({ timeout: 30_000 });
      await screenshot(page, 'new-version');
      // Not taken over yet: the page still runs (no reload) until the member agrees.
      expect(
        await page.evaluate(() => (window as { __beforeReload?: boolean }).__beforeReload),
      ).toBe(true);
      await page.getByRole('button', { name: messages.pages.newVersionReload }).click();
      await expect
        .poll(() =>
          page
            .evaluate(() => (window as { __beforeReload?: boolean }).__beforeReload ?? false)
            .catch(() => true),
        )
        .toBe(false);
      await expect
        .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null))
        .toBe('activated');
      expect(
        await page.evaluate(() =>
          navigator.serviceWorker.getRegistration().then((r) => r?.waiting ?? null),
        ),
      ).toBeNull();
    } finally {
      await page.context().close();
    }
  });
});

it('has no console errors', () => {
  // Going offline makes the failed requests of the page being left; nothing else may fail.
  expect(errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch/.test(e))).toEqual([]);
});
