// `npm test`: every check, in order — typecheck, lint, unit and API tests (PGlite, and PostgreSQL
// when TEST_DATABASE_URL is set), web component tests, the production build, and the browser tests
// in Debian Chromium against the real server.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findNode24 } from './lib/node24.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
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
 * The second run on Node 24 LTS (docs/decisions/0075-node-versions-and-ci.md): the shared unit tests
 * and one server test file per part that depends on the Node version — Fastify and its plugins,
 * PGlite's WebAssembly in a worker thread, PL/pgSQL through it, better-auth with the native
 * Argon2 hasher, sharp's native image pipeline, the AWS SDK, prom-client's event-loop monitor,
 * and the pg driver's advisory locks and LISTEN/NOTIFY. Running every server file twice would
 * double the longest step of CI.
 */
const NODE24_SERVER_FILES = [
  'test/app.test.ts',
  'src/config.test.ts',
  'src/db/pglite-remote.test.ts',
  'src/db/functions/functions.test.ts',
  'src/features/auth/session-cache.test.ts',
  'src/features/auth/passwords.test.ts',
  'src/images/responsive-image.test.ts',
  'src/storage/migrate.test.ts',
  'src/http/metrics.test.ts',
];
const NODE24_PG_FILES = ['src/jobs/runner.test.ts', 'src/db/cache-bus.test.ts'];

function runOnNode24() {
  const node24 = findNode24();
  if (!node24) {
    console.log(
      '\n(Node 24 is not installed: the Node 24 test run is skipped. `node scripts/install-node24.mjs` installs it from npm.)',
    );
    return;
  }
  const version = execFileSync(node24, ['-v'], { encoding: 'utf8' }).trim();
  const env = { PATH: `${path.dirname(node24)}${path.delimiter}${process.env.PATH}` };
  const vitest = path.join(root, 'node_modules/vitest/vitest.mjs');
  const server = (files) => files.map((f) => `apps/server/${f}`);
  step(
    `Unit and API tests on Node ${version} (shared; ${NODE24_SERVER_FILES.length} server files on PGlite)`,
    node24,
    [
      vitest,
      'run',
      '--project',
      'shared',
      '--project',
      'server',
      'packages/shared',
      ...server(NODE24_SERVER_FILES),
    ],
    env,
  );
  if (!process.env.TEST_DATABASE_URL) return;
  step(
    `API tests on Node ${version} (${NODE24_PG_FILES.length} server files on PostgreSQL)`,
    node24,
    [vitest, 'run', '--project', 'server-pg', ...server(NODE24_PG_FILES)],
    env,
  );
}

const projects = ['shared', 'server', 'web'];
if (process.env.TEST_DATABASE_URL) projects.splice(2, 0, 'server-pg');
else console.log('(TEST_DATABASE_URL is not set: the API tests run on PGlite only)');

const chromium = ensureChromium();
step('Typecheck', npm, ['run', 'typecheck']);
step('Lint', npm, ['run', 'lint']);
step(`Unit and API tests (${projects.join(', ')})`, npx, [
  'vitest',
  'run',
  ...projects.flatMap((p) => ['--project', p]),
]);
runOnNode24();
step('Build', npm, ['run', 'build']);
step('Browser tests (Chromium)', npx, ['vitest', 'run', '--project', 'e2e'], {
  CHROMIUM_PATH: chromium,
});
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
