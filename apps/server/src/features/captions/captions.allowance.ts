import { CAPTION_CONTESTS_PER_DAY, messages } from '@pawprize/shared';
import type { CaptionAllowance } from '@pawprize/shared/schemas/captions';
import type { Database } from '../../db/client.ts';
import type { Queryable, Tx } from '../../db/rows.ts';
import { AppError } from '../../errors.ts';
import {
  countContestsSince,
  findCredits,
  lockContestCreation,
  spendCredit,
} from './captions.allowance.queries.ts';
import { utcDay } from './captions.rules.ts';

/**
 * docs/product/captions.md: 10 caption contests per account per UTC day; each one beyond that
 * spends one Generation Credit (`profiles.credits`), else 429 DAILY_LIMIT_REACHED with Retry-After.
 */

function limitReached(now = new Date()): AppError {
  return new AppError('DAILY_LIMIT_REACHED', messages.captionCreate.dailyLimitReached, undefined, {
    'retry-after': String(utcDay(now).secondsLeft),
  });
}

function contestsToday(db: Queryable, userId: string): Promise<number> {
  return countContestsSince(db, userId, utcDay().start);
}

/** A quick check before the photo is processed (no lock; takeAllowance decides). */
export async function checkAllowance(db: Database, userId: string): Promise<void> {
  if ((await contestsToday(db, userId)) < CAPTION_CONTESTS_PER_DAY) return;
  if (((await findCredits(db, userId)) ?? 0) <= 0) throw limitReached();
}

/**
 * Inside the transaction that inserts the contest: counts today's contests under a per-user
 * advisory lock (two uploads at once cannot both take the tenth place) and, past the limit,
 * spends one credit atomically. Answers whether a credit was spent.
 */
export async function takeAllowance(tx: Tx, userId: string): Promise<boolean> {
  await lockContestCreation(tx, userId);
  if ((await contestsToday(tx, userId)) < CAPTION_CONTESTS_PER_DAY) return false;
  if (!(await spendCredit(tx, userId))) throw limitReached();
  return true;
}

/** What the dashboard shows (docs/product/dashboard.md): today's free contests and the credits. */
export async function readAllowance(db: Database, userId: string): Promise<CaptionAllowance> {
  const now = new Date();
  const [usedToday, credits] = await Promise.all([
    contestsToday(db, userId),
    findCredits(db, userId),
  ]);
  const { start } = utcDay(now);
  return {
    perDay: CAPTION_CONTESTS_PER_DAY,
    usedToday,
    leftToday: Math.max(0, CAPTION_CONTESTS_PER_DAY - usedToday),
    credits: credits ?? 0,
    resetsAt: new Date(start.getTime() + 24 * 60 * 60 * 1000).toISOString(),
  };
}
