import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import type { DrizzleConfig } from 'drizzle-orm';
import type { PGliteRemote } from './pglite-remote.ts';

/**
 * Drizzle's PGlite driver over the database in its worker thread (db/pglite-remote.ts): the one
 * place Drizzle is handed a client that is not the PGlite its types ask for
 * (docs/decisions/0035-library-adapters.md). Drizzle's session (drizzle-orm/pglite/session.js)
 * calls only the methods below, which PGliteRemote implements with PGlite's signatures; the
 * contract test (test/library-contracts.test.ts) records what Drizzle touches while it queries,
 * prepares, migrates and runs transactions, and fails on any other Drizzle version until it has
 * been run and this constant moved (ADR 0035's upgrade procedure).
 */
export const DRIZZLE_VERIFIED_VERSION = '0.45.4';

/** What Drizzle calls on the client, and on the client a transaction callback gets. */
export const DRIZZLE_PGLITE_CALLS = {
  client: ['query', 'transaction'],
  transaction: ['query'],
} as const;

export function drizzleOnPglite<TSchema extends Record<string, unknown>>(
  client: PGlite | PGliteRemote,
  config: DrizzleConfig<TSchema>,
) {
  return drizzle({ client: client as unknown as PGlite, ...config });
}
