// `npm start`: builds whatever is missing or out of date, then runs the server in this process
// (it runs the migrations and prints the URL).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

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

const shared = ['packages/shared/src'];
const webOut = path.join(root, 'apps/web/dist/index.html');
const serverOut = path.join(root, 'apps/server/dist/server.js');

if (outOfDate(webOut, ['apps/web/src', 'apps/web/index.html', 'apps/web/public', ...shared])) {
  console.log('Building the web app…');
  execFileSync(npm, ['run', 'build', '-w', '@pawprize/web'], { cwd: root, stdio: 'inherit' });
}
if (outOfDate(serverOut, ['apps/server/src', 'apps/server/drizzle', ...shared])) {
  execFileSync(npm, ['run', 'build', '-w', '@pawprize/server'], { cwd: root, stdio: 'inherit' });
}

process.env.NODE_ENV ??= 'production';
await import(pathToFileURL(serverOut).href);
