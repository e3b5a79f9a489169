import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsFolder } from '../paths.ts';
import * as schema from './schema/index.ts';
import { drizzleOnPglite } from './drizzle-pglite.ts';
import { acquireLock } from './lock.ts';
import { migrateUnderLock } from './migrate.ts';
import { PGliteRemote } from './pglite-remote.ts';
import type { SnapshotInfo } from './pglite-snapshot.ts';
import { snapshotDataDir } from './pglite-snapshot.ts';

export type Schema = typeof schema;
/** The Drizzle database, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  /**
   * Calls `onNotify` on every NOTIFY on `channel`, delivered before the committing statement is
   * answered. Only the embedded database in its worker can (one process sees every change);
   * false elsewhere.
   */
  listen(channel: string, onNotify: () => void): Promise<boolean>;
  /** Connections open, idle and requests waiting for one (the metrics' database pool). */
  stats(): PoolStats;
  /**
   * The PostgreSQL pool, for what needs a connection of its own (a job's advisory lock, LISTEN);
   * undefined on the embedded database.
   */
  pool?: pg.Pool;
  /**
   * The embedded database only: copies its folder, consistent, into `target` while it runs
   * (db/pglite-snapshot.ts). PostgreSQL is backed up with pg_dump instead (backup/).
   */
  snapshot(target: string): Promise<SnapshotInfo>;
  close(): Promise<void>;
}

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

const drizzleOptions = { schema, casing: 'snake_case' } as const;

export const pgliteExtensions = { pg_trgm };

/**
 * Wraps an already-open PGlite: the server's, in its worker thread (PGliteRemote), or one in this
 * thread (the test template's migration, scripts).
 */
export function fromPglite(client: PGlite | PGliteRemote, onClose?: () => void): DatabaseHandle {
  const db = drizzleOnPglite(client, drizzleOptions);
  return {
    db: db as unknown as Database,
    driver: 'pglite',
    migrate: () =>
      migrateUnderLock(db as unknown as Database, () => migratePglite(db, { migrationsFolder })),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    listen: async (channel, onNotify) => {
      if (!(client instanceof PGliteRemote)) return false;
      await client.listen(channel, onNotify);
      return true;
    },
    stats: () => {
      const waiting = client instanceof PGliteRemote ? client.pending : 0;
      return { total: 1, idle: waiting === 0 ? 1 : 0, waiting };
    },
    snapshot: async (target) => {
      if (client instanceof PGliteRemote) return client.snapshot(target);
      if (!client.dataDir || client.dataDir.includes('://')) {
        throw new Error('The database is in memory: it has no folder to copy.');
      }
      return snapshotDataDir(client, client.dataDir, target);
    },
    close: async () => {
      try {
        if (!client.closed) await client.close();
      } finally {
        onClose?.();
      }
    },
  };
}

/**
 * Opens the embedded database under `dataDir/db` in its worker thread (db/pglite-remote.ts),
 * holding a lock file while it is open.
 */
export async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  mkdirSync(dataDir, { recursive: true });
  const lock = await acquireLock(path.join(dataDir, 'db.lock'), {
    // Another process took the folder: stop before both write to it (ADR 0023).
    onLost: (reason) => {
      console.error(`PawPrize stops: ${reason}. Two servers must never share a data folder.`);
      process.exit(1);
    },
  });
  const release = () => lock.release();
  try {
    const client = await PGliteRemote.open({
      dataDir: path.join(dataDir, 'db'),
      // As when PostgreSQL-in-WASM aborted in this thread: stop, so a supervisor restarts us.
      onFailure: (err) => {
        console.error(`The embedded database failed: ${err.message}`);
        process.exit(1);
      },
    });
    return fromPglite(client, release);
  } catch (err) {
    release();
    throw err;
  }
}

export function openPostgres(url: string, max = 10): DatabaseHandle {
  // keepAlive: a peer that vanished without closing (a frozen instance) is noticed, and the
  // advisory locks its connection held are released (jobs/runner.ts).
  const pool = new pg.Pool({ connectionString: url, max, keepAlive: true });
  // An idle client whose connection drops (server restart, failover, test database dropped) emits
  // 'error' on the pool; unhandled, that would crash the process. The pool replaces the client.
  pool.on('error', (err) => {
    console.warn(`PostgreSQL connection lost (${err.message}); the pool will reconnect.`);
  });
  const db = drizzlePg({ client: pool, ...drizzleOptions });
  return {
    db: db as unknown as Database,
    driver: 'postgres',
    migrate: async () => {
      // Several instances may start at once: one migrates while the others wait on the lock.
      const client = await pool.connect();
      try {
        const one = drizzlePg({ client, ...drizzleOptions });
        await migrateUnderLock(one as unknown as Database, () =>
          migratePg(one, { migrationsFolder }),
        );
      } finally {
        client.release();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    listen: async () => false,
    stats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    pool,
    snapshot: () => Promise.reject(new Error('A PostgreSQL database is backed up with pg_dump.')),
    close: () => pool.end(),
  };
}

export async function openDatabase(opts: {
  dataDir: string;
  databaseUrl: string | undefined;
}): Promise<DatabaseHandle> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts.dataDir);
}
