import { messages } from '@pawprize/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, newAccount, ORIGIN, signUp } from '../../../test/auth-helpers.ts';
import type { TestApp } from '../../../test/helpers.ts';
import { createTestApp, testDriver } from '../../../test/helpers.ts';

describe(`cross-site request guard (${testDriver})`, () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp({ MAIL_WORKER: 'false' });
    cookie = (await signUp(t.app)).cookie;
  });
  afterAll(() => t?.close());

  const patch = (headers: Record<string, string>) =>
    t.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      remoteAddress: freshIp(),
      headers,
      payload: { fullName: 'Changed' },
    });
  const refused = {
    code: 'CROSS_SITE_REQUEST',
    message: messages.auth.crossSiteRequest,
  };

  it('refuses a cross-site POST (Sec-Fetch-Site), with or without cookies', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      remoteAddress: freshIp(),
      headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      payload: newAccount(),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(refused);
  });

  it('refuses cookie-bearing state changes from another or no Origin', async () => {
    const variants: Record<string, string>[] = [
      { cookie },
      { cookie, origin: 'https://evil.example' },
      { cookie, origin: 'null' },
    ];
    for (const headers of variants) {
      const res = await patch(headers);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(refused);
    }
    const signOut = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie },
    });
    expect(signOut.statusCode).toBe(403);
  });

  it('accepts same-origin requests, and reads without an Origin', async () => {
    expect(
      (await patch({ cookie, origin: ORIGIN, 'sec-fetch-site': 'same-origin' })).statusCode,
    ).toBe(200);
    expect((await t.app.inject({ url: '/api/profile', headers: { cookie } })).statusCode).toBe(200);
  });

  it('lets cookieless clients post without an Origin (they act as nobody)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      remoteAddress: freshIp(),
      payload: { email: 'x@example.test' },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe(`cross-site request guard in development (${testDriver})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ MAIL_WORKER: 'false', NODE_ENV: 'development' });
  });
  afterAll(() => t?.close());

  it('trusts the Vite dev server origin', async () => {
    const { cookie } = await signUp(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie, origin: 'http://localhost:5173' },
    });
    expect(res.statusCode).toBe(204);
  });
});
