import { parse, protocol } from '@electric-sql/pglite';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Database } from './client.ts';

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

export function preparedStatement<T>(
  db: Database,
  name: string,
  text: string,
): PreparedStatement<T> {
  const client = (db as unknown as { $client: PGlite | pg.Pool }).$client;
  return 'execProtocol' in client
    ? pgliteStatement<T>(client, name, text)
    : pgStatement<T>(client, name, text);
}

function pgStatement<T>(pool: pg.Pool, name: string, text: string): PreparedStatement<T> {
  return {
    rows: async (params) => (await pool.query({ name, text, values: [...params] })).rows as T[],
  };
}

const { serialize } = protocol;

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

function asText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

/** Statement names already prepared on each PGlite instance (named statements are per session). */
const preparedOn = new WeakMap<PGlite, Set<string>>();

function pgliteStatement<T>(db: PGlite, name: string, text: string): PreparedStatement<T> {
  // Like `query()`: wait for any open transaction, then hold the query lock for the round trip.
  const exclusive = <R>(fn: () => Promise<R>) =>
    db._runExclusiveTransaction(() => db._runExclusiveQuery(fn));

  const prepare = async () => {
    let names = preparedOn.get(db);
    if (!names) preparedOn.set(db, (names = new Set()));
    if (names.has(name)) return;
    await db.execProtocol(concat([serialize.parse({ name, text, types: [] }), serialize.sync()]), {
      syncToFs: false,
    });
    names.add(name);
  };

  return {
    rows: (params) =>
      exclusive(async () => {
        await prepare();
        const message = concat([
          serialize.bind({ statement: name, values: params.map(asText) }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.sync(),
        ]);
        const { messages } = await db.execProtocol(message, { syncToFs: false });
        await db.syncToFs();
        const [result] = parse.parseResults(messages, db.parsers, {});
        return (result?.rows ?? []) as T[];
      }),
  };
}
