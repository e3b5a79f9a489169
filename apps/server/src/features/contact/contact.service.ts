import { createHash } from 'node:crypto';
import type { ContactMessageInput } from '@pawprize/shared/schemas/contact';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { insertContactMessage } from './contact.queries.ts';
import { contactNotice } from './contact.rules.ts';

/** A stable key for the sender's IP (for spotting abuse) without keeping the address itself. */
export function ipKey(ip: string): string {
  return createHash('sha256').update(`contact:${ip}`).digest('hex').slice(0, 32);
}

/**
 * Stores the message and queues the admin's copy in the same transaction (docs/product/contact.md).
 */
export async function submitContactMessage(
  deps: { db: Database; adminEmail: string | undefined; log: FastifyBaseLogger },
  input: ContactMessageInput,
  ip: string,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await insertContactMessage(tx, {
      name: input.name,
      email: input.email,
      subject: input.subject ?? null,
      message: input.message,
      ipKey: ipKey(ip),
    });
    if (deps.adminEmail) await enqueueMail(tx, contactNotice(deps.adminEmail, input));
    else deps.log.warn('ADMIN_EMAIL is not set; the contact message is stored but not mailed');
  });
}
