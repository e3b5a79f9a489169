import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDriver } from '../../test/helpers.ts';
import { createTarget, tempDir } from '../../test/sites.ts';
import { countMismatches } from '../../test/voting.ts';
import type { Database } from '../db/client.ts';
import { fromPglite } from '../db/client.ts';
import { PGliteRemote } from '../db/pglite-remote.ts';
import { migrationsFolder } from '../paths.ts';
import { createStorage } from '../storage/index.ts';
import type { BackupResult } from './create-backup.ts';
import { createBackup } from './create-backup.ts';
import { knownMigrations, migrationLevel } from './counts.ts';
import { restoreBackup } from './restore.ts';

/**
 * A backup made by an older PawPrize (its database one migration behind this version's) is
 * restored, and the restore brings it up to date (docs/decisions/0050-backups.md, step 4).
 */

/** This version's migrations folder without its newest migration: the previous release's. */
function olderMigrationsFolder(): string {
  const folder = path.join(tempDir('pawprize-old-migrations-'), 'drizzle');
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: unknown[] };
  journal.entries.pop();
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

/** Rows as the older schema takes them: accounts, pets with a stored photo each, votes. */
async function seedOldSite(db: Database): Promise<void> {
  await db.execute(sql`
    insert into users (id, name, email, email_verified)
    select 'old-user-' || i, 'Old Owner ' || i, 'old-' || i || '@example.test', true
    from generate_series(1, 3) as i`);
  await db.execute(sql`
    insert into profiles (id, username, full_name)
    select 'old-user-' || i, 'old_owner_' || i, 'Old Owner ' || i
    from generate_series(1, 3) as i`);
  await db.execute(sql`
    insert into pet_photos (user_id, pet_name, image_url, image_key, width, height, variants,
      placeholder)
    select 'old-user-' || i, 'Old pet ' || i, '/uploads/pets/old/' || i || '-1600.webp',
      'pets/old/' || i, 1600, 1200,
      jsonb_build_array(jsonb_build_object('width', 1600,
        'url', '/uploads/pets/old/' || i || '-1600.webp')),
      '#a08060'
    from generate_series(1, 3) as i`);
  await db.execute(sql`
    insert into votes (photo_id, user_id, source, local_day)
    select p.id, u.id, 'card', current_date
    from pet_photos p cross join users u where p.user_id <> u.id`);
  await db.execute(sql`
    update pet_photos p set votes_count = (select count(*) from votes v where v.photo_id = p.id)`);
}

describe(`restoring a backup from an older version (${testDriver})`, () => {
  const known = knownMigrations();
  let source: Awaited<ReturnType<typeof createTarget>>;
  let backupDir: string;
  let backup: BackupResult;
  let oldFolder: string;

  beforeAll(async () => {
    oldFolder = olderMigrationsFolder();
    backupDir = tempDir('pawprize-backups-');
    source = await createTarget();
    const storage = createStorage(source.config);
    for (let i = 1; i <= 3; i++) {
      await storage.put(`pets/old/${i}-1600.webp`, Buffer.from(`old photo ${i}`), {
        contentType: 'image/webp',
      });
    }
    if (testDriver === 'postgres') {
      const pool = new pg.Pool({ connectionString: source.config.databaseUrl, max: 1 });
      try {
        const db = drizzlePg({ client: pool, casing: 'snake_case' });
        await migratePg(db, { migrationsFolder: oldFolder });
        await seedOldSite(db as unknown as Database);
      } finally {
        await pool.end();
      }
      backup = await createBackup({ config: source.config, dir: backupDir, storage });
    } else {
      const client = await PGliteRemote.open({ dataDir: path.join(source.config.dataDir, 'db') });
      const handle = fromPglite(client);
      try {
        const db = drizzlePglite({ client: client as unknown as PGlite, casing: 'snake_case' });
        await migratePglite(db, { migrationsFolder: oldFolder });
        await seedOldSite(db as unknown as Database);
        backup = await createBackup({
          config: source.config,
          dir: backupDir,
          storage,
          snapshot: (target) => handle.snapshot(target),
        });
      } finally {
        await handle.close();
      }
    }
  });
  afterAll(async () => {
    await source?.dispose();
    rmSync(backupDir, { recursive: true, force: true });
    if (oldFolder) rmSync(path.dirname(oldFolder), { recursive: true, force: true });
  });

  it('records the older migration level in the manifest', () => {
    expect(backup.manifest.migration).toEqual({
      applied: known.length - 1,
      last: known.at(-2)!.tag,
      lastCreatedAt: known.at(-2)!.when,
    });
    expect(backup.manifest.counts).toEqual({ pets: 3, votes: 6, accounts: 3, files: 3 });
  });

  it('runs the newer migrations, and the restored site works on this version', async () => {
    const target = await createTarget();
    try {
      const result = await restoreBackup({
        archive: backup.file,
        config: target.config,
        storage: createStorage(target.config),
      });
      expect(result.migrationsApplied).toBe(1);
      expect(result.restored).toEqual(backup.manifest.counts);

      const site = await target.open();
      try {
        expect(await migrationLevel(site.app.db)).toEqual({
          applied: known.length,
          last: known.at(-1)!.tag,
          lastCreatedAt: known.at(-1)!.when,
        });
        expect(await countMismatches(site.app)).toBe(0);
        const pets = await site.app.inject({ url: '/api/pets?sort=popular' });
        expect(pets.statusCode, pets.body).toBe(200);
        const listed = (pets.json() as { pets: { petName: string; votesCount: number }[] }).pets;
        expect(listed.map((p) => [p.petName, p.votesCount]).sort()).toEqual([
          ['Old pet 1', 2],
          ['Old pet 2', 2],
          ['Old pet 3', 2],
        ]);
        const photo = await site.app.inject({ url: '/uploads/pets/old/2-1600.webp' });
        expect(photo.statusCode).toBe(200);
        expect(photo.body).toBe('old photo 2');
      } finally {
        await site.close();
      }
    } finally {
      await target.dispose();
    }
  });
});
