import { createHash, randomBytes } from 'node:crypto';
import {
  messages,
  NEWSLETTER_CONFIRM_HOURS,
  NEWSLETTER_CONFIRMATIONS_PER_ADDRESS_PER_DAY,
  NEWSLETTER_CONFIRMATIONS_PER_NETWORK_PER_HOUR,
  NEWSLETTER_RESEND_AFTER_SECONDS,
} from '@pawprize/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { SharedCounter } from '../../http/shared-counter.ts';
import type { OutgoingMail } from '../../mail/outbox.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { confirmationMail, welcomeMail } from './newsletter.mails.ts';
import {
  clearExpiredLinks,
  confirmByTokenHash,
  deleteExpiredPending,
  findActiveSubscription,
  hasRecentLink,
  hasUnsubscribeToken,
  markUnsubscribed,
  upsertPendingSubscriber,
} from './newsletter.queries.ts';

/** How long a confirmation link lasts (docs/decisions/0113-newsletter-double-opt-in.md). */
export const CONFIRM_TTL_MS = NEWSLETTER_CONFIRM_HOURS * 3_600_000;
export const ADDRESS_WINDOW_MS = 24 * 3_600_000;
export const NETWORK_WINDOW_MS = 3_600_000;

export interface ConfirmationLimits {
  /** Confirmation mails per address (the email, lower-cased), per day. */
  perAddress: SharedCounter;
  /** Confirmation mails per client network (hashed key), per hour. */
  perNetwork: SharedCounter;
}

export interface NewsletterDeps {
  db: Database;
  config: Pick<Config, 'publicUrl' | 'storeUrl'>;
  log: FastifyBaseLogger;
  now: () => Date;
}

/** The secret of a confirmation link, and what the database keeps of it. */
function newConfirmToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
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

async function countOrRefuse(counter: SharedCounter, key: string, max: number) {
  const { count, resetInMs } = await counter.hit(key);
  if (count <= max) return;
  const minutes = Math.max(1, Math.ceil(resetInMs / 60_000));
  throw new AppError(
    'RATE_LIMITED',
    `Too many requests. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    undefined,
    { 'retry-after': String(Math.max(1, Math.ceil(resetInMs / 1000))) },
  );
}

const alreadySubscribed = () =>
  new AppError('ALREADY_SUBSCRIBED', messages.newsletter.alreadySubscribed);

/**
 * Asks `email` (already trimmed and lower-cased) to confirm (double opt-in, ADR 0113): one
 * confirmation mail with a fresh link, counted per address and per network first. The address
 * becomes a subscriber only when the link is opened (`confirm`). A confirmed subscriber is a 409
 * ALREADY_SUBSCRIBED and gets no mail; a pending or unsubscribed address gets a new link (the
 * older one stops working), unless its last link went out less than
 * NEWSLETTER_RESEND_AFTER_SECONDS ago: then nothing is sent and that link stays the working one,
 * so simultaneous sign-ups make one mail and no dead link (ADR 0138). Nobody else is mailed: the
 * admin sees sign-ups in the console.
 */
export async function subscribe(
  deps: NewsletterDeps,
  limits: ConfirmationLimits,
  input: { email: string; networkKey: string },
): Promise<void> {
  const { db, config } = deps;
  const current = await findActiveSubscription(db, input.email);
  if (current?.confirmedAt) throw alreadySubscribed();
  await countOrRefuse(
    limits.perNetwork,
    input.networkKey,
    NEWSLETTER_CONFIRMATIONS_PER_NETWORK_PER_HOUR,
  );
  // Keyed by a hash: the counter table keeps no address (ADR 0102).
  await countOrRefuse(
    limits.perAddress,
    hashToken(`newsletter:${input.email}`).slice(0, 32),
    NEWSLETTER_CONFIRMATIONS_PER_ADDRESS_PER_DAY,
  );

  const { token, hash } = newConfirmToken();
  const sentAt = deps.now();
  const resendAfter = new Date(sentAt.getTime() - NEWSLETTER_RESEND_AFTER_SECONDS * 1000);
  await db.transaction(async (tx) => {
    // One statement: a new pending row, or a new link for a pending or unsubscribed one. A
    // confirmed subscriber's row is left alone (no row back: 409), also against a race, and so
    // is a link just sent (no row back: the sign-up is done, its mail is on its way).
    const row = await upsertPendingSubscriber(tx, {
      email: input.email,
      hash,
      sentAt,
      resendAfter,
    });
    if (!row) {
      if (await hasRecentLink(tx, { email: input.email, sentAfter: resendAfter })) return;
      throw alreadySubscribed();
    }
    // Without its link the sign-up is nothing: a mail that cannot be queued fails it.
    await enqueueMail(
      tx,
      confirmationMail({ email: input.email, token, publicUrl: config.publicUrl }),
    );
  });
}

/**
 * Opens a confirmation link: the address becomes a subscriber (again, if it had unsubscribed),
 * the link is used up, and the welcome mail with the discount code and an unsubscribe link is
 * queued (best effort). Unknown, used or expired: 404.
 */
export async function confirm(deps: NewsletterDeps, token: string): Promise<void> {
  const { db, config, log } = deps;
  const now = deps.now();
  await db.transaction(async (tx) => {
    const row = await confirmByTokenHash(tx, {
      hash: hashToken(token),
      now,
      sentAfter: new Date(now.getTime() - CONFIRM_TTL_MS),
    });
    if (!row) throw new AppError('NOT_FOUND', messages.newsletter.confirmInvalid);
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
  });
}

/**
 * Unconfirmed sign-ups expire (ADR 0113): a never-confirmed address past its link's life is
 * deleted; an unsubscribed one that asked to come back and did not confirm loses the link and
 * stays unsubscribed. Two indexed statements (`newsletter_subscribers_confirm_sent_idx`).
 */
export async function expirePending(db: Database, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - CONFIRM_TTL_MS);
  return db.transaction(async (tx) => {
    const deleted = await deleteExpiredPending(tx, cutoff);
    const cleared = await clearExpiredLinks(tx, cutoff);
    return deleted.length + cleared.length;
  });
}

/** Marks the subscriber with this token unsubscribed (again: no change). Unknown token: 404. */
export async function unsubscribe(db: Database, token: string): Promise<void> {
  const updated = await markUnsubscribed(db, token, new Date());
  if (updated) return;
  if (!(await hasUnsubscribeToken(db, token)))
    throw new AppError('NOT_FOUND', messages.newsletter.unsubscribeInvalid);
}
