import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { sessions } from '../src/db/schema/index.ts';
import { AUTH_LIMITS } from '../src/features/auth/limits.ts';
import { newAccount, ORIGIN } from './auth-helpers.ts';
import type { TestApp } from './helpers.ts';
import { createTestApp, testDriver } from './helpers.ts';

/** What a client sends when it forges a left-hand hop, and what the proxy appends to it. */
const forged = (left: string, real: string) => `${left}, ${real}`;

describe('TRUST_PROXY', () => {
  it('takes a hop count or proxy addresses and refuses "every hop"', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,loopback' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'loopback',
    ]);
    for (const value of ['true', 'yes', 'TRUE']) {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
        /TRUST_PROXY: "true" would believe any address .* Give the number of proxies in front of PawPrize \(1 for one reverse proxy/,
      );
    }
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(
      /TRUST_PROXY: .*not understood: 10\.0\.0\.0\/33/,
    );
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.internal' })).toThrow(/not understood/);
    expect(() => loadConfig({ TRUST_PROXY: '99' })).toThrow(/at most 10 proxies/);
  });
});

describe(`a forged left-hand X-Forwarded-For hop (${testDriver})`, () => {
  for (const [setting, peer] of [
    ['1', '127.0.0.1'],
    ['127.0.0.1', '127.0.0.1'],
  ] as const) {
    describe(`TRUST_PROXY=${setting}`, () => {
      let t: TestApp;
      beforeAll(async () => {
        t = await createTestApp({ MAIL_WORKER: 'false', TRUST_PROXY: setting });
      });
      afterAll(() => t?.close());

      it('records the address the proxy saw, not the one the client wrote', async () => {
        const account = newAccount();
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/auth/sign-up',
          remoteAddress: peer,
          headers: { origin: ORIGIN, 'x-forwarded-for': forged('10.77.1.1', '198.51.100.7') },
          payload: account,
        });
        expect(res.statusCode).toBe(201);
        const rows = await t.app.db
          .select({ ip: sessions.ipAddress })
          .from(sessions)
          .where(eq(sessions.userId, res.json().user.id));
        expect(rows).toEqual([{ ip: '198.51.100.7' }]);
      });

      it('keeps the per-address limit whatever the client writes on the left', async () => {
        const real = '203.0.113.77';
        const attempt = (i: number) =>
          t.app.inject({
            method: 'POST',
            url: '/api/auth/sign-in',
            remoteAddress: peer,
            headers: { origin: ORIGIN, 'x-forwarded-for': forged(`10.77.1.${i}`, real) },
            payload: { email: `nobody.${i}@example.test`, password: 'not the password' },
          });
        const { max } = AUTH_LIMITS.signInPerIp;
        for (let i = 0; i < max; i++) expect((await attempt(i)).statusCode).not.toBe(429);
        const refused = await attempt(max);
        expect(refused.statusCode).toBe(429);
        // Another real client behind the same proxy is not held up.
        const other = await t.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in',
          remoteAddress: peer,
          headers: { origin: ORIGIN, 'x-forwarded-for': '203.0.113.78' },
          payload: { email: 'nobody@example.test', password: 'not the password' },
        });
        expect(other.statusCode).not.toBe(429);
      });
    });
  }

  it('believes no hop from a peer that is not a listed proxy', async () => {
    const t = await createTestApp({ MAIL_WORKER: 'false', TRUST_PROXY: '10.0.0.0/8' });
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up',
        remoteAddress: '192.0.2.50',
        headers: { origin: ORIGIN, 'x-forwarded-for': '198.51.100.9' },
        payload: newAccount(),
      });
      expect(res.statusCode).toBe(201);
      const rows = await t.app.db
        .select({ ip: sessions.ipAddress })
        .from(sessions)
        .where(eq(sessions.userId, res.json().user.id));
      expect(rows).toEqual([{ ip: '192.0.2.50' }]);
    } finally {
      await t.close();
    }
  });
});
