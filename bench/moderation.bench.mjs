// Moderation budgets (figures in docs/decisions/0066-moderation-figures.md):
//  1. Screening: readiness with the models on vs SCREENING=off (the models load in the
//     background), their load time, server RSS with the models loaded vs off, and the upload of a
//     12-megapixel JPEG with screening (p50, p95; goal p50 ≤ 600 ms) next to the same without.
//  2. The admin queue page with 10,000 queued items among 100,000 pets (goal ≤ 100 ms): first
//     page, filtered by a reason, a page deep in the queue (cursor), and the menu summary.
// Env: BENCH_UPLOADS (default 20), BENCH_QUEUE (10000), BENCH_PETS (100000).
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { repoRoot, startServer, tempDataDir } from '../scripts/lib/server-process.mjs';
import { nextIp, signUpUsers } from './lib/accounts.mjs';

const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 20);
const QUEUE = Number(process.env.BENCH_QUEUE ?? 10_000);
const PETS = Number(process.env.BENCH_PETS ?? 100_000);
const ADMIN = 'bench-admin@example.test';
const fixtureDir = path.join(repoRoot, 'fixtures/photos');

const baseEnv = { REQUIRE_EMAIL_VERIFICATION: 'false', TRUST_PROXY: '1', MAIL_WORKER: 'false' };

const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};
const ms = (v) => `${v.toFixed(0)} ms`;

/** Resident memory of a process in MB (Linux). */
function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024;
}

async function health(server) {
  return (await fetch(`${server.url}/api/health`)).json();
}

/** 12-megapixel JPEGs (4000 × 3000, q90) made from the fixture photos. */
async function twelveMegapixelPhotos() {
  const names = [
    'cat-kitten.jpg',
    'cat-tabby.jpg',
    'dog-grey-frisbee.jpg',
    'dog-grey-shaggy.jpg',
    'dog-red-blanket.jpg',
    'dog-red-fluffy.jpg',
  ];
  return Promise.all(
    names.map((n) =>
      sharp(path.join(fixtureDir, n))
        .resize(4000, 3000, { fit: 'cover' })
        .jpeg({ quality: 88 })
        .toBuffer(),
    ),
  );
}

async function upload(server, cookie, photo, n) {
  const form = new FormData();
  form.set('petName', `Bench ${n}`);
  form.set('image', new Blob([photo], { type: 'image/jpeg' }), 'big.jpg');
  const started = performance.now();
  const res = await fetch(`${server.url}/api/pets`, {
    method: 'POST',
    headers: { cookie, origin: server.url, 'x-forwarded-for': nextIp() },
    body: form,
  });
  const body = await res.text();
  if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${body}`);
  return performance.now() - started;
}

/** Uploads `count` photos in turn from enough accounts (20 uploads per account per hour). */
async function uploads(server, photos, count, name) {
  const users = await signUpUsers(server, Math.ceil(count / 20), { name, parallel: 1 });
  const times = [];
  for (let i = 0; i < count; i++) {
    times.push(
      await upload(server, users[Math.floor(i / 20)].cookie, photos[i % photos.length], i),
    );
  }
  return times;
}

async function screeningSection() {
  const photos = await twelveMegapixelPhotos();
  const sizes = photos.map((p) => p.length / 1e6);
  console.log(
    `\n12-megapixel JPEGs (4000×3000): ${Math.min(...sizes).toFixed(1)}–${Math.max(...sizes).toFixed(1)} MB`,
  );

  const off = await startServer({ env: { ...baseEnv, SCREENING: 'off' } });
  let offFigures;
  try {
    const rssReady = rssMb(off.child.pid);
    await upload(off, (await signUpUsers(off, 1, { name: 'warm_off' }))[0].cookie, photos[0], 0);
    const times = await uploads(off, photos, UPLOADS, 'off');
    offFigures = { readyMs: off.readyMs, rssReady, rssAfter: rssMb(off.child.pid), times };
  } finally {
    await off.stop();
  }

  const on = await startServer({ env: { ...baseEnv, SCREENING: 'on' } });
  try {
    const atReady = (await health(on)).screening;
    const loadStarted = performance.now();
    let state = atReady;
    while (state.status === 'loading') {
      await new Promise((r) => setTimeout(r, 100));
      state = (await health(on)).screening;
    }
    const waitedMs = performance.now() - loadStarted;
    if (state.status !== 'ready') throw new Error(`screening ${state.status}: ${state.error}`);
    const rssLoaded = rssMb(on.child.pid);
    await upload(on, (await signUpUsers(on, 1, { name: 'warm_on' }))[0].cookie, photos[0], 0);
    const times = await uploads(on, photos, UPLOADS, 'on');
    const rssAfter = rssMb(on.child.pid);

    console.log('\nReadiness (spawn → /api/health answers)');
    console.log(`  SCREENING=off: ${ms(offFigures.readyMs)}`);
    console.log(
      `  SCREENING=on:  ${ms(on.readyMs)} — screening was "${atReady.status}" then; ready ` +
        `${ms(waitedMs)} later (model load ${state.loadMs ?? '?'} ms in the worker)`,
    );
    console.log('\nServer memory (RSS)');
    console.log(
      `  SCREENING=off: ${offFigures.rssReady.toFixed(0)} MB at ready, ${offFigures.rssAfter.toFixed(0)} MB after ${UPLOADS} uploads`,
    );
    console.log(
      `  SCREENING=on:  ${rssLoaded.toFixed(0)} MB with the models loaded, ${rssAfter.toFixed(0)} MB after ${UPLOADS} uploads`,
    );
    console.log(
      `  models' cost: +${(rssAfter - offFigures.rssAfter).toFixed(0)} MB after the uploads (goal ≤ 300 MB)`,
    );
    console.log(`\n12 MP upload, one at a time (${UPLOADS} uploads)`);
    console.log(
      `  with screening:    p50 ${ms(quantile(times, 0.5))}, p95 ${ms(quantile(times, 0.95))} (goal p50 ≤ 600 ms)`,
    );
    console.log(
      `  SCREENING=off:     p50 ${ms(quantile(offFigures.times, 0.5))}, p95 ${ms(quantile(offFigures.times, 0.95))}`,
    );
  } finally {
    await on.stop();
  }
}

async function timed(url, cookie, runs = 40, warmup = 10) {
  const times = [];
  let body;
  for (let i = -warmup; i < runs; i++) {
    const started = performance.now();
    const res = await fetch(url, { headers: { cookie } });
    body = await res.json();
    if (i >= 0) times.push(performance.now() - started);
    if (res.status !== 200) throw new Error(`${url}: ${res.status} ${JSON.stringify(body)}`);
  }
  return { times, body };
}

async function queueSection() {
  const dataDir = tempDataDir();
  try {
    const first = await startServer({ dataDir, env: { ...baseEnv, SCREENING: 'off' } });
    const res = await fetch(`${first.url}/api/auth/sign-up`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: first.url,
        'x-forwarded-for': nextIp(),
      },
      body: JSON.stringify({
        fullName: 'Bench Admin',
        username: 'bench_admin',
        email: ADMIN,
        password: 'a long bench password',
      }),
    });
    if (res.status !== 201) throw new Error(`admin sign-up: ${res.status}`);
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    await first.stop();
    const tsx = (script, args) =>
      execFileSync(process.execPath, ['--import', 'tsx', script, '--data-dir', dataDir, ...args], {
        cwd: repoRoot,
        stdio: 'inherit',
      });
    tsx('bench/seed-pets.ts', ['--count', String(PETS)]);
    tsx('bench/seed-queue.ts', ['--count', String(QUEUE), '--admin', ADMIN]);

    const server = await startServer({
      dataDir,
      env: { ...baseEnv, SCREENING: 'off', ADMIN_EMAILS: ADMIN },
    });
    try {
      const api = `${server.url}/api/admin`;
      const page = await timed(`${api}/queue`, cookie);
      const filtered = await timed(`${api}/queue?reason=duplicate`, cookie);
      // A page 100 pages deep: follow cursors, then time that page.
      let cursor = page.body.nextCursor;
      let depth = 1;
      for (; depth < 100; depth++) {
        const res = await fetch(`${api}/queue?cursor=${cursor}`, { headers: { cookie } });
        const next = (await res.json()).nextCursor;
        if (!next) break;
        cursor = next;
      }
      const deep = await timed(`${api}/queue?cursor=${cursor}`, cookie);
      const summary = await timed(`${api}/summary`, cookie);
      console.log(
        `\nAdmin queue with ${page.body.total} queued items among ${PETS} pets (50 items a page, ${page.times.length} requests each)`,
      );
      const line = (label, r) =>
        console.log(
          `  ${label.padEnd(28)} p50 ${ms(quantile(r.times, 0.5))}, p95 ${ms(quantile(r.times, 0.95))}`,
        );
      line('first page', page);
      line('filtered (duplicate)', filtered);
      line(`page ${depth + 1} (cursor)`, deep);
      line('summary (menu badge)', summary);
      console.log('  goal: ≤ 100 ms');
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function run() {
  const only = process.env.BENCH_PART;
  if (!only || only === 'screening') await screeningSection();
  if (!only || only === 'queue') await queueSection();
}
