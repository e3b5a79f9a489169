import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';

/**
 * Keyset cursors of the admin lists: the last row's time (to the microsecond, as PostgreSQL keeps
 * it) and id, opaque to clients. A cursor that does not decode is treated as "from the start".
 */
export interface Cursor {
  at: string;
  id: string;
}

export function encodeCursor(at: string, id: string): string {
  return Buffer.from(`${at}|${id}`, 'utf8').toString('base64url');
}

export function decodeCursor(value: string | undefined): Cursor | null {
  if (!value) return null;
  const text = Buffer.from(value, 'base64url').toString('utf8');
  const bar = text.indexOf('|');
  if (bar < 0) return null;
  const at = text.slice(0, bar);
  const id = text.slice(bar + 1);
  if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{1,6})?Z$/.test(at)) return null;
  if (!/^[A-Za-z0-9_-]{1,100}$/.test(id)) return null;
  return { at, id };
}

/** A timestamp column as the cursor's text (UTC, microseconds). */
export function cursorTime(column: SQL): SQL {
  return sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

/**
 * "After the cursor" for lists ordered by `time desc, id asc`, written so that the index on
 * (time desc, id) is entered at the cursor (`time <= c`) rather than filtered from the top.
 */
export function afterCursor(time: SQL, id: SQL, cursor: Cursor | null): SQL {
  if (!cursor) return sql`true`;
  return sql`(${time} <= ${cursor.at}::timestamptz and (${time} < ${cursor.at}::timestamptz or ${id} > ${cursor.id}))`;
}
