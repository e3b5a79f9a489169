// `npm test`: every check, in order — typecheck, lint, unit and API tests (PGlite, and PostgreSQL
// when TEST_DATABASE_URL is set), web component tests, the production build, and the browser tests
// in Debian Chromium against the real server.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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
step('Build', npm, ['run', 'build']);
step('Browser tests (Chromium)', npx, ['vitest', 'run', '--project', 'e2e'], {
  CHROMIUM_PATH: chromium,
});
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
