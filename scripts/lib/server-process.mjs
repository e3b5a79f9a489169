// Starts the built server (apps/server/dist/server.js) as a child process on a free port with its
// own DATA_DIR, and waits until /api/health answers. Used by the browser tests and the benchmarks.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const serverEntry = path.join(repoRoot, 'apps/server/dist/server.js');
/** The server's TypeScript entry, run through tsx (`fromSource`: server tests need no build). */
export const serverSourceEntry = path.join(repoRoot, 'apps/server/src/server.ts');

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

export function tempDataDir(prefix = 'pawprize-data-') {
  return mkdtempSync(path.join(os.tmpdir(), prefix));
}

/**
 * `wrap`: a command the server runs under (e.g. `['valgrind', '--tool=callgrind']`), with
 * `nodeArgs` for Node itself; `stopTimeoutMs`: how long `stop()` waits before SIGKILL (10 s);
 * `fromSource`: run apps/server/src/server.ts through tsx instead of the build.
 * @param {{ dataDir?: string, port?: number, env?: Record<string, string>, timeoutMs?: number,
 *   keepDataDir?: boolean, quiet?: boolean, wrap?: string[], nodeArgs?: string[],
 *   stopTimeoutMs?: number, fromSource?: boolean }} [options]
 */
export async function startServer(options = {}) {
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? tempDataDir();
  const ownsDataDir = !options.dataDir && !options.keepDataDir;
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  // SERVER_NODE_ARGS: extra Node.js flags for the server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/p".
  const nodeArgs = [
    ...(options.nodeArgs ?? []),
    ...(process.env.SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean),
  ];
  const [command, ...wrapArgs] = options.wrap ?? [process.execPath];
  const args = options.wrap ? [...wrapArgs, process.execPath] : [];
  const entry = options.fromSource ? ['--import', 'tsx', serverSourceEntry] : [serverEntry];
  const child = spawn(command, [...args, ...nodeArgs, ...entry], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk) => {
    output += chunk;
    if (!options.quiet && process.env.SERVER_LOGS) process.stderr.write(chunk);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));

  const deadline = Date.now() + (options.timeoutMs ?? 30_000);
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`server exited with code ${child.exitCode} before it was ready:\n${output}`);
    }
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server was not ready within the time limit:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  const readyMs = performance.now() - started;

  return {
    url,
    port,
    dataDir,
    readyMs,
    child,
    output: () => output,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), options.stopTimeoutMs ?? 10_000);
        await exited;
        clearTimeout(timer);
      }
      if (ownsDataDir) rmSync(dataDir, { recursive: true, force: true });
      return child.exitCode;
    },
  };
}
