import type { Database } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers such as `List-Unsubscribe` (RFC 8058). */
  headers?: Record<string, string>;
  /** The member the mail is about (export and deletion find it by this too). */
  userId?: string;
  /** The address an admin notice names: deleting that account deletes the notice (ADR 0102). */
  aboutEmail?: string;
  /** One mail per event: a second mail with the same key is not queued. */
  dedupeKey?: string;
}

/**
 * Queues a mail. Pass the transaction when the mail belongs to a state change, so both commit
 * together; the mail worker delivers and retries (docs/product/mail.md). False when a mail with the
 * same `dedupeKey` was queued before.
 */
export async function enqueueMail(
  db: Pick<Database, 'insert'>,
  mail: OutgoingMail,
): Promise<boolean> {
  const inserted = await db
    .insert(mailOutbox)
    .values({
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? null,
      headers: mail.headers ?? null,
      userId: mail.userId ?? null,
      aboutEmail: mail.aboutEmail?.trim().toLowerCase() ?? null,
      dedupeKey: mail.dedupeKey ?? null,
    })
    .onConflictDoNothing({ target: mailOutbox.dedupeKey })
    .returning({ id: mailOutbox.id });
  return inserted.length > 0;
}
