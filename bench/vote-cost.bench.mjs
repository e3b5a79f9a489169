// The server's own work per signed-in card vote, in instructions (valgrind's callgrind), on
// PostgreSQL: it does not depend on how fast the machine is at the moment, as votes/s do
// (docs/decisions/0030-sql-functions.md, "Measured"). It is not exactly repeatable
// either: the work the server does by the clock (the job runner's polls, timers) grows with the
// wall time, which callgrind stretches ~50× and other load stretches more — two runs of one
// build differed by up to 24 % (2.17 and 2.68 M per vote). Compare the means of several runs,
// interleaved, on a machine as quiet as it gets. Two runs of the built server under callgrind, identical but for the number of
// votes (BENCH_COST_VOTES, default 300 and 1500, one at a time): the difference of their
// instruction counts divided by the difference of the votes is what one more vote costs the
// Node process (start-up, sign-ups and shut-down cancel out). PostgreSQL's own work is not in it.
// Needs valgrind and PostgreSQL (BENCH_PG_URL). Takes a few minutes: Node runs ~50× slower.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startServer } from '../scripts/lib/server-process.mjs';
import { seedPets, signUpUsers } from './lib/accounts.mjs';
import { throwawayDatabase } from './lib/postgres.mjs';

const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const [FEW, MANY] = (process.env.BENCH_COST_VOTES ?? '300,1500').split(',').map(Number);
const USERS = 20;
const PETS = 200;

/** Starts the built server under callgrind, its output in `outDir`. */
function startUnderCallgrind(databaseUrl, outDir) {
  return startServer({
    dataDir: outDir,
    wrap: [
      'valgrind',
      '--tool=callgrind',
      `--callgrind-out-file=${path.join(outDir, 'callgrind.out.%p')}`,
    ],
    // One thread for the JIT and the collector: the same work in the same order each run.
    nodeArgs: ['--single-threaded'],
    env: {
      DATABASE_URL: databaseUrl,
      REQUIRE_EMAIL_VERIFICATION: 'false',
      DAILY_VOTES: '1000000000',
      TRUST_PROXY: '1',
      MAIL_WORKER: 'false',
    },
    timeoutMs: 600_000,
    stopTimeoutMs: 600_000,
    quiet: true,
  });
}

/** Total instructions (Ir) of the main process's callgrind output in `outDir`. */
function instructions(outDir) {
  const files = readdirSync(outDir).filter((f) => f.startsWith('callgrind.out.'));
  let total = 0;
  for (const file of files) {
    const text = readFileSync(path.join(outDir, file), 'utf8');
    const line = /^(?:summary|totals):\s+(\d+)/m.exec(text);
    if (!line) throw new Error(`no totals in ${file}`);
    total += Number(line[1]);
  }
  return total;
}

/** One run: a fresh database, USERS sign-ups, PETS pets, `votes` votes one after another. */
async function runVotes(votes) {
  const database = await throwawayDatabase(PG_URL);
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'pawprize-vote-cost-'));
  const client = new pg.Client({ connectionString: database.url });
  let server;
  try {
    server = await startUnderCallgrind(database.url, outDir);
    const users = await signUpUsers(server, USERS, { parallel: 1 });
    await client.connect();
    await client.query(seedPets(users[0].userId, PETS));
    const { rows } = await client.query('select id from pet_photos order by id');
    for (let i = 0; i < votes; i++) {
      const user = users[i % USERS];
      const pet = rows[Math.floor(i / USERS) % rows.length].id;
      const res = await fetch(`${server.url}/api/pets/${pet}/vote`, {
        method: 'POST',
        headers: { cookie: user.cookie, origin: server.url, 'x-time-zone': 'UTC' },
      });
      if (res.status !== 200 && res.status !== 201) {
        throw new Error(`vote ${i}: ${res.status} ${await res.text()}`);
      }
      await res.arrayBuffer();
    }
    await server.stop();
    server = undefined;
    const { rows: check } = await client.query('select count(*)::int as n from votes');
    if (check[0].n !== votes) throw new Error(`${check[0].n} vote rows for ${votes} votes`);
    return instructions(outDir);
  } finally {
    await server?.stop();
    await client.end().catch(() => {});
    await database.drop();
    rmSync(outDir, { recursive: true, force: true });
  }
}

export async function run() {
  if (!(MANY > FEW) || MANY > USERS * PETS) throw new Error('BENCH_COST_VOTES: few,many');
  console.log(`Vote cost under callgrind: ${FEW} and ${MANY} votes, PostgreSQL\n`);
  const few = await runVotes(FEW);
  console.log(`  ${FEW} votes: ${(few / 1e9).toFixed(3)} G instructions`);
  const many = await runVotes(MANY);
  console.log(`  ${MANY} votes: ${(many / 1e9).toFixed(3)} G instructions`);
  const perVote = (many - few) / (MANY - FEW);
  console.log(`\ninstructions per vote (Node server): ${(perVote / 1e6).toFixed(3)} M`);
}
