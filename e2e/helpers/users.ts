import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { StartedServer } from '../../scripts/lib/server-process.mjs';

/**
 * Accounts for the browser tests: sign-up through the API, verification through the link the
 * server logs (with no SMTP_URL it logs each mail's links at info level), and the UI sign-in.
 * Start the server with `startServer({ env: { LOG_LEVEL: 'info' } })`.
 */

export interface TestAccount {
  fullName: string;
  username: string;
  email: string;
  password: string;
}

/** `makeAccount('rosa', 'a1b2c3')`: unique per run through the suffix. */
export function makeAccount(name: string, suffix: string): TestAccount {
  return {
    fullName: `${name[0]!.toUpperCase()}${name.slice(1)} Tester`,
    username: `${name}_${suffix}`,
    email: `${name}.${suffix}@example.com`,
    password: 'whiskers-and-biscuits-42',
  };
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The link of the last mail logged for `to` whose URL contains `pathPart` (polls the log).
 * A plain loop, not expect.poll: this also runs in beforeAll.
 */
export async function linkFromLog(
  server: StartedServer,
  to: string,
  pathPart: string,
  timeoutMs = 20_000,
): Promise<string> {
  const pattern = new RegExp(
    `"to":"${escapeRegExp(to)}".*?"(https?://[^"]*${escapeRegExp(pathPart)}[^"]*)"`,
    'g',
  );
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const link = [...server.output().matchAll(pattern)].at(-1)?.[1];
    if (link) return link;
    if (Date.now() > deadline) {
      throw new Error(`no mail to ${to} with a ${pathPart} link in the server log`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** `name=value` pairs of a response's Set-Cookie headers, as a Cookie header. */
export function cookieHeader(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0]!)
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}

/**
 * Signs up through the API and opens the verification link with the sign-up's session: a
 * verified session's cookie. Sign-ups are limited to 10 accounts per address per hour (ADR
 * 0101): for more, start the server with `TRUST_PROXY: '1'` and give each sign-up its own
 * `forwardedFor` address.
 */
export async function verifiedAccount(
  server: StartedServer,
  account: TestAccount,
  { forwardedFor }: { forwardedFor?: string } = {},
): Promise<string> {
  const res = await fetch(`${server.url}/api/auth/sign-up`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: server.url,
      ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
    },
    body: JSON.stringify(account),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  const cookie = cookieHeader(res);
  expect(cookie).not.toBe('');
  // Opened in the browser that signed up: verified, this session kept (ADR 0100).
  const link = await linkFromLog(server, account.email, '/api/auth/verify-email');
  const verified = await fetch(link, { redirect: 'manual', headers: { cookie } });
  expect(verified.headers.get('location')).toBe('/dashboard?verified=1');
  return cookie;
}

/** Fills the login form on the current page and submits it. */
/**
 * Waits for the log-in form itself. The address changes as soon as a link is followed, but the
 * page before it (sign-up, which also has Email and Password fields) stays on screen until the
 * log-in page's code has loaded: text typed then would go into the old form.
 */
export async function loginFormShown(page: Page) {
  await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
}

export async function signIn(page: Page, email: string, password: string) {
  await loginFormShown(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}
