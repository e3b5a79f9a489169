import { messages } from '@pawprize/shared';
import { SessionResultSchema, SignInResultSchema } from '@pawprize/shared/schemas/auth';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cookieFrom,
  freshIp,
  lastMailTo,
  linkInLastMail,
  newAccount,
  ORIGIN,
  signIn,
  signUp,
} from '../../../test/auth-helpers.ts';
import type { TestApp } from '../../../test/helpers.ts';
import { createTestApp, testDriver } from '../../../test/helpers.ts';
import { accounts, profiles, sessions, users } from '../../db/schema/index.ts';

const m = messages.auth;

describe(`accounts and sessions (${testDriver})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ MAIL_WORKER: 'false', ADMIN_EMAILS: 'Boss@Example.test' });
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
  const session = (cookie?: string) =>
    t.app.inject({ url: '/api/auth/session', headers: cookie ? { cookie } : {} });

  it('signs up: 201 with the user, signed in at once, profile row, verification mail', async () => {
    const account = newAccount({ username: 'Rex_The_Dog', timeZone: 'Europe/Paris' });
    const res = await post('/api/auth/sign-up', {
      ...account,
      email: ` ${account.email.toUpperCase()} `,
    });
    expect(res.statusCode).toBe(201);
    const { user } = res.json();
    expect(user).toEqual({
      id: expect.any(String),
      email: account.email,
      emailVerified: false,
      fullName: 'Rex Owner',
      username: 'Rex_The_Dog',
      avatarUrl: null,
      credits: 0,
      timeZone: 'Europe/Paris',
      isAdmin: false,
    });

    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/^pawprize\.session_token=/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).not.toContain('Secure');

    const current = SessionResultSchema.parse((await session(cookieFrom(res))).json());
    expect(current.user).toEqual(user);
    expect(new Date(current.session!.expiresAt).getTime()).toBeGreaterThan(Date.now());

    const [profile] = await t.app.db.select().from(profiles).where(eq(profiles.id, user.id));
    expect(profile).toMatchObject({ username: 'Rex_The_Dog', fullName: 'Rex Owner', credits: 0 });

    const [credential] = await t.app.db.select().from(accounts).where(eq(accounts.userId, user.id));
    expect(credential!.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    const mail = await lastMailTo(t.app, account.email);
    expect(mail!.subject).toContain('PawPrize');
    expect(mail!.text).toContain('Hi Rex Owner');
    expect(mail!.text).toContain('http://localhost:3000/api/auth/verify-email?token=');
  });

  it('refuses a taken email with 409 and a clear message', async () => {
    const first = await signUp(t.app);
    const res = await post('/api/auth/sign-up', newAccount({ email: first.email.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'CONFLICT',
      message: m.emailTaken,
      fieldErrors: { email: [m.emailTaken] },
    });
  });

  it('refuses a taken username whatever its case, and creates nothing', async () => {
    const first = await signUp(t.app, { username: 'Biscuit_Fan' });
    const again = newAccount({ username: 'biscuit_FAN' });
    const res = await post('/api/auth/sign-up', again);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CONFLICT', message: m.usernameTaken });
    expect(await t.app.db.select().from(users).where(eq(users.email, again.email))).toEqual([]);
    expect(first.user.username).toBe('Biscuit_Fan');
  });

  it('keeps user, account, profile and session together when the username index decides a race', async () => {
    // Both pass the early check; the unique index on lower(username) refuses the second.
    const a = newAccount({ username: 'race_dog' });
    const b = newAccount({ username: 'RACE_DOG' });
    const [ra, rb] = await Promise.all([
      post('/api/auth/sign-up', a),
      post('/api/auth/sign-up', b),
    ]);
    expect([ra.statusCode, rb.statusCode].sort()).toEqual([201, 409]);
    const loser = ra.statusCode === 409 ? a : b;
    expect(await t.app.db.select().from(users).where(eq(users.email, loser.email))).toEqual([]);
  });

  it('answers malformed sign-ups with 400 and field errors', async () => {
    const res = await post('/api/auth/sign-up', {
      fullName: '  ',
      username: 'no spaces!',
      email: 'not-an-email',
      password: 'short',
      timeZone: 'Mars/Olympus_Mons',
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.fieldErrors).toEqual({
      fullName: [m.fullNameRequired],
      username: [m.usernameInvalid],
      email: [m.emailInvalid],
      password: ['Must be at least 8 characters'],
      timeZone: [m.timeZoneInvalid],
    });
    expect(body.message).toBe(m.fullNameRequired);

    const noBody = await post('/api/auth/sign-up', undefined);
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json().code).toBe('VALIDATION_FAILED');
  });

  it('refuses the most common passwords, accepts long ones', async () => {
    const common = await post('/api/auth/sign-up', newAccount({ password: 'Password123' }));
    expect(common.statusCode).toBe(400);
    expect(common.json()).toMatchObject({
      message: m.passwordTooCommon,
      fieldErrors: { password: [m.passwordTooCommon] },
    });

    const long = 'a quite long passphrase about dogs and cats and hamsters '
      .repeat(2)
      .slice(0, 100);
    const ok = await signUp(t.app, { password: long });
    expect((await signIn(t.app, ok.email, long)).statusCode).toBe(200);

    const tooLong = await post('/api/auth/sign-up', newAccount({ password: 'x'.repeat(129) }));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fieldErrors.password).toEqual([m.passwordTooLong]);
  });

  it('signs in with email and password (any case of email)', async () => {
    const account = await signUp(t.app);
    const res = await signIn(t.app, account.email.toUpperCase(), account.password);
    expect(res.statusCode).toBe(200);
    const body = SignInResultSchema.parse(res.json());
    expect(body.user.id).toBe(account.user.id);
    expect(cookieFrom(res)).toMatch(/^pawprize\.session_token=/);
    expect((await session(cookieFrom(res))).json().user.id).toBe(account.user.id);
  });

  it('gives a wrong password and an unknown email the same answer', async () => {
    const account = await signUp(t.app);
    const wrong = await signIn(t.app, account.email, 'wrong password here');
    const unknown = await signIn(t.app, 'nobody@example.test', 'wrong password here');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ code: 'UNAUTHENTICATED', message: 'Invalid email or password' });
    expect(unknown.body).toBe(wrong.body);
    expect(wrong.headers['set-cookie']).toBeUndefined();
  });

  it("answers missing sign-in fields with the catalogue's message", async () => {
    for (const payload of [
      {},
      { email: 'a@b.test' },
      { password: 'x' },
      { email: '', password: '' },
    ]) {
      const res = await post('/api/auth/sign-in', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: m.credentialsMissing,
      });
    }
  });

  it('ends the session on the server at sign-out: the old cookie no longer works', async () => {
    const account = await signUp(t.app);
    expect(
      (await t.app.inject({ url: '/api/profile', headers: { cookie: account.cookie } })).statusCode,
    ).toBe(200);

    const out = await post('/api/auth/sign-out', undefined, account.cookie);
    expect(out.statusCode).toBe(204);
    expect(String(out.headers['set-cookie'])).toMatch(/pawprize\.session_token=;.*Max-Age=0/);

    const after = await t.app.inject({ url: '/api/profile', headers: { cookie: account.cookie } });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ code: 'UNAUTHENTICATED', message: m.loginRequired });
    expect((await session(account.cookie)).json()).toEqual({ user: null, session: null });
  });

  it('answers the session read for visitors and forged cookies with nulls', async () => {
    expect((await session()).json()).toEqual({ user: null, session: null });
    const account = await signUp(t.app);
    const forged = account.cookie.replace(/=([^.]+)\./, '=$1x.');
    expect((await session(forged)).json()).toEqual({ user: null, session: null });
    expect((await session('pawprize.session_token=nonsense')).json()).toEqual({
      user: null,
      session: null,
    });
  });

  it('renews a session in use once a day: new expiry in the database and the cookie', async () => {
    const account = await signUp(t.app);
    const tenDays = new Date(Date.now() + 10 * 24 * 3600 * 1000);
    await t.app.db
      .update(sessions)
      .set({ expiresAt: tenDays })
      .where(eq(sessions.userId, account.user.id));
    const res = await session(account.cookie);
    const renewed = new Date(res.json().session.expiresAt).getTime();
    expect(renewed).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000);
    expect(String(res.headers['set-cookie'])).toMatch(/pawprize\.session_token=.*Max-Age=2592000/);
    const [row] = await t.app.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, account.user.id));
    expect(row!.expiresAt.getTime()).toBe(renewed);
    // A fresh session is not rewritten on every read.
    expect((await session(account.cookie)).headers['set-cookie']).toBeUndefined();
  });

  it('treats an expired session as signed out', async () => {
    const account = await signUp(t.app);
    await t.app.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, account.user.id));
    expect((await session(account.cookie)).json()).toEqual({ user: null, session: null });
    expect(
      (await t.app.inject({ url: '/api/profile', headers: { cookie: account.cookie } })).statusCode,
    ).toBe(401);
  });

  it('verifies the email from the mailed link opened in the same browser and redirects to the dashboard', async () => {
    const account = await signUp(t.app);
    const link = await linkInLastMail(t.app, account.email, '/api/auth/verify-email');
    const res = await t.app.inject({
      url: link.pathname + link.search,
      headers: { cookie: account.cookie },
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/dashboard?verified=1');
    const me = (await session(account.cookie)).json().user;
    expect(me).toMatchObject({ id: account.user.id, emailVerified: true });
  });

  it('redirects a bad or missing verification token to the login page', async () => {
    for (const url of ['/api/auth/verify-email?token=nope', '/api/auth/verify-email']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/login?verifyError=1');
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('resends the verification mail to a signed-in, unverified user', async () => {
    const account = await signUp(t.app);
    const before = await lastMailTo(t.app, account.email);
    expect((await post('/api/auth/resend-verification', undefined)).statusCode).toBe(401);
    const res = await post('/api/auth/resend-verification', undefined, account.cookie);
    expect(res.statusCode).toBe(204);
    const after = await lastMailTo(t.app, account.email);
    expect(after!.id).not.toBe(before!.id);
    expect(after!.text).toContain('/api/auth/verify-email?token=');
  });

  it('marks admins (ADMIN_EMAILS, any case) on the session user once the email is verified', async () => {
    const boss = await signUp(t.app, { email: 'boss@example.test' });
    expect(boss.user.isAdmin).toBe(false);
    expect((await session(boss.cookie)).json().user.isAdmin).toBe(false);
    const link = await linkInLastMail(t.app, boss.email, '/api/auth/verify-email');
    await t.app.inject({ url: link.pathname + link.search, headers: { cookie: boss.cookie } });
    expect((await session(boss.cookie)).json().user).toMatchObject({
      emailVerified: true,
      isAdmin: true,
    });
  });
});

describe(`admin rights without required verification (${testDriver})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      MAIL_WORKER: 'false',
      ADMIN_EMAILS: 'boss@example.test',
      REQUIRE_EMAIL_VERIFICATION: 'false',
    });
  });
  afterAll(() => t?.close());

  it('still needs a verified email (sign-up squatting)', async () => {
    const squatter = await signUp(t.app, { email: 'BOSS@example.test' });
    expect(squatter.user).toMatchObject({ emailVerified: false, isAdmin: false });
    const me = await t.app.inject({
      url: '/api/auth/session',
      headers: { cookie: squatter.cookie },
    });
    expect(me.json().user.isAdmin).toBe(false);
  });
});

describe(`accounts over https (${testDriver})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ MAIL_WORKER: 'false', PUBLIC_URL: 'https://pets.example.test' });
  });
  afterAll(() => t?.close());

  it('sets Secure, __Secure- prefixed session cookies', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      remoteAddress: freshIp(),
      headers: { origin: 'https://pets.example.test' },
      payload: newAccount(),
    });
    expect(res.statusCode).toBe(201);
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/^__Secure-pawprize\.session_token=/);
    expect(setCookie).toContain('Secure');
    const me = await t.app.inject({
      url: '/api/auth/session',
      headers: { cookie: cookieFrom(res) },
    });
    expect(me.json().user).not.toBeNull();
  });
});
