// Pets on 100,000 seeded rows (PGlite): gallery lists, search, leaderboard and pet detail under
// load; upload latency of a 12-megapixel JPEG; and the bytes a 1280 px gallery page downloads for
// its 20 photos. The goals (docs/decisions/0010-pet-uploads-and-reads.md) are printed beside the figures.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import sharp from 'sharp';
import { repoRoot, startServer, tempDataDir } from '../scripts/lib/server-process.mjs';
import { load, printTable } from './lib/load.mjs';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const seedCount = Number(process.env.BENCH_PETS ?? 100_000);
const uploads = Number(process.env.BENCH_UPLOADS ?? 18);
const photosDir = path.resolve(repoRoot, 'fixtures/photos');
const PHOTOS = [
  'cat-kitten.jpg',
  'cat-tabby.jpg',
  'dog-grey-frisbee.jpg',
  'dog-grey-shaggy.jpg',
  'dog-red-blanket.jpg',
  'dog-red-fluffy.jpg',
];
/** The web's PET_GRID_SIZES at a 1280 px viewport: 4 columns of 270 CSS px. */
const CARD_CSS_PX = 270;
const env = { REQUIRE_EMAIL_VERIFICATION: 'false', MAIL_WORKER: 'false' };

const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

/** Like load(), but every request searches for a different pet (no cache can help). */
async function loadUncachedSearch(base, opts) {
  const names = ['Bella', 'Max', 'Luna', 'Charlie', 'Mochi', 'Biscuit', 'Pepper', 'Shadow'];
  const result = await autocannon({
    url: base,
    connections: opts.connections,
    duration: opts.duration,
    requests: [
      {
        setupRequest: (req) => ({
          ...req,
          path: `/api/pets?q=${names[(Math.random() * names.length) | 0]}%20${1 + ((Math.random() * 99_999) | 0)}`,
        }),
      },
    ],
  });
  return {
    title: opts.title,
    rps: result.requests.average,
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    total: result.requests.total,
    bad: result.non2xx + result.errors + result.timeouts,
  };
}

function seed(dataDir) {
  const started = performance.now();
  const res = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'bench/seed-pets.ts', '--data-dir', dataDir, '--count', String(seedCount)],
    { cwd: repoRoot, stdio: 'inherit' },
  );
  if (res.status !== 0) throw new Error(`seeding failed (exit ${res.status})`);
  return performance.now() - started;
}

async function signUp(base, n) {
  const stamp = `${process.pid}${Date.now() % 100000}${n}`;
  const res = await fetch(`${base}/api/auth/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({
      fullName: 'Bench Owner',
      username: `bench_${stamp}`,
      email: `bench.${stamp}@example.test`,
      password: 'a long bench password 123',
    }),
  });
  if (res.status !== 201) throw new Error(`sign-up: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

async function uploadPet(base, cookie, petName, jpeg) {
  const form = new FormData();
  form.set('petName', petName);
  form.set('description', 'Benchmark upload');
  form.set('image', new Blob([jpeg], { type: 'image/jpeg' }), 'photo.jpg');
  const started = performance.now();
  const res = await fetch(`${base}/api/pets`, {
    method: 'POST',
    headers: { cookie, origin: base },
    body: form,
  });
  const ms = performance.now() - started;
  if (res.status !== 201) throw new Error(`upload: ${res.status} ${await res.text()}`);
  return { ms, pet: (await res.json()).pet };
}

/** A camera-like photo: a fixture scaled to `width` px with sensor-like noise, JPEG q85. */
async function cameraPhoto(file, width) {
  const { data, info } = await sharp(path.join(photosDir, file))
    .resize({ width, kernel: 'lanczos3' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  for (let i = 0; i < data.length; i++) {
    data[i] = Math.max(0, Math.min(255, data[i] + ((Math.random() * 13) | 0) - 6));
  }
  return sharp(data, { raw: info }).jpeg({ quality: 85 }).toBuffer();
}

/** The `srcset` choice of a browser: the narrowest variant at least `px` wide, else the widest. */
function pick(variants, px) {
  const sorted = [...variants].sort((a, b) => a.width - b.width);
  return sorted.find((v) => v.width >= px) ?? sorted.at(-1);
}

async function bytesOf(base, url) {
  const res = await fetch(new URL(url, base));
  if (!res.ok) throw new Error(`GET ${url}: ${res.status}`);
  return (await res.arrayBuffer()).byteLength;
}

export async function run() {
  const dataDir = tempDataDir('pawprize-bench-pets-');
  let server;
  try {
    // 1. Migrate (first start), stop, seed the stopped database, start again.
    const first = await startServer({ dataDir, env });
    await first.stop();
    const seedMs = seed(dataDir);
    server = await startServer({ dataDir, env });
    const base = server.url;

    // 2. Read endpoints under load.
    const sample = await (await fetch(`${base}/api/pets?limit=2`)).json();
    const petId = sample.pets[0].id;
    const targets = [
      ['GET /api/health (reference)', '/api/health'],
      ['GET /api/pets (recent)', '/api/pets'],
      ['GET /api/pets?sort=popular', '/api/pets?sort=popular'],
      ['GET /api/pets page 2', `/api/pets?cursor=${sample.nextCursor}&limit=20`],
      ['GET /api/pets?q=golden', '/api/pets?q=golden'],
      ['GET /api/pets?q=mochi&popular', '/api/pets?q=mochi&sort=popular'],
      ['GET /api/leaderboard', '/api/leaderboard'],
      ['GET /api/pets/top?limit=4', '/api/pets/top?limit=4'],
      ['GET /api/pets/:id', `/api/pets/${petId}`],
    ];
    const rows = [];
    for (const [title, url] of targets) {
      await load(`${base}${url}`, { duration: 2, connections });
      rows.push(await load(`${base}${url}`, { duration, connections, title }));
    }
    await loadUncachedSearch(base, { duration: 2, connections });
    rows.push(
      await loadUncachedSearch(base, {
        duration,
        connections,
        title: 'GET /api/pets?q=<each new>',
      }),
    );

    // 3. Uploads of a 12 MP JPEG, one at a time (20 per account and hour: two accounts).
    const twelve = await sharp(path.join(photosDir, 'dog-red-fluffy.jpg'))
      .resize(4000, 3000, { fit: 'fill' })
      .jpeg({ quality: 90 })
      .toBuffer();
    const uploader = await signUp(base, 1);
    for (let i = 0; i < 2; i++) await uploadPet(base, uploader, `Warm-up ${i}`, twelve);
    const times = [];
    for (let i = 0; i < uploads; i++) {
      times.push((await uploadPet(base, uploader, `Twelve ${i}`, twelve)).ms);
    }

    // 4. A gallery page of 20 camera-like photos (2400–3000 px wide JPEGs with sensor-like noise).
    const gallery = await signUp(base, 2);
    let originals = 0;
    for (let i = 0; i < 20; i++) {
      const photo = await cameraPhoto(PHOTOS[i % PHOTOS.length], 2400 + (i % 4) * 200);
      originals += photo.length;
      await uploadPet(base, gallery, `Gallery ${i}`, photo);
    }
    const page = await (await fetch(`${base}/api/pets?limit=20`)).json();
    let dpr1 = 0;
    let dpr2 = 0;
    for (const pet of page.pets) {
      dpr1 += await bytesOf(base, pick(pet.variants, CARD_CSS_PX).url);
      dpr2 += await bytesOf(base, pick(pet.variants, CARD_CSS_PX * 2).url);
    }

    console.log(
      `\nPets: ${seedCount.toLocaleString('en-US')} seeded rows (PGlite, seeded in ` +
        `${(seedMs / 1000).toFixed(1)} s), ${connections} connections, ${duration} s each\n`,
    );
    printTable(rows);
    console.log(
      'goals: lists and leaderboard ≥ 2,000 req/s with p99 ≤ 50 ms; pet detail ≥ 3,000 req/s\n' +
        '(repeated reads are served from the 2 s read cache; the last row defeats it)',
    );
    console.log(
      `\nUpload of a 12 MP JPEG (${mb(twelve.length)}), ${times.length} sequential: ` +
        `p50 ${quantile(times, 0.5).toFixed(0)} ms, p90 ${quantile(times, 0.9).toFixed(0)} ms, ` +
        `max ${Math.max(...times).toFixed(0)} ms (goal p50 ≤ 400 ms)`,
    );
    console.log(
      `\nGallery page at 1280 px (20 cards of ${CARD_CSS_PX} CSS px): ${mb(dpr1)} at 1x ` +
        `(${((dpr1 / originals) * 100).toFixed(1)}% of the originals' ${mb(originals)}, ` +
        `ratio 1:${(originals / dpr1).toFixed(0)}); ${mb(dpr2)} at 2x (goal ≤ 1.5 MB)`,
    );
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
