/**
 * Keyset cursors of the admin lists: the last row's time (to the microsecond, as PostgreSQL keeps
 * it) and id, opaque to clients. A cursor that does not decode is treated as "from the start".
 * Its SQL (the time as text, "after the cursor") is in cursor.queries.ts.
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
