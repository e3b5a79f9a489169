import { sql } from 'drizzle-orm';
import { functionsFolder } from '../paths.ts';
import type { Database } from './client.ts';
import { applyFunctions } from './functions/apply.ts';

/** Held while migrating, so that one of several instances starting at once migrates. */
const MIGRATION_LOCK_ID = 7_482_001;

/**
 * Brings a database up to date, on one connection (`db`), under an advisory lock: the drizzle
 * migrations (`runMigrations`, the driver's migrator on the same connection), then the SQL
 * functions of db/functions (docs/decisions/0030-sql-functions.md).
 */
export async function migrateUnderLock(
  db: Database,
  runMigrations: () => Promise<void>,
  folder: string = functionsFolder,
): Promise<void> {
  await db.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK_ID})`);
  try {
    await runMigrations();
    await applyFunctions(db, folder);
  } finally {
    await db.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`).catch(() => {});
  }
}
