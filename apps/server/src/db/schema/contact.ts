import { sql } from 'drizzle-orm';
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns.ts';

/** Messages from the contact form; each is also mailed to the admin through the outbox. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    email: text().notNull(),
    subject: text(),
    message: text().notNull(),
    ipKey: text(),
    createdAt: createdAt(),
    /** Marked handled in the admin inbox; by whom (the admin's email). */
    handledAt: timestamptz(),
    handledBy: text(),
  },
  (t) => [
    // The admin inbox: newest first, open ones apart.
    index('contact_messages_created_idx').on(t.createdAt.desc(), t.id),
    // Deleting an account deletes the messages sent from its email (ADR 0102).
    index('contact_messages_email_idx').on(sql`lower(${t.email})`),
    index('contact_messages_open_idx')
      .on(t.createdAt.desc(), t.id)
      .where(sql`${t.handledAt} is null`),
  ],
);

export type ContactMessage = typeof contactMessages.$inferSelect;
export type NewContactMessage = typeof contactMessages.$inferInsert;
