// Signed-in card votes (POST /api/pets/:id/vote) under load, on PGlite and on PostgreSQL:
// 30 s at 50 connections (goal ≥ 800 votes/s, p99 ≤ 250 ms) and 30 s at 10 connections
// (goal p99 ≤ 50 ms). Every request is a new (user, pet) pair, so every vote is counted. Afterwards
// the database is checked: votes_count must equal the number of vote rows for every pet.
//
// A 10 s warm-up at 50 connections comes first (BENCH_WARM_UP). Besides requests/s, it prints the
// server process's CPU time per vote, which stays meaningful when the machine is shared.
// PostgreSQL runs against a throw-away database on BENCH_PG_URL (default
// postgres://postgres@127.0.0.1:5432/postgres); set BENCH_PG=0 to skip it.
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { startServer, tempDataDir } from '../scripts/lib/server-process.mjs';
import { cpuMs, seedPets, signUpUsers, voteRequests } from './lib/accounts.mjs';
import { throwawayDatabase } from './lib/postgres.mjs';
import { load, printTable } from './lib/load.mjs';

const duration = Number(process.env.BENCH_DURATION ?? 30);
const USERS = Number(process.env.BENCH_VOTE_USERS ?? 100);
const PETS = Number(process.env.BENCH_VOTE_PETS ?? 4000);
const WARM_UP_S = Number(process.env.BENCH_WARM_UP ?? 10);
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const CHECK = `select
    (select count(*)::int from votes) as "voteRows",
    (select coalesce(sum(votes_count), 0)::int from pet_photos) as "votesCountSum",
    (select count(*)::int from pet_photos p
      where p.votes_count <> (select count(*) from votes v where v.photo_id = p.id)) as "mismatchedPets"`;

/** Pets' ids in a stable order. */
async function petIds(query) {
  const { rows } = await query('select id from pet_photos order by id');
  return rows.map((r) => r.id);
}

/** A load run, with the server's CPU time per request (robust when the machine is shared). */
async function measured(server, url, opts) {
  const before = cpuMs(server.child.pid);
  const result = await load(url, opts);
  const after = cpuMs(server.child.pid);
  const cpu = before === null || after === null ? null : (after - before) / result.total;
  return { ...result, cpuPerVote: cpu };
}

async function measure(server, users, pets, label) {
  const requests = voteRequests(server.url, users, pets);
  const url = `${server.url}/api/pets/x/vote`;
  // Warm-up (not measured): JIT, plan caches and the freshly seeded tables' pages.
  await load(url, { duration: WARM_UP_S, connections: 50, requests });
  const at50 = await measured(server, url, {
    duration,
    connections: 50,
    requests,
    title: `${label}: votes, 50 connections`,
  });
  const at10 = await measured(server, url, {
    duration,
    connections: 10,
    requests,
    title: `${label}: votes, 10 connections`,
  });
  return [at50, at10];
}

const env = {
  REQUIRE_EMAIL_VERIFICATION: 'false',
  DAILY_VOTES: '1000000000',
  TRUST_PROXY: '1',
  MAIL_WORKER: 'false',
};

async function benchPglite() {
  const dataDir = tempDataDir('pawprize-bench-votes-');
  let server = await startServer({ dataDir, env });
  const users = await signUpUsers(server, USERS);
  await server.stop();

  const openDb = () =>
    PGlite.create({ dataDir: path.join(dataDir, 'db'), extensions: { pg_trgm } });
  let db = await openDb();
  await db.query(seedPets(users[0].userId, PETS).text, seedPets(users[0].userId, PETS).values);
  const pets = await petIds((text) => db.query(text));
  await db.close();

  server = await startServer({ dataDir, env });
  const rows = await measure(server, users, pets, 'PGlite');
  await server.stop();

  db = await openDb();
  const { rows: check } = await db.query(CHECK);
  await db.close();
  rmSync(dataDir, { recursive: true, force: true });
  return { rows, check: check[0] };
}

async function benchPostgres() {
  const database = await throwawayDatabase(PG_URL);
  const client = new pg.Client({ connectionString: database.url });
  let server;
  try {
    server = await startServer({ env: { ...env, DATABASE_URL: database.url } });
    const users = await signUpUsers(server, USERS);
    await client.connect();
    await client.query(seedPets(users[0].userId, PETS));
    await client.query('analyze');
    const pets = await petIds((text) => client.query(text));
    const rows = await measure(server, users, pets, 'PostgreSQL');
    await server.stop();
    server = undefined;
    const { rows: check } = await client.query(CHECK);
    return { rows, check: check[0] };
  } finally {
    await server?.stop();
    await client.end().catch(() => {});
    await database.drop();
  }
}

function report(result) {
  const { voteRows, votesCountSum, mismatchedPets } = result.check;
  const ok = voteRows === votesCountSum && mismatchedPets === 0;
  console.log(
    `  check: ${voteRows} vote rows, sum(votes_count) ${votesCountSum}, ` +
      `${mismatchedPets} pets with votes_count ≠ their vote rows → ${ok ? 'OK' : 'MISMATCH'}`,
  );
  if (!ok) process.exitCode = 1;
}

export async function run() {
  console.log(`Votes: ${USERS} signed-in users, ${PETS} pets, ${duration} s per load\n`);
  const pglite = await benchPglite();
  const postgres = process.env.BENCH_PG === '0' ? null : await benchPostgres();
  const rows = [...pglite.rows, ...(postgres?.rows ?? [])];
  printTable(rows);
  console.log('\nNode server CPU per vote (user + system; PostgreSQL backends not included):');
  for (const r of rows) {
    if (r.cpuPerVote !== null) console.log(`  ${r.title.padEnd(34)} ${r.cpuPerVote.toFixed(2)} ms`);
  }
  const [load1] = os.loadavg();
  console.log(`machine load average at the end: ${load1.toFixed(1)} (${os.cpus().length} cores)`);
  console.log('\nPGlite');
  report(pglite);
  if (postgres) {
    console.log('PostgreSQL');
    report(postgres);
  }
  console.log(
    '\ngoals: ≥ 800 votes/s and p99 ≤ 250 ms at 50 connections; p99 ≤ 50 ms at 10 connections',
  );
}
