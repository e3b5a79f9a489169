import path from 'node:path';
import { messages } from '@pawprize/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, newAccount, ORIGIN, signIn, signUp } from '../../../test/auth-helpers.ts';
import type { TestApp } from '../../../test/helpers.ts';
import { createTestApp, testDriver } from '../../../test/helpers.ts';
import { buildApp } from '../../app.ts';
import type { SharedRedis } from '../../http/redis.ts';
import { DiskStorage } from '../../storage/disk.ts';
import { sharedCounter } from '../../http/shared-counter.ts';
import { AUTH_LIMITS, formatWait, signInGuard, signUpGuard } from './limits.ts';

describe('signInGuard', () => {
  /** Without Redis: counted in this process's memory (the shared case: http/redis.test.ts). */
  const noRedis: SharedRedis = { client: null, up: false, failed: () => {}, ping: async () => {} };
  const guardAt = (now: () => number) =>
    signInGuard({
      byAccount: sharedCounter(noRedis, { name: 'a', windowMs: 1000, now }),
      byClient: sharedCounter(noRedis, { name: 'c', windowMs: 1000, now }),
    });

  it('refuses a client that failed against an account with 10 failures, not others', async () => {
    let now = 0;
    const guard = guardAt(() => now);
    for (let i = 0; i < 9; i++) await guard.failed('a@x', 'attacker');
    expect(await guard.waitMs('a@x', 'attacker')).toBe(0);
    await guard.failed('a@x', 'other');
    now = 400;
    expect(await guard.waitMs('a@x', 'attacker')).toBe(600);
    expect(await guard.waitMs('a@x', 'other')).toBe(600);
    expect(await guard.waitMs('a@x', 'owner')).toBe(0);
    expect(await guard.waitMs('b@x', 'attacker')).toBe(0);
    await guard.succeeded('a@x', 'other');
    expect(await guard.waitMs('a@x', 'other')).toBe(0);
    now = 1000;
    expect(await guard.waitMs('a@x', 'attacker')).toBe(0); // the window is over
    for (let i = 0; i < 10; i++) await guard.failed('a@x', 'attacker');
    await guard.reset('a@x');
    expect(await guard.waitMs('a@x', 'attacker')).toBe(0);
  });

  it('signUpGuard: counts accounts created and refused tries apart, per address and network, race-free', async () => {
    const now = () => 0;
    const guard = signUpGuard({
      created: sharedCounter(noRedis, { name: 'c', windowMs: 3_600_000, now }),
      failed: sharedCounter(noRedis, { name: 'f', windowMs: 3_600_000, now }),
    });
    const { accountsCreatedPerAddress, accountsCreatedPerNetwork, signUpFailuresPerAddress } =
      AUTH_LIMITS;
    // Tries in flight at once cannot all pass: each holds a place until it ends.
    const home = { address: 'home', network: 'street' };
    const inFlight = await Promise.allSettled(
      Array.from({ length: accountsCreatedPerAddress.max + 5 }, () => guard.begin(home)),
    );
    const started = inFlight.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    expect(started).toHaveLength(accountsCreatedPerAddress.max);
    // All of them refused: their places are given back, the refusals count instead.
    for (const attempt of started) await attempt.failed();
    const next = await guard.begin(home);
    await next.created();
    // The network: other addresses of it add up to its own, larger, limit.
    let created = 1;
    for (let a = 0; created < accountsCreatedPerNetwork.max; a++) {
      for (let i = 0; i < 5 && created < accountsCreatedPerNetwork.max; i++, created++) {
        await (await guard.begin({ address: `flat-${a}`, network: 'street' })).created();
      }
    }
    await expect(guard.begin({ address: 'new-flat', network: 'street' })).rejects.toThrow(
      /Too many sign-ups/,
    );
    await expect(guard.begin({ address: 'elsewhere', network: 'town' })).resolves.toBeDefined();
    // Refused tries: generous, but limited too.
    const shelter = { address: 'shelter', network: null };
    for (let i = 0; i < signUpFailuresPerAddress.max; i++)
      await (await guard.begin(shelter)).failed();
    await expect(guard.begin(shelter)).rejects.toThrow(/Too many sign-ups/);
  });

  it('formats waits for people', () => {
    expect(formatWait(1)).toBe('1 second');
    expect(formatWait(45_000)).toBe('45 seconds');
    expect(formatWait(60_000)).toBe('1 minute');
    expect(formatWait(14 * 60_000 + 1)).toBe('15 minutes');
  });
});

describe(`account limits (${testDriver})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ MAIL_WORKER: 'false' });
  });
  afterAll(() => t?.close());

  const expect429 = (res: Awaited<ReturnType<typeof signIn>>) => {
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.json().code).toBe('RATE_LIMITED');
    expect(res.json().message).toMatch(/try again in \d+ (second|minute|hour)s?\.$/);
  };

  it('allows 5 sign-ins per minute per IP, then 429', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) {
      expect((await signIn(t.app, 'someone@example.test', 'not the password', ip)).statusCode).toBe(
        401,
      );
    }
    expect429(await signIn(t.app, 'someone@example.test', 'not the password', ip));
    // Another address is not affected.
    expect((await signIn(t.app, 'someone@example.test', 'not the password')).statusCode).toBe(401);
  });

  it('does not lock the owner out: 10 failures lock only the clients that failed', async () => {
    const account = await signUp(t.app);
    // Four addresses (each stays under the 5 sign-ins a minute per IP).
    const attackers = [freshIp(), freshIp(), freshIp(), freshIp()];
    for (let i = 0; i < 10; i++) {
      const res = await signIn(t.app, account.email, `wrong password ${i}`, attackers[i % 4]);
      expect(res.statusCode).toBe(401);
    }
    // The clients that failed are refused for the window, even with the right password…
    for (const ip of attackers) {
      const locked = await signIn(t.app, account.email.toUpperCase(), account.password, ip);
      expect429(locked);
      expect(locked.json().message).toBe(messages.auth.tooManyFailedSignIns('15 minutes'));
      expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    }
    // …and so is any client once it fails against the account under attack.
    const guesser = freshIp();
    expect((await signIn(t.app, account.email, 'one more guess', guesser)).statusCode).toBe(401);
    expect429(await signIn(t.app, account.email, account.password, guesser));
    // The owner, from an address with no failures, signs in.
    const owner = await signIn(t.app, account.email, account.password, freshIp());
    expect(owner.statusCode).toBe(200);
    // Unknown emails behave the same way (no hint that an account exists).
    const ghostAttacker = freshIp();
    for (let i = 0; i < 10; i++) {
      await signIn(t.app, 'ghost@example.test', `wrong ${i}`, i < 4 ? ghostAttacker : freshIp());
    }
    expect429(await signIn(t.app, 'ghost@example.test', 'whatever', ghostAttacker));
    expect((await signIn(t.app, 'ghost@example.test', 'whatever')).statusCode).toBe(401);
  });

  it('clears the failure count on a successful sign-in', async () => {
    const account = await signUp(t.app);
    for (let i = 0; i < 9; i++) await signIn(t.app, account.email, `wrong ${i}`);
    expect((await signIn(t.app, account.email, account.password)).statusCode).toBe(200);
    for (let i = 0; i < 9; i++) await signIn(t.app, account.email, `wrong ${i}`);
    expect((await signIn(t.app, account.email, account.password)).statusCode).toBe(200);
  });

  const signUpFrom = (ip: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      remoteAddress: ip,
      headers: { origin: ORIGIN },
      payload,
    });

  it('three refused sign-ups do not lock a network: the next good one creates the account', async () => {
    const ip = freshIp();
    expect((await signUpFrom(ip, { email: 'broken' })).statusCode).toBe(400);
    for (let i = 0; i < 3; i++) {
      const refused = await signUpFrom(ip, newAccount({ password: 'password123' }));
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(messages.auth.passwordTooCommon);
    }
    const taken = await signUp(t.app);
    expect((await signUpFrom(ip, newAccount({ email: taken.email }))).statusCode).toBe(409);
    expect((await signUpFrom(ip, newAccount())).statusCode).toBe(201);
  });

  it(`creates ${AUTH_LIMITS.accountsCreatedPerAddress.max} accounts an hour per address (a household, a shelter's event), then 429`, async () => {
    const ip = freshIp();
    for (let i = 0; i < AUTH_LIMITS.accountsCreatedPerAddress.max; i++) {
      expect((await signUpFrom(ip, newAccount())).statusCode).toBe(201);
    }
    const refused = await signUpFrom(ip, newAccount());
    expect429(refused);
    expect(refused.json().message).toBe(messages.auth.tooManySignUps('60 minutes'));
    // Another address of the same network still signs up (the network allows more).
    const neighbour = ip.replace(/\.\d+$/, (last) => `.${(Number(last.slice(1)) % 250) + 2}`);
    expect((await signUpFrom(neighbour, newAccount())).statusCode).toBe(201);
  });

  it(`refuses an address after ${AUTH_LIMITS.signUpFailuresPerAddress.max} refused tries an hour, and a refusal creates nothing`, async () => {
    const ip = '10.77.3.9';
    for (let i = 0; i < AUTH_LIMITS.signUpFailuresPerAddress.max; i++) {
      expect((await signUpFrom(ip, newAccount({ password: 'password123' }))).statusCode).toBe(400);
    }
    const account = newAccount();
    expect429(await signUpFrom(ip, account));
    expect((await signIn(t.app, account.email, account.password)).statusCode).toBe(401);
  });

  it('sends at most 3 reset mails per hour per email, then 429', async () => {
    const forgot = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        remoteAddress: freshIp(),
        headers: { origin: ORIGIN },
        payload: { email },
      });
    for (let i = 0; i < 3; i++)
      expect((await forgot('Reset.Me@example.test')).statusCode).toBe(200);
    expect429(await forgot('reset.me@example.test'));
    expect((await forgot('someone.else@example.test')).statusCode).toBe(200);
  });
});

/**
 * Mail limits (docs/decisions/0027-mail-limits.md): per-IP limits on reset and verification mails,
 * and per-email / per-account limits that nothing pushes out — a second instance on the same
 * database (no Redis) sees them, whatever else was counted meanwhile.
 */
describe(`mail limits that cannot be evicted (${testDriver})`, () => {
  let t: TestApp;
  let other: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp({ MAIL_WORKER: 'false' });
    other = await buildApp(t.config, {
      serveWeb: false,
      storage: new DiskStorage(path.join(t.dataDir, 'uploads')),
      // The same database; closing this app leaves it to `t`.
      database: { ...t.app.database, close: async () => {} },
    });
    await other.ready();
  });
  afterAll(async () => {
    await other?.close();
    await t?.close();
  });

  const forgot = (app: FastifyInstance, email: string, ip = freshIp()) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      remoteAddress: ip,
      headers: { origin: ORIGIN },
      payload: { email },
    });
  const resend = (app: FastifyInstance, cookie: string, ip = freshIp()) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/resend-verification',
      remoteAddress: ip,
      headers: { origin: ORIGIN, cookie },
    });
  const expectLimited = (res: Awaited<ReturnType<typeof forgot>>) => {
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('RATE_LIMITED');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  };

  it('allows 10 reset requests an hour per IP, whatever the addresses', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) {
      expect((await forgot(t.app, `flood.${i}@example.test`, ip)).statusCode).toBe(200);
    }
    expectLimited(await forgot(t.app, 'victim.ip@example.test', ip));
  });

  it("keeps an email's 3 reset mails an hour across instances and floods of other addresses", async () => {
    for (let i = 0; i < 3; i++) {
      expect((await forgot(t.app, 'Victim@example.test')).statusCode).toBe(200);
    }
    // 300 other addresses from many clients, on the other instance.
    for (let i = 0; i < 300; i++) await forgot(other, `other.${i}@example.test`);
    expectLimited(await forgot(other, 'victim@example.test'));
    expectLimited(await forgot(t.app, 'victim@example.test'));
  });

  it('allows 3 verification mails an hour per account across instances, 10 per IP', async () => {
    const account = await signUp(t.app);
    // The sign-up's own mail is not one of them.
    for (let i = 0; i < 3; i++) {
      expect((await resend(i % 2 ? other : t.app, account.cookie)).statusCode).toBe(204);
    }
    expectLimited(await resend(other, account.cookie));
    expectLimited(await resend(t.app, account.cookie));

    const ip = freshIp();
    for (let i = 0; i < 10; i++) {
      const someone = await signUp(t.app);
      expect((await resend(t.app, someone.cookie, ip)).statusCode).toBe(204);
    }
    const last = await signUp(t.app);
    expectLimited(await resend(t.app, last.cookie, ip));
  });
});
