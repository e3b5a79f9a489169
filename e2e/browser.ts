import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';

export const baseUrl = (): string => inject('baseUrl');

const screenshotDir = path.resolve(import.meta.dirname, 'screenshots');

export const DESKTOP = { width: 1280, height: 800 };
export const MOBILE = { width: 375, height: 740 };

/** Debian's Chromium, with the flags this sandbox needs (no network beyond localhost). */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

export interface TestPage {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught page errors seen so far (a test should expect none). */
  errors: string[];
}

export async function openPage(
  browser: Browser,
  viewport: { width: number; height: number } = DESKTOP,
): Promise<TestPage> {
  const context = await browser.newContext({
    viewport,
    baseURL: baseUrl(),
    reducedMotion: 'reduce',
    isMobile: viewport.width < 768,
    hasTouch: viewport.width < 768,
    // The installed app's service worker is pwa.test.ts's (helpers/page.ts says why).
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return { context, page, errors };
}

/** Saves `e2e/screenshots/<name>-<width>.png` (full page). */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(screenshotDir, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  const file = path.join(screenshotDir, `${name}-${width}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}
