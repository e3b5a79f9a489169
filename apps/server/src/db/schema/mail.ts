import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
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
    /** Extra headers, e.g. `List-Unsubscribe` (docs/product/mail.md). */
    headers: jsonb().$type<Record<string, string>>(),
    /** The member the mail is about (export and deletion find their mails by it and by `to`). */
    userId: text().references(() => users.id, { onDelete: 'cascade' }),
    /**
     * The address an admin notice names (a subscriber, a contact message's sender), lower-cased:
     * deleting an account deletes the notices about its email
     * (docs/decisions/0102-deletion-leaves-no-email.md).
     */
    aboutEmail: text(),
    /** One mail per event (`winner:2026-10`): a second insert of the same key does nothing. */
    dedupeKey: text(),
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
    // Export's "mails sent" and deletion (docs/decisions/0090-account-export.md).
    index('mail_outbox_to_idx').on(sql`lower(${t.to})`),
    index('mail_outbox_user_id_idx').on(t.userId),
    index('mail_outbox_about_email_idx')
      .on(t.aboutEmail)
      .where(sql`${t.aboutEmail} is not null`),
    uniqueIndex('mail_outbox_dedupe_key_uq').on(t.dedupeKey),
    check('mail_outbox_dedupe_key_length', sql`char_length(${t.dedupeKey}) <= 200`),
  ],
);

export type MailOutboxRow = typeof mailOutbox.$inferSelect;
export type NewMailOutboxRow = typeof mailOutbox.$inferInsert;
