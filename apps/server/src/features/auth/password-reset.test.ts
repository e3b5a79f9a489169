import { messages } from '@pawprize/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freshIp,
  linkInLastMail,
  newAccount,
  ORIGIN,
  signIn,
  signUp,
} from '../../../test/auth-helpers.ts';
import type { TestApp } from '../../../test/helpers.ts';
import { createTestApp, testDriver } from '../../../test/helpers.ts';
import { mailOutbox } from '../../db/schema/index.ts';

const m = messages.auth;

describe(`forgot and reset password (${testDriver})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ MAIL_WORKER: 'false' });
  });
  afterAll(() => t?.close());

  const post = (url: string, payload: unknown, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      remoteAddress: freshIp(),
      headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
      payload: payload as object,
    });
  const forgot = (email: string) => post('/api/auth/forgot-password', { email });
  const sessionUser = async (cookie: string) =>
    (await t.app.inject({ url: '/api/auth/session', headers: { cookie } })).json().user;

  it('gives the same answer whether or not the email has an account', async () => {
    const account = await signUp(t.app);
    const known = await forgot(account.email.toUpperCase());
    const unknown = await forgot('nobody-here@example.test');
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: m.resetEmailSent });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(
      await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'nobody-here@example.test')),
    ).toEqual([]);

    const link = await linkInLastMail(t.app, account.email, '/reset-password');
    expect(link.origin + link.pathname).toBe('http://localhost:3000/reset-password');
    expect(link.searchParams.get('token')).toMatch(/^\w{20,}$/);
  });

  it('resets the password, ends every session of the user, and the link works once', async () => {
    const account = await signUp(t.app);
    const other = await signIn(t.app, account.email, account.password);
    const otherCookie = String(other.headers['set-cookie']).split(';')[0]!;
    expect(await sessionUser(otherCookie)).not.toBeNull();

    await forgot(account.email);
    const token = (await linkInLastMail(t.app, account.email, '/reset-password')).searchParams.get(
      'token',
    )!;
    const newPassword = 'a brand new kennel password';
    const res = await post(
      '/api/auth/reset-password',
      { token, password: newPassword },
      account.cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: m.passwordResetDone });
    expect(String(res.headers['set-cookie'])).toMatch(/pawprize\.session_token=;.*Max-Age=0/);

    expect(await sessionUser(account.cookie)).toBeNull();
    expect(await sessionUser(otherCookie)).toBeNull();
    expect((await signIn(t.app, account.email, account.password)).statusCode).toBe(401);
    expect((await signIn(t.app, account.email, newPassword)).statusCode).toBe(200);

    const again = await post('/api/auth/reset-password', {
      token,
      password: 'yet another new password',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ code: 'BAD_REQUEST', message: m.resetTokenInvalid });
  });

  it('refuses a bad token, a short or a common new password', async () => {
    const bad = await post('/api/auth/reset-password', {
      token: 'made-up-token',
      password: 'good long password',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(m.resetTokenInvalid);

    const account = await signUp(t.app, newAccount());
    await forgot(account.email);
    const token = (await linkInLastMail(t.app, account.email, '/reset-password')).searchParams.get(
      'token',
    )!;
    const short = await post('/api/auth/reset-password', { token, password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().fieldErrors).toEqual({ password: ['Must be at least 8 characters'] });
    const common = await post('/api/auth/reset-password', { token, password: 'iloveyou1' });
    expect(common.statusCode).toBe(400);
    expect(common.json().message).toBe(m.passwordTooCommon);
    // The token survives refused attempts.
    const ok = await post('/api/auth/reset-password', {
      token,
      password: 'finally a decent password',
    });
    expect(ok.statusCode).toBe(200);
  });
});
