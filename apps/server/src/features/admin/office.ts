import { messages } from '@pawprize/shared';
import { NEWSLETTER_CSV_HEADER } from '@pawprize/shared/schemas/admin';
import type {
  AuditPage,
  InboxMessage,
  InboxPage,
  NewsletterSummary,
} from '@pawprize/shared/schemas/admin';
import type { SessionUser } from '@pawprize/shared/schemas/auth';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/rows.ts';
import { rowsOf } from '../../db/rows.ts';
import { AppError } from '../../errors.ts';
import { audit, emailLabel } from './audit.ts';
import { afterCursor, cursorTime, decodeCursor, encodeCursor } from './cursor.ts';

/** Credits, the contact inbox, the newsletter list and the audit log. */

const iso = (v: string | Date | null) => (v === null ? null : new Date(v).toISOString());

/** Adds Generation Credits to an account (docs/product/ai.md), with its audit line. */
export async function grantCredits(
  app: FastifyInstance,
  admin: SessionUser,
  userId: string,
  body: { credits: number; reason: string },
): Promise<{ credits: number }> {
  return app.db.transaction(async (tx) => {
    const [row] = await rowsOf<{ credits: number; email: string }>(
      tx,
      sql`update profiles as p set credits = p.credits + ${body.credits}, updated_at = now()
        from users as u where p.id = ${userId} and u.id = p.id
        returning p.credits, u.email`,
    );
    if (!row) throw new AppError('NOT_FOUND', messages.admin.userNotFound);
    await audit(tx, admin, [
      {
        action: 'grant_credits',
        subjectType: 'user',
        subjectId: userId,
        subjectLabel: emailLabel(row.email),
        reason: body.reason,
        details: { credits: body.credits, total: row.credits },
      },
    ]);
    return { credits: row.credits };
  });
}

type InboxRow = Omit<InboxMessage, 'createdAt' | 'handledAt'> & {
  createdAt: string;
  handledAt: string | null;
  cursorAt: string;
};

const inboxColumns = sql`id, name, email, subject, message, created_at as "createdAt",
  handled_at as "handledAt", handled_by as "handledBy",
  ${cursorTime(sql`created_at`)} as "cursorAt"`;

function toMessage(r: InboxRow): InboxMessage {
  const { cursorAt: _cursor, ...rest } = r;
  return { ...rest, createdAt: iso(r.createdAt)!, handledAt: iso(r.handledAt) };
}

/** Newest first; `open` uses the partial index of unhandled messages, the others the full one. */
export async function inboxPage(
  db: Queryable,
  query: { status: 'open' | 'handled' | 'all'; limit: number; cursor?: string | undefined },
): Promise<InboxPage> {
  const cursor = decodeCursor(query.cursor);
  const status =
    query.status === 'open'
      ? sql`handled_at is null`
      : query.status === 'handled'
        ? sql`handled_at is not null`
        : sql`true`;
  const rows = await rowsOf<InboxRow>(
    db,
    sql`select ${inboxColumns} from contact_messages
      where ${status} and ${afterCursor(sql`created_at`, sql`id`, cursor)}
      order by created_at desc, id limit ${query.limit}`,
  );
  const last = rows.at(-1);
  return {
    messages: rows.map(toMessage),
    nextCursor: last && rows.length === query.limit ? encodeCursor(last.cursorAt, last.id) : null,
  };
}

export async function markHandled(
  app: FastifyInstance,
  admin: SessionUser,
  id: string,
  handled: boolean,
): Promise<InboxMessage> {
  return app.db.transaction(async (tx) => {
    const [row] = await rowsOf<InboxRow>(
      tx,
      sql`update contact_messages
        set handled_at = ${handled ? sql`coalesce(handled_at, now())` : sql`null`},
          handled_by = ${handled ? sql`coalesce(handled_by, ${admin.email})` : sql`null`}
        where id = ${id}::uuid returning ${inboxColumns}`,
    );
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

const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function newsletterSummary(
  db: Queryable,
  query: { q?: string | undefined; limit: number },
): Promise<NewsletterSummary> {
  // Subscribers are confirmed and not unsubscribed; pending sign-ups are counted apart (ADR 0113).
  const [counts] = await rowsOf<{ subscribers: number; unsubscribed: number; pending: number }>(
    db,
    sql`select
      count(*) filter (where confirmed_at is not null and unsubscribed_at is null)::int
        as subscribers,
      count(*) filter (where unsubscribed_at is not null)::int as unsubscribed,
      count(*) filter (where confirmed_at is null and unsubscribed_at is null)::int as pending
    from newsletter_subscribers`,
  );
  const search = query.q ? sql`and email ilike ${likePattern(query.q.toLowerCase())}` : sql``;
  const matches = await rowsOf<{ id: string; email: string; createdAt: string }>(
    db,
    sql`select id, email, created_at as "createdAt" from newsletter_subscribers
      where confirmed_at is not null and unsubscribed_at is null ${search}
      order by created_at desc, id limit ${query.limit}`,
  );
  return {
    subscribers: counts?.subscribers ?? 0,
    unsubscribed: counts?.unsubscribed ?? 0,
    pending: counts?.pending ?? 0,
    matches: matches.map((m) => ({ ...m, createdAt: iso(m.createdAt)! })),
  };
}

/** A cell that a spreadsheet would not run as a formula (RFC 4180 quoting). */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * Every current subscriber (confirmed, not unsubscribed: ADR 0113), oldest first, as CSV; the
 * export is an audited action.
 */
export async function exportNewsletter(
  app: FastifyInstance,
  admin: SessionUser,
): Promise<{ filename: string; csv: string }> {
  const rows = await rowsOf<{ email: string; createdAt: string }>(
    app.db,
    sql`select email, created_at as "createdAt" from newsletter_subscribers
      where confirmed_at is not null and unsubscribed_at is null order by created_at, id`,
  );
  await audit(app.db, admin, [
    {
      action: 'newsletter_export',
      subjectType: 'newsletter',
      subjectId: 'subscribers',
      details: { rows: rows.length },
    },
  ]);
  const lines = rows.map((r) => `${csvCell(r.email)},${iso(r.createdAt)}`);
  const day = app.clock.now().toISOString().slice(0, 10);
  return {
    filename: `newsletter-${day}.csv`,
    csv: `${[NEWSLETTER_CSV_HEADER, ...lines].join('\r\n')}\r\n`,
  };
}

export async function removeSubscriber(
  app: FastifyInstance,
  admin: SessionUser,
  id: string,
): Promise<void> {
  await app.db.transaction(async (tx) => {
    const [row] = await rowsOf<{ email: string }>(
      tx,
      sql`delete from newsletter_subscribers where id = ${id}::uuid returning email`,
    );
    if (!row) throw new AppError('NOT_FOUND', messages.admin.subscriberNotFound);
    await audit(tx, admin, [
      {
        action: 'newsletter_remove',
        subjectType: 'newsletter_subscriber',
        subjectId: id,
        subjectLabel: emailLabel(row.email),
      },
    ]);
  });
}

export async function auditPage(
  db: Queryable,
  query: { limit: number; cursor?: string | undefined },
): Promise<AuditPage> {
  const cursor = decodeCursor(query.cursor);
  // Lines name people by id or hash (ADR 0102): the name shown is the account's or the message's
  // current one, while it exists (primary-key lookups, one per line of the page).
  const rows = await rowsOf<AuditPage['entries'][number] & { cursorAt: string }>(
    db,
    sql`select a.id, a.at, a.admin_id as "adminId", a.admin_email as "adminEmail", a.action,
      a.subject_type as "subjectType", a.subject_id as "subjectId",
      a.subject_label as "subjectLabel", a.reason, a.details,
      case
        when a.subject_type in ('user', 'avatar') then (
          select coalesce(p.username || ' · ', '') || u.email from users as u
          left join profiles as p on p.id = u.id where u.id = a.subject_id)
        when a.subject_type = 'contact_message' then (
          select m.name || ' <' || m.email || '>' from contact_messages as m
          where m.id = (case when a.subject_type = 'contact_message' then a.subject_id::uuid end))
      end as "subjectName",
      ${cursorTime(sql`a.at`)} as "cursorAt"
    from admin_audit_log as a where ${afterCursor(sql`a.at`, sql`a.id`, cursor)}
    order by a.at desc, a.id limit ${query.limit}`,
  );
  const last = rows.at(-1);
  return {
    entries: rows.map(({ cursorAt: _c, ...r }) => ({ ...r, at: iso(r.at)! })),
    nextCursor: last && rows.length === query.limit ? encodeCursor(last.cursorAt, last.id) : null,
  };
}
