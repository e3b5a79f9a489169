// Caption contests: the contest page API under load, built-in caption generation (in-process),
// and the share card (og:image) render, uncached and cached.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { repoRoot, startServer } from '../scripts/lib/server-process.mjs';
import { load, printTable } from './lib/load.mjs';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const CONTESTS = 10; // the daily limit of one account
const photosDir = path.resolve(repoRoot, 'fixtures/photos');
const photoNames = [
  'dog-red-fluffy.jpg',
  'cat-tabby.jpg',
  'dog-grey-frisbee.jpg',
  'cat-kitten.jpg',
  'dog-grey-shaggy.jpg',
  'dog-red-blanket.jpg',
];

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ms = (x) => `${x.toFixed(1)} ms`;

async function timed(fn) {
  const started = performance.now();
  await fn();
  return performance.now() - started;
}

/** Built-in writer, in this process (no HTTP): five captions per call. */
async function captionGeneration() {
  const { BuiltinWriter } = await tsImport(
    '../apps/server/src/ai/writer/builtin-writer.ts',
    import.meta.url,
  );
  const { readImageFacts } = await tsImport(
    '../apps/server/src/ai/image-facts.ts',
    import.meta.url,
  );
  const facts = await readImageFacts(readFileSync(path.join(photosDir, photoNames[0])));
  const writer = new BuiltinWriter();
  const times = [];
  for (let i = 0; i < 500; i++) {
    times.push(
      await timed(() => writer.captions({ petName: `Pet ${i}`, breed: 'Corgi', image: facts })),
    );
  }
  const factTimes = [];
  for (let i = 0; i < 20; i++) {
    const photo = readFileSync(path.join(photosDir, photoNames[i % photoNames.length]));
    factTimes.push(await timed(() => readImageFacts(photo)));
  }
  return { captions: median(times), facts: median(factTimes) };
}

/** renderShareCard in this process, on a 1600 px WebP like the stored largest variant. */
async function cardRender() {
  const sharp = (await import('sharp')).default;
  const { renderShareCard } = await tsImport(
    '../apps/server/src/features/captions/share-card.ts',
    import.meta.url,
  );
  const photos = await Promise.all(
    photoNames.map((n) =>
      sharp(readFileSync(path.join(photosDir, n)))
        .resize(1600, null, { withoutEnlargement: false })
        .webp({ quality: 80, effort: 2 })
        .toBuffer(),
    ),
  );
  const times = [];
  for (let i = 0; i < 30; i++) {
    times.push(
      await timed(() =>
        renderShareCard(
          photos[i % photos.length],
          'Mood: snuggly. Energy: suspiciously high. Snack level: dangerously low.',
          'Biscuit',
        ),
      ),
    );
  }
  return median(times.slice(3));
}

export async function run() {
  const inProcess = await captionGeneration();
  const renderP50 = await cardRender();

  const server = await startServer({ env: { REQUIRE_EMAIL_VERIFICATION: 'false' } });
  try {
    const signUp = await fetch(`${server.url}/api/auth/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({
        fullName: 'Bench Captions',
        username: 'bench_captions',
        email: 'captions@example.test',
        password: 'a long bench password',
      }),
    });
    if (signUp.status !== 201) throw new Error(`sign-up: ${signUp.status} ${await signUp.text()}`);
    const cookie = signUp.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');

    const createTimes = [];
    const shareIds = [];
    for (let i = 0; i < CONTESTS; i++) {
      const name = photoNames[i % photoNames.length];
      const form = new FormData();
      form.set('petName', `Bench ${i}`);
      form.set('breed', 'Corgi');
      form.set(
        'image',
        new Blob([readFileSync(path.join(photosDir, name))], { type: 'image/jpeg' }),
        name,
      );
      let res;
      createTimes.push(
        await timed(async () => {
          res = await fetch(`${server.url}/api/captions`, {
            method: 'POST',
            headers: { cookie, origin: server.url },
            body: form,
          });
        }),
      );
      if (res.status !== 201) throw new Error(`create: ${res.status} ${await res.text()}`);
      shareIds.push((await res.json()).contest.shareId);
    }

    // Share cards: the first request renders and stores, later ones come from memory.
    const cardFirst = [];
    const cardCached = [];
    for (const shareId of shareIds) {
      const url = `${server.url}/api/captions/${shareId}/card.jpg`;
      cardFirst.push(await timed(async () => (await fetch(url)).arrayBuffer()));
    }
    for (let round = 0; round < 5; round++) {
      for (const shareId of shareIds) {
        const url = `${server.url}/api/captions/${shareId}/card.jpg`;
        cardCached.push(await timed(async () => (await fetch(url)).arrayBuffer()));
      }
    }

    const page = `${server.url}/api/captions/${shareIds[0]}`;
    await load(page, { duration: 2, connections });
    // Same run, same machine load: how far the contest page is from the cheapest API route.
    const health = await load(`${server.url}/api/health`, {
      duration,
      connections,
      title: 'GET /api/health (baseline)',
    });
    const rows = [
      health,
      await load(page, { duration, connections, title: 'GET /api/captions/:shareId' }),
      await load(`${server.url}/api/captions?sort=trending&limit=3`, {
        duration,
        connections,
        title: 'GET /api/captions?sort=trending',
      }),
      await load(`${server.url}/api/captions/${shareIds[1]}/card.jpg`, {
        duration,
        connections,
        title: 'GET …/card.jpg (cached)',
      }),
    ];

    console.log(`\nCaption contests: ${connections} connections, ${duration} s each\n`);
    printTable(rows);
    console.log('');
    console.log(
      `built-in captions (5), in-process p50:   ${ms(inProcess.captions)} (goal ≤ 20 ms)`,
    );
    console.log(`image facts (sharp), in-process p50:     ${ms(inProcess.facts)}`);
    console.log(`share card render, in-process p50:       ${ms(renderP50)} (goal ≤ 150 ms)`);
    console.log(`share card first request (HTTP) p50:     ${ms(median(cardFirst))}`);
    console.log(`share card cached (HTTP, sequential) p50: ${ms(median(cardCached))}`);
    console.log(`create contest (upload + captions) p50:  ${ms(median(createTimes))}`);
    const contestPage = rows[1];
    console.log(
      `contest page: ${contestPage.rps.toFixed(0)} req/s (goal ≥ 2,000; ` +
        `${(contestPage.rps / health.rps).toFixed(2)} × /api/health), ${contestPage.bad} errors`,
    );
  } finally {
    await server.stop();
  }
}
