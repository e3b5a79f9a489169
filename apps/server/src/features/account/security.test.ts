import { messages } from '@pawprize/shared';
import { AccountSessionsSchema } from '@pawprize/shared/schemas/account';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cookieFrom,
  freshIp,
  lastMailTo,
  ORIGIN,
  signIn,
  signUp,
} from '../../../test/auth-helpers.ts';
import type { TestApp } from '../../../test/helpers.ts';
import { createTestApp, testDriver } from '../../../test/helpers.ts';

const m = messages.account;
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describe(`account security (${testDriver})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ MAIL_WORKER: 'false' });
  });
  afterAll(() => t?.close());

  const session = (cookie: string) =>
    t.app.inject({ url: '/api/auth/session', headers: { cookie } }).then((r) => r.json());
  const changePassword = (cookie: string, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/account/password',
      remoteAddress: freshIp(),
      headers: { origin: ORIGIN, cookie },
      payload: payload as string,
    });
  const listSessions = (cookie: string) =>
    t.app.inject({ url: '/api/account/sessions', headers: { cookie } });
  /** A second sign-in of the account from another browser: its cookie. */
  const signInFrom = async (email: string, password: string, userAgent: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      remoteAddress: freshIp(),
      headers: { origin: ORIGIN, 'user-agent': userAgent },
      payload: { email, password },
    });
    expect(res.statusCode).toBe(200);
    return cookieFrom(res);
  };

  it('needs a session for every route', async () => {
    expect((await listSessions('')).statusCode).toBe(401);
    const post = await changePassword('', { currentPassword: 'x', newPassword: 'y'.repeat(12) });
    expect(post.statusCode).toBe(401);
    const del = await t.app.inject({
      method: 'DELETE',
      url: '/api/account/sessions/abc',
      headers: { origin: ORIGIN },
    });
    expect(del.statusCode).toBe(401);
  });

  it('changes the password: other sessions end, this one continues, a mail is queued', async () => {
    const account = await signUp(t.app);
    const other = await signInFrom(account.email, account.password, FIREFOX);
    expect((await session(other)).user?.id).toBe(account.user.id);

    const newPassword = 'a brand new purple giraffe';
    const res = await changePassword(account.cookie, {
      currentPassword: account.password,
      newPassword,
    });
    expect(res.statusCode).toBe(204);
    const renewed = cookieFrom(res);
    expect(renewed).toContain('session_token=');
    expect((await session(renewed)).user?.id).toBe(account.user.id);
    expect((await session(other)).user).toBeNull();
    expect((await session(account.cookie)).user).toBeNull();

    expect((await signIn(t.app, account.email, account.password)).statusCode).toBe(401);
    expect((await signIn(t.app, account.email, newPassword)).statusCode).toBe(200);
    const mail = await lastMailTo(t.app, account.email);
    expect(mail?.subject).toMatch(/password was changed/);
    expect(mail?.text).toContain('/forgot-password');
  });

  it('refuses a wrong current password, a weak or unchanged new one, with field errors', async () => {
    const account = await signUp(t.app);
    const wrong = await changePassword(account.cookie, {
      currentPassword: 'not my password at all',
      newPassword: 'a brand new purple giraffe',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      message: m.currentPasswordWrong,
      fieldErrors: { currentPassword: [m.currentPasswordWrong] },
    });
    const short = await changePassword(account.cookie, {
      currentPassword: account.password,
      newPassword: 'short',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().fieldErrors.newPassword).toEqual([messages.auth.passwordTooShort]);
    const same = await changePassword(account.cookie, {
      currentPassword: account.password,
      newPassword: account.password,
    });
    expect(same.json().fieldErrors.newPassword).toEqual([m.passwordUnchanged]);
    const common = await changePassword(account.cookie, {
      currentPassword: account.password,
      newPassword: 'password1234',
    });
    expect(common.json().fieldErrors.newPassword).toEqual([messages.auth.passwordTooCommon]);
    const empty = await changePassword(account.cookie, { newPassword: 'x'.repeat(300) });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors).toMatchObject({
      currentPassword: [m.currentPasswordRequired],
      newPassword: [messages.auth.passwordTooLong],
    });
    // Nothing changed: the old password still signs in, the session still works.
    expect((await signIn(t.app, account.email, account.password)).statusCode).toBe(200);
    expect((await session(account.cookie)).user?.id).toBe(account.user.id);
  });

  it('lists signed-in devices (this one first and marked) and signs one or all others out', async () => {
    const account = await signUp(t.app);
    const firefox = await signInFrom(account.email, account.password, FIREFOX);
    const iphone = await signInFrom(account.email, account.password, SAFARI_IPHONE);
    const stranger = await signUp(t.app);

    const listed = await listSessions(firefox);
    expect(listed.statusCode).toBe(200);
    expect(listed.headers['cache-control']).toBe('no-store');
    const { sessions } = AccountSessionsSchema.parse(listed.json());
    expect(sessions).toHaveLength(3);
    expect(sessions[0]).toMatchObject({ current: true, device: 'Firefox on Linux' });
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    expect(sessions.map((s) => s.device)).toContain('Safari on iOS');
    expect(JSON.stringify(sessions)).not.toMatch(/token/i);

    const iphoneId = sessions.find((s) => s.device === 'Safari on iOS')!.id;
    // Not someone else's, not this one, not a made-up id.
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/api/account/sessions/${iphoneId}`,
      headers: { origin: ORIGIN, cookie: stranger.cookie },
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(m.sessionNotFound);
    expect((await session(iphone)).user?.id).toBe(account.user.id);
    const own = await t.app.inject({
      method: 'DELETE',
      url: `/api/account/sessions/${sessions[0]!.id}`,
      headers: { origin: ORIGIN, cookie: firefox },
    });
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe(m.sessionIsCurrent);
    const bad = await t.app.inject({
      method: 'DELETE',
      url: `/api/account/sessions/${'%00'.repeat(3)}`,
      headers: { origin: ORIGIN, cookie: firefox },
    });
    expect(bad.statusCode).toBe(400);

    const ended = await t.app.inject({
      method: 'DELETE',
      url: `/api/account/sessions/${iphoneId}`,
      headers: { origin: ORIGIN, cookie: firefox },
    });
    expect(ended.statusCode).toBe(204);
    expect((await session(iphone)).user).toBeNull();
    expect((await session(firefox)).user?.id).toBe(account.user.id);

    const others = await t.app.inject({
      method: 'POST',
      url: '/api/account/sessions/sign-out-others',
      headers: { origin: ORIGIN, cookie: firefox },
    });
    expect(others.statusCode).toBe(200);
    expect(others.json()).toEqual({ ended: 1 });
    expect((await session(account.cookie)).user).toBeNull();
    expect((await session(firefox)).user?.id).toBe(account.user.id);
    const after = AccountSessionsSchema.parse((await listSessions(firefox)).json());
    expect(after.sessions.map((s) => s.current)).toEqual([true]);
    // The stranger's session was never touched.
    expect((await session(stranger.cookie)).user?.id).toBe(stranger.user.id);
  });

  it('refuses a cross-site request', async () => {
    const account = await signUp(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/sessions/sign-out-others',
      headers: { origin: 'https://evil.example', cookie: account.cookie },
    });
    expect(res.statusCode).toBe(403);
  });
});
