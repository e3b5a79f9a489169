import type { Database } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/**
 * Queues a mail. Pass the transaction when the mail belongs to a state change, so both commit
 * together; the mail worker delivers and retries (docs/product/mail.md).
 */
export async function enqueueMail(db: Pick<Database, 'insert'>, mail: OutgoingMail): Promise<void> {
  await db.insert(mailOutbox).values({
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html ?? null,
  });
}
