import type { SQL } from 'drizzle-orm';
import type { Database } from './client.ts';

/** A transaction handle of either driver. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
/** The database or a transaction: what a query inside someone else's transaction runs on. */
export type Queryable = Database | Tx;

/** Rows of a raw statement (`db.execute`): both drivers answer `{ rows }`. */
export async function rowsOf<T>(db: Pick<Queryable, 'execute'>, statement: SQL): Promise<T[]> {
  const result = (await db.execute(statement)) as unknown as { rows: T[] };
  return result.rows;
}
