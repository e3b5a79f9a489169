import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Pet } from '@pawprize/shared/schemas/pets';
import pg from 'pg';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminUrl,
  assertTestDatabaseUrl,
  cloneDatabasePrefix,
} from '../apps/server/test/pg-admin.ts';
import { redisAnswers } from '../scripts/lib/redis-probe.mjs';
import type { StartedS3Server } from '../scripts/lib/s3-server.mjs';
import { startS3Server } from '../scripts/lib/s3-server.mjs';
import type { StartedServer } from '../scripts/lib/server-process.mjs';
import { freePort, startServer } from '../scripts/lib/server-process.mjs';
import { DESKTOP, launchBrowser } from './browser.ts';
import type { Balancer } from './helpers/balancer.ts';
import { startBalancer } from './helpers/balancer.ts';
import { newPage } from './helpers/page.ts';
import { uploadPet } from './helpers/pets.ts';
import { makeAccount, signIn, verifiedAccount } from './helpers/users.ts';

/**
 * The scale-out shape, for real (docs/deploy.md, ADRs 0070–0074): instances as separate server
 * processes on one PostgreSQL database, one Redis and one S3-protocol server (s3rver), behind a
 * small load balancer whose address is their PUBLIC_URL. Needs TEST_DATABASE_URL and Redis
 * (TEST_REDIS_URL, default redis://127.0.0.1:6379/5); skipped with a message otherwise.
 */

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/5';

const missing = [
  databaseUrl ? null : 'PostgreSQL (set TEST_DATABASE_URL)',
  (await redisAnswers(redisUrl)) ? null : `Redis (none answers at ${redisUrl}; set TEST_REDIS_URL)`,
].filter(Boolean);
if (missing.length) {
  console.warn(`\n⚠ The multi-instance test is skipped: it needs ${missing.join(' and ')}.\n`);
}

const suffix = randomBytes(4).toString('hex');
let ipCounter = 0;
/** A client address of its own (TRUST_PROXY=loopback: this test and the balancer are the proxies, so limits count per X-Forwarded-For). */
const freshIp = () => `198.51.${100 + Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

async function until<T>(
  check: () => Promise<T | false | undefined | null>,
  ms: number,
  what: string,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const result = await check();
    if (result) return result;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe.skipIf(missing.length > 0)('several instances on PostgreSQL, S3 and Redis', () => {
  let database: string;
  let admin: pg.Client;
  let db: pg.Client;
  let s3: StartedS3Server;
  let lb: Balancer;
  let a: StartedServer;
  let b: StartedServer;
  let browser: Browser;
  const errors: string[] = [];
  let env: Record<string, string>;
  /** The site as the helpers see it: the balancer's address, both instances' logs. */
  let site: StartedServer;

  beforeAll(async () => {
    assertTestDatabaseUrl(databaseUrl!);
    database = `${cloneDatabasePrefix(databaseUrl!)}multi_${suffix}`;
    admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`create database ${database}`);
    s3 = await startS3Server({ bucket: `pawprize-multi-${suffix}` });
    const ports = [await freePort(), await freePort()];
    lb = await startBalancer(ports.map((p) => `http://127.0.0.1:${p}`));
    env = {
      DATABASE_URL: adminUrl(databaseUrl!, database),
      ...s3.env,
      REDIS_URL: redisUrl,
      REDIS_PREFIX: `pawprize-e2e-${suffix}:`,
      PUBLIC_URL: lb.url,
      TRUST_PROXY: 'loopback',
      LOG_LEVEL: 'info',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    };
    // Both at once: one applies the migrations while the other waits on their lock.
    const [first, second] = await Promise.all(ports.map((port) => startServer({ port, env })));
    a = first!;
    b = second!;
    db = new pg.Client({ connectionString: env.DATABASE_URL });
    await db.connect();
    site = { ...a, url: lb.url, output: () => a.output() + b.output() };
    browser = await launchBrowser();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    for (const server of [a, b]) {
      const code = await server?.stop();
      if (code !== 0 && code !== null)
        console.error(`instance exited with ${code}:\n${server.output()}`);
    }
    await lb?.stop();
    await s3?.stop();
    await db?.end();
    if (admin) {
      await admin.query(`drop database if exists ${database} with (force)`);
      await admin.end();
    }
  });

  /** A verified account made through instance A, and its session cookie. */
  async function accountOnA(name: string) {
    const account = makeAccount(name, suffix);
    lb.route(0);
    const cookie = await verifiedAccount(site, account, { forwardedFor: freshIp() });
    lb.route(null);
    return { account, cookie };
  }

  async function petOnA(cookie: string, petName: string): Promise<Pet> {
    lb.route(0);
    const pet = await uploadPet(site, cookie, { petName, file: 'cat-tabby.jpg' });
    lb.route(null);
    return pet;
  }

  it('an account signed up and verified on A signs in on B, and one cookie works on both', async () => {
    const { account, cookie } = await accountOnA('shared');
    for (const instance of [a, b]) {
      const res = await fetch(`${instance.url}/api/auth/session`, { headers: { cookie } });
      expect((await res.json()).user).toMatchObject({ email: account.email, emailVerified: true });
    }

    // In Chromium: the login form answered by B, then the dashboard from A with B's cookie.
    const { context, page } = await newPage(browser, site, { viewport: DESKTOP, errors });
    lb.route(1);
    await page.goto('/login');
    await signIn(page, account.email, account.password);
    // B's first sign-in (a cold instance hashing on a busy machine) may take a few seconds.
    await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 15_000 });
    lb.route(0);
    await page.goto('/dashboard');
    const header = page.getByRole('region', { name: 'Your profile' });
    await expect
      .poll(() => header.getByRole('heading', { level: 2 }).textContent())
      .toBe(account.fullName);
    lb.route(null);
    await context.close();
  });

  it('a photo uploaded on A is in the bucket, not on a disk, and B serves the same bytes', async () => {
    const { cookie } = await accountOnA('uploader');
    const pet = await petOnA(cookie, 'Bucket');
    const keys = pet.variants.map((v) => v.url.replace(/^\/uploads\//, ''));
    expect(s3.keys()).toEqual(expect.arrayContaining(keys));
    for (const instance of [a, b]) {
      const uploads = path.join(instance.dataDir, 'uploads');
      expect(existsSync(uploads) ? readdirSync(uploads, { recursive: true }) : []).toEqual([]);
    }
    const stored = readFileSync(
      path.join(s3.directory, s3.bucket, `${keys.at(-1)}._S3rver_object`),
    );
    const fromA = Buffer.from(await (await fetch(`${a.url}/uploads/${keys.at(-1)}`)).arrayBuffer());
    const fromB = await fetch(`${b.url}/uploads/${keys.at(-1)}`);
    expect(fromB.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await fromB.arrayBuffer());
    expect(bytes.equals(stored)).toBe(true);
    expect(bytes.equals(fromA)).toBe(true);

    // In Chromium, the pet page from B shows the photo.
    const { context, page } = await newPage(browser, site, { viewport: DESKTOP, errors });
    lb.route(1);
    await page.goto(`/gallery/${pet.id}`);
    const photo = page.getByRole('img', { name: 'Bucket, the pet' });
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    lb.route(null);
    await context.close();
  });

  it('a vote on A shows on B within a second', async () => {
    // The vote is another account's: owners cannot vote for their own pets (ADR 0110).
    const owner = await accountOnA('host');
    const pet = await petOnA(owner.cookie, 'Counted');
    const { cookie } = await accountOnA('voter');
    const { context, page } = await newPage(browser, site, { viewport: DESKTOP, errors });
    lb.route(1);
    await page.goto(`/gallery/${pet.id}`); // B reads (and caches) the pet: 0 votes
    // The pet's own count (the "more pets" below list other pets with theirs).
    const count = page
      .locator('article', { has: page.getByRole('heading', { level: 1 }) })
      .getByText(/^\d+ votes?$/);
    await expect.poll(() => count.textContent()).toBe('0 votes');

    // B's read cache holds the pet for 2 s: fill it just before the vote, so only an
    // invalidation from A can show the vote within a second.
    await fetch(`${b.url}/api/pets/${pet.id}`);
    const voted = await fetch(`${a.url}/api/pets/${pet.id}/vote`, {
      method: 'POST',
      headers: { origin: lb.url, cookie, 'x-forwarded-for': freshIp() },
    });
    expect(voted.status).toBe(200);
    // B's cached read of the pet is dropped within a second (ADR 0072)…
    const at = Date.now();
    await until(
      async () => {
        const res = await fetch(`${b.url}/api/pets/${pet.id}`);
        return ((await res.json()) as { pet: Pet }).pet.votesCount === 1;
      },
      1_000,
      'the vote to show on B',
    );
    expect(Date.now() - at).toBeLessThan(1_000);
    // …and the page served by B shows it.
    await page.reload();
    await expect.poll(() => count.textContent()).toBe('1 vote');
    lb.route(null);
    await context.close();
  });

  it('shares the sign-in limit: five failures split between A and B, the sixth is refused on either', async () => {
    const { account } = await accountOnA('limited');
    const ip = freshIp();
    const attempt = (instance: StartedServer) =>
      fetch(`${instance.url}/api/auth/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: lb.url, 'x-forwarded-for': ip },
        body: JSON.stringify({ email: account.email, password: 'not-the-password' }),
      });
    for (const instance of [a, b, a, b, a]) expect((await attempt(instance)).status).toBe(401);
    for (const instance of [b, a]) {
      const refused = await attempt(instance);
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    }
  });

  it('runs the monthly-winner job once for a closed month with both instances up', async () => {
    const { cookie } = await accountOnA('winner');
    const pet = await petOnA(cookie, 'Champion');
    // Uploaded in the month before last (closed, and past the grace period).
    const { rows } = await db.query<{ month: string }>(
      `update pet_photos
         set created_at = date_trunc('month', now() at time zone 'utc') at time zone 'utc' - interval '45 days'
         where id = $1
       returning to_char(date_trunc('month', created_at at time zone 'utc'), 'YYYY-MM-DD') as month`,
      [pet.id],
    );
    const month = rows[0]!.month;
    const before = await db.query<{ runs: number }>(
      `select runs from scheduled_jobs where name = 'monthly-winners'`,
    );
    await db.query(`update scheduled_jobs set next_run_at = now() where name = 'monthly-winners'`);

    const winner = await until(
      async () =>
        (await db.query(`select pet_id from contest_winners where month = $1`, [month])).rows[0],
      20_000,
      'the winner to be recorded',
    );
    expect(winner.pet_id).toBe(pet.id);
    const after = await until(
      async () =>
        (
          await db.query<{ runs: number; running_since: Date | null; next_run_at: Date }>(
            `select runs, running_since, next_run_at from scheduled_jobs where name = 'monthly-winners'`,
          )
        ).rows.find((r) => r.running_since === null),
      10_000,
      'the run to finish',
    );
    expect(after.runs).toBe(before.rows[0]!.runs + 1);
    expect(after.next_run_at.getTime()).toBeGreaterThan(Date.now());
    const logged = site.output().match(/"msg":"recorded a monthly winner"/g) ?? [];
    expect(logged).toHaveLength(1);
    const snapshots = s3.keys().filter((k) => k.startsWith(`winners/${month.slice(0, 7)}-`));
    expect(snapshots).toHaveLength(1);
  });

  it('sends each queued mail once, whichever instance picks it up', async () => {
    // Queued at once, so both instances' mail workers find them due (ADR 0071: rows are claimed
    // with `for update skip locked` and a lease, never by two instances).
    const recipients = Array.from({ length: 30 }, (_, i) => `outbox-${i}-${suffix}@example.test`);
    await db.query(
      `insert into mail_outbox ("to", subject, text)
         select r, 'Outbox check', 'Hello, see ${lb.url}/gallery' from unnest($1::text[]) as r`,
      [recipients],
    );
    await until(
      async () =>
        (
          await db.query<{ n: number }>(
            `select count(*)::int as n from mail_outbox where "to" = any($1) and status = 'sent'`,
            [recipients],
          )
        ).rows[0]!.n === recipients.length,
      30_000,
      'every mail to be sent',
    );
    const { rows } = await db.query<{ attempts: number }>(
      `select attempts from mail_outbox where "to" = any($1)`,
      [recipients],
    );
    expect(rows.map((r) => r.attempts)).toEqual(recipients.map(() => 1));
    const logs = [a.output(), b.output()];
    for (const to of recipients) {
      const sent = logs.map((log) => log.split(`"to":"${to}"`).length - 1);
      expect(sent[0]! + sent[1]!, to).toBe(1);
    }
  });

  it('killing A mid-traffic leaves B serving, with no acknowledged vote lost', async () => {
    const { cookie } = await accountOnA('crowd');
    const pet = await petOnA(cookie, 'Popular');

    let acknowledged = 0;
    let unanswered = 0;
    let killed = false;
    const swipe = async () => {
      try {
        const res = await fetch(`${lb.url}/api/swipes`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': freshIp() },
          body: JSON.stringify({ petId: pet.id, direction: 'right' }),
        });
        if (res.status === 200 && (await res.json()).stored) acknowledged++;
        else unanswered++;
      } catch {
        unanswered++;
      }
    };
    const worker = async () => {
      while (acknowledged < 120) {
        await swipe();
        if (!killed && acknowledged >= 40) {
          killed = true;
          a.child.kill('SIGKILL'); // mid-traffic: other workers have requests in flight
        }
      }
    };
    await Promise.all(Array.from({ length: 6 }, worker));
    expect(killed).toBe(true);
    await until(
      async () => a.child.exitCode !== null || a.child.signalCode !== null,
      5_000,
      'A to die',
    );

    const { rows } = await db.query<{ rows: number; counter: number }>(
      `select (select count(*)::int from votes where photo_id = $1) as rows,
              (select votes_count from pet_photos where id = $1) as counter`,
      [pet.id],
    );
    expect(rows[0]!.rows).toBeGreaterThanOrEqual(acknowledged);
    expect(rows[0]!.rows).toBeLessThanOrEqual(acknowledged + unanswered);
    expect(rows[0]!.counter).toBe(rows[0]!.rows);
    // B serves on: health, the pet with every vote, and the session signed in through A.
    expect((await fetch(`${b.url}/api/health`)).status).toBe(200);
    const res = await fetch(`${lb.url}/api/pets/${pet.id}`);
    expect((await res.json()).pet.votesCount).toBe(rows[0]!.rows);
    const session = await fetch(`${lb.url}/api/auth/session`, { headers: { cookie } });
    expect((await session.json()).user).toMatchObject({ emailVerified: true });
  });

  it('shows no console errors in the pages it opened', () => {
    expect(errors).toEqual([]);
  });
});
