import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@pawprize/shared';
import { DESKTOP, launchBrowser, MOBILE, openPage, screenshot } from './browser.ts';

/** Every public route of docs/product/site.md and the heading it must show. */
const publicRoutes: [path: string, heading: RegExp | string, shot: string][] = [
  ['/', /cutest/, 'home'],
  ['/landing', /cutest/, 'landing'],
  ['/login', 'Log in', 'login'],
  ['/signup', 'Sign up', 'signup'],
  ['/forgot-password', 'Reset your password', 'forgot-password'],
  ['/vote', 'Vote', 'vote'],
  ['/gallery', 'Gallery', 'gallery'],
  ['/gallery/6f1c8b7e-0000-4000-8000-000000000000', messages.pages.petNotFound, 'pet-not-found'],
  ['/battle', 'Pet Battle Mode', 'battle'],
  ['/leaderboard', 'Leaderboard', 'leaderboard'],
  ['/winners', messages.winners.heading, 'winners'],
  ['/shop', 'Shop', 'shop'],
  ['/blog', 'Blog', 'blog'],
  ['/blog/summer-heat-safety', 'Keeping Your Dog Safe in Summer Heat', 'blog-article'],
  ['/contact', 'Contact Us', 'contact'],
  ['/terms', 'Terms of Use', 'terms'],
  ['/privacy', 'Privacy Policy', 'privacy'],
  ['/about', 'Every pet deserves a moment in the spotlight', 'about'],
  ['/captions/AbCdEfGhIjK', messages.captionContest.notFound, 'caption-contest'],
  ['/no/such/page', messages.pages.notFoundHeading, 'not-found'],
];

/**
 * Login-required routes redirect to /login with the return target; the upload form to /signup
 * (docs/product/site.md, Routes).
 */
const protectedRoutes = [
  ['/upload', '/signup'],
  ['/dashboard', '/login'],
  ['/create', '/login'],
] as const;

/** One browser for the file: each test opens its own context in it. */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('every route renders', () => {
  // Both widths at once, each in a page of its own: a page waits for the network to go quiet
  // after each load, and the other one draws and shoots meanwhile.
  for (const viewport of [DESKTOP, MOBILE]) {
    it.concurrent(
      `shows each page's heading at ${viewport.width} px (screenshots)`,
      async ({ expect }) => {
        const { page, context, errors } = await openPage(browser, viewport);
        for (const [path, heading, shot] of publicRoutes) {
          await page.goto(path);
          await expect
            .poll(() => page.getByRole('heading', { level: 1 }).first().textContent(), {
              timeout: 10_000,
              message: path,
            })
            .toMatch(typeof heading === 'string' ? new RegExp(`^${heading}$`) : heading);
          await page.waitForLoadState('networkidle');
          await screenshot(page, shot);
        }
        expect(errors.filter((e) => !/404|401/.test(e))).toEqual([]);
        await context.close();
      },
    );
  }

  it('draws a public page before its code runs, then the app takes over and asks for each answer once', async () => {
    const { page, context, errors } = await openPage(browser, MOBILE);
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) asked.push(url.pathname + url.search);
    });
    const response = await page.goto('/gallery');
    // The HTML itself holds the page's heading (ADR 0043), drawn until the app hydrates it.
    const html = (await response?.text()) ?? '';
    expect(html).toMatch(/<div data-drawn>[\s\S]*<h1[^>]*>Gallery<\/h1>/);
    expect(html).toContain('<script defer src="/boot.js"');
    expect(html).not.toContain('<script type="module"');
    // The app takes the drawn page over (the mark goes), and its search field works.
    await expect.poll(() => page.locator('[data-drawn]').count(), { timeout: 20_000 }).toBe(0);
    const search = page.getByRole('searchbox');
    await search.fill('Mochi');
    await expect.poll(() => search.inputValue()).toBe('Mochi');
    await page.waitForLoadState('networkidle');
    // boot.js asked for the session and the first page of pets; the app did not ask again.
    expect(asked).toContain('/api/auth/session');
    expect(asked.some((a) => a.startsWith('/api/pets?') && !a.includes('q='))).toBe(true);
    expect(asked.filter((a, i) => asked.indexOf(a) !== i)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('redirects protected routes to /login (the upload form to /signup) with the return path', async () => {
    const { page, context } = await openPage(browser);
    for (const [path, to] of protectedRoutes) {
      await page.goto(path);
      await page.waitForURL((url) => url.pathname === to);
      expect(new URL(page.url()).searchParams.get('redirect')).toBe(path);
    }
    await context.close();
  });

  it('redirects /profile to the dashboard (and on to login when signed out)', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/profile');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/dashboard');
    await context.close();
  });

  it('shows the 404 page with a way home for unknown routes', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/definitely-not-a-page');
    await expect
      .poll(() => page.getByRole('heading', { name: messages.pages.notFoundHeading }).count())
      .toBe(1);
    await page.getByRole('link', { name: messages.pages.returnHome }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });
});

describe('navigation bar', () => {
  it('has the main links and the More menu, and Login / Sign Up when logged out', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Vote', 'Battle', 'Gallery', 'Captions', 'Leaderboard', 'Contests']) {
      await expect.poll(() => nav.getByRole('link', { name, exact: true }).count()).toBe(1);
    }
    const bar = page.getByRole('banner');
    await expect.poll(() => bar.getByRole('link', { name: 'Login' }).isVisible()).toBe(true);
    await expect.poll(() => bar.getByRole('link', { name: 'Sign Up' }).isVisible()).toBe(true);
    await page.getByRole('button', { name: /more/i }).click();
    const menu = page.getByRole('menu');
    for (const name of ['Shop', 'Blog', 'About', 'Contact']) {
      await expect.poll(() => menu.getByRole('menuitem', { name }).count()).toBe(1);
    }
    await menu.getByRole('menuitem', { name: 'Shop' }).click();
    await page.waitForURL((url) => url.pathname === '/shop');
    await context.close();
  });

  it('turns solid after 20 px of scrolling', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/about');
    const bar = page.locator('header[data-solid]').first();
    await expect.poll(() => bar.getAttribute('data-solid')).toBe('false');
    // The footer loads just after the first paint: until it is there the page may be too short
    // to scroll 200 px.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight))
      .toBeGreaterThan(200);
    // Scrolled to 10 px, with the scroll event delivered and React's render done by the second
    // frame after it: still clear.
    // (`instant`: the page scrolls smoothly, and a smooth scroll is still on its way two frames on.)
    await page.evaluate(() => window.scrollTo({ top: 10, behavior: 'instant' }));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(10);
    await page.evaluate(async () => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
      await frame();
      await frame();
    });
    expect(await bar.getAttribute('data-solid')).toBe('false');
    await page.evaluate(() => window.scrollTo({ top: 200, behavior: 'instant' }));
    await expect.poll(() => bar.getAttribute('data-solid')).toBe('true');
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await expect.poll(() => bar.getAttribute('data-solid')).toBe('false');
    await context.close();
  });

  it('on a phone, the menu opens, and closes on every route change', async () => {
    const { page, context } = await openPage(browser, MOBILE);
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    await expect
      .poll(() => page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded'))
      .toBe('true');
    await screenshot(page, 'mobile-menu-open');
    await page.locator('#mobile-menu').getByRole('link', { name: 'Gallery', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/gallery');
    await expect
      .poll(() => page.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded'))
      .toBe('false');
    await expect.poll(() => page.locator('#mobile-menu').isVisible()).toBe(false);
    // Browser back is a route change too.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/');
    await expect
      .poll(() => page.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded'))
      .toBe('false');
    await context.close();
  });
});
