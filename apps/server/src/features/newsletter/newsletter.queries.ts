import { and, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/rows.ts';
import { rowsOf } from '../../db/rows.ts';
import { newsletterSubscribers } from '../../db/schema/index.ts';

/** The address's subscription that is not unsubscribed, if any. */
export async function findActiveSubscription(
  q: Queryable,
  email: string,
): Promise<{ confirmedAt: Date | null } | undefined> {
  const [current] = await q
    .select({ confirmedAt: newsletterSubscribers.confirmedAt })
    .from(newsletterSubscribers)
    .where(
      and(eq(newsletterSubscribers.email, email), isNull(newsletterSubscribers.unsubscribedAt)),
    );
  return current;
}

/**
 * One statement: a new pending row, or a new link for a pending or unsubscribed one. A confirmed
 * subscriber's row is left alone (no row back), also against a race; so is one whose link was
 * sent after `resendAfter` (that link stays the working one). A simultaneous sign-up of the same
 * address waits here for the first one's transaction, then finds its row.
 */
export async function upsertPendingSubscriber(
  q: Queryable,
  input: { email: string; hash: string; sentAt: Date; resendAfter: Date },
): Promise<{ id: string } | undefined> {
  const [row] = await rowsOf<{ id: string }>(
    q,
    sql`insert into newsletter_subscribers (email, confirm_token_hash, confirm_sent_at)
        values (${input.email}, ${input.hash}, ${input.sentAt})
        on conflict (email) do update
          set confirm_token_hash = excluded.confirm_token_hash,
            confirm_sent_at = excluded.confirm_sent_at
          where (newsletter_subscribers.confirmed_at is null
              or newsletter_subscribers.unsubscribed_at is not null)
            and not (newsletter_subscribers.confirm_token_hash is not null
              and newsletter_subscribers.confirm_sent_at > ${input.resendAfter})
        returning id`,
  );
  return row;
}

/**
 * Whether the address has a confirmation link sent after `sentAfter` and not used: read after
 * {@link upsertPendingSubscriber} left the row alone (a statement of its own, so it sees the row
 * a simultaneous sign-up has just committed).
 */
export async function hasRecentLink(
  q: Queryable,
  input: { email: string; sentAfter: Date },
): Promise<boolean> {
  const [row] = await q
    .select({ id: newsletterSubscribers.id })
    .from(newsletterSubscribers)
    .where(
      and(
        eq(newsletterSubscribers.email, input.email),
        isNotNull(newsletterSubscribers.confirmTokenHash),
        gt(newsletterSubscribers.confirmSentAt, input.sentAfter),
      ),
    );
  return row !== undefined;
}

/** Confirms the subscriber whose link (hash) was sent after `sentAfter`; uses the link up. */
export async function confirmByTokenHash(
  q: Queryable,
  input: { hash: string; now: Date; sentAfter: Date },
): Promise<{ email: string; unsubscribeToken: string } | undefined> {
  const [row] = await rowsOf<{ email: string; unsubscribeToken: string }>(
    q,
    sql`update newsletter_subscribers
        set confirmed_at = ${input.now}, unsubscribed_at = null,
          confirm_token_hash = null, confirm_sent_at = null
        where confirm_token_hash = ${input.hash}
          and confirm_sent_at > ${input.sentAfter}
        returning email, unsubscribe_token as "unsubscribeToken"`,
  );
  return row;
}

/** Deletes never-confirmed, never-unsubscribed addresses whose link was sent at or before `cutoff`. */
export async function deleteExpiredPending(q: Queryable, cutoff: Date): Promise<{ id: string }[]> {
  return rowsOf<{ id: string }>(
    q,
    sql`delete from newsletter_subscribers
        where confirm_sent_at is not null and confirm_sent_at <= ${cutoff}
          and confirmed_at is null and unsubscribed_at is null
        returning id`,
  );
}

/** Clears the links sent at or before `cutoff`. */
export async function clearExpiredLinks(q: Queryable, cutoff: Date): Promise<{ id: string }[]> {
  return rowsOf<{ id: string }>(
    q,
    sql`update newsletter_subscribers set confirm_token_hash = null, confirm_sent_at = null
        where confirm_sent_at is not null and confirm_sent_at <= ${cutoff}
        returning id`,
  );
}

/** Marks the subscribed row with this unsubscribe token unsubscribed; its id, or none. */
export async function markUnsubscribed(
  q: Queryable,
  token: string,
  at: Date,
): Promise<{ id: string } | undefined> {
  const [updated] = await q
    .update(newsletterSubscribers)
    .set({ unsubscribedAt: at })
    .where(
      and(
        eq(newsletterSubscribers.unsubscribeToken, token),
        isNull(newsletterSubscribers.unsubscribedAt),
      ),
    )
    .returning({ id: newsletterSubscribers.id });
  return updated;
}

/** Whether a row has this unsubscribe token. */
export async function hasUnsubscribeToken(q: Queryable, token: string): Promise<boolean> {
  const [known] = await q
    .select({ id: newsletterSubscribers.id })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.unsubscribeToken, token))
    .limit(1);
  return known !== undefined;
}
