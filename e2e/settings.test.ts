import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type StartedServer } from '../scripts/lib/server-process.mjs';
import { DESKTOP, launchBrowser, MOBILE, screenshot } from './browser.ts';
import { newPage } from './helpers/page.ts';

/**
 * The host's settings on the pages that print them (docs/decisions/0126-one-source-per-setting.md):
 * a server with DAILY_VOTES=50 and ANON_VOTES_PER_IP=40 shows those numbers in /terms and
 * /integrity, in the first screen drawn at build time (with the defaults) and once the app runs.
 */

let server: StartedServer;
let browser: Browser;
const errors: string[] = [];

beforeAll(async () => {
  server = await startServer({
    env: { DAILY_VOTES: '50', ANON_VOTES_PER_IP: '40', SCREENING: 'off', MAIL_WORKER: 'false' },
    timeoutMs: 240_000,
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The page once the app has replaced its drawn picture (ADR 0043). */
async function openRunning(path: string, viewport = DESKTOP): Promise<Page> {
  const { page } = await newPage(browser, server, { viewport, errors });
  await page.goto(path);
  await expect
    .poll(() => page.locator('#root > [data-drawn]').count(), { timeout: 20_000 })
    .toBe(0);
  return page;
}

describe("a host's own settings", () => {
  it('are in the drawn first screen the server sends, before any script runs', async () => {
    const terms = await (await fetch(`${server.url}/terms`)).text();
    expect(terms).toMatch(/<div data-drawn>.*<span data-setting="dailyVotes">50<\/span>/s);
    expect(terms).not.toContain('<span data-setting="dailyVotes">20</span>');
    const integrity = await (await fetch(`${server.url}/integrity`)).text();
    expect(integrity).toContain('<span data-setting="anonVotesPerIp">40</span>');
  });

  it('are what /terms and /integrity say once the app runs', async () => {
    for (const viewport of [DESKTOP, MOBILE]) {
      const terms = await openRunning('/terms', viewport);
      await expect
        .poll(() => terms.getByText(/daily allowance of new votes/).textContent())
        .toContain('(50 a day with an account, 10 a day without one)');
      await screenshot(terms, 'settings-terms');
      await terms.context().close();

      const integrity = await openRunning('/integrity', viewport);
      await expect
        .poll(() => integrity.getByText(/Members can cast/).textContent())
        .toContain('Members can cast 50 new votes a day and visitors 10.');
      expect(await integrity.getByText(/one network can cast at most/).textContent()).toContain(
        'at most 40 visitor votes a day',
      );
      await screenshot(integrity, 'settings-integrity');
      await integrity.context().close();
    }
    expect(errors).toEqual([]);
  });
});
