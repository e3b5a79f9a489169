// One instance against two, on PostgreSQL (the scale-out shape, docs/deploy.md): signed-in card
// votes/s and gallery reads/s through one instance, then through two instances of the same build
// on the same database (autocannon spreads its connections over both addresses, as a load
// balancer would), side by side with the ratio. Afterwards the vote counters are checked against
// the vote rows. Run it alone (`flock /tmp/pawprize-heavy.lock npm run bench instances`): on a
// 2-core machine the two instances, PostgreSQL and the load generator share two cores, so expect
// well under 2×; the figure that matters is that nothing is lost or double-counted.
//
// BENCH_DURATION (s, default 20) per load, BENCH_WARM_UP (s, default 5) before each, BENCH_PG_URL
// (default postgres://postgres@127.0.0.1:5432/postgres) for a throw-away database, BENCH_REDIS_URL
// (default redis://127.0.0.1:6379/5; limits shared as in production, skipped if none answers).
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import pg from 'pg';
import { redisAnswers } from '../scripts/lib/redis-probe.mjs';
import { freePort, startServer } from '../scripts/lib/server-process.mjs';
import { cpuMs, seedPets, signUpUsers, voteRequests } from './lib/accounts.mjs';
import { throwawayDatabase } from './lib/postgres.mjs';
import { load } from './lib/load.mjs';

const duration = Number(process.env.BENCH_DURATION ?? 20);
const WARM_UP_S = Number(process.env.BENCH_WARM_UP ?? 5);
const USERS = Number(process.env.BENCH_VOTE_USERS ?? 100);
const PETS = Number(process.env.BENCH_VOTE_PETS ?? 6000);
const CONNECTIONS = 50;
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/5';

const CHECK = `select
    (select count(*)::int from votes) as "voteRows",
    (select coalesce(sum(votes_count), 0)::int from pet_photos) as "votesCountSum",
    (select count(*)::int from pet_photos p
      where p.votes_count <> (select count(*) from votes v where v.photo_id = p.id)) as "mismatchedPets"`;

/** Gallery reads as the pages ask for them: the first page of both sorts, and the top pets. */
const GALLERY = [
  '/api/pets?sort=recent&limit=20',
  '/api/pets?sort=popular&limit=20',
  '/api/pets/top?limit=10',
];

async function measure(servers, label, votes) {
  const urls = servers.map((s) => s.url);
  const cpu = () => servers.map((s) => cpuMs(s.child.pid));
  const run = async (opts) => {
    const warm = await load(urls, { ...opts, duration: WARM_UP_S, title: 'warm-up' });
    const before = cpu();
    const result = await load(urls, { ...opts, duration });
    const after = cpu();
    const used = after.every((x) => x !== null)
      ? after.reduce((a, x, i) => a + x - before[i], 0)
      : null;
    return {
      ...result,
      cpuPerRequest: used === null ? null : used / result.total,
      /** Answered 2xx, warm-up included (each one a counted vote, for the votes). */
      ok: warm.total - warm.bad + result.total - result.bad,
    };
  };
  const voting = await run({ connections: CONNECTIONS, requests: votes, title: `${label}: votes` });
  let g = 0;
  const reading = await run({
    connections: CONNECTIONS,
    requests: [
      { method: 'GET', setupRequest: (req) => ({ ...req, path: GALLERY[g++ % GALLERY.length] }) },
    ],
    title: `${label}: gallery reads`,
  });
  return { voting, reading };
}

export async function run() {
  const database = await throwawayDatabase(PG_URL);
  const db = new pg.Client({ connectionString: database.url });
  const redis = (await redisAnswers(REDIS_URL)) ? REDIS_URL : null;
  const env = {
    DATABASE_URL: database.url,
    ...(redis
      ? { REDIS_URL: redis, REDIS_PREFIX: `pawprize-bench-${randomBytes(4).toString('hex')}:` }
      : {}),
    REQUIRE_EMAIL_VERIFICATION: 'false',
    DAILY_VOTES: '1000000000',
    TRUST_PROXY: 'loopback',
    MAIL_WORKER: 'false',
  };
  const servers = [];
  try {
    const [portA, portB] = [await freePort(), await freePort()];
    servers.push(await startServer({ port: portA, env }));
    const [a] = servers;
    const users = await signUpUsers(a, USERS);
    await db.connect();
    await db.query(seedPets(users[0].userId, PETS));
    await db.query('analyze');
    const pets = (await db.query('select id from pet_photos order by id')).rows.map((r) => r.id);
    const votes = voteRequests(a.url, users, pets);

    console.log(
      `Instances: ${USERS} users, ${PETS} pets, ${CONNECTIONS} connections, ${duration} s per load ` +
        `(after ${WARM_UP_S} s of warm-up); PostgreSQL, ${redis ? 'Redis limits' : 'no Redis (limits in memory)'}\n`,
    );
    const one = await measure([a], '1 instance', votes);
    // B gets A's PUBLIC_URL-free defaults: the Origin of the vote requests is A's address, which
    // both accept (same PUBLIC_URL is what a real deployment has; here A's url is trusted by B too).
    servers.push(await startServer({ port: portB, env: { ...env, PUBLIC_URL: a.url } }));
    const two = await measure(servers, '2 instances', votes);

    const row = (what, x, y) => {
      const ratio = y.rps / x.rps;
      console.log(
        [
          what.padEnd(16),
          x.rps.toFixed(0).padStart(9),
          y.rps.toFixed(0).padStart(9),
          `${ratio.toFixed(2)}×`.padStart(7),
          `${x.p99.toFixed(0)} / ${y.p99.toFixed(0)}`.padStart(14),
          `${x.bad} / ${y.bad}`.padStart(9),
          (x.cpuPerRequest === null
            ? 'n/a'
            : `${x.cpuPerRequest.toFixed(2)} / ${y.cpuPerRequest.toFixed(2)}`
          ).padStart(16),
        ].join(' '),
      );
    };
    console.log(
      [
        'per second'.padEnd(16),
        '1 inst.'.padStart(9),
        '2 inst.'.padStart(9),
        'ratio'.padStart(7),
        'p99 ms (1/2)'.padStart(14),
        'errors'.padStart(9),
        'Node CPU ms/req'.padStart(16),
      ].join(' '),
    );
    row('votes', one.voting, two.voting);
    row('gallery reads', one.reading, two.reading);

    for (const s of servers.splice(0)) await s.stop();
    const { rows } = await db.query(CHECK);
    const { voteRows, votesCountSum, mismatchedPets } = rows[0];
    const acknowledged = one.voting.ok + two.voting.ok;
    // A vote still in flight when a load stops is counted by the server but not by autocannon:
    // at most one per connection for each of the four vote loads (two warm-ups, two measured).
    const ok =
      voteRows === votesCountSum &&
      mismatchedPets === 0 &&
      voteRows >= acknowledged &&
      voteRows - acknowledged <= 4 * CONNECTIONS;
    console.log(
      `\ncheck: ${voteRows} vote rows for ${acknowledged} acknowledged votes (warm-ups included), ` +
        `sum(votes_count) ${votesCountSum}, ${mismatchedPets} pets with votes_count ≠ their rows → ${ok ? 'OK' : 'MISMATCH'}`,
    );
    if (!ok) process.exitCode = 1;
    const [load1] = os.loadavg();
    console.log(
      `machine: ${os.cpus().length} cores, load average ${load1.toFixed(1)} at the end ` +
        '(PostgreSQL, both instances and autocannon share them; other work may have too)',
    );
  } finally {
    for (const s of servers) await s.stop();
    await db.end().catch(() => {});
    await database.drop();
  }
}
