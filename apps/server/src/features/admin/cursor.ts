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
  return parseCursor(Buffer.from(value, 'base64url').toString('utf8'));
}

/**
 * The review queue's cursor: whether the last row was hidden by reports (those rows come first,
 * docs/product/moderation.md, Queue order), then its time and id.
 */
export interface QueueCursor extends Cursor {
  hidden: boolean;
}

export function encodeQueueCursor(hidden: boolean, at: string, id: string): string {
  return Buffer.from(`${hidden ? 1 : 0}|${at}|${id}`, 'utf8').toString('base64url');
}

export function decodeQueueCursor(value: string | undefined): QueueCursor | null {
  if (!value) return null;
  const text = Buffer.from(value, 'base64url').toString('utf8');
  const flag = text.slice(0, 2);
  if (flag !== '0|' && flag !== '1|') return null;
  const cursor = parseCursor(text.slice(2));
  return cursor && { hidden: flag === '1|', ...cursor };
}

function parseCursor(text: string): Cursor | null {
  const bar = text.indexOf('|');
  if (bar < 0) return null;
  const at = text.slice(0, bar);
  const id = text.slice(bar + 1);
  if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{1,6})?Z$/.test(at)) return null;
  if (!/^[A-Za-z0-9_-]{1,100}$/.test(id)) return null;
  return { at, id };
}
