import { messages } from '@pawprize/shared';
import { NEWSLETTER_CSV_HEADER } from '@pawprize/shared/schemas/admin';
import type { NewsletterSummary } from '@pawprize/shared/schemas/admin';
import type { SessionUser } from '@pawprize/shared/schemas/auth';
import type { Ctx } from '../../context/index.ts';
import type { Queryable } from '../../db/rows.ts';
import { AppError } from '../../errors.ts';
import { emailLabel } from './audit.ts';
import { audit } from './audit.queries.ts';
import { iso } from './dates.ts';
import {
  allSubscribers,
  deleteSubscriber,
  searchSubscribers,
  subscriberCounts,
} from './newsletter.queries.ts';

/** The newsletter's subscribers in the admin console: counts, search, CSV export, removal. */

export async function newsletterSummary(
  db: Queryable,
  query: { q?: string | undefined; limit: number },
): Promise<NewsletterSummary> {
  // Subscribers are confirmed and not unsubscribed; pending sign-ups are counted apart (ADR 0113).
  const counts = await subscriberCounts(db);
  const matches = await searchSubscribers(db, query.q, query.limit);
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
  ctx: Ctx<'db' | 'clock'>,
  admin: SessionUser,
): Promise<{ filename: string; csv: string }> {
  const rows = await allSubscribers(ctx.db);
  await audit(ctx.db, admin, [
    {
      action: 'newsletter_export',
      subjectType: 'newsletter',
      subjectId: 'subscribers',
      details: { rows: rows.length },
    },
  ]);
  const lines = rows.map((r) => `${csvCell(r.email)},${iso(r.createdAt)}`);
  const day = ctx.clock.now().toISOString().slice(0, 10);
  return {
    filename: `newsletter-${day}.csv`,
    csv: `${[NEWSLETTER_CSV_HEADER, ...lines].join('\r\n')}\r\n`,
  };
}

export async function removeSubscriber(
  ctx: Ctx<'db'>,
  admin: SessionUser,
  id: string,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const email = await deleteSubscriber(tx, id);
    if (email === null) throw new AppError('NOT_FOUND', messages.admin.subscriberNotFound);
    await audit(tx, admin, [
      {
        action: 'newsletter_remove',
        subjectType: 'newsletter_subscriber',
        subjectId: id,
        subjectLabel: emailLabel(email),
      },
    ]);
  });
}
