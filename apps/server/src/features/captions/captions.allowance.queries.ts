import { and, count, eq, gt, gte, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/rows.ts';
import { petCaptions, profiles } from '../../db/schema/index.ts';

/** Statements of the daily contest allowance and the Generation Credits (captions.allowance.ts). */

/** The account's contests created since `since` (the UTC day's start). */
export async function countContestsSince(
  db: Queryable,
  userId: string,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(petCaptions)
    .where(and(eq(petCaptions.userId, userId), gte(petCaptions.createdAt, since)));
  return row?.n ?? 0;
}

/** The account's Generation Credits (undefined without a profile). */
export async function findCredits(db: Queryable, userId: string): Promise<number | undefined> {
  const [profile] = await db
    .select({ credits: profiles.credits })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return profile?.credits;
}

/** Serialises the account's contest creations until the transaction ends. */
export async function lockContestCreation(tx: Tx, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`caption-contests:${userId}`}))`);
}

/** Spends one credit if the account has one; true when it did. */
export async function spendCredit(tx: Tx, userId: string): Promise<boolean> {
  const spent = await tx
    .update(profiles)
    .set({ credits: sql`${profiles.credits} - 1` })
    .where(and(eq(profiles.id, userId), gt(profiles.credits, 0)))
    .returning({ credits: profiles.credits });
  return spent.length > 0;
}
