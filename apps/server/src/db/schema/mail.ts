import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns.ts';

export type MailStatus = 'pending' | 'sent' | 'failed';

/** Every mail goes through this outbox; a worker sends and retries (docs/product/mail.md). */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid().primaryKey().defaultRandom(),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text(),
    status: text().$type<MailStatus>().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamptz().notNull().defaultNow(),
    lastError: text(),
    createdAt: createdAt(),
    sentAt: timestamptz(),
  },
  (t) => [
    check('mail_outbox_status_valid', sql`${t.status} in ('pending', 'sent', 'failed')`),
    check('mail_outbox_attempts_nonnegative', sql`${t.attempts} >= 0`),
    index('mail_outbox_status_next_attempt_idx').on(t.status, t.nextAttemptAt),
  ],
);

export type MailOutboxRow = typeof mailOutbox.$inferSelect;
export type NewMailOutboxRow = typeof mailOutbox.$inferInsert;
