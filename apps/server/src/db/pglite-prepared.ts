import { parse, protocol } from '@electric-sql/pglite';
import type { PGlite } from '@electric-sql/pglite';

/**
 * Runs a named prepared statement on a PGlite instance (in this thread or in the database worker,
 * db/pglite-worker.ts). PGlite's `query()` parses, describes and plans every statement again and
 * runs six protocol steps; a statement prepared once and run by name is one step and costs about
 * half as much (ADR 0014). Parameters go as text; rows come back parsed with PGlite's parsers.
 *
 * The one module that uses PGlite's private surface (docs/decisions/0035-library-adapters.md):
 * the locks `_runExclusiveTransaction` and `_runExclusiveQuery`, `execProtocol` with raw protocol
 * messages (`protocol.serialize`), `parse.parseResults` and `parsers`. The contract test
 * (test/library-contracts.test.ts) checks each of them, and fails on any other PGlite version
 * until it has been run and this constant moved (ADR 0035's upgrade procedure).
 */
export const PGLITE_VERIFIED_VERSION = '0.5.16';

/** Whether `client` is a PGlite running in this thread (not a pg pool or the worker's proxy). */
export function isPglite(client: object): client is PGlite {
  return 'execProtocol' in client && '_runExclusiveQuery' in client;
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

export function runPrepared<T>(
  db: PGlite,
  name: string,
  text: string,
  params: readonly unknown[],
): Promise<T[]> {
  // Like `query()`: wait for any open transaction, then hold the query lock for the round trip.
  return db._runExclusiveTransaction(() =>
    db._runExclusiveQuery(async () => {
      let names = preparedOn.get(db);
      if (!names) preparedOn.set(db, (names = new Set()));
      if (!names.has(name)) {
        await db.execProtocol(
          concat([serialize.parse({ name, text, types: [] }), serialize.sync()]),
          {
            syncToFs: false,
          },
        );
        names.add(name);
      }
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
  );
}
