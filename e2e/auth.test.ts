import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { messages } from '@pawprize/shared';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type StartedServer } from '../scripts/lib/server-process.mjs';
import { DESKTOP, launchBrowser, MOBILE, screenshot } from './browser.ts';
import { expectPath, newPage, toast } from './helpers/page.ts';
import { PHOTOS_DIR } from './helpers/pets.ts';
import { cookieHeader, linkFromLog, signIn } from './helpers/users.ts';

/**
 * The accounts flow in Chromium against a dedicated server, whose log we read: with no
 * SMTP_URL the server logs each mail's links at info level, so the verification link is there.
 */

const AVATAR_PHOTO = path.join(PHOTOS_DIR, 'cat-kitten.jpg');

const suffix = randomBytes(3).toString('hex');
const account = {
  fullName: 'Maya Lopez',
  username: `maya_${suffix}`,
  email: `maya.${suffix}@example.com`,
  password: 'whiskers-and-biscuits-42',
};

let server: StartedServer;
let browser: Browser;
/** Console errors seen in any page; 401/404 resource loads are expected (session checks). */
const errors: string[] = [];

const open = (
  viewport: { width: number; height: number } = DESKTOP,
  storageState?: Awaited<ReturnType<BrowserContext['storageState']>>,
) => newPage(browser, server, { viewport, storageState, errors, ignore: /401|404/ });

async function expectToast(page: Page, text: string) {
  // A sign-up hashes a password and counts its try (ADR 0101): slow on a loaded machine.
  await expect
    .poll(() => toast(page, text).count(), { message: `toast "${text}"`, timeout: 15_000 })
    .toBe(1);
}

beforeAll(async () => {
  server = await startServer({ env: { LOG_LEVEL: 'info' }, timeoutMs: 120_000 });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  const code = await server?.stop();
  if (code !== 0 && code !== null) console.error(`server exited with ${code}:\n${server.output()}`);
});

describe('accounts in the browser', () => {
  it('screenshots the login and sign-up pages at 1280 and 375 px', async () => {
    for (const viewport of [DESKTOP, MOBILE]) {
      const { context, page } = await open(viewport);
      for (const [route, heading, shot] of [
        ['/login', 'Log in', 'login'],
        ['/signup', 'Sign up', 'signup'],
      ] as const) {
        await page.goto(route);
        await expect
          .poll(() => page.getByRole('heading', { level: 1 }).textContent())
          .toBe(heading);
        await page.waitForLoadState('networkidle');
        await screenshot(page, shot);
      }
      await context.close();
    }
  });

  it('sends a visitor who taps "Add Your Pet" to sign-up with context, then on to the upload form (375 px)', async () => {
    const { context, page } = await open(MOBILE);
    await page.goto('/');
    await page.getByRole('link', { name: 'Add Your Pet' }).first().click();
    await expectPath(page, '/signup', '?redirect=/upload');
    await expect
      .poll(() => page.getByText('Create a free account to enter your pet').isVisible())
      .toBe(true);
    // The log-in link keeps the return path (docs/product/site.md, Routes).
    expect(
      await page.getByRole('link', { name: 'Log in to enter your pet' }).getAttribute('href'),
    ).toBe('/login?redirect=/upload');
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'signup-for-upload');

    // A new account lands on the upload form.
    const newcomer = `nia_${suffix}`;
    await page.getByLabel('Full name').fill('Nia Newcomer');
    await page.getByLabel('Username').fill(newcomer);
    await page.getByLabel('Email').fill(`${newcomer}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expectToast(page, messages.auth.signedUp);
    await expectPath(page, '/upload');
    await context.close();
  });

  it('signs up, verifies, signs in through /upload, edits the profile and signs out', async () => {
    const { context, page } = await open();

    // Sign up: signed in at once, unverified.
    await page.goto('/signup');
    await page.getByLabel('Full name').fill(account.fullName);
    await page.getByLabel('Username').fill(account.username);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expectToast(page, messages.auth.signedUp);
    await expectPath(page, '/dashboard');
    const banner = page.getByRole('region', { name: 'Please verify your email' });
    await expect.poll(() => banner.isVisible(), { timeout: 15_000 }).toBe(true);

    // The verification link from the log verifies and lands on the dashboard, once.
    const link = await linkFromLog(server, account.email, '/api/auth/verify-email', 15_000);
    await page.goto(link);
    await expectToast(page, 'Your email is verified');
    await expectPath(page, '/dashboard');
    await expect.poll(() => banner.count()).toBe(0);

    // Sign out from the dashboard goes home.
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expectToast(page, messages.auth.loggedOutDashboard);
    await expectPath(page, '/');

    // The upload form sends a visitor to sign-up, whose log-in link keeps the way back.
    await page.goto('/upload');
    await expectPath(page, '/signup', '?redirect=/upload');
    await page.getByRole('link', { name: 'Log in to enter your pet' }).click();
    await expectPath(page, '/login', '?redirect=/upload');
    await signIn(page, account.email, account.password);
    await expectToast(page, messages.auth.loggedIn);
    await expectPath(page, '/upload');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Upload Your Pet');

    // The dashboard header: name, @username; credits 0 in the caption section.
    await page.goto('/dashboard');
    const header = page.getByRole('region', { name: 'Your profile' });
    await expect
      .poll(() => header.getByRole('heading', { level: 2 }).textContent())
      .toBe(account.fullName);
    expect(await header.getByText(`@${account.username}`).isVisible()).toBe(true);
    expect(
      await page
        .getByRole('region', { name: 'My Caption Contests' })
        .locator('dl', { hasText: messages.profile.creditsLabel })
        .locator('dd')
        .textContent(),
    ).toBe('0');

    // Profile Settings: change the full name.
    await page.getByRole('tab', { name: 'Profile Settings' }).click();
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(account.email);
    expect(await page.getByLabel('Email', { exact: true }).getAttribute('readonly')).not.toBeNull();
    expect(await page.getByText(messages.profile.emailReadOnly).isVisible()).toBe(true);
    await page.getByLabel('Full name').fill('Maya L. Lopez');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expectToast(page, messages.profile.updated);
    await expect
      .poll(() => header.getByRole('heading', { level: 2 }).textContent())
      .toBe('Maya L. Lopez');

    // Upload an avatar: preview first, then the stored 300×300 picture everywhere.
    await page.getByLabel('Choose a photo').setInputFiles(AVATAR_PHOTO);
    await expect
      .poll(() => page.getByRole('img', { name: 'Preview of your new profile photo' }).count())
      .toBe(1);
    await page.getByRole('button', { name: 'Upload photo' }).click();
    await expectToast(page, messages.profile.avatarUploaded);
    const headerPicture = header.locator('img');
    await expect.poll(() => headerPicture.getAttribute('src')).toMatch(/avatars\//);
    await expect
      .poll(() => headerPicture.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBe(300);
    await expect
      .poll(() => page.getByRole('banner').locator('img').first().getAttribute('src'))
      .toMatch(/avatars\//);
    const signedIn = await context.storageState();

    // Screenshots of the finished dashboard (fresh load: no toasts, scrolled to the top).
    for (const viewport of [DESKTOP, MOBILE]) {
      const shot = await open(viewport, signedIn);
      await shot.page.goto('/dashboard');
      await shot.page.getByRole('tab', { name: 'Profile Settings' }).click();
      await expect
        .poll(() =>
          shot.page
            .getByRole('region', { name: 'Your profile' })
            .locator('img')
            .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
        )
        .toBe(300);
      await shot.page.waitForLoadState('networkidle');
      await shot.page.evaluate(() => {
        (document.activeElement as HTMLElement | null)?.blur();
        window.scrollTo(0, 0);
      });
      await expect
        .poll(() => shot.page.locator('header[data-solid]').first().getAttribute('data-solid'))
        .toBe('false');
      await screenshot(shot.page, 'dashboard');
      await shot.context.close();
    }

    // Sign out for good.
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expectToast(page, messages.auth.loggedOutDashboard);
    await expectPath(page, '/');
    await expect
      .poll(() => page.getByRole('banner').getByRole('link', { name: 'Login' }).isVisible())
      .toBe(true);
    await page.goto('/dashboard');
    await expectPath(page, '/login', '?redirect=/dashboard');
    await context.close();
    expect(errors).toEqual([]);
  });

  it('a verification link opened elsewhere asks first; taking over sets a new password; another account’s link switches nothing (ADR 0100)', async () => {
    // Someone signs up with an address that is not theirs (through the API, from elsewhere).
    const squatted = {
      fullName: 'Not The Owner',
      username: `squat_${suffix}`,
      email: `owner.${suffix}@example.com`,
      password: 'squatters-chosen-password',
    };
    const created = await fetch(`${server.url}/api/auth/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify(squatted),
    });
    expect(created.status).toBe(201);
    const squatterCookie = cookieHeader(created);
    const link = await linkFromLog(server, squatted.email, '/api/auth/verify-email', 15_000);

    // The owner opens the mail's link in a browser with no session: a page asks what to do.
    for (const viewport of [DESKTOP, MOBILE]) {
      const shot = await open(viewport);
      await shot.page.goto(link);
      await expectPath(shot.page, '/verify-email', new URL(link).search);
      await expect
        .poll(() => shot.page.getByRole('heading', { level: 1 }).textContent())
        .toBe('Verify your email');
      await shot.page.waitForLoadState('networkidle');
      await screenshot(shot.page, 'verify-email');
      await shot.context.close();
    }
    const { context, page } = await open();
    await page.goto(link);
    await page.getByRole('button', { name: 'Verify and choose a new password' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/reset-password');
    await expect
      .poll(() => page.getByRole('status').textContent())
      .toBe(messages.auth.verifyChoosePassword);
    await screenshot(page, 'verify-email-choose-password');
    await page.getByLabel('New password', { exact: true }).fill('the-owner-takes-it-back');
    await page.getByLabel('Confirm new password').fill('the-owner-takes-it-back');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expectPath(page, '/login');
    await signIn(page, squatted.email, 'the-owner-takes-it-back');
    await expectPath(page, '/dashboard');
    await expect
      .poll(() => page.getByRole('region', { name: 'Please verify your email' }).count())
      .toBe(0);

    // The squatter's session and password are gone.
    const squatterSession = await fetch(`${server.url}/api/auth/session`, {
      headers: { cookie: squatterCookie },
    });
    expect((await squatterSession.json()).user).toBeNull();
    const oldPassword = await fetch(`${server.url}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ email: squatted.email, password: squatted.password }),
    });
    expect(oldPassword.status).toBe(401);

    // Signed in, a link of another account (sent from anywhere) does not switch accounts.
    const other = await fetch(`${server.url}/api/auth/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({
        fullName: 'Someone Else',
        username: `other_${suffix}`,
        email: `other.${suffix}@example.com`,
        password: 'another-pretty-password',
      }),
    });
    expect(other.status).toBe(201);
    await page.goto(
      await linkFromLog(server, `other.${suffix}@example.com`, '/api/auth/verify-email', 15_000),
    );
    await expectPath(page, '/dashboard');
    await expectToast(page, messages.auth.verifyOtherAccount);
    await page.getByRole('tab', { name: 'Profile Settings' }).click();
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(squatted.email);
    await context.close();
    expect(errors).toEqual([]);
  });

  it('refuses a short password and a wrong password with clear messages', async () => {
    const { context, page } = await open();
    const signUps: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/auth/sign-up')) signUps.push(request.url());
    });
    await page.goto('/signup');
    await page.getByLabel('Full name').fill('Short Password');
    await page.getByLabel('Username').fill(`short_${suffix}`);
    await page.getByLabel('Email').fill(`short.${suffix}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill('abcde');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect.poll(() => page.getByText(messages.auth.passwordTooShort).isVisible()).toBe(true);
    expect(await page.getByLabel('Password', { exact: true }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(signUps).toEqual([]);
    await expectPath(page, '/signup');

    await page.goto('/login');
    await signIn(page, `nobody.${suffix}@example.com`, 'not-the-password');
    await expectToast(page, messages.auth.invalidCredentials);
    await expectPath(page, '/login');
    await context.close();
    expect(errors).toEqual([]);
  });
});
