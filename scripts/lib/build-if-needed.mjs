// Builds the web app or the server when an input is newer than what was built (`npm start`,
// `npm run storage:migrate`).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const shared = ['packages/shared/src'];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const info = statSync(target);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

function outOfDate(output, inputs) {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return inputs.some((input) => newestMtime(path.join(root, input)) > built);
}

export function buildWebIfNeeded() {
  const webOut = path.join(root, 'apps/web/dist/index.html');
  if (outOfDate(webOut, ['apps/web/src', 'apps/web/index.html', 'apps/web/public', ...shared])) {
    console.log('Building the web app…');
    execFileSync(npm, ['run', 'build', '-w', '@pawprize/web'], { cwd: root, stdio: 'inherit' });
  }
}

/** Builds apps/server/dist when needed; returns the path of `entry` (e.g. 'server.js') in it. */
export function buildServerIfNeeded(entry = 'server.js') {
  const out = path.join(root, 'apps/server/dist', entry);
  if (outOfDate(out, ['apps/server/src', 'apps/server/drizzle', ...shared])) {
    execFileSync(npm, ['run', 'build', '-w', '@pawprize/server'], { cwd: root, stdio: 'inherit' });
  }
  return out;
}
