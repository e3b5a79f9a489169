// Seeds a DATA_DIR with a small, lived-in site for the Lighthouse bench: members, 30 pets with the
// fixture photos (encoded by the upload pipeline's own code, stored as uploads are), votes on them,
// caption contests with AI-style and members' captions. Products come from the server itself.
//   node --import tsx bench/seed-site.ts --data-dir <DATA_DIR> [--pets 30] [--contests 8]
import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PET_IMAGE_WIDTHS } from '@pawprize/shared';
import { sql } from 'drizzle-orm';
import { openPglite } from '../apps/server/src/db/client.ts';
import type { ResponsiveImage } from '../apps/server/src/images/responsive-image.ts';
import { makeResponsiveImage } from '../apps/server/src/images/responsive-image.ts';

const { values } = parseArgs({
  options: {
    'data-dir': { type: 'string' },
    pets: { type: 'string', default: '30' },
    contests: { type: 'string', default: '8' },
  },
});
const dataDir = values['data-dir'];
if (!dataDir) {
  console.error('usage: seed-site.ts --data-dir <dir> [--pets n] [--contests n]');
  process.exit(2);
}
const PETS = Number(values.pets);
const CONTESTS = Number(values.contests);
const USERS = 12;
const photosDir = path.resolve(import.meta.dirname, '../fixtures/photos');

const NAMES = ['Mochi', 'Biscuit', 'Luna', 'Pepper', 'Nala', 'Oscar', 'Maple', 'Ziggy', 'Bella'];
const NAMES2 = ['', ' Jr.', ' the Brave', ' Sunshine', ' Bean'];
const CAPTIONS = [
  'When you hear the treat bag from three rooms away',
  'I was promised a walk. It is now 4:01.',
  'Professional napper, amateur thief of socks',
  'This is my good side. They are all my good side.',
  'Did somebody say bath? Never heard of her.',
];

const photos = readdirSync(photosDir).filter((f) => f.endsWith('.jpg'));
const encoded: ResponsiveImage[] = [];
for (const name of photos) {
  encoded.push(
    await makeResponsiveImage(readFileSync(path.join(photosDir, name)), PET_IMAGE_WIDTHS),
  );
}

function store(owner: string, image: ResponsiveImage, kind: string) {
  const imageKey = `${kind}/${owner}/${randomBytes(16).toString('hex')}`;
  const variants = image.variants.map((v) => {
    const file = path.join(dataDir!, 'uploads', `${imageKey}-${v.width}.webp`);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, v.data);
    return { width: v.width, url: `/uploads/${imageKey}-${v.width}.webp` };
  });
  const largest = image.variants.at(-1)!;
  return { imageKey, variants, width: largest.width, height: largest.height };
}

const handle = await openPglite(dataDir);
try {
  await handle.migrate();
  const db = handle.db;
  await db.execute(sql`
    insert into users (id, name, email, email_verified)
    select 'site-user-' || i, 'Member ' || i, 'member-' || i || '@example.test', true
    from generate_series(1, ${USERS}) as i`);
  await db.execute(sql`
    insert into profiles (id, username, full_name)
    select 'site-user-' || i, 'member_' || i, 'Member ' || i
    from generate_series(1, ${USERS}) as i`);

  const pets = [];
  for (let i = 0; i < PETS; i++) {
    const owner = `site-user-${1 + (i % USERS)}`;
    const image = encoded[i % encoded.length]!;
    const s = store(owner, image, 'pets');
    pets.push({
      owner,
      name: `${NAMES[i % NAMES.length]}${NAMES2[Math.floor(i / NAMES.length) % NAMES2.length]}`,
      description: i % 3 === 0 ? 'Loves long naps in the sun and chasing leaves.' : null,
      key: s.imageKey,
      variants: s.variants,
      width: s.width,
      height: s.height,
      placeholder: image.placeholder,
      // Spread over the last days of this month, newest last.
      minutesAgo: (PETS - i) * 97,
    });
  }
  await db.execute(sql`
    insert into pet_photos (user_id, pet_name, description, image_url, image_key, width, height,
      variants, placeholder, created_at)
    select r.owner, r.name, r.description, r.variants->-1->>'url', r.key, r.width, r.height,
      r.variants, r.placeholder, now() - r."minutesAgo" * interval '1 minute'
    from jsonb_to_recordset(${JSON.stringify(pets)}::jsonb)
      as r(owner text, name text, description text, key text, width int, height int,
        variants jsonb, placeholder text, "minutesAgo" int)`);

  // Votes: member u votes for pets whose index is ≡ 0..u (mod 5): a spread of counts.
  await db.execute(sql`
    insert into votes (photo_id, user_id, source, local_day)
    select p.id, 'site-user-' || u, 'card', current_date
    from (select id, row_number() over (order by created_at) as n from pet_photos) p
    cross join generate_series(1, ${USERS}) as u
    where (p.n * 7 + u * 3) % 5 < 2 or (p.n % 4 = 0 and u < 6)`);
  await db.execute(sql`
    update pet_photos p set votes_count = c.n
    from (select photo_id, count(*)::int as n from votes group by photo_id) as c
    where c.photo_id = p.id`);

  for (let c = 0; c < CONTESTS; c++) {
    const owner = `site-user-${1 + ((c * 5) % USERS)}`;
    const image = encoded[(c + 2) % encoded.length]!;
    const s = store(owner, image, 'captions');
    const shareId = randomBytes(9).toString('base64url');
    await db.execute(sql`
      with contest as (
        insert into pet_captions (share_id, user_id, pet_name, breed, image_url, image_key, width,
          height, variants, placeholder, created_at)
        values (${shareId}, ${owner}, ${NAMES[(c + 4) % NAMES.length]}, ${c % 2 ? 'Tabby' : null},
          ${s.variants.at(-1)!.url}, ${s.imageKey}, ${s.width}, ${s.height},
          ${JSON.stringify(s.variants)}::jsonb, ${image.placeholder},
          now() - ${c * 3} * interval '1 hour')
        returning id)
      insert into captions (pet_id, caption, user_id, created_at)
      select contest.id, t.caption, t.user_id, now() + t.n * interval '1 millisecond'
      from contest, (values
        (1, ${CAPTIONS[c % 5]!}, null::text),
        (2, ${CAPTIONS[(c + 1) % 5]!}, null::text),
        (3, ${CAPTIONS[(c + 2) % 5]!}, null::text),
        (4, ${CAPTIONS[(c + 3) % 5]!}, ${`site-user-${1 + ((c * 5 + 1) % USERS)}`})
      ) as t(n, caption, user_id)`);
  }
  await db.execute(sql`vacuum analyze`);
  await db.execute(sql`checkpoint`);
  console.log(`seeded ${USERS} members, ${PETS} pets, ${CONTESTS} caption contests`);
} finally {
  await handle.close();
}
