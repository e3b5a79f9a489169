// Seeds a DATA_DIR for the backup bench: pets with real stored photos and votes, with the
// server's own database and image code:
//   node --import tsx bench/seed-backup.ts --data-dir <DATA_DIR> [--pets 10000] [--votes 1000000]
// Photos: the fixture photos enlarged to phone-photo size with a little grain (so WebP has
// texture to encode, as with real photos), through the upload pipeline's encoder (400/800/1600
// px WebP), written under DATA_DIR/uploads as uploads are. Votes: by 1,000 signed-up accounts,
// every pet's votes_count equal to its vote rows.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PET_IMAGE_WIDTHS } from '@pawprize/shared';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { openPglite } from '../apps/server/src/db/client.ts';
import { makeResponsiveImage } from '../apps/server/src/images/responsive-image.ts';

const { values } = parseArgs({
  options: {
    'data-dir': { type: 'string' },
    pets: { type: 'string', default: '10000' },
    votes: { type: 'string', default: '1000000' },
  },
});
const dataDir = values['data-dir'];
if (!dataDir) {
  console.error('usage: seed-backup.ts --data-dir <dir> [--pets n] [--votes n]');
  process.exit(2);
}
const PETS = Number(values.pets);
const VOTES = Number(values.votes);
const USERS = 1000;
if (VOTES > PETS * USERS) throw new Error(`at most ${PETS * USERS} votes for ${PETS} pets`);

const started = performance.now();
const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
const photosDir = path.resolve(import.meta.dirname, '../fixtures/photos');

/** Each fixture photo as a 3000 px phone-like photo, encoded as an upload is. */
async function photoSet(): Promise<Buffer[][]> {
  const sets: Buffer[][] = [];
  for (const name of readdirSync(photosDir).filter((f) => f.endsWith('.jpg'))) {
    const width = 3000;
    const base = sharp(readFileSync(path.join(photosDir, name))).resize({ width });
    const { height } = await base
      .clone()
      .toBuffer({ resolveWithObject: true })
      .then((r) => r.info);
    // Grain at a quarter of the size, ±24 around mid-grey: soft, like a phone's sensor noise.
    const [w, h] = [Math.ceil(width / 4), Math.ceil(height / 4)];
    const noise = Buffer.from(randomBytes(w * h * 3).map((b) => 104 + (b % 48)));
    const grain = await sharp(noise, { raw: { width: w, height: h, channels: 3 } })
      .resize({ width, height })
      .png()
      .toBuffer();
    const phone = await base
      .composite([{ input: grain, blend: 'soft-light' }])
      .jpeg({ quality: 90 })
      .toBuffer();
    const image = await makeResponsiveImage(phone, PET_IMAGE_WIDTHS);
    sets.push(image.variants.map((v) => v.data));
  }
  return sets;
}

const sets = await photoSet();
console.log(
  `photo sets: ${sets.length}, ${sets.map((s) => s.map((b) => Math.round(b.length / 1000)).join('/')).join(', ')} kB (${seconds()} s)`,
);

const handle = await openPglite(dataDir);
try {
  await handle.migrate();
  const db = handle.db;
  await db.execute(sql`
    insert into users (id, name, email, email_verified)
    select 'bench-user-' || i, 'Bench Owner ' || i, 'bench-' || i || '@example.test', true
    from generate_series(1, ${USERS}) as i`);
  await db.execute(sql`
    insert into profiles (id, username, full_name)
    select 'bench-user-' || i, 'bench_owner_' || i, 'Bench Owner ' || i
    from generate_series(1, ${USERS}) as i`);

  // Pets and their files, 500 at a time.
  let bytes = 0;
  for (let first = 0; first < PETS; first += 500) {
    const rows = [];
    for (let i = first; i < Math.min(PETS, first + 500); i++) {
      const owner = `bench-user-${1 + (i % USERS)}`;
      const imageKey = `pets/${owner}/${randomBytes(16).toString('hex')}`;
      const set = sets[i % sets.length]!;
      const variants = PET_IMAGE_WIDTHS.map((width, v) => {
        const file = path.join(dataDir, 'uploads', `${imageKey}-${width}.webp`);
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(file, set[v]!);
        bytes += set[v]!.length;
        return { width, url: `/uploads/${imageKey}-${width}.webp` };
      });
      rows.push({ owner, imageKey, variants, name: `Bench pet ${i + 1}` });
    }
    await db.execute(sql`
      insert into pet_photos (user_id, pet_name, image_url, image_key, width, height, variants,
        placeholder, created_at)
      select r.owner, r.name, r.variants->-1->>'url', r.key, 1600, 1200, r.variants, '#a08060',
        now() - random() * interval '365 days'
      from jsonb_to_recordset(${JSON.stringify(rows.map((r) => ({ owner: r.owner, name: r.name, key: r.imageKey, variants: r.variants })))}::jsonb)
        as r(owner text, name text, key text, variants jsonb)`);
  }
  console.log(`${PETS} pets, ${(bytes / 1e6).toFixed(0)} MB of photos (${seconds()} s)`);

  // Votes: account u votes for VOTES / USERS pets, starting at a different pet for each account.
  const perUser = Math.ceil(VOTES / USERS);
  await db.execute(sql`create temporary table bench_pets as
    select id, row_number() over (order by id) - 1 as n from pet_photos`);
  for (let u = 1; u <= USERS; u += 100) {
    await db.execute(sql`
      insert into votes (photo_id, user_id, source, local_day, created_at)
      select p.id, 'bench-user-' || u, 'card', current_date, now()
      from generate_series(${u}::int, ${Math.min(USERS, u + 99)}::int) as u
      cross join generate_series(0, ${perUser - 1}::int) as k
      join bench_pets p on p.n = (u * 7919 + k) % ${PETS}::int
      where (u - 1) * ${perUser}::int + k < ${VOTES}::int`);
  }
  await db.execute(sql`
    update pet_photos p set votes_count = c.n
    from (select photo_id, count(*)::int as n from votes group by photo_id) as c
    where c.photo_id = p.id`);
  await db.execute(sql`vacuum analyze`);
  await db.execute(sql`checkpoint`);
  const check = (await db.execute(sql`select
      (select count(*)::int from votes) as votes,
      (select count(*)::int from pet_photos p
        where p.votes_count <> (select count(*) from votes v where v.photo_id = p.id)) as mismatched`)) as unknown as {
    rows: { votes: number; mismatched: number }[];
  };
  console.log(
    `votes: ${check.rows[0]!.votes}, mismatched counters: ${check.rows[0]!.mismatched} (${seconds()} s)`,
  );
} finally {
  await handle.close();
}
