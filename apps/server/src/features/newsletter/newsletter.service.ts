import { messages } from '@pawprize/shared';
import type { NewsletterSource } from '@pawprize/shared/schemas/newsletter';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { newsletterSubscribers } from '../../db/schema/index.ts';
import { AppError, isUniqueViolation } from '../../errors.ts';
import type { OutgoingMail } from '../../mail/outbox.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { subscriptionNotice, welcomeMail } from './newsletter.mails.ts';

export interface NewsletterDeps {
  db: Database;
  config: Pick<Config, 'publicUrl' | 'storeUrl' | 'adminEmail'>;
  log: FastifyBaseLogger;
}

/**
 * Queues a mail inside a savepoint of `tx`: if the insert fails, only the savepoint rolls back,
 * the failure is logged and the caller's change still commits (docs/product/newsletter.md).
 */
async function enqueueBestEffort(tx: Database, log: FastifyBaseLogger, mail: OutgoingMail) {
  try {
    await tx.transaction(async (savepoint) => {
      await enqueueMail(savepoint, mail);
    });
  } catch (err) {
    log.error({ err, subject: mail.subject }, 'could not queue a newsletter mail; continuing');
  }
}

/**
 * Subscribes `email` (already trimmed and lower-cased). An unsubscribed address is subscribed
 * again; an active one is a 409 ALREADY_SUBSCRIBED. The welcome mail and the admin notice are
 * queued in the same transaction, and neither can fail the signup.
 */
export async function subscribe(
  deps: NewsletterDeps,
  input: { email: string; source?: NewsletterSource | undefined },
): Promise<void> {
  const { db, config, log } = deps;
  const alreadySubscribed = () =>
    new AppError('ALREADY_SUBSCRIBED', messages.newsletter.alreadySubscribed);
  try {
    await db.transaction(async (tx) => {
      let resubscribed = false;
      let [row] = await tx
        .insert(newsletterSubscribers)
        .values({ email: input.email })
        .onConflictDoNothing({ target: newsletterSubscribers.email })
        .returning();
      if (!row) {
        // Taken: only an unsubscribed address may come back. The row lock makes this race-free.
        [row] = await tx
          .update(newsletterSubscribers)
          .set({ unsubscribedAt: null })
          .where(
            and(
              eq(newsletterSubscribers.email, input.email),
              isNotNull(newsletterSubscribers.unsubscribedAt),
            ),
          )
          .returning();
        if (!row) throw alreadySubscribed();
        resubscribed = true;
      }

      await enqueueBestEffort(
        tx,
        log,
        welcomeMail({
          email: row.email,
          token: row.unsubscribeToken,
          publicUrl: config.publicUrl,
          storeUrl: config.storeUrl,
        }),
      );
      if (config.adminEmail) {
        await enqueueBestEffort(
          tx,
          log,
          subscriptionNotice({
            adminEmail: config.adminEmail,
            email: row.email,
            source: input.source,
            resubscribed,
          }),
        );
      } else {
        log.warn('ADMIN_EMAIL is not set; no subscription notice sent');
      }
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw alreadySubscribed();
    throw err;
  }
}

/** Marks the subscriber with this token unsubscribed (again: no change). Unknown token: 404. */
export async function unsubscribe(db: Database, token: string): Promise<void> {
  const [updated] = await db
    .update(newsletterSubscribers)
    .set({ unsubscribedAt: new Date() })
    .where(
      and(
        eq(newsletterSubscribers.unsubscribeToken, token),
        isNull(newsletterSubscribers.unsubscribedAt),
      ),
    )
    .returning({ id: newsletterSubscribers.id });
  if (updated) return;
  const [known] = await db
    .select({ id: newsletterSubscribers.id })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.unsubscribeToken, token))
    .limit(1);
  if (!known) throw new AppError('NOT_FOUND', messages.newsletter.unsubscribeInvalid);
}
