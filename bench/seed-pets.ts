// Seeds pets straight into a migrated database, with the server's own database code:
//   node --import tsx bench/seed-pets.ts --data-dir <DATA_DIR> [--count 100000]
//   node --import tsx bench/seed-pets.ts --database-url postgres://…/pawprize_test_x [--count …]
// The server must not be running on that DATA_DIR (PGlite is single-process; the lock says so).
// Rows are generated in SQL (generate_series), ~100,000 in a few seconds.
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openPglite, openPostgres } from '../apps/server/src/db/client.ts';

const { values } = parseArgs({
  options: {
    'data-dir': { type: 'string' },
    'database-url': { type: 'string' },
    count: { type: 'string', default: '100000' },
    owners: { type: 'string', default: '200' },
  },
});
const count = Number(values.count);
const owners = Number(values.owners);
if (!values['data-dir'] && !values['database-url']) {
  console.error('usage: seed-pets.ts --data-dir <dir> | --database-url <url> [--count n]');
  process.exit(2);
}

const NAMES = [
  'Bella',
  'Max',
  'Luna',
  'Charlie',
  'Lucy',
  'Cooper',
  'Daisy',
  'Milo',
  'Bailey',
  'Rocky',
  'Chloe',
  'Oliver',
  'Leo',
  'Nala',
  'Simba',
  'Mochi',
  'Biscuit',
  'Pepper',
  'Ginger',
  'Shadow',
];
const DESCRIPTIONS = [
  'Loves belly rubs and long naps in the sun',
  'A golden retriever who fetches absolutely everything',
  'Tabby cat and professional box sitter',
  'Fluffy hamster with enormous cheeks',
  'Rescue pup who learned to smile',
  'Chases her own tail every single morning',
  'Thinks the vacuum cleaner is a dragon',
  'Senior beagle, still the fastest on the block',
];
const textArray = (items: string[]) => sql.raw(`array[${items.map((s) => `'${s}'`).join(',')}]`);

const handle = values['database-url']
  ? openPostgres(values['database-url'], 1)
  : await openPglite(values['data-dir']!);
const started = performance.now();
try {
  const db = handle.db;
  await db.execute(sql`
    insert into users (id, name, email, email_verified)
    select 'seed-user-' || i, 'Seed Owner ' || i, 'seed-' || i || '@example.test', true
    from generate_series(1, ${owners}) as i
    on conflict do nothing`);
  await db.execute(sql`
    insert into profiles (id, username, full_name)
    select 'seed-user-' || i, 'seed_owner_' || i, 'Seed Owner ' || i
    from generate_series(1, ${owners}) as i
    on conflict do nothing`);
  await db.execute(sql`
    insert into pet_photos
      (user_id, pet_name, description, image_url, image_key, width, height, variants, placeholder,
       votes_count, created_at)
    select
      'seed-user-' || (1 + i % ${owners}),
      (${textArray(NAMES)})[1 + i % ${NAMES.length}] || ' ' || i,
      case when i % 2 = 0 then (${textArray(DESCRIPTIONS)})[1 + (i / 2) % ${DESCRIPTIONS.length}] end,
      '/uploads/pets/seed/' || i || '-800.webp',
      null,
      1600,
      1200,
      jsonb_build_array(
        jsonb_build_object('width', 400, 'url', '/uploads/pets/seed/' || i || '-400.webp'),
        jsonb_build_object('width', 800, 'url', '/uploads/pets/seed/' || i || '-800.webp'),
        jsonb_build_object('width', 1600, 'url', '/uploads/pets/seed/' || i || '-1600.webp')),
      '#a08060',
      -- Few pets get many votes (long tail), most get a handful.
      floor(power(random(), 6) * 3000)::int,
      now() - random() * interval '365 days'
    from generate_series(1, ${count}) as i`);
  await db.execute(sql`analyze pet_photos`);
  await db.execute(sql`analyze profiles`);
  console.log(
    `seeded ${count} pets (${owners} owners) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
} finally {
  await handle.close();
}
