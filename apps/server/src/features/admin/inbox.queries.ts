import type { InboxMessage } from '@pawprize/shared/schemas/admin';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/rows.ts';
import { rowsOf } from '../../db/rows.ts';
import type { Cursor } from './cursor.ts';
import { afterCursor, cursorTime } from './cursor.queries.ts';

/** The contact messages the admin console reads and marks handled. */

export type InboxRow = Omit<InboxMessage, 'createdAt' | 'handledAt'> & {
  createdAt: string;
  handledAt: string | null;
  cursorAt: string;
};

const inboxColumns = sql`id, name, email, subject, message, created_at as "createdAt",
  handled_at as "handledAt", handled_by as "handledBy",
  ${cursorTime(sql`created_at`)} as "cursorAt"`;

/** Newest first; `open` uses the partial index of unhandled messages, the others the full one. */
export function inboxMessages(
  db: Queryable,
  status: 'open' | 'handled' | 'all',
  cursor: Cursor | null,
  limit: number,
): Promise<InboxRow[]> {
  const where =
    status === 'open'
      ? sql`handled_at is null`
      : status === 'handled'
        ? sql`handled_at is not null`
        : sql`true`;
  return rowsOf<InboxRow>(
    db,
    sql`select ${inboxColumns} from contact_messages
      where ${where} and ${afterCursor(sql`created_at`, sql`id`, cursor)}
      order by created_at desc, id limit ${limit}`,
  );
}

/**
 * Marks a message handled by `adminEmail` (keeping the first time and admin), or open again; the
 * message, or null when there is none.
 */
export async function setHandled(
  tx: Queryable,
  id: string,
  handled: boolean,
  adminEmail: string,
): Promise<InboxRow | null> {
  const [row] = await rowsOf<InboxRow>(
    tx,
    sql`update contact_messages
        set handled_at = ${handled ? sql`coalesce(handled_at, now())` : sql`null`},
          handled_by = ${handled ? sql`coalesce(handled_by, ${adminEmail})` : sql`null`}
        where id = ${id}::uuid returning ${inboxColumns}`,
  );
  return row ?? null;
}
