import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { messages } from '@pawprize/shared';
import { unzipSync } from 'fflate';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type StartedServer } from '../scripts/lib/server-process.mjs';
import { DESKTOP, launchBrowser, MOBILE, screenshot } from './browser.ts';
import { dismissToasts, expectPath, expectToast, newPage } from './helpers/page.ts';
import { linkFromLog, makeAccount, signIn, verifiedAccount } from './helpers/users.ts';

/**
 * Account settings in Chromium (docs/product/account.md): the dashboard's Security section (change password, signed-in devices,
 * change email), Privacy section (download my data, delete my account) and Mails switches, against
 * a server of its own whose log holds the mails.
 */

const m = messages.account;
const suffix = randomBytes(3).toString('hex');

let server: StartedServer;
let browser: Browser;
const errors: string[] = [];

const open = (viewport = DESKTOP, sessionCookie?: string) =>
  newPage(browser, server, { viewport, sessionCookie, errors });

async function openSettings(page: Page) {
  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'Profile Settings' }).click();
  await expect
    .poll(() => page.getByRole('heading', { level: 2, name: 'Security' }).count())
    .toBe(1);
}

const devices = (page: Page) =>
  page.getByRole('list', { name: 'Signed-in devices' }).getByRole('listitem');

beforeAll(async () => {
  server = await startServer({ env: { LOG_LEVEL: 'info' } });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  const code = await server?.stop();
  if (code !== 0 && code !== null) console.error(`server exited with ${code}:\n${server.output()}`);
});

describe('account security and privacy in the browser', () => {
  it('lists devices, signs another out, and changes the password', async () => {
    const account = makeAccount('sec', suffix);
    const otherDevice = await verifiedAccount(server, account);
    const other = await open(DESKTOP, otherDevice);
    await other.page.goto('/dashboard');
    await expectPath(other.page, '/dashboard');

    // A second device signed in with the password (a verification link signs nobody in, ADR 0100).
    const signedIn = await fetch(`${server.url}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ email: account.email, password: account.password }),
    });
    expect(signedIn.status, await signedIn.clone().text()).toBe(200);

    const { context, page } = await open();
    await page.goto('/login');
    await signIn(page, account.email, account.password);
    await expectPath(page, '/dashboard');
    await openSettings(page);

    // Three devices (the sign-up's, the second sign-in's, then this browser), this one marked and
    // listed first.
    await expect.poll(() => devices(page).count()).toBe(3);
    await expect.poll(() => devices(page).first().textContent()).toContain('This device');
    // Sign one other device out, then all the others.
    await page
      .getByRole('button', { name: /^Sign out .*, active / })
      .first()
      .click();
    await expectToast(page, m.sessionEnded);
    await expect.poll(() => devices(page).count()).toBe(2);
    await dismissToasts(page);
    await page.getByRole('button', { name: 'Sign out all other devices' }).click();
    await expect.poll(() => devices(page).count()).toBe(1);
    // The other browser is signed out.
    await other.page.goto('/dashboard');
    await expectPath(other.page, '/login', '?redirect=/dashboard');
    await other.context.close();

    // A wrong current password: the field says so, nothing changes.
    await dismissToasts(page);
    await page.getByLabel('Current password').fill('not-my-password-at-all');
    await page.getByLabel('New password').fill('purple-giraffes-dance-at-noon');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect.poll(() => page.getByText(m.currentPasswordWrong).count()).toBe(1);
    expect(await page.getByLabel('Current password').getAttribute('aria-invalid')).toBe('true');

    await page.getByLabel('Current password').fill(account.password);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expectToast(page, m.passwordChanged);
    expect(await page.getByLabel('Current password').inputValue()).toBe('');
    // Still signed in here.
    await page.reload();
    await expectPath(page, '/dashboard');

    // The new password signs in; the old one does not.
    const fresh = await open();
    await fresh.page.goto('/login');
    await signIn(fresh.page, account.email, account.password);
    await expectToast(fresh.page, messages.auth.invalidCredentials);
    await signIn(fresh.page, account.email, 'purple-giraffes-dance-at-noon');
    await expectPath(fresh.page, '/dashboard');
    await fresh.context.close();
    await context.close();
  });

  it('downloads my data, changes the email, switches a mail on, shows the settings at 1280 and 375 px, and deletes the account', async () => {
    const account = makeAccount('priv', suffix);
    const cookie = await verifiedAccount(server, account);
    const { context, page } = await open(DESKTOP, cookie);
    await openSettings(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      /^pawprize-data-priv_[0-9a-f]+-\d{4}-\d{2}-\d{2}\.zip$/,
    );
    const files = unzipSync(new Uint8Array(readFileSync((await download.path())!)));
    const doc = JSON.parse(new TextDecoder().decode(files['pawprize-data.json']));
    expect(doc.account.email).toBe(account.email);
    expect(doc.profile.username).toBe(account.username);

    // Change email: a link goes to the new address; opening it changes the account's email.
    const newEmail = `moved.${suffix}@example.com`;
    const emailCard = page.locator('#change-email');
    await emailCard.getByLabel('New email').fill(newEmail);
    await emailCard.getByLabel('Your password').fill(account.password);
    await emailCard.getByRole('button', { name: 'Change email' }).click();
    await expect
      .poll(() => emailCard.getByRole('status').textContent())
      .toBe(m.emailChangeSent(newEmail));
    await page.goto(await linkFromLog(server, newEmail, '/api/auth/verify-email'));
    await expect.poll(() => new URL(page.url()).pathname).toBe('/dashboard');
    await openSettings(page);
    await expect.poll(() => page.locator('#change-email strong').textContent()).toBe(newEmail);

    // The weekly digest is off by default; one switch turns it on, and it stays on.
    const digest = page.getByRole('switch', { name: 'Weekly digest' });
    expect(await digest.getAttribute('aria-checked')).toBe('false');
    await digest.click();
    await expectToast(page, m.mailPreferencesSaved);
    await page.reload();
    await openSettings(page);
    await expect
      .poll(() => page.getByRole('switch', { name: 'Weekly digest' }).getAttribute('aria-checked'))
      .toBe('true');

    for (const viewport of [DESKTOP, MOBILE]) {
      const shot = await open(viewport, cookie);
      await openSettings(shot.page);
      await expect.poll(() => devices(shot.page).count()).toBeGreaterThan(0);
      await expect.poll(() => shot.page.getByRole('switch').count()).toBe(3);
      await shot.page.waitForLoadState('networkidle');
      await shot.page.getByRole('heading', { level: 2, name: 'Security' }).scrollIntoViewIfNeeded();
      await screenshot(shot.page, 'settings-security-privacy');
      await shot.context.close();
    }

    // Delete my account: password and the phrase; signed out, home, the email signs in no more.
    await dismissToasts(page);
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByLabel('Your password').fill(account.password);
    await dialog.getByLabel(`Type "${m.deletePhrase}" to confirm`).fill(m.deletePhrase);
    await dialog.getByRole('button', { name: 'Delete for good' }).click();
    await expectToast(page, m.deleted);
    await expectPath(page, '/');
    await page.goto('/dashboard');
    await expectPath(page, '/login', '?redirect=/dashboard');
    await signIn(page, newEmail, account.password);
    await expectToast(page, messages.auth.invalidCredentials);
    await context.close();
  });

  it('logged no console errors', () => {
    expect(errors).toEqual([]);
  });
});
