import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { messages } from '@pawprize/shared';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/helpers.ts';
import { createTestApp, testDriver } from '../../test/helpers.ts';
import type { SharedCounter } from './shared-counter.ts';
import { sharedCounter } from './shared-counter.ts';
import { until } from '../../test/until.ts';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/5';

async function redisAnswers(): Promise<boolean> {
  const probe = new Redis(redisUrl, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout: 1000,
  });
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}
const available = await redisAnswers();

/** A TCP relay to Redis that the test can cut and restore, as an outage would. */
async function relay(target: URL) {
  const sockets = new Set<net.Socket>();
  let open = true;
  const server = net.createServer((client) => {
    if (!open) return client.destroy();
    const upstream = net.connect(Number(target.port || 6379), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => {});
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `redis://127.0.0.1:${port}${target.pathname}`,
    cut() {
      open = false;
      for (const s of sockets) s.destroy();
    },
    restore() {
      open = true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function signIn(t: TestApp, ip: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    remoteAddress: ip,
    payload: { email: `nobody-${ip}@example.com`, password: 'not-the-password' },
  });
}

describe(`rate limits without Redis (${testDriver})`, () => {
  it('counts in memory and says so in /api/health', async () => {
    const t = await createTestApp();
    try {
      const health = await t.app.inject({ url: '/api/health' });
      expect(health.json().redis).toEqual({ configured: false });
      let now = 0;
      const counter = sharedCounter(t.app.redis, {
        name: 'mem',
        windowMs: 1000,
        capacity: 2,
        now: () => now,
      });
      expect(await counter.hit('a')).toEqual({ count: 1, resetInMs: 1000 });
      now = 400;
      expect(await counter.hit('a')).toEqual({ count: 2, resetInMs: 600 });
      await counter.hit('b');
      await counter.hit('c'); // capacity 2: the oldest key goes
      expect((await counter.peek('a')).count).toBe(0);
      now = 1500;
      expect(await counter.peek('b')).toEqual({ count: 0, resetInMs: 0 }); // window over
    } finally {
      await t.close();
    }
  });
});

describe.skipIf(!available)(`rate limits shared in Redis (${testDriver})`, () => {
  const prefix = `pawprize-test-${randomBytes(4).toString('hex')}:`;
  let apps: TestApp[] = [];
  let link: Awaited<ReturnType<typeof relay>>;

  beforeAll(async () => {
    link = await relay(new URL(redisUrl));
    apps = await Promise.all([
      createTestApp({ REDIS_URL: redisUrl, REDIS_PREFIX: prefix }),
      createTestApp({ REDIS_URL: link.url, REDIS_PREFIX: prefix }),
    ]);
    await until(() => apps.every((t) => t.app.redis.up));
  });
  afterAll(async () => {
    await Promise.all(apps.map((t) => t.close()));
    await link?.close();
    const cleaner = new Redis(redisUrl);
    const keys = await cleaner.keys(`${prefix}*`);
    if (keys.length) await cleaner.del(...keys);
    cleaner.disconnect();
  });

  it('counts one limit across instances: five sign-ins split between two, the sixth refused on either', async () => {
    const [one, two] = apps as [TestApp, TestApp];
    const ip = '203.0.113.7';
    for (const t of [one, two, one, two, one])
      expect((await signIn(t, ip)).statusCode).not.toBe(429);
    for (const t of [two, one]) {
      const refused = await signIn(t, ip);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().code).toBe('RATE_LIMITED');
    }
    const health = await two.app.inject({ url: '/api/health' });
    expect(health.json()).toMatchObject({ status: 'ok', redis: { ok: true, limits: 'shared' } });
  });

  it("shares an account's failed sign-ins: ten split between two instances lock the failing clients on both", async () => {
    const [one, two] = apps as [TestApp, TestApp];
    const email = `locked-${randomBytes(3).toString('hex')}@example.com`;
    // Four client addresses (each under the 5 sign-ins a minute per IP); only clients that failed
    // against the account are locked out of it (ADR 0026).
    const subnet = randomBytes(1)[0];
    let n = 0;
    const attempt = (t: TestApp) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        remoteAddress: `198.18.${subnet}.${(n++ % 4) + 1}`,
        payload: { email, password: `wrong password ${n}` },
      });
    for (let i = 0; i < 5; i++) {
      expect((await attempt(one)).statusCode).toBe(401);
      expect((await attempt(two)).statusCode).toBe(401);
    }
    for (const t of [one, two]) {
      const locked = await attempt(t);
      expect(locked.statusCode).toBe(429);
      expect(locked.json().message).toBe(messages.auth.tooManyFailedSignIns('15 minutes'));
    }
  });

  it('shares counters between instances (e.g. failed sign-ins), with a window from the first hit', async () => {
    const [one, two] = apps.map((t) =>
      sharedCounter(t.app.redis, { name: 'test-failures', windowMs: 60_000 }),
    ) as [SharedCounter, SharedCounter];
    const key = `someone-${randomBytes(3).toString('hex')}@example.com`;
    expect(await one.peek(key)).toEqual({ count: 0, resetInMs: 0 });
    await one.hit(key);
    await two.hit(key);
    const third = await one.hit(key);
    expect(third.count).toBe(3);
    expect(third.resetInMs).toBeGreaterThan(55_000);
    expect((await two.peek(key)).count).toBe(3);
    // A reservation given back (sign-ups, ADR 0101), seen by both.
    await two.release(key);
    expect((await one.peek(key)).count).toBe(2);
    await two.clear(key);
    expect((await one.peek(key)).count).toBe(0);
  });

  it('keeps serving when Redis goes away, limits in memory and health degraded (200), then shares again', async () => {
    const two = apps[1]!;
    link.cut();
    await until(() => !two.app.redis.up);

    const counter = sharedCounter(two.app.redis, { name: 'test-outage', windowMs: 60_000 });
    expect((await counter.hit('k')).count).toBe(1); // in memory, no error
    expect((await counter.hit('k')).count).toBe(2);

    const ip = '203.0.113.8';
    for (let i = 0; i < 5; i++) expect((await signIn(two, ip)).statusCode).toBe(401); // never a 500
    expect((await signIn(two, ip)).statusCode).toBe(429); // still limited, in this instance's memory
    // (Health answers are shared for 2 s: wait for one made after the cut.)
    let degraded = await two.app.inject({ url: '/api/health' });
    await until(async () => {
      degraded = await two.app.inject({ url: '/api/health' });
      return degraded.json().status !== 'ok';
    });
    expect(degraded.statusCode).toBe(200);
    expect(degraded.json()).toMatchObject({
      status: 'degraded',
      serving: true,
      redis: { ok: false, limits: 'memory' },
    });

    link.restore();
    await until(() => two.app.redis.up, 15_000);
    const ip2 = '203.0.113.9';
    for (let i = 0; i < 5; i++) await signIn(apps[0]!, ip2);
    expect((await signIn(two, ip2)).statusCode).toBe(429); // counted in Redis again
    await until(async () => (await two.app.inject({ url: '/api/health' })).json().status === 'ok');
  });
});
