import { messages } from '@pawprize/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkInLastMail, signUp } from '../../../test/auth-helpers.ts';
import type { TestApp } from '../../../test/helpers.ts';
import { createTestApp, testDriver } from '../../../test/helpers.ts';
import { appSettings } from '../../db/schema/index.ts';
import { requireUser, requireVerifiedUser } from './guards.ts';
import { resolveAuthSecret } from './secret.ts';

function probes(app: FastifyInstance) {
  app.get('/api/test/me', async (request) => ({ id: requireUser(request).id }));
  app.get('/api/test/verified', async (request) => ({ id: requireVerifiedUser(request).id }));
  app.get('/api/test/verified-vote', async (request) => ({
    id: requireVerifiedUser(request, 'Please verify your email to vote.').id,
  }));
}

describe(`guards for other features (${testDriver})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ MAIL_WORKER: 'false' }, {}, probes);
  });
  afterAll(() => t?.close());

  const get = (url: string, cookie?: string) =>
    t.app.inject({ url, headers: cookie ? { cookie } : {} });

  it('requireUser: 401 without a session', async () => {
    const res = await get('/api/test/me');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'UNAUTHENTICATED', message: messages.auth.loginRequired });
  });

  it('requireVerifiedUser: 403 until the email is verified', async () => {
    const account = await signUp(t.app);
    expect((await get('/api/test/me', account.cookie)).json()).toEqual({ id: account.user.id });
    const res = await get('/api/test/verified', account.cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      code: 'EMAIL_NOT_VERIFIED',
      message: messages.auth.verifyEmailFirst,
    });
    expect((await get('/api/test/verified-vote', account.cookie)).json().message).toBe(
      'Please verify your email to vote.',
    );

    const link = await linkInLastMail(t.app, account.email, '/api/auth/verify-email');
    await t.app.inject({ url: link.pathname + link.search, headers: { cookie: account.cookie } });
    expect((await get('/api/test/verified', account.cookie)).statusCode).toBe(200);
  });

  it('keeps the generated auth secret in app_settings', async () => {
    const [row] = await t.app.db
      .select()
      .from(appSettings)
      .where(eq(appSettings.key, 'auth_secret'));
    expect(row!.value).toBe(t.app.auth.secret);
    expect(row!.value.length).toBeGreaterThanOrEqual(32);
    expect(await resolveAuthSecret(t.app.db, undefined)).toBe(row!.value);
    expect(await resolveAuthSecret(t.app.db, 'c'.repeat(32))).toBe('c'.repeat(32));
  });
});

describe(`REQUIRE_EMAIL_VERIFICATION=false (${testDriver})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      { MAIL_WORKER: 'false', REQUIRE_EMAIL_VERIFICATION: 'false' },
      {},
      probes,
    );
  });
  afterAll(() => t?.close());

  it('lets unverified users through requireVerifiedUser', async () => {
    const account = await signUp(t.app);
    const res = await t.app.inject({
      url: '/api/test/verified',
      headers: { cookie: account.cookie },
    });
    expect(res.statusCode).toBe(200);
  });
});
