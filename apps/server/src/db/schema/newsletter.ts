import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns.ts';

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Stored trimmed and lower-cased; unique (a duplicate gives 23505). */
    email: text().notNull().unique('newsletter_subscribers_email_uq'),
    /** Secret for the unsubscribe link in every subscriber mail. */
    unsubscribeToken: text()
      .notNull()
      .unique('newsletter_subscribers_unsubscribe_token_uq')
      .default(sql`gen_random_uuid()::text`),
    unsubscribedAt: timestamptz(),
    /**
     * When the address opened its confirmation link (double opt-in, ADR 0113). Null: never
     * confirmed, not a subscriber. A subscriber is confirmed and not unsubscribed.
     */
    confirmedAt: timestamptz(),
    /** SHA-256 (hex) of the secret in the pending confirmation link; null when none is pending. */
    confirmTokenHash: text().unique('newsletter_subscribers_confirm_token_uq'),
    /** When the pending confirmation link was mailed; it expires NEWSLETTER_CONFIRM_TTL later. */
    confirmSentAt: timestamptz(),
    createdAt: createdAt(),
  },
  (t) => [
    check('newsletter_subscribers_email_normalised', sql`${t.email} = lower(btrim(${t.email}))`),
    check(
      'newsletter_subscribers_confirm_pending',
      sql`(${t.confirmTokenHash} is null) = (${t.confirmSentAt} is null)`,
    ),
    // The expiry job's delete: pending links by age.
    index('newsletter_subscribers_confirm_sent_idx')
      .on(t.confirmSentAt)
      .where(sql`${t.confirmSentAt} is not null`),
    // The admin console's newest subscribers and the export (confirmed, still subscribed).
    index('newsletter_subscribers_active_idx')
      .on(t.createdAt.desc(), t.id)
      .where(sql`${t.confirmedAt} is not null and ${t.unsubscribedAt} is null`),
  ],
);

export type NewsletterSubscriber = typeof newsletterSubscribers.$inferSelect;
export type NewNewsletterSubscriber = typeof newsletterSubscribers.$inferInsert;
