// Battles on PGlite with 10,000 pets and 1,000,000 battle votes: matchmaking plus vote
// under load (one battle = POST /api/battles/next + POST /api/battles/:id/votes, goal ≥ 500
// battles/s at 10 connections), refreshes of the pending battle, and the ranking job's time on
// that data set (goal < 10 s). Afterwards the database is checked: every battle's side counters
// equal its vote rows, and the pets' battles_count (pet_battle_stats) adds up to twice the votes.
//
// The data is generated in SQL (generate_series) before the server starts: 10,000 pets, 10,000
// visitors, 250,000 battles (each pet against the next 25 by number: 50 opponents each) with 4
// votes each, winners drawn from fixed hidden strengths.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { repoRoot, startServer, tempDataDir } from '../scripts/lib/server-process.mjs';
import { nextIp, signUpUsers } from './lib/accounts.mjs';
import { load, printTable } from './lib/load.mjs';

const duration = Number(process.env.BENCH_DURATION ?? 20);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PETS = Number(process.env.BENCH_PETS ?? 10_000);
/** Each pet meets the next SPREAD pets by number; every battle gets VOTES_PER_BATTLE votes. */
const SPREAD = 25;
const VOTES_PER_BATTLE = 4;
const VISITORS = 10_000;
const USERS = 20;

const env = {
  REQUIRE_EMAIL_VERIFICATION: 'false',
  TRUST_PROXY: '1',
  MAIL_WORKER: 'false',
  ANON_VOTES_PER_IP: '1000000000',
};

/** A v4-shaped uuid from a text (the API's schemas check the version and variant digits). */
const UUID_FN = `create or replace function pg_temp.bench_uuid(t text) returns uuid
  language sql immutable as $$
    select overlay(overlay(md5(t) placing '4' from 13) placing '8' from 17)::uuid $$`;

function seedStatements() {
  const battles = PETS * SPREAD;
  const a = `(k % ${PETS})`;
  const b = `((k % ${PETS} + 1 + k / ${PETS}) % ${PETS})`;
  // Pet n's hidden log-strength is 1.5·sin(n); a battle's pet1 wins round(4p + u - 0.5) of its
  // 4 votes (u uniform from a hash), so the counters are known without aggregating the votes.
  const wins = `least(${VOTES_PER_BATTLE}, floor(${VOTES_PER_BATTLE}
    / (1 + exp(1.5 * (sin(${b}::float8) - sin(${a}::float8))))
    + ('x' || substr(md5('w' || k), 1, 8))::bit(32)::bigint / 4294967296.0)::int)`;
  return [
    UUID_FN,
    `insert into users (id, name, email, email_verified)
      select 'bench-owner-' || i, 'Bench Owner ' || i, 'bench-owner-' || i || '@example.test', true
      from generate_series(1, 200) as i`,
    `insert into profiles (id, username, full_name)
      select 'bench-owner-' || i, 'bench_owner_' || i, 'Bench Owner ' || i
      from generate_series(1, 200) as i`,
    `insert into pet_photos
        (id, user_id, pet_name, image_url, width, height, variants, placeholder, votes_count)
      select pg_temp.bench_uuid('pet-' || n), 'bench-owner-' || (1 + n % 200), 'Bench pet ' || n,
        '/uploads/bench/' || n || '-800.webp', 1600, 1200,
        jsonb_build_array(jsonb_build_object('width', 800, 'url', '/uploads/bench/' || n || '-800.webp')),
        '#a0b1c2', floor(power(random(), 6) * 3000)::int
      from generate_series(0, ${PETS - 1}) as n`,
    // Triggers are off during the bulk load: the pets' battle stats rows are written here.
    `insert into pet_battle_stats (pet_id, user_id, battles_count)
      select id, user_id, ${2 * SPREAD * VOTES_PER_BATTLE} from pet_photos`,
    `insert into visitors (id)
      select pg_temp.bench_uuid('visitor-' || v) from generate_series(0, ${VISITORS - 1}) as v`,
    `create temporary table bench_battles as
      select k, pg_temp.bench_uuid('battle-' || k) as id, pg_temp.bench_uuid('pet-' || ${a}) as pet1,
        pg_temp.bench_uuid('pet-' || ${b}) as pet2, ${wins} as wins
      from generate_series(0, ${battles - 1}) as k`,
    // A battle stores its pair in id order (migration 0004).
    `insert into battles (id, pet1_id, pet2_id, pet1_votes, pet2_votes)
      select id, least(pet1, pet2), greatest(pet1, pet2),
        case when pet1 < pet2 then wins else ${VOTES_PER_BATTLE} - wins end,
        case when pet1 < pet2 then ${VOTES_PER_BATTLE} - wins else wins end
      from bench_battles`,
    // Vote m of battle k is by visitor (k + m·2,500) mod 10,000: four different visitors.
    `insert into battle_votes (battle_id, visitor_id, voted_pet_id)
      select bb.id,
        pg_temp.bench_uuid('visitor-' || ((bb.k + m * ${VISITORS / VOTES_PER_BATTLE}) % ${VISITORS})),
        case when m < bb.wins then bb.pet1 else bb.pet2 end
      from bench_battles as bb, generate_series(0, ${VOTES_PER_BATTLE - 1}) as m`,
    `drop table bench_battles`,
  ];
}

/** Seeds the data set straight into the server's (stopped) PGlite data directory. */
export async function seed(dataDir) {
  const started = performance.now();
  const db = await PGlite.create({ dataDir: path.join(dataDir, 'db'), extensions: { pg_trgm } });
  try {
    // Bulk load: no foreign key triggers, secondary indexes built once at the end.
    await db.exec('set session_replication_role = replica');
    const { rows: indexes } = await db.query(`select indexname, indexdef from pg_indexes
      where schemaname = 'public' and tablename in ('battles', 'battle_votes')
        and indexname not like '%_pkey'`);
    for (const { indexname } of indexes) await db.exec(`drop index ${indexname}`);
    for (const statement of seedStatements()) await db.exec(statement);
    for (const { indexdef } of indexes) await db.exec(indexdef);
    await db.exec('set session_replication_role = origin');
    await db.exec('analyze');
    const { rows } = await db.query(`select (select count(*)::int from pet_photos) as pets,
      (select count(*)::int from battles) as battles,
      (select count(*)::int from battle_votes) as votes`);
    return { ...rows[0], seconds: (performance.now() - started) / 1000 };
  } finally {
    await db.close();
  }
}

/** The ranking job, once, in a process of its own (bench/battle-rankings.ts). */
function rankingJob(dataDir) {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'bench/battle-rankings.ts', '--data-dir', dataDir],
    { cwd: repoRoot, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`ranking job failed:\n${result.stderr}`);
  return JSON.parse(result.stdout.trim().split('\n').at(-1));
}

/** Battles per pass of a connection's request list (autocannon resets its context after each). */
const BATTLES_PER_PASS = 500;

/**
 * One battle per two requests on each connection: a new matchup, then a vote for its left pet.
 * `cookies`: the accounts the connections take in turn, or none (anonymous: the first answer
 * sets a visitor cookie). A connection keeps its viewer for BATTLES_PER_PASS battles.
 */
/** Answers other than 200, by request and status (printed when there are any). */
const unexpected = new Map();
const note = (what, status, body) => {
  if (status === 200) return;
  const key = `${what} ${status} ${String(body).slice(0, 120)}`;
  unexpected.set(key, (unexpected.get(key) ?? 0) + 1);
};

function battleRequests(server, cookies) {
  let connection = 0;
  const headersOf = (context, json) => ({
    origin: server.url,
    'x-forwarded-for': context.ip,
    'x-time-zone': 'UTC',
    ...(json ? { 'content-type': 'application/json' } : {}),
    ...(context.cookie ? { cookie: context.cookie } : {}),
  });
  const init = (context) => {
    if (context.ip) return;
    context.ip = nextIp();
    context.cookie = cookies ? cookies[connection++ % cookies.length] : '';
  };
  const battle = [
    {
      method: 'POST',
      setupRequest: (req, context) => {
        init(context);
        // A new client address per battle: matchups are rate-limited per IP.
        context.ip = nextIp();
        return { ...req, path: '/api/battles/next', headers: headersOf(context, false) };
      },
      onResponse: (status, body, context, headers) => {
        // An anonymous viewer: the visitor id and its matchup (ADR 0106), as a browser keeps them.
        const set = [headers?.['set-cookie'] ?? []].flat();
        const visitor = set.find((c) => c.startsWith('pawprize_visitor='));
        const matchup = set.find((c) => c.startsWith('pawprize_battle='));
        if (visitor && !context.visitor) context.visitor = visitor.split(';')[0];
        if (matchup) context.cookie = `${context.visitor}; ${matchup.split(';')[0]}`;
        else if (visitor && !context.cookie) context.cookie = context.visitor;
        context.battle = status === 200 ? JSON.parse(body).battle : undefined;
        note('next', status, body);
      },
    },
    {
      method: 'POST',
      setupRequest: (req, context) => ({
        ...req,
        path: `/api/battles/${context.battle?.id ?? 'none'}/votes`,
        headers: headersOf(context, true),
        body: JSON.stringify({ petId: context.battle?.pet1.id }),
      }),
      onResponse: (status, body) => note('vote', status, body),
    },
  ];
  return Array.from({ length: BATTLES_PER_PASS }, () => battle).flat();
}

function refreshRequests(server, cookies) {
  let connection = 0;
  return [
    {
      method: 'GET',
      setupRequest: (req, context) => {
        context.cookie ??= cookies[connection++ % cookies.length];
        return {
          ...req,
          path: '/api/battles/current',
          headers: { cookie: context.cookie, 'x-forwarded-for': nextIp() },
        };
      },
    },
  ];
}

const CHECK = `select (select count(*)::int from battle_votes) as "voteRows",
    (select coalesce(sum(pet1_votes + pet2_votes), 0)::int from battles) as "counted",
    (select coalesce(sum(battles_count), 0)::int from pet_battle_stats) as "petBattles",
    (select count(*)::int from battles b
      where b.pet1_votes + b.pet2_votes <> (select count(*) from battle_votes v
        where v.battle_id = b.id)) as "mismatchedBattles"`;

/** CPU seconds each thread of the server process has used, by thread id (Linux; null elsewhere). */
function threadCpuSeconds(pid) {
  try {
    const byThread = new Map();
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      const fields = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8')
        .split(') ')[1]
        .split(' ');
      byThread.set(tid, (Number(fields[11]) + Number(fields[12])) / 100); // utime + stime, ticks
    }
    return byThread;
  } catch {
    return null;
  }
}

/**
 * load(), plus the server's CPU time per request while it ran: in all, on the HTTP (main)
 * thread, and on the busiest other thread (the embedded database's worker, db/pglite-remote.ts).
 */
async function measured(server, url, opts) {
  const pid = server.child.pid;
  const before = threadCpuSeconds(pid);
  const row = await load(url, opts);
  const after = threadCpuSeconds(pid);
  if (!before || !after) return { ...row, cpuMsPerRequest: null };
  const used = [...after].map(([tid, s]) => [tid, s - (before.get(tid) ?? 0)]);
  const perRequest = (seconds) => (seconds * 1000) / row.total;
  const main = used.find(([tid]) => tid === String(pid))?.[1] ?? 0;
  const busiest = Math.max(0, ...used.filter(([tid]) => tid !== String(pid)).map(([, s]) => s));
  row.cpuMsPerRequest = perRequest(used.reduce((sum, [, s]) => sum + s, 0));
  row.mainMsPerRequest = perRequest(main);
  row.dbMsPerRequest = perRequest(busiest);
  return row;
}

/**
 * Waits until the server's start-up ranking run has replaced the table written by the job run
 * before the server started (its computedAt moves on).
 */
async function waitForRankings(server, before, timeoutMs = 120_000) {
  const started = performance.now();
  for (;;) {
    const res = await fetch(`${server.url}/api/battles/rankings?limit=1`);
    const { computedAt } = await res.json();
    if (computedAt && computedAt !== before) return (performance.now() - started) / 1000;
    if (performance.now() - started > timeoutMs) {
      throw new Error(
        `the server's ranking run did not replace the rankings of ${before} within ` +
          `${timeoutMs / 1000} s (is the battle-rankings job due at start-up?)`,
      );
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

export async function run() {
  console.log(
    `Battles (PGlite): ${PETS} pets, ${PETS * SPREAD * VOTES_PER_BATTLE} battle votes, ` +
      `${duration} s per load at ${connections} connections\n`,
  );
  const dataDir = tempDataDir('pawprize-bench-battles-');
  try {
    let server = await startServer({ dataDir, env });
    const users = (await signUpUsers(server, USERS, { name: 'judge', parallel: 1 })).map(
      (u) => u.cookie,
    );
    await server.stop();

    const seeded = await seed(dataDir);
    console.log(
      `seeded ${seeded.pets} pets, ${seeded.battles} battles, ${seeded.votes} votes ` +
        `in ${seeded.seconds.toFixed(1)} s`,
    );
    const job = rankingJob(dataDir);
    const db0 = await PGlite.create({ dataDir: path.join(dataDir, 'db'), extensions: { pg_trgm } });
    const { rows: stamp } = await db0.query(
      `select computed_at as "computedAt" from battle_rankings limit 1`,
    );
    // The job's schedule lives in the database (ADR 0071): the first start above ran it on the
    // empty database and set it due 10 minutes later. Make it due now, so the next start runs it
    // on the seeded data (the run measured below).
    await db0.query(`update scheduled_jobs set next_run_at = now() where name = 'battle-rankings'`);
    await db0.close();
    const before = stamp[0].computedAt.toISOString();

    server = await startServer({ dataDir, env, timeoutMs: 120_000 });
    const serverJobSeconds = await waitForRankings(server, before);
    const url = `${server.url}/api/battles/next`;
    await load(url, { duration: 3, connections, requests: battleRequests(server, users) });
    const rows = [
      await measured(server, url, {
        duration,
        connections,
        requests: battleRequests(server, users),
        title: 'next + vote, accounts (req/s)',
      }),
      await measured(server, url, {
        duration,
        connections,
        requests: battleRequests(server, null),
        title: 'next + vote, anonymous (req/s)',
      }),
      await measured(server, `${server.url}/api/battles/current`, {
        duration: Math.min(duration, 10),
        connections,
        requests: refreshRequests(server, users),
        title: 'current (refresh, accounts)',
      }),
    ];
    const errorLines = server
      .output()
      .split('\n')
      .filter((line) => /"level":(40|50|60)/.test(line));
    await server.stop();

    const db = await PGlite.create({ dataDir: path.join(dataDir, 'db'), extensions: { pg_trgm } });
    const { rows: check } = await db.query(CHECK);
    await db.close();

    printTable(rows);
    for (const [key, count] of unexpected) console.log(`  ${count}× ${key}`);
    if (errorLines.length) {
      console.log(`server warnings/errors (${errorLines.length}, last 3):`);
      for (const line of errorLines.slice(-3)) console.log(`  ${line.slice(0, 300)}`);
    }
    for (const row of rows.slice(0, 2)) {
      const cpu = row.cpuMsPerRequest;
      console.log(
        `  ${row.title.replace(' (req/s)', '')}: ${(row.rps / 2).toFixed(0)} battles/s` +
          (cpu === null
            ? ''
            : `; server CPU ${(2 * cpu).toFixed(2)} ms per battle: HTTP thread ` +
              `${(2 * row.mainMsPerRequest).toFixed(2)} ms, database thread ` +
              `${(2 * row.dbMsPerRequest).toFixed(2)} ms (at most ` +
              `${(1000 / (2 * Math.max(row.mainMsPerRequest, row.dbMsPerRequest))).toFixed(0)} ` +
              `battles/s with a free core each)`),
      );
    }
    console.log(
      `\nranking job (own process): ${job.pets} pets, ${job.pairs} pairs, ${job.ranked} ranked; ` +
        `read ${job.readMs} ms, fit + bootstrap ${job.fitMs} ms, write ${job.writeMs} ms, ` +
        `total ${(job.totalMs / 1000).toFixed(1)} s (CPU ${(job.cpuMs / 1000).toFixed(1)} s)`,
    );
    console.log(
      `ranking job (the server's start-up run, ready → new rankings served): ` +
        `${serverJobSeconds.toFixed(1)} s`,
    );
    const c = check[0];
    const ok = c.counted === c.voteRows && c.petBattles === 2 * c.voteRows && !c.mismatchedBattles;
    console.log(
      `check: ${c.voteRows} vote rows, battle counters ${c.counted}, pets' battles_count ` +
        `${c.petBattles} (2×), ${c.mismatchedBattles} battles off → ${ok ? 'OK' : 'MISMATCH'}`,
    );
    if (!ok) process.exitCode = 1;
    console.log('\ngoals: ≥ 500 battles/s at 10 connections; ranking job < 10 s');
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
