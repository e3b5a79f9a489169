// `npm run dev`: the API with reload (tsx watch) on PORT (3000) and the Vite dev server with HMR,
// which proxies /api and /uploads to it. Open the URL Vite prints.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env, NODE_ENV: 'development' };
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

const children = [
  spawn(npx, ['tsx', 'watch', '--clear-screen=false', 'apps/server/src/server.ts'], {
    cwd: root,
    env,
    stdio: 'inherit',
  }),
  spawn(npx, ['vite'], { cwd: path.join(root, 'apps/web'), env, stdio: 'inherit' }),
];

const stop = (signal) => {
  for (const child of children) if (child.exitCode === null) child.kill(signal);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const child of children) {
  child.on('exit', (code) => {
    stop('SIGTERM');
    process.exitCode = code ?? 0;
  });
}
