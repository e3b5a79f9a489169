import type { Ctx } from '../../context/index.ts';
import { findDigestBatch, findNewContests } from './member-mails.queries.ts';
import { weeklyDigestMail } from './member-mails.templates.ts';
import type { MemberMailCtx } from './member-mails.ts';
import { queueMemberMail } from './member-mails.ts';

/** What the digest uses. */
export type DigestCtx = MemberMailCtx & Ctx<'db' | 'mailWorker'>;

/**
 * The weekly digest (docs/product/mail.md): for every member who turned it on, their pets' new
 * votes of the last 7 days with their totals and rank, and the new caption contests. A background
 * job (`weekly-digest`, ADR 0071: one instance at a time) due every Monday 08:00 UTC; each mail's
 * dedupe key is the member and the week, so a run cut short and run again sends nobody a second
 * digest.
 */

export const DIGEST_JOB = 'weekly-digest';
const BATCH = 200;
const WEEK_MS = 7 * 24 * 60 * 60_000;

/** The Monday 08:00 UTC after `now`. */
export function nextDigestAt(now: Date): Date {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 8));
  const toMonday = (8 - d.getUTCDay()) % 7; // 0 on Mondays
  d.setUTCDate(d.getUTCDate() + toMonday);
  if (d <= now) d.setUTCDate(d.getUTCDate() + 7);
  return d;
}

/** 'YYYY-MM-DD' of the Monday (UTC) of the week holding `now`. */
export function weekKey(now: Date): string {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d.toISOString().slice(0, 10);
}

/** Queues this week's digests; returns how many were queued by this call. */
export async function sendWeeklyDigests(ctx: DigestCtx, signal?: AbortSignal): Promise<number> {
  const now = ctx.clock.now();
  const since = new Date(now.getTime() - WEEK_MS);
  const week = weekKey(now);
  const newContests = await findNewContests(ctx.db, since);
  const newContestsCount = newContests[0]?.total ?? 0;
  let after = '';
  let queued = 0;
  for (;;) {
    if (signal?.aborted) break;
    // Members who want it (partial index), with their visible pets: new votes (votes_photo_created_idx)
    // and rank among visible pets (pet_photos_visible_votes_idx).
    const batch = await findDigestBatch(ctx.db, { since, after, limit: BATCH });
    for (const row of batch) {
      if (row.pets.length === 0 && newContestsCount === 0) continue; // nothing to tell
      const sent = await queueMemberMail(ctx, ctx.db, {
        userId: row.userId,
        kind: 'weeklyDigest',
        dedupeKey: `weekly-digest:${week}:${row.userId}`,
        build: (to, links) =>
          weeklyDigestMail(
            to,
            {
              pets: row.pets.slice(0, 20),
              newContests: newContests.map(({ petName, shareId }) => ({ petName, shareId })),
              newContestsCount,
            },
            links,
          ),
      });
      if (sent) queued++;
    }
    if (batch.length < BATCH) break;
    after = batch.at(-1)!.userId;
  }
  if (queued) ctx.mailWorker.kick();
  return queued;
}

/** Defines the job on the app's runner (ADR 0071). */
export function defineDigestJob(ctx: DigestCtx & Ctx<'jobs'>) {
  return ctx.jobs.define({
    name: DIGEST_JOB,
    next: nextDigestAt,
    run: ({ signal }) => sendWeeklyDigests(ctx, signal),
  });
}
