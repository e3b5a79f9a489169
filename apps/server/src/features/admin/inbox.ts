import { messages } from '@pawprize/shared';
import type { InboxMessage, InboxPage } from '@pawprize/shared/schemas/admin';
import type { SessionUser } from '@pawprize/shared/schemas/auth';
import type { Ctx } from '../../context/index.ts';
import type { Queryable } from '../../db/rows.ts';
import { AppError } from '../../errors.ts';
import { emailLabel } from './audit.ts';
import { audit } from './audit.queries.ts';
import { decodeCursor, encodeCursor } from './cursor.ts';
import { iso } from './dates.ts';
import type { InboxRow } from './inbox.queries.ts';
import { inboxMessages, setHandled } from './inbox.queries.ts';

/** The contact inbox: messages sent through the contact page, and marking them handled. */

function toMessage(r: InboxRow): InboxMessage {
  const { cursorAt: _cursor, ...rest } = r;
  return { ...rest, createdAt: iso(r.createdAt)!, handledAt: iso(r.handledAt) };
}

/** Newest first, one status or all. */
export async function inboxPage(
  db: Queryable,
  query: { status: 'open' | 'handled' | 'all'; limit: number; cursor?: string | undefined },
): Promise<InboxPage> {
  const cursor = decodeCursor(query.cursor);
  const rows = await inboxMessages(db, query.status, cursor, query.limit);
  const last = rows.at(-1);
  return {
    messages: rows.map(toMessage),
    nextCursor: last && rows.length === query.limit ? encodeCursor(last.cursorAt, last.id) : null,
  };
}

export async function markHandled(
  ctx: Ctx<'db'>,
  admin: SessionUser,
  id: string,
  handled: boolean,
): Promise<InboxMessage> {
  return ctx.db.transaction(async (tx) => {
    const row = await setHandled(tx, id, handled, admin.email);
    if (!row) throw new AppError('NOT_FOUND', messages.admin.messageNotFound);
    await audit(tx, admin, [
      {
        action: handled ? 'inbox_handled' : 'inbox_reopened',
        subjectType: 'contact_message',
        subjectId: id,
        subjectLabel: emailLabel(row.email),
      },
    ]);
    return toMessage(row);
  });
}
