import path from 'node:path';
import { messages } from '@pawprize/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, MOBILE, openPage, screenshot } from './browser.ts';

/**
 * Scrolls through the page so lazy images load (a frame at each step lets the browser see what came
 * into view), waits until every image has loaded, then goes back to the top.
 */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await frame();
      await frame();
    }
  });
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForLoadState('networkidle');
}

/** Like `screenshot()`, but only the viewport: a full-page shot of a modal shows mostly page. */
async function viewportShot(page: Page, name: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({
    path: path.resolve(import.meta.dirname, 'screenshots', `${name}-${width}.png`),
  });
}

const unique = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

describe('shop, blog, newsletter and contact', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('shop: category tabs and search filter the products, in the URL', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto('/shop');
    const titles = page.getByRole('heading', { level: 3 });
    await expect.poll(() => titles.count(), { timeout: 10_000 }).toBe(6);

    const buy = page.getByRole('link', {
      name: 'Buy Cozy Sherpa Pet Blanket (opens the store in a new tab)',
    });
    expect(await buy.getAttribute('target')).toBe('_blank');
    expect(await buy.getAttribute('rel')).toBe('noopener noreferrer');
    expect(await buy.getAttribute('href')).toMatch(/^https?:\/\//);
    const store = page.getByRole('link', { name: /Visit our store/ });
    await expect.poll(() => store.getAttribute('href')).toMatch(/^https?:\/\/[^/]+$/);

    await page.getByRole('tab', { name: 'Grooming' }).click();
    await page.waitForURL((url) => url.searchParams.get('category') === 'grooming');
    await expect
      .poll(() => titles.allTextContents())
      .toEqual(['Oatmeal & Aloe Pet Shampoo', 'Self-Cleaning Slicker Brush']);

    await page.getByRole('searchbox', { name: 'Search products' }).fill('oatmeal');
    await page.waitForURL((url) => url.searchParams.get('q') === 'oatmeal');
    await expect.poll(() => titles.allTextContents()).toEqual(['Oatmeal & Aloe Pet Shampoo']);

    await page.getByRole('tab', { name: 'Hair removal' }).click();
    await expect.poll(() => page.getByText(messages.lists.noProducts).isVisible()).toBe(true);
    await page.getByRole('button', { name: messages.lists.clearFilters }).click();
    await page.waitForURL((url) => url.search === '');
    await expect.poll(() => titles.count()).toBe(6);
    expect(await page.getByRole('searchbox', { name: 'Search products' }).inputValue()).toBe('');

    // The home page features three of them.
    await page.goto('/');
    const featured = page.getByRole('region', { name: 'Featured products' });
    await expect
      .poll(() => featured.getByText(/^\$\d+\.\d\d$/).allTextContents(), { timeout: 10_000 })
      .toEqual(['$19.99', '$18.99', '$16.99']);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('blog: the list leads to an article page; unknown articles are not found', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto('/blog');
    const readMore = page.getByRole('link', { name: /^Read More/ });
    await expect.poll(() => readMore.count(), { timeout: 10_000 }).toBe(6);
    await page
      .getByRole('link', { name: 'Read More: How to Read a Pet Food Label', exact: true })
      .click();
    await page.waitForURL('**/blog/reading-pet-food-labels');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('How to Read a Pet Food Label');
    await expect.poll(() => page.title()).toBe('How to Read a Pet Food Label · PawPrize');
    expect(await page.locator('article h2').count()).toBeGreaterThan(2);
    expect(await page.getByRole('textbox', { name: 'Email address' }).isVisible()).toBe(true);
    await page.getByRole('link', { name: messages.blog.backToBlog }).click();
    await page.waitForURL((url) => url.pathname === '/blog');

    await page.goto('/blog/no-such-article');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe(messages.blog.notFound);
    // The unknown article's own answer is a 404 (ADR 0119): the only error the console shows.
    expect(errors).toEqual([
      'Failed to load resource: the server responded with a status of 404 (Not Found)',
    ]);
    await context.close();
  });

  it('newsletter box: blank, then a confirmation link on its way, twice (ADR 0113)', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto('/blog');
    const email = page.getByRole('textbox', { name: 'Email address' });
    const subscribe = page.getByRole('button', { name: 'Subscribe' });
    await subscribe.click();
    await expect
      .poll(() => page.getByText(messages.newsletter.boxEmailRequired).isVisible())
      .toBe(true);

    const address = unique('box');
    await email.fill(address);
    await subscribe.click();
    await page.getByText(messages.newsletter.boxSuccess).waitFor();
    expect(await email.inputValue()).toBe('');

    // Not confirmed yet: a second sign-up sends a new link rather than "already subscribed".
    await email.fill(address.toUpperCase());
    await subscribe.click();
    await expect.poll(() => email.inputValue()).toBe('');
    await page.getByText(messages.newsletter.boxSuccess).first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('newsletter popup: appears when the flag is set, and subscribes with PET10', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.addInitScript(() => localStorage.setItem('showEmailPopup', 'true'));
    await page.goto('/about');
    const dialog = page.getByRole('dialog', { name: 'Get 10% off your next order' });
    await dialog.waitFor({ timeout: 10_000 });
    expect(await page.evaluate(() => localStorage.getItem('showEmailPopup'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('emailSignupShown'))).toBe('true');
    await viewportShot(page, 'newsletter-popup');

    const email = dialog.getByRole('textbox', { name: 'Email address' });
    await email.fill('not-an-address');
    await dialog.getByRole('button', { name: 'Subscribe' }).click();
    await dialog.getByText(messages.newsletter.popupInvalidEmail).waitFor();

    await email.fill(unique('popup'));
    await dialog.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByText(messages.newsletter.popupSuccess).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('contact: required fields first, then the message is sent', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto('/contact');
    const send = page.getByRole('button', { name: 'Send message' });
    await send.click();
    await page.getByText(messages.contact.requiredFields).waitFor();
    const name = page.getByRole('textbox', { name: 'Name', exact: true });
    expect(await name.getAttribute('aria-invalid')).toBe('true');

    await name.fill('Sam Tester');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('sam@example.com');
    await page.getByRole('textbox', { name: /Subject/ }).fill('Hello from the browser test');
    await page
      .getByRole('textbox', { name: 'Message', exact: true })
      .fill('Biscuit says hi. Lovely site!');
    await send.click();
    await page.getByText(messages.contact.success).waitFor();
    expect(await name.inputValue()).toBe('');
    expect(await name.getAttribute('aria-invalid')).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });

  // Both widths at once, each in a page of its own: a page waits for the network to go quiet
  // after each load, and the other one draws and shoots meanwhile.
  for (const viewport of [DESKTOP, MOBILE]) {
    it.concurrent(`looks right at ${viewport.width} px (screenshots)`, async ({ expect }) => {
      const { page, context, errors } = await openPage(browser, viewport);
      const pages: [path: string, shot: string][] = [
        ['/shop', 'shop'],
        ['/blog', 'blog'],
        ['/blog/summer-heat-safety', 'blog-article'],
        ['/contact', 'contact'],
        ['/unsubscribe?token=00000000-0000-4000-8000-000000000000', 'unsubscribe'],
      ];
      for (const [path, shot] of pages) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        if (path === '/shop') {
          await expect.poll(() => page.getByRole('heading', { level: 3 }).count()).toBe(6);
        }
        await settle(page);
        await screenshot(page, shot);
      }
      if (viewport === MOBILE) {
        await page.addInitScript(() => localStorage.setItem('showEmailPopup', 'true'));
        await page.goto('/blog');
        const dialog = page.getByRole('dialog');
        await dialog.waitFor({ timeout: 10_000 });
        // Its opening animations (dialog and overlay) have ended; endless ones are not waited for.
        await page.evaluate(() =>
          Promise.all(
            document
              .getAnimations()
              .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
              .map((animation) => animation.finished),
          ),
        );
        await viewportShot(page, 'newsletter-popup');
        await page.getByRole('button', { name: 'Close' }).click();
        await page.getByRole('dialog').waitFor({ state: 'hidden' });
      }
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
