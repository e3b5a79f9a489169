import { messages } from '@pawprize/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, newAccount, ORIGIN, signIn, signUp } from '../../../test/auth-helpers.ts';
import type { TestApp } from '../../../test/helpers.ts';
import { createTestApp, testDriver } from '../../../test/helpers.ts';
import type { SharedRedis } from '../../http/redis.ts';
import { sharedCounter } from '../../http/shared-counter.ts';
import { FailureCounter, formatWait } from './limits.ts';

describe('FailureCounter', () => {
  /** Without Redis: counted in this process's memory (the shared case: http/redis.test.ts). */
  const noRedis: SharedRedis = { client: null, up: false, failed: () => {}, ping: async () => {} };
  const counterOf = (max: number, windowMs: number, capacity: number, now?: () => number) =>
    new FailureCounter(sharedCounter(noRedis, { name: 'test', windowMs, capacity, now }), max);

  it('locks a key at max failures until its window ends, and clears', async () => {
    let now = 0;
    const counter = counterOf(3, 1000, 10, () => now);
    await counter.record('a');
    await counter.record('a');
    expect(await counter.retryAfterMs('a')).toBe(0);
    await counter.record('a');
    now = 400;
    expect(await counter.retryAfterMs('a')).toBe(600);
    now = 1000;
    expect(await counter.retryAfterMs('a')).toBe(0);
    await counter.record('a');
    expect(await counter.retryAfterMs('a')).toBe(0); // a new window
    await counter.clear('a');
    expect(await counter.retryAfterMs('a')).toBe(0);
  });

  it('stays within its capacity, forgetting the oldest keys', async () => {
    const counter = counterOf(1, 60_000, 2);
    await counter.record('a');
    await counter.record('b');
    await counter.record('c');
    expect(await counter.retryAfterMs('a')).toBe(0);
    expect(await counter.retryAfterMs('c')).toBeGreaterThan(0);
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

  it('locks an account for 15 minutes after 10 failed sign-ins, even from many IPs', async () => {
    const account = await signUp(t.app);
    for (let i = 0; i < 10; i++) {
      expect((await signIn(t.app, account.email, `wrong password ${i}`)).statusCode).toBe(401);
    }
    const locked = await signIn(t.app, account.email.toUpperCase(), account.password);
    expect429(locked);
    expect(locked.json().message).toBe(messages.auth.tooManyFailedSignIns('15 minutes'));
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    // Unknown emails lock the same way (no hint that an account exists).
    for (let i = 0; i < 10; i++) await signIn(t.app, 'ghost@example.test', `wrong ${i}`);
    expect429(await signIn(t.app, 'ghost@example.test', 'whatever'));
  });

  it('clears the failure count on a successful sign-in', async () => {
    const account = await signUp(t.app);
    for (let i = 0; i < 9; i++) await signIn(t.app, account.email, `wrong ${i}`);
    expect((await signIn(t.app, account.email, account.password)).statusCode).toBe(200);
    for (let i = 0; i < 9; i++) await signIn(t.app, account.email, `wrong ${i}`);
    expect((await signIn(t.app, account.email, account.password)).statusCode).toBe(200);
  });

  it('allows 3 sign-ups per hour per IP, then 429 (invalid forms do not count)', async () => {
    const ip = freshIp();
    const attempt = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up',
        remoteAddress: ip,
        headers: { origin: ORIGIN },
        payload,
      });
    expect((await attempt({ email: 'broken' })).statusCode).toBe(400);
    for (let i = 0; i < 3; i++) expect((await attempt(newAccount())).statusCode).toBe(201);
    expect429(await attempt(newAccount()));
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
