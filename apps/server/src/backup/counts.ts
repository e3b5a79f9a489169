import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { migrationsFolder, serverRoot } from '../paths.ts';
import type { Counts, MigrationLevel } from './manifest.ts';

/** What a backup and a restore count, to show that nothing was lost on the way. */
export async function countRows(db: Database): Promise<Counts> {
  const result = (await db.execute(sql`select
      (select count(*) from pet_photos)::int as pets,
      (select count(*) from votes)::int as votes,
      (select count(*) from users)::int as accounts`)) as unknown as { rows: Counts[] };
  return result.rows[0]!;
}

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

/** The migrations this version of the app ships (drizzle/meta/_journal.json), oldest first. */
export function knownMigrations(): JournalEntry[] {
  const journal = JSON.parse(
    readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
  ) as { entries: JournalEntry[] };
  return journal.entries;
}

/** The migrations applied to a database, as Drizzle records them. */
export async function migrationLevel(db: Database): Promise<MigrationLevel> {
  const result = (await db.execute(sql`select count(*)::int as applied,
      max(created_at)::text as "lastCreatedAt"
    from drizzle.__drizzle_migrations`)) as unknown as {
    rows: { applied: number; lastCreatedAt: string | null }[];
  };
  const { applied, lastCreatedAt } = result.rows[0]!;
  const when = lastCreatedAt === null ? null : Number(lastCreatedAt);
  return {
    applied,
    last: knownMigrations().find((m) => m.when === when)?.tag ?? null,
    lastCreatedAt: when,
  };
}

/**
 * Why this app cannot take a database at `level`, or null when it can (same level, or older:
 * the newer migrations run on start).
 */
export function newerThanThisApp(level: MigrationLevel): string | null {
  if (level.lastCreatedAt === null) return null;
  const known = knownMigrations();
  const newest = known.at(-1);
  if (known.some((m) => m.when === level.lastCreatedAt) && level.applied <= known.length) {
    return null;
  }
  if (!newest || level.lastCreatedAt > newest.when || level.applied > known.length) {
    return (
      `The backup comes from a newer PawPrize (its database has ${level.applied} migrations, ` +
      `this version knows ${known.length}). Update PawPrize, then restore again.`
    );
  }
  return (
    `The backup's database has a migration this version does not know ` +
    `(recorded at ${new Date(level.lastCreatedAt).toISOString()}). Restore it with the version ` +
    'of PawPrize that made it.'
  );
}

let version: string | undefined;

/** This app's version (the server package's). */
export function appVersion(): string {
  version ??= (
    JSON.parse(readFileSync(path.join(serverRoot, 'package.json'), 'utf8')) as { version: string }
  ).version;
  return version;
}
