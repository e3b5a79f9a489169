// GET /api/health and GET / (the app shell) against a bare Fastify hello-world, same run.
import { fork } from 'node:child_process';
import { freePort, startServer } from '../scripts/lib/server-process.mjs';
import { load, printTable } from './lib/load.mjs';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

export async function run() {
  const server = await startServer();
  const port = await freePort();
  const hello = fork(new URL('./lib/hello-fastify.mjs', import.meta.url), {
    env: { ...process.env, PORT: String(port) },
    stdio: 'ignore',
  });
  await new Promise((resolve) => hello.once('message', resolve));
  try {
    // Warm up both.
    await load(`${server.url}/api/health`, { duration: 2, connections });
    await load(`http://127.0.0.1:${port}/`, { duration: 2, connections });

    const baseline = await load(`http://127.0.0.1:${port}/`, {
      duration,
      connections,
      title: 'bare Fastify hello-world',
    });
    const health = await load(`${server.url}/api/health`, {
      duration,
      connections,
      title: 'GET /api/health',
    });
    const shell = await load(`${server.url}/`, {
      duration,
      connections,
      title: 'GET / (app shell)',
    });
    console.log(`\nHTTP: ${connections} connections, ${duration} s each\n`);
    printTable([baseline, health, shell]);
    console.log(
      `\nratio to bare Fastify: /api/health ${(health.rps / baseline.rps).toFixed(2)} (goal ≥ 0.6), ` +
        `/ ${(shell.rps / baseline.rps).toFixed(2)}`,
    );
  } finally {
    hello.kill();
    await server.stop();
  }
}
