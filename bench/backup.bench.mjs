// `npm run backup` on a big site while it serves card votes (docs/decisions/0050-backups.md):
// 10,000 pets with photos (400/800/1600 px WebP) and 1,000,000 votes, seeded by
// bench/seed-backup.ts. Prints the backup's time, the archive's size, how long the database was
// held for its copy, the p99 (and max) latency of signed-in card votes at a steady rate before and
// during the backup, and the restore's time.
//
// BENCH_BACKUP_PETS / BENCH_BACKUP_VOTES change the size; BENCH_BACKUP_RATE the votes per second
// (default 200); BENCH_BACKUP_DATA_DIR reuses (and keeps) a seeded DATA_DIR.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { repoRoot, startServer, tempDataDir } from '../scripts/lib/server-process.mjs';

const PETS = Number(process.env.BENCH_BACKUP_PETS ?? 10_000);
const VOTES = Number(process.env.BENCH_BACKUP_VOTES ?? 1_000_000);
const RATE = Number(process.env.BENCH_BACKUP_RATE ?? 200);
const VOTERS = 20;
const env = {
  REQUIRE_EMAIL_VERIFICATION: 'false',
  DAILY_VOTES: '1000000000',
  TRUST_PROXY: '1',
  MAIL_WORKER: 'false',
};

const mb = (bytes) => `${(bytes / 1e6).toFixed(0)} MB`;

function du(dir) {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return total;
}

async function signUp(server, n) {
  const res = await fetch(`${server.url}/api/auth/sign-up`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: server.url,
      // One /24 network per account: sign-ups are limited per network too.
      'x-forwarded-for': `10.66.${n & 255}.${1 + ((n >> 8) & 127)}`,
    },
    body: JSON.stringify({
      fullName: `Backup Bench ${n}`,
      username: `backup_bench_${n}`,
      email: `backup.bench.${n}.${Date.now()}@example.test`,
      password: 'a long bench password',
    }),
  });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** Card votes at RATE per second, each a new (voter, pet) pair; stop() ends it early. */
function votes(server, cookies, pets, seconds, next) {
  const instance = autocannon({
    url: `${server.url}/api/pets/x/vote`,
    connections: 20,
    overallRate: RATE,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        setupRequest: (req) => {
          const n = next.value++;
          const voter = n % cookies.length;
          const pet = pets[(Math.floor(n / cookies.length) + voter * 997) % pets.length];
          return {
            ...req,
            path: `/api/pets/${pet}/vote`,
            headers: { cookie: cookies[voter], origin: server.url, 'x-time-zone': 'UTC' },
          };
        },
      },
    ],
  });
  const result = new Promise((resolve, reject) => instance.on('done', resolve).on('error', reject));
  return { stop: () => instance.stop(), result };
}

function summary(r) {
  return {
    requests: r.requests.total,
    errors: r.non2xx + r.errors + r.timeouts,
    p50: r.latency.p50,
    p99: r.latency.p99,
    max: r.latency.max,
  };
}

function runCli(script, args, cliEnv) {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(repoRoot, script), ...args], {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: '', NODE_ENV: 'production', ...cliEnv },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (c) => (out += c));
    child.stderr.on('data', (c) => (out += c));
    child.on('close', (code) =>
      code === 0
        ? resolve({ ms: performance.now() - started, out })
        : reject(new Error(`${script} failed (${code}):\n${out}`)),
    );
  });
}

export async function run() {
  const keep = Boolean(process.env.BENCH_BACKUP_DATA_DIR);
  const dataDir = process.env.BENCH_BACKUP_DATA_DIR ?? tempDataDir('pawprize-bench-backup-');
  const backupDir = tempDataDir('pawprize-bench-backups-');
  const restoreDir = path.join(tempDataDir('pawprize-bench-restore-'), 'data');
  try {
    if (!existsSync(path.join(dataDir, 'db', 'PG_VERSION'))) {
      console.log(`Seeding ${PETS} pets with photos and ${VOTES} votes…`);
      execFileSync(
        process.execPath,
        [
          '--import',
          'tsx',
          'bench/seed-backup.ts',
          '--data-dir',
          dataDir,
          '--pets',
          String(PETS),
          '--votes',
          String(VOTES),
        ],
        { cwd: repoRoot, stdio: 'inherit' },
      );
    }
    const dbBytes = du(path.join(dataDir, 'db'));
    const uploadBytes = du(path.join(dataDir, 'uploads'));

    const db = await PGlite.create({ dataDir: path.join(dataDir, 'db'), extensions: { pg_trgm } });
    const pets = (await db.query('select id from pet_photos order by id')).rows.map((r) => r.id);
    await db.close();

    const server = await startServer({ dataDir, env, timeoutMs: 120_000 });
    try {
      const cookies = [];
      for (let n = 0; n < VOTERS; n++) cookies.push(await signUp(server, n));
      const next = { value: 0 };
      await votes(server, cookies, pets, 5, next).result; // warm-up
      const baseline = summary(await votes(server, cookies, pets, 20, next).result);

      const during = votes(server, cookies, pets, 600, next);
      await new Promise((r) => setTimeout(r, 2000));
      const backup = await runCli('apps/server/dist/backup.js', ['--json'], {
        DATA_DIR: dataDir,
        BACKUP_DIR: backupDir,
      });
      await new Promise((r) => setTimeout(r, 1000));
      during.stop();
      const whileBackingUp = summary(await during.result);
      const result = JSON.parse(backup.out.trim().split('\n').at(-1));

      const restore = await runCli('apps/server/dist/restore.js', [result.archive], {
        DATA_DIR: restoreDir,
      });

      console.log(
        `\nData: ${PETS} pets, ${result.counts.votes} votes, ${result.counts.files} files`,
      );
      console.log(`  database folder ${mb(dbBytes)}, uploads ${mb(uploadBytes)}`);
      console.log(`Backup (npm run backup through the running server):`);
      console.log(`  time ${(backup.ms / 1000).toFixed(1)} s, archive ${mb(result.bytes)}`);
      console.log(`  database held for its copy: ${result.heldMs} ms`);
      console.log(`Restore into an empty folder: ${(restore.ms / 1000).toFixed(1)} s`);
      console.log(`\nCard votes at ${RATE}/s (20 connections), latency in ms:`);
      console.log('                      requests  errors     p50     p99     max');
      for (const [label, s] of [
        ['before the backup', baseline],
        ['during the backup', whileBackingUp],
      ]) {
        console.log(
          `  ${label.padEnd(18)} ${String(s.requests).padStart(9)} ${String(s.errors).padStart(7)} ` +
            `${String(s.p50).padStart(7)} ${String(s.p99).padStart(7)} ${String(s.max).padStart(7)}`,
        );
      }
      console.log(
        `  p99 rose by ${whileBackingUp.p99 - baseline.p99} ms while the backup ran ` +
          `(${(backup.ms / 1000).toFixed(1)} s); CPU shared with the load generator and, ` +
          'possibly, other work on this machine.',
      );
    } finally {
      await server.stop();
    }
  } finally {
    if (!keep) rmSync(dataDir, { recursive: true, force: true });
    rmSync(backupDir, { recursive: true, force: true });
    rmSync(path.dirname(restoreDir), { recursive: true, force: true });
  }
}
