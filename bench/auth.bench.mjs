// Sign-in (dominated by Argon2id: m = 19 MiB, t = 2, p = 1) and session reads
// (GET /api/auth/session with a session cookie: one indexed query per request).
import { startServer } from '../scripts/lib/server-process.mjs';
import { nextIp } from './lib/accounts.mjs';
import { load, printTable } from './lib/load.mjs';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SEQUENTIAL_SIGN_INS = 40;

export async function run() {
  // TRUST_PROXY lets each request come from its own X-Forwarded-For address, so the per-IP
  // and per-network limits (sign-in 5/min, sign-ups per /24) does not turn the benchmark into a 429 benchmark.
  const server = await startServer({ env: { TRUST_PROXY: '1' } });
  const headers = (extra = {}) => ({
    'content-type': 'application/json',
    origin: server.url,
    'x-forwarded-for': nextIp(),
    ...extra,
  });
  try {
    const account = {
      fullName: 'Bench Mark',
      username: 'bench_mark',
      email: 'bench@example.test',
      password: 'a long bench password',
    };
    const signUp = await fetch(`${server.url}/api/auth/sign-up`, {
      method: 'POST',
      headers: headers(),
      body: JSON.stringify(account),
    });
    if (signUp.status !== 201)
      throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
    const cookie = signUp.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const credentials = JSON.stringify({ email: account.email, password: account.password });

    // One at a time: what a person waits for.
    const times = [];
    for (let i = 0; i < SEQUENTIAL_SIGN_INS; i++) {
      const started = performance.now();
      const res = await fetch(`${server.url}/api/auth/sign-in`, {
        method: 'POST',
        headers: headers(),
        body: credentials,
      });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`sign-in failed: ${res.status}`);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)];
    const mean = times.reduce((a, b) => a + b, 0) / times.length;

    const signInRequest = {
      method: 'POST',
      path: '/api/auth/sign-in',
      body: credentials,
      setupRequest: (req) => ({ ...req, headers: headers() }),
    };
    const signIns = await load(`${server.url}/api/auth/sign-in`, {
      duration,
      connections,
      requests: [signInRequest],
      title: 'POST /api/auth/sign-in',
    });
    await load(`${server.url}/api/auth/session`, { duration: 2, connections, headers: { cookie } });
    const reads = await load(`${server.url}/api/auth/session`, {
      duration,
      connections,
      headers: { cookie },
      title: 'GET /api/auth/session (cookie)',
    });
    const anonymous = await load(`${server.url}/api/auth/session`, {
      duration,
      connections,
      title: 'GET /api/auth/session (no cookie)',
    });

    console.log(
      `\nSign-in one at a time (${SEQUENTIAL_SIGN_INS}): median ${median.toFixed(1)} ms, ` +
        `mean ${mean.toFixed(1)} ms per sign-in`,
    );
    console.log(`\nUnder load: ${connections} connections, ${duration} s each\n`);
    printTable([signIns, reads, anonymous]);
    console.log(
      `\nsign-in throughput: ${(1000 / signIns.rps).toFixed(1)} ms of server time per sign-in ` +
        `(${signIns.rps.toFixed(0)}/s on ${connections} connections)`,
    );
  } finally {
    await server.stop();
  }
}
