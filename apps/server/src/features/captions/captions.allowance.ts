import { CAPTION_CONTESTS_PER_DAY, messages } from '@pawprize/shared';
import type { CaptionAllowance } from '@pawprize/shared/schemas/captions';
import { and, count, eq, gt, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { petCaptions, profiles } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { utcDay } from './captions.rules.ts';

/**
 * docs/product/captions.md: 10 caption contests per account per UTC day; each one beyond that
 * spends one Generation Credit (`profiles.credits`), else 429 DAILY_LIMIT_REACHED with Retry-After.
 */

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

function limitReached(now = new Date()): AppError {
  return new AppError('DAILY_LIMIT_REACHED', messages.captionCreate.dailyLimitReached, undefined, {
    'retry-after': String(utcDay(now).secondsLeft),
  });
}

async function contestsToday(db: Database | Tx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(petCaptions)
    .where(and(eq(petCaptions.userId, userId), gte(petCaptions.createdAt, utcDay().start)));
  return row?.n ?? 0;
}

/** A quick check before the photo is processed (no lock; takeAllowance decides). */
export async function checkAllowance(db: Database, userId: string): Promise<void> {
  if ((await contestsToday(db, userId)) < CAPTION_CONTESTS_PER_DAY) return;
  const [profile] = await db
    .select({ credits: profiles.credits })
    .from(profiles)
    .where(eq(profiles.id, userId));
  if ((profile?.credits ?? 0) <= 0) throw limitReached();
}

/**
 * Inside the transaction that inserts the contest: counts today's contests under a per-user
 * advisory lock (two uploads at once cannot both take the tenth place) and, past the limit,
 * spends one credit atomically. Answers whether a credit was spent.
 */
export async function takeAllowance(tx: Tx, userId: string): Promise<boolean> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`caption-contests:${userId}`}))`);
  if ((await contestsToday(tx, userId)) < CAPTION_CONTESTS_PER_DAY) return false;
  const spent = await tx
    .update(profiles)
    .set({ credits: sql`${profiles.credits} - 1` })
    .where(and(eq(profiles.id, userId), gt(profiles.credits, 0)))
    .returning({ credits: profiles.credits });
  if (spent.length === 0) throw limitReached();
  return true;
}

/** What the dashboard shows (docs/product/dashboard.md): today's free contests and the credits. */
export async function readAllowance(db: Database, userId: string): Promise<CaptionAllowance> {
  const now = new Date();
  const [usedToday, [profile]] = await Promise.all([
    contestsToday(db, userId),
    db.select({ credits: profiles.credits }).from(profiles).where(eq(profiles.id, userId)),
  ]);
  const { start } = utcDay(now);
  return {
    perDay: CAPTION_CONTESTS_PER_DAY,
    usedToday,
    leftToday: Math.max(0, CAPTION_CONTESTS_PER_DAY - usedToday),
    credits: profile?.credits ?? 0,
    resetsAt: new Date(start.getTime() + 24 * 60 * 60 * 1000).toISOString(),
  };
}
