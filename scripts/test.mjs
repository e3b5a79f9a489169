// `npm test`: every check, in order — typecheck, lint, house checks, unit and API tests (PGlite, and PostgreSQL
// when TEST_DATABASE_URL is set), web component tests, the production build, and the browser tests
// in Debian Chromium against the real server.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findNode24 } from './lib/node24.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const started = Date.now();

function step(title, cmd, args, env = {}) {
  const t0 = Date.now();
  console.log(`\n▶ ${title}`);
  const res = spawnSync(cmd, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (res.status !== 0) {
    console.error(`\n✖ ${title} failed (exit ${res.status ?? res.signal})`);
    process.exit(res.status || 1);
  }
  console.log(`✔ ${title} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
}

/**
 * Lanes of steps at once, the steps of a lane one after another (docs/decisions/0108-suite-lanes.md):
 * the static checks and the build are one process each, mostly on one core, so two lanes keep
 * CI's two cores busy. A step's output is held back and printed whole when it ends, so the lanes'
 * lines do not mix; the first failure is reported after every lane has stopped.
 */
async function lanes(...laneSteps) {
  const color = process.stdout.isTTY ? { FORCE_COLOR: '1' } : {};
  const run = ([title, cmd, args, env = {}]) =>
    new Promise((resolve) => {
      const t0 = Date.now();
      const chunks = [];
      const child = spawn(cmd, args, {
        cwd: root,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, ...color, ...env },
      });
      child.stdout.on('data', (c) => chunks.push(c));
      child.stderr.on('data', (c) => chunks.push(c));
      const done = (status) => {
        console.log(`\n▶ ${title}`);
        process.stdout.write(Buffer.concat(chunks));
        if (status === 0) console.log(`✔ ${title} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
        else console.error(`\n✖ ${title} failed (exit ${status})`);
        resolve(status);
      };
      child.on('error', (err) => {
        chunks.push(Buffer.from(`${err.message}\n`));
        done(-1);
      });
      child.on('close', (code, signal) => done(code ?? signal));
    });
  const statuses = await Promise.all(
    laneSteps.map(async (lane) => {
      for (const s of lane) {
        const status = await run(s);
        if (status !== 0) return status;
      }
      return 0;
    }),
  );
  const failed = statuses.find((status) => status !== 0);
  if (failed !== undefined) process.exit(typeof failed === 'number' && failed > 0 ? failed : 1);
}

function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((c) => c && existsSync(c));
}

function ensureChromium() {
  let found = findChromium();
  if (found) return found;
  const isRoot = process.getuid?.() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  if (isRoot && hasApt) {
    console.log('Chromium is missing: installing it with apt-get (Debian package "chromium")…');
    try {
      execFileSync('apt-get', ['install', '-y', 'chromium'], { stdio: 'inherit' });
    } catch {
      execFileSync('apt-get', ['update'], { stdio: 'inherit' });
      execFileSync('apt-get', ['install', '-y', 'chromium'], { stdio: 'inherit' });
    }
    found = findChromium();
  }
  if (!found) {
    console.error(
      '\n✖ The browser tests need Chromium at /usr/bin/chromium (or CHROMIUM_PATH).\n' +
        '  Install it with:  sudo apt-get install -y chromium\n',
    );
    process.exit(1);
  }
  return found;
}

/**
 * Two Node versions without running the server tests twice (docs/decisions/0075-node-versions-and-ci.md):
 * every server test file runs on both, the database axis split between them. The system Node
 * (the oldest we support, 20.19+) runs the shared, server (PGlite) and web projects; Node 24 LTS
 * runs the shared tests and the whole server-pg project (PostgreSQL). Each also runs the few
 * files that exercise the other one's database driver, so both drivers meet both Node versions.
 * Without PostgreSQL, Node 24 runs the whole server project on PGlite instead (the time the
 * PostgreSQL run would have taken); without Node 24, everything runs on the system Node.
 */
/** PGlite-only behaviour, for Node 24 when it runs the server project on PostgreSQL. */
const PGLITE_FILES = [
  'src/db/pglite-remote.test.ts', // PGlite's WebAssembly in a worker thread, structured clone
  'src/db/functions/functions.test.ts', // PL/pgSQL vote and battle functions through that worker
  'src/db/maintenance.test.ts', // VACUUM on PGlite
  'src/features/auth/session-cache.test.ts', // LISTEN/NOTIFY inside the worker
  'src/screening/screening.test.ts', // the real screening models (skipped on PostgreSQL)
];
/** The pg driver's own behaviour, for the system Node when Node 24 has the server-pg project. */
const PG_FILES = [
  'src/jobs/runner.test.ts', // advisory locks, a killed connection
  'src/db/cache-bus.test.ts', // LISTEN/NOTIFY between two instances
];

function serverTestFiles() {
  const found = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.test.ts')) found.push(file);
    }
  };
  for (const dir of ['src', 'test']) walk(path.join(root, 'apps/server', dir));
  return found;
}

const vitest = path.join(root, 'node_modules/vitest/vitest.mjs');
const pg = Boolean(process.env.TEST_DATABASE_URL);
const node24 = findNode24();
const serverFiles = serverTestFiles().length;
const all = `all ${serverFiles} files`;

/** One vitest run on `node`; `runs` says which project runs what, for the step's title. */
function vitestStep(node, runs, { serverOnly, serverPgOnly } = {}) {
  const version =
    node === process.execPath
      ? process.version
      : execFileSync(node, ['-v'], { encoding: 'utf8' }).trim();
  const env = {
    // Child processes the tests start (the pg_dump check, s3rver…) use the same Node.
    PATH: `${path.dirname(node)}${path.delimiter}${process.env.PATH}`,
    TEST_SERVER_FILES: serverOnly?.join(',') ?? '',
    TEST_SERVER_PG_FILES: serverPgOnly?.join(',') ?? '',
  };
  const projects = runs.map(([project]) => project);
  const title = runs.map(([project, what]) => (what ? `${project} (${what})` : project)).join(', ');
  step(
    `Unit and API tests on Node ${version}: ${title}`,
    node,
    [vitest, 'run', ...projects.flatMap((p) => ['--project', p])],
    env,
  );
}

const chromium = ensureChromium();
const bin = (file) => path.join(root, 'node_modules', file);
// Two lanes (docs/decisions/0108-suite-lanes.md): lint (ESLint, then Prettier) beside the
// typecheck, the house checks — layers, import cycles, reads from outside the repository; the
// figures to shrink later (docs/decisions/0125-layers-and-house-checks.md) — and the production
// build the browser tests use. ESLint and Prettier skip the build's output (dist, .prerender).
await lanes(
  [
    ['Lint: ESLint', process.execPath, [bin('eslint/bin/eslint.js'), '.']],
    ['Lint: Prettier', process.execPath, [bin('prettier/bin/prettier.cjs'), '--check', '.']],
  ],
  [
    ['Typecheck', npm, ['run', 'typecheck']],
    ['House checks', npm, ['run', 'house']],
    ['Build', npm, ['run', 'build']],
  ],
);
if (!pg) console.log('(TEST_DATABASE_URL is not set: the API tests run on PGlite only)');
if (!node24) {
  console.log(
    '(Node 24 is not installed: every test runs on this Node only. `node scripts/install-node24.mjs` installs it from npm.)',
  );
}
const pgliteRun = ['server', `${all}, PGlite`];
const pgRun = ['server-pg', `${all}, PostgreSQL`];
if (!node24) {
  vitestStep(process.execPath, [['shared'], pgliteRun, ...(pg ? [pgRun] : []), ['web']]);
} else if (pg) {
  vitestStep(
    process.execPath,
    [
      ['shared'],
      pgliteRun,
      ['server-pg', `${PG_FILES.length} pg driver files, PostgreSQL: ${PG_FILES.join(' ')}`],
      ['web'],
    ],
    { serverPgOnly: PG_FILES },
  );
  vitestStep(
    node24,
    [
      ['shared'],
      pgRun,
      ['server', `${PGLITE_FILES.length} PGlite files: ${PGLITE_FILES.join(' ')}`],
    ],
    { serverOnly: PGLITE_FILES },
  );
} else {
  vitestStep(process.execPath, [['shared'], pgliteRun, ['web']]);
  vitestStep(node24, [['shared'], pgliteRun]);
}
step(
  `Browser tests on Node ${process.version} (Chromium)`,
  process.execPath,
  [vitest, 'run', '--project', 'e2e'],
  {
    CHROMIUM_PATH: chromium,
  },
);
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
