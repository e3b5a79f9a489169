import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { rmSync } from 'node:fs';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import {
  adminUrl,
  assertTestDatabaseUrl,
  cloneDatabasePrefix,
} from '../apps/server/test/pg-admin.ts';
import { openPglite } from '../apps/server/src/db/client.ts';
import type { StartedServer } from '../scripts/lib/server-process.mjs';
import { startServer, tempDataDir } from '../scripts/lib/server-process.mjs';
import { cookieHeader } from './helpers/users.ts';

/**
 * A crash: a burst of card votes while the server is killed with SIGKILL, then a restart on the
 * same data. Every vote the server acknowledged is there, and every counter equals its rows
 * (`pet_photos.votes_count` and the daily allowance used). On the embedded database always; on
 * PostgreSQL too when TEST_DATABASE_URL is set.
 */

const VOTERS = 4;
const PETS = 8;
/** The server is killed once this many votes have been answered (of VOTERS × PETS). */
const KILL_AFTER = 12;
const CONCURRENCY = 8;

const suffix = randomBytes(4).toString('hex');
let ipCounter = 0;
const freshIp = () => `203.0.113.${++ipCounter}`;

/** A small real photo, quick to encode. */
const photo = () =>
  sharp({ create: { width: 160, height: 120, channels: 3, background: '#c96' } })
    .jpeg()
    .toBuffer();

interface Site {
  env: Record<string, string>;
  dataDir: string;
  /** Rows the test compares, read with SQL once the server has stopped (or while it runs). */
  counters(): Promise<{ pets: { id: string; count: number; rows: number }[]; usage: Usage[] }>;
  cleanUp(): Promise<void>;
}
interface Usage {
  voter: string;
  used: number;
  rows: number;
}

const COUNTERS_SQL = {
  pets: `select p.id, p.votes_count as count, (select count(*)::int from votes v where v.photo_id = p.id) as rows
    from pet_photos p order by p.id`,
  usage: `select u.voter_key as voter, sum(u.votes_used)::int as used,
      (select count(*)::int from votes v where 'u:' || v.user_id = u.voter_key) as rows
    from daily_vote_usage u group by u.voter_key order by u.voter_key`,
};

function pgliteSite(): Site {
  const dataDir = tempDataDir('pawprize-crash-');
  return {
    env: {},
    dataDir,
    async counters() {
      // The server is stopped: open its folder as the server does (lock included).
      const handle = await openPglite(dataDir);
      try {
        const query = async <T>(text: string) =>
          ((await handle.db.execute(text)) as unknown as { rows: T[] }).rows;
        return {
          pets: await query(COUNTERS_SQL.pets),
          usage: await query(COUNTERS_SQL.usage),
        };
      } finally {
        await handle.close();
      }
    },
    async cleanUp() {
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function postgresSite(url: string): Promise<Site> {
  assertTestDatabaseUrl(url);
  const database = `${cloneDatabasePrefix(url)}crash_${suffix}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${database}`);
  const databaseUrl = adminUrl(url, database);
  const dataDir = tempDataDir('pawprize-crash-pg-');
  return {
    env: { DATABASE_URL: databaseUrl },
    dataDir,
    async counters() {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        return {
          pets: (await client.query(COUNTERS_SQL.pets)).rows,
          usage: (await client.query(COUNTERS_SQL.usage)).rows,
        };
      } finally {
        await client.end();
      }
    },
    async cleanUp() {
      await admin.query(`drop database if exists ${database} with (force)`);
      await admin.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const ENV = {
  TRUST_PROXY: '1',
  REQUIRE_EMAIL_VERIFICATION: 'false',
  DAILY_VOTES: '1000',
  MAIL_WORKER: 'false',
  SCREENING: 'off',
};

async function signUp(server: StartedServer, name: string): Promise<string> {
  const res = await fetch(`${server.url}/api/auth/sign-up`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: server.url,
      'x-forwarded-for': freshIp(),
    },
    body: JSON.stringify({
      fullName: 'Crash Tester',
      username: `${name}_${suffix}`,
      email: `${name}.${suffix}@example.com`,
      password: 'whiskers-and-biscuits-42',
    }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return cookieHeader(res);
}

async function uploadPets(server: StartedServer, cookie: string): Promise<string[]> {
  const data = await photo();
  const ids: string[] = [];
  for (let i = 0; i < PETS; i++) {
    const form = new FormData();
    form.append('petName', `Crash ${i + 1}`);
    form.append('image', new Blob([new Uint8Array(data)], { type: 'image/jpeg' }), 'pet.jpg');
    const res = await fetch(`${server.url}/api/pets`, {
      method: 'POST',
      headers: { origin: server.url, cookie, 'x-forwarded-for': freshIp() },
      body: form,
    });
    expect(res.status, await res.clone().text()).toBe(201);
    ids.push((await res.json()).pet.id);
  }
  return ids;
}

/** Pet ids the voter of `cookie` has voted for (every page of My Votes). */
async function votedPets(server: StartedServer, cookie: string): Promise<Set<string>> {
  const ids = new Set<string>();
  let cursor: string | null = null;
  do {
    const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
    const res = await fetch(`${server.url}/api/me/votes?limit=50${query}`, {
      headers: { cookie },
    });
    expect(res.status).toBe(200);
    const page = (await res.json()) as { votes: { pet: { id: string } }[]; nextCursor: string };
    for (const vote of page.votes) ids.add(vote.pet.id);
    cursor = page.nextCursor;
  } while (cursor);
  return ids;
}

const databases: [string, () => Promise<Site>][] = [
  ['the embedded database', async () => pgliteSite()],
];
if (process.env.TEST_DATABASE_URL) {
  const url = process.env.TEST_DATABASE_URL;
  databases.push(['PostgreSQL', () => postgresSite(url)]);
}

describe.each(databases)('SIGKILL during a burst of card votes (%s)', (_name, makeSite) => {
  let site: Site | undefined;
  const servers: StartedServer[] = [];
  afterAll(async () => {
    for (const server of servers) await server.stop();
    await site?.cleanUp();
  });

  it('keeps every acknowledged vote, and every counter equals its rows', async () => {
    site = await makeSite();
    const env = { ...ENV, ...site.env };
    const first = await startServer({ dataDir: site.dataDir, env });
    servers.push(first);
    const owner = await signUp(first, 'owner');
    const pets = await uploadPets(first, owner);
    const voters = await Promise.all(
      Array.from({ length: VOTERS }, (_, i) => signUp(first, `voter${i}`)),
    );

    // Every voter votes for every pet, CONCURRENCY requests at a time, until the server dies.
    const jobs = pets.flatMap((pet) => voters.map((cookie, v) => ({ cookie, v, pet })));
    const acknowledged: { v: number; pet: string }[] = [];
    let answered = 0;
    let next = 0;
    const killed = once(first.child, 'exit');
    const worker = async () => {
      while (next < jobs.length) {
        const job = jobs[next++]!;
        try {
          const res = await fetch(`${first.url}/api/pets/${job.pet}/vote`, {
            method: 'POST',
            headers: { origin: first.url, cookie: job.cookie },
          });
          if (res.status === 200) acknowledged.push({ v: job.v, pet: job.pet });
          else expect(res.status, await res.text()).toBe(200);
        } catch {
          // The connection died with the server: not acknowledged, may or may not have counted.
          return;
        }
        if (++answered === KILL_AFTER) first.child.kill('SIGKILL');
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    await killed;
    expect(first.child.signalCode).toBe('SIGKILL');
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(acknowledged.length).toBeLessThan(jobs.length);

    // Restart on the same data: the lock of the killed server is taken over.
    const again = await startServer({ dataDir: site.dataDir, env });
    servers.push(again);
    for (const [v, cookie] of voters.entries()) {
      const present = await votedPets(again, cookie);
      for (const vote of acknowledged.filter((a) => a.v === v)) {
        expect(present.has(vote.pet), `voter ${v}, pet ${vote.pet}`).toBe(true);
      }
    }
    expect(await again.stop()).toBe(0);

    const { pets: rows, usage } = await site.counters();
    expect(rows).toHaveLength(PETS);
    for (const pet of rows) expect(pet.count, pet.id).toBe(pet.rows);
    expect(rows.reduce((sum, pet) => sum + pet.rows, 0)).toBeGreaterThanOrEqual(
      acknowledged.length,
    );
    expect(usage).toHaveLength(VOTERS);
    for (const voter of usage) expect(voter.used, voter.voter).toBe(voter.rows);
  }, 120_000);
});
