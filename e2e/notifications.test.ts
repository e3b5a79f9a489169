import { randomBytes } from 'node:crypto';
import { AxeBuilder } from '@axe-core/playwright';
import { messages } from '@pawprize/shared';
import { href } from '@pawprize/shared/routes';
import type { Pet } from '@pawprize/shared/schemas/pets';
import type { Browser, Locator, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type StartedServer } from '../scripts/lib/server-process.mjs';
import { DESKTOP, launchBrowser, MOBILE, screenshot } from './browser.ts';
import { uploadPet } from './helpers/pets.ts';
import { expectToast, newPage, settleImages } from './helpers/page.ts';
import { makeAccount, verifiedAccount, type TestAccount } from './helpers/users.ts';

/**
 * In-app notifications in Chromium (docs/product/notifications.md): another member votes for a
 * pet on its page, a third through the API; the owner's bell says how many are unread, the page
 * shows one grouped line for both votes, and Mark all as read clears the count. Visitors get no
 * bell. Screenshots of the bell and the page at 1280 and 375 px go to e2e/screenshots.
 */

const suffix = randomBytes(3).toString('hex');
const owner = makeAccount('nora', suffix);
const fans = ['finn', 'fay'].map((name) => makeAccount(name, suffix));
const petName = `Biscuit ${suffix}`;

let server: StartedServer;
let browser: Browser;
let pet: Pet;
const cookies = new Map<TestAccount, string>();
/** Console errors seen in any page; 4xx answers are expected. */
const errors: string[] = [];

const open = (viewport = DESKTOP, account?: TestAccount) =>
  newPage(browser, server, {
    viewport,
    sessionCookie: account ? cookies.get(account)! : undefined,
    errors,
  });

/** The bell shown at this width (the bar has one for wide screens and one for phones). */
const bell = (page: Page): Locator =>
  page.getByRole('banner').getByRole('link', { name: /^Notifications/ });

/**
 * Reloads until the count the bell asks for when the page opens gives `name`, then waits for the
 * bell to carry it.
 */
async function bellNamed(page: Page, name: string) {
  const isCount = (r: Response) => new URL(r.url()).pathname === '/api/notifications/unread-count';
  await expect
    .poll(
      async () => {
        const [res] = await Promise.all([page.waitForResponse(isCount), page.reload()]);
        const { unread } = (await res.json()) as { unread: number };
        return messages.notifications.bell(unread);
      },
      { timeout: 30_000, interval: 500 },
    )
    .toBe(name);
  await expect.poll(() => bell(page).getAttribute('aria-label')).toBe(name);
}

beforeAll(async () => {
  server = await startServer({ env: { LOG_LEVEL: 'info', TRUST_PROXY: '1' }, timeoutMs: 90_000 });
  browser = await launchBrowser();
  for (const [index, account] of [owner, ...fans].entries()) {
    const forwardedFor = `203.0.113.${index + 70}`;
    cookies.set(account, await verifiedAccount(server, account, { forwardedFor }));
  }
  pet = await uploadPet(server, cookies.get(owner)!, { petName, file: 'dog-red-fluffy.jpg' });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  const code = await server?.stop();
  if (code !== 0 && code !== null) console.error(`server exited with ${code}:\n${server.output()}`);
});

describe('notifications in the browser', () => {
  it('shows visitors no bell', async () => {
    for (const viewport of [DESKTOP, MOBILE]) {
      const { context, page } = await open(viewport);
      await page.goto(href('about'));
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      // Once the app knows the visitor is signed out: Login in the bar, or in the phone's menu.
      if (viewport === MOBILE) await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('banner').getByRole('link', { name: 'Login' }).waitFor();
      expect(await page.getByRole('link', { name: /^Notifications/ }).count()).toBe(0);
      await context.close();
    }
  });

  it('counts another member’s votes in the bell, as one line on the page, and Mark all as read clears it', async () => {
    const me = await open(DESKTOP, owner);
    await me.page.goto(href('about'));
    await me.page.getByRole('heading', { level: 1 }).first().waitFor();
    await expect.poll(() => bell(me.page).getAttribute('aria-label')).toBe('Notifications');

    // A second member votes on the pet's page; a third through the API.
    const fan = await open(DESKTOP, fans[0]);
    await fan.page.goto(href('pet', { id: pet.id }));
    await fan.page.getByRole('button', { name: 'Vote', exact: true }).click();
    await expectToast(fan.page, messages.vote.counted);
    await fan.context.close();
    const res = await fetch(`${server.url}/api/pets/${pet.id}/vote`, {
      method: 'POST',
      headers: { origin: server.url, cookie: cookies.get(fans[1]!)! },
    });
    expect(res.status).toBe(200);

    await bellNamed(me.page, 'Notifications, 1 unread');
    await expect.poll(() => bell(me.page).textContent()).toBe('1');
    await screenshot(me.page, 'notifications-bell');

    await bell(me.page).click();
    await me.page.waitForURL(`**${href('notifications')}`);
    const list = me.page.getByRole('list', { name: messages.notifications.title });
    const line = list.getByRole('link', { name: `${petName} got 2 new votes today` });
    await line.waitFor();
    expect(await list.getByRole('listitem').count()).toBe(1);
    expect(await line.getAttribute('href')).toBe(href('pet', { id: pet.id }));
    await settleImages(me.page);
    await screenshot(me.page, 'notifications-page');

    const phone = await open(MOBILE, owner);
    await phone.page.goto(href('about'));
    await expect
      .poll(() => bell(phone.page).getAttribute('aria-label'))
      .toBe('Notifications, 1 unread');
    await screenshot(phone.page, 'notifications-bell');
    await phone.page.goto(href('notifications'));
    await phone.page.getByRole('link', { name: `${petName} got 2 new votes today` }).waitFor();
    await screenshot(phone.page, 'notifications-page');
    await phone.context.close();

    // From 768 px the bar is compact: the bell fits beside the links, on one line.
    for (const width of [768, 1024]) {
      const narrow = await open({ width, height: 800 }, owner);
      await narrow.page.goto(href('about'));
      await expect
        .poll(() => bell(narrow.page).getAttribute('aria-label'))
        .toBe('Notifications, 1 unread');
      const more = await narrow.page.getByRole('button', { name: 'More' }).boundingBox();
      const bellBox = await bell(narrow.page).boundingBox();
      expect(more!.x + more!.width).toBeLessThanOrEqual(bellBox!.x);
      expect(
        Math.abs(more!.y + more!.height / 2 - (bellBox!.y + bellBox!.height / 2)),
      ).toBeLessThan(4);
      await screenshot(narrow.page, 'notifications-bell');
      await narrow.context.close();
    }

    await me.page.getByRole('button', { name: messages.notifications.markAllRead }).click();
    await me.page.getByText(messages.notifications.unreadSummary(0)).waitFor();
    await list.getByRole('link', { name: `${petName} got 2 votes today` }).waitFor();
    await expect.poll(() => bell(me.page).getAttribute('aria-label')).toBe('Notifications');
    expect(await bell(me.page).textContent()).toBe('');
    // Still read after a reload: the server keeps it.
    await bellNamed(me.page, 'Notifications');
    await me.context.close();
  }, 90_000);

  it('axe finds no serious or critical violations on the page at both widths', async () => {
    const problems: string[] = [];
    for (const viewport of [DESKTOP, MOBILE]) {
      const { context, page } = await open(viewport, owner);
      await page.goto(href('notifications'));
      await page.getByRole('list', { name: messages.notifications.title }).waitFor();
      await page.getByRole('checkbox', { name: messages.notifications.settingsVotes }).waitFor();
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
        .analyze();
      problems.push(
        ...results.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map(
            (v) =>
              `@${viewport.width}: ${v.id} ${v.nodes
                .map((n) => n.target.join(' '))
                .slice(0, 3)
                .join(' | ')}`,
          ),
      );
      await context.close();
    }
    expect(problems).toEqual([]);
  }, 60_000);

  it('logs no console errors', () => {
    expect(errors).toEqual([]);
  });
});
