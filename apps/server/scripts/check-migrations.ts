/**
 * Migrates a fresh in-memory PGlite and, when reachable, a throw-away PostgreSQL database
 * (TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres) as the server does (the
 * drizzle migrations, then the SQL functions of src/db/functions), then checks a few constraints.
 * Run: npx tsx apps/server/scripts/check-migrations.ts
 */
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../src/db/client.ts';
import { fromPglite, openPostgres, pgliteExtensions } from '../src/db/client.ts';
import * as schema from '../src/db/schema/index.ts';

const DEFAULT_PG_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

type Db = Database;

/** The Postgres error code of a failed query (drizzle wraps driver errors: code is on `cause`). */
async function errorCode(run: () => Promise<unknown>): Promise<string | undefined> {
  try {
    await run();
  } catch (err) {
    const cause = (err as { cause?: { code?: string } }).cause;
    return cause?.code;
  }
  return undefined;
}

function expect(label: string, actual: unknown, expected: unknown): void {
  if (actual !== expected)
    throw new Error(`${label}: expected ${String(expected)}, got ${String(actual)}`);
}

async function exercise(db: Db): Promise<void> {
  await db.insert(schema.users).values({ id: 'u1', name: 'Ada', email: 'ada@example.com' });
  await db.insert(schema.profiles).values({ id: 'u1', username: 'Ada_1' });
  const [pet] = await db
    .insert(schema.petPhotos)
    .values({ userId: 'u1', petName: 'Biscuit', imageUrl: '/uploads/b.webp' })
    .returning();
  if (!pet) throw new Error('pet insert returned nothing');
  const vote = { photoId: pet.id, userId: 'u1', source: 'card', localDay: '2025-06-01' } as const;
  await db.insert(schema.votes).values(vote);
  expect('duplicate vote', await errorCode(() => db.insert(schema.votes).values(vote)), '23505');

  const [visitor] = await db.insert(schema.visitors).values({}).returning();
  if (!visitor) throw new Error('visitor insert returned nothing');
  const both = { ...vote, visitorId: visitor.id };
  expect(
    'vote with two voters',
    await errorCode(() => db.insert(schema.votes).values(both)),
    '23514',
  );
  await db
    .insert(schema.votes)
    .values({ ...vote, userId: null, visitorId: visitor.id, source: 'swipe' });

  await db.insert(schema.users).values({ id: 'u2', name: 'Bo', email: 'bo@example.com' });
  const dupName = () => db.insert(schema.profiles).values({ id: 'u2', username: 'ada_1' });
  expect('case-insensitive username', await errorCode(dupName), '23505');

  const [pet2] = await db
    .insert(schema.petPhotos)
    .values({ userId: 'u2', petName: 'Mochi', imageUrl: '/uploads/m.webp' })
    .returning();
  if (!pet2) throw new Error('pet insert returned nothing');
  const [lo, hi] = [pet.id, pet2.id].sort();
  await db.insert(schema.battles).values({ pet1Id: lo!, pet2Id: hi! });
  const again = () => db.insert(schema.battles).values({ pet1Id: lo!, pet2Id: hi! });
  expect('same battle pair', await errorCode(again), '23505');
  const reversed = () => db.insert(schema.battles).values({ pet1Id: hi!, pet2Id: lo! });
  expect('pair out of order', await errorCode(reversed), '23514');
  const stats = await db.select().from(schema.petBattleStats);
  expect('a battle stats row per pet', stats.length, 2);

  const search = await db
    .select({ id: schema.petPhotos.id })
    .from(schema.petPhotos)
    .where(sql`${schema.petPhotos.petName} ilike ${'%bisc%'}`);
  expect('ilike search', search.length, 1);

  const found = await db.query.petPhotos.findFirst({
    where: eq(schema.petPhotos.id, pet.id),
    with: { votes: true, owner: true },
  });
  expect('relational query votes', found?.votes.length, 2);
}

async function checkPglite(): Promise<void> {
  const handle = fromPglite(new PGlite({ extensions: pgliteExtensions }));
  try {
    await handle.migrate();
    await exercise(handle.db);
    console.log('PGlite: OK');
  } finally {
    await handle.close();
  }
}

async function checkPostgres(): Promise<void> {
  const adminUrl = process.env.TEST_DATABASE_URL ?? DEFAULT_PG_URL;
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
  } catch (err) {
    if (process.env.TEST_DATABASE_URL) throw err;
    console.log(`PostgreSQL: skipped (${DEFAULT_PG_URL} not reachable)`);
    return;
  }
  const name = `pawprize_migcheck_${randomBytes(6).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const handle = openPostgres(url.toString(), 2);
    try {
      await handle.migrate();
      await exercise(handle.db);
      const [row] = (
        (await handle.db.execute(
          sql`select current_setting('server_version') as v`,
        )) as unknown as {
          rows: { v: string }[];
        }
      ).rows;
      console.log(`PostgreSQL ${row?.v ?? '?'}: OK`);
    } finally {
      await handle.close();
    }
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

await checkPglite();
await checkPostgres();
console.log('OK');
