import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/rows.ts';
import { rowsOf } from '../../db/rows.ts';

/**
 * The newsletter list as the admin console reads it. Subscribers are confirmed and not
 * unsubscribed; pending sign-ups are counted apart (docs/decisions/0113-newsletter-double-opt-in.md).
 */

export async function subscriberCounts(
  db: Queryable,
): Promise<{ subscribers: number; unsubscribed: number; pending: number } | undefined> {
  const [counts] = await rowsOf<{ subscribers: number; unsubscribed: number; pending: number }>(
    db,
    sql`select
      count(*) filter (where confirmed_at is not null and unsubscribed_at is null)::int
        as subscribers,
      count(*) filter (where unsubscribed_at is not null)::int as unsubscribed,
      count(*) filter (where confirmed_at is null and unsubscribed_at is null)::int as pending
    from newsletter_subscribers`,
  );
  return counts;
}

/** Escapes LIKE's wildcards in a search term. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Current subscribers, newest first, whose email contains `q` (any case) when given. */
export function searchSubscribers(
  db: Queryable,
  q: string | undefined,
  limit: number,
): Promise<{ id: string; email: string; createdAt: string }[]> {
  const search = q ? sql`and email ilike ${likePattern(q.toLowerCase())}` : sql``;
  return rowsOf<{ id: string; email: string; createdAt: string }>(
    db,
    sql`select id, email, created_at as "createdAt" from newsletter_subscribers
      where confirmed_at is not null and unsubscribed_at is null ${search}
      order by created_at desc, id limit ${limit}`,
  );
}

/** Every current subscriber, oldest first. */
export function allSubscribers(db: Queryable): Promise<{ email: string; createdAt: string }[]> {
  return rowsOf<{ email: string; createdAt: string }>(
    db,
    sql`select email, created_at as "createdAt" from newsletter_subscribers
      where confirmed_at is not null and unsubscribed_at is null order by created_at, id`,
  );
}

/** Deletes a subscriber; their email, or null when there is none. */
export async function deleteSubscriber(tx: Queryable, id: string): Promise<string | null> {
  const [row] = await rowsOf<{ email: string }>(
    tx,
    sql`delete from newsletter_subscribers where id = ${id}::uuid returning email`,
  );
  return row?.email ?? null;
}
