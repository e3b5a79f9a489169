import { messages } from '@pawprize/shared';
import type { WinnersResponse } from '@pawprize/shared/schemas/winners';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DESKTOP, launchBrowser, MOBILE, openPage, screenshot } from './browser.ts';

/**
 * The winners page against the shared server. It has no closed months with pets, so the page
 * shows the empty state under the running month's card (other files may have added a leader),
 * and a round receipt for the running month only.
 */
describe('winners page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('answers the API with the running month', async () => {
    const res = await fetch(`${baseUrl()}/api/winners`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as WinnersResponse;
    const now = new Date();
    expect(body.current.month).toBe(now.toISOString().slice(0, 7));
    expect(Date.parse(body.current.endsAt)).toBeGreaterThan(now.getTime());
  });

  for (const viewport of [DESKTOP, MOBILE]) {
    it(`shows the heading, this month's race and the winners or the empty state (${viewport.width} px)`, async () => {
      const { page, context, errors } = await openPage(browser, viewport);
      await page.goto('/winners');
      await page
        .getByRole('heading', { level: 1, name: messages.winners.heading })
        .waitFor({ timeout: 10_000 });
      await expect.poll(() => page.title()).toBe(`${messages.winners.heading} · PawPrize`);

      const round = page.getByRole('region', { name: /^Who wins \w+\?$/ });
      await round.waitFor({ timeout: 10_000 });
      expect(await round.textContent()).toMatch(
        /(\d+ days?( \d+ hours?)?|\d+ hours?( \d+ minutes?)?|\d+ minutes?|Less than a minute) left/,
      );

      const cards = page.getByRole('article');
      const empty = page.getByText(messages.winners.empty);
      await expect
        .poll(async () => (await cards.count()) > 0 || (await empty.isVisible()), {
          timeout: 10_000,
        })
        .toBe(true);
      if ((await cards.count()) > 0) {
        expect(await cards.first().textContent()).toMatch(/\w+ \d{4} Winner/);
      }
      expect(
        await page.getByRole('link', { name: messages.winners.enterYourPet }).getAttribute('href'),
      ).toBe('/upload');

      // Round receipts start at the first month with entries (docs/product/integrity.md): this
      // server's pets are all from this month, so the running round is the only receipt.
      const monthName = new Intl.DateTimeFormat('en-US', {
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(new Date());
      const receipts = page.getByRole('group', { name: / round receipt$/ });
      await page.getByRole('group', { name: `${monthName} round receipt` }).waitFor();
      expect(await receipts.count()).toBe(1);
      expect(await receipts.first().textContent()).toContain('Running');

      await page.waitForLoadState('networkidle');
      await screenshot(page, 'winners');
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
