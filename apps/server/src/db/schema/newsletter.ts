import { sql } from 'drizzle-orm';
import { check, pgTable, text, uuid } from 'drizzle-orm/pg-core';
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
    createdAt: createdAt(),
  },
  (t) => [
    check('newsletter_subscribers_email_normalised', sql`${t.email} = lower(btrim(${t.email}))`),
  ],
);

export type NewsletterSubscriber = typeof newsletterSubscribers.$inferSelect;
export type NewNewsletterSubscriber = typeof newsletterSubscribers.$inferInsert;
