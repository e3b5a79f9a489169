import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Database } from './client.ts';
import { isPglite, runPrepared } from './pglite-prepared.ts';
import { PGliteRemote } from './pglite-remote.ts';

/**
 * Named prepared statements for the few statements every request pays for (the session lookup,
 * a vote). PGlite's `query()` parses, describes and plans every statement again and runs six
 * protocol steps; a statement prepared once per connection and run by name costs about half as
 * much (ADR 0014, bench/votes.bench.mjs). On PostgreSQL, pg prepares named statements per pooled
 * connection itself.
 *
 * Runs outside any transaction. Parameters are sent as text (cast them in the SQL: `$1::uuid`);
 * rows come back parsed as the driver parses them (alias columns to camelCase, cast dates to text
 * where a string is wanted). Errors are the driver's (`err.code` is the SQLSTATE).
 */
export interface PreparedStatement<T> {
  rows(params: readonly unknown[]): Promise<T[]>;
}

/**
 * What `make(db)` returns, made on the first call for each database and kept for the life of
 * that database: prepared statements and the caches of what they read.
 */
export function perDatabase<T>(make: (db: Database) => T): (db: Database) => T {
  const made = new WeakMap<Database, T>();
  return (db) => {
    let value = made.get(db);
    if (value === undefined) made.set(db, (value = make(db)));
    return value;
  };
}

/** The statements made so far, per database and name (a name always means one text). */
const statementsOf = perDatabase(() => new Map<string, { text: string; statement: unknown }>());

/** The statement `name` on `db`, made on first use and kept for the life of `db`. */
export function preparedStatement<T>(
  db: Database,
  name: string,
  text: string,
): PreparedStatement<T> {
  const byName = statementsOf(db);
  const known = byName.get(name);
  if (known) {
    if (known.text !== text) throw new Error(`Prepared statement ${name} has two texts`);
    return known.statement as PreparedStatement<T>;
  }
  const statement = makeStatement<T>(db, name, text);
  byName.set(name, { text, statement });
  return statement;
}

function makeStatement<T>(db: Database, name: string, text: string): PreparedStatement<T> {
  const client = (db as unknown as { $client: PGliteRemote | PGlite | pg.Pool }).$client;
  if (client instanceof PGliteRemote) return remoteStatement<T>(client, name, text);
  return isPglite(client)
    ? pgliteStatement<T>(client, name, text)
    : pgStatement<T>(client, name, text);
}

function pgStatement<T>(pool: pg.Pool, name: string, text: string): PreparedStatement<T> {
  return {
    rows: async (params) => (await pool.query({ name, text, values: [...params] })).rows as T[],
  };
}

function pgliteStatement<T>(db: PGlite, name: string, text: string): PreparedStatement<T> {
  return { rows: (params) => runPrepared<T>(db, name, text, params) };
}

function remoteStatement<T>(db: PGliteRemote, name: string, text: string): PreparedStatement<T> {
  return { rows: (params) => db.prepared<T>(name, text, params) };
}
