import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { rowsOf } from '../../db/rows.ts';
import type { DigestPet } from './member-mails.templates.ts';
import { weeklyDigestMail } from './member-mails.templates.ts';
import { queueMemberMail } from './member-mails.ts';

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

interface DigestRow {
  userId: string;
  pets: DigestPet[];
}

/** Queues this week's digests; returns how many were queued by this call. */
export async function sendWeeklyDigests(
  app: FastifyInstance,
  signal?: AbortSignal,
): Promise<number> {
  const now = app.clock.now();
  const since = new Date(now.getTime() - WEEK_MS);
  const week = weekKey(now);
  const newContests = await rowsOf<{ petName: string; shareId: string; total: number }>(
    app.db,
    sql`select pet_name as "petName", share_id as "shareId", count(*) over ()::int as total
      from pet_captions where status = 'visible' and created_at >= ${since}
      order by created_at desc limit 5`,
  );
  const newContestsCount = newContests[0]?.total ?? 0;
  let after = '';
  let queued = 0;
  for (;;) {
    if (signal?.aborted) break;
    // Members who want it (partial index), with their visible pets: new votes (votes_photo_created_idx)
    // and rank among visible pets (pet_photos_visible_votes_idx).
    const batch = await rowsOf<DigestRow>(
      app.db,
      sql`select mp.user_id as "userId",
          (select coalesce(jsonb_agg(jsonb_build_object('petName', p.pet_name,
              'votes', p.votes_count,
              'newVotes', (select count(*) from votes as v
                where v.photo_id = p.id and v.created_at >= ${since}),
              'rank', 1 + (select count(*) from pet_photos as o
                where o.status = 'visible' and o.votes_count > p.votes_count))
              order by p.votes_count desc, p.created_at), '[]'::jsonb)
            from pet_photos as p where p.user_id = mp.user_id and p.status = 'visible') as pets
        from mail_preferences as mp
        where mp.weekly_digest and mp.user_id > ${after}
        order by mp.user_id limit ${BATCH}`,
    );
    for (const row of batch) {
      if (row.pets.length === 0 && newContestsCount === 0) continue; // nothing to tell
      const sent = await queueMemberMail(app, app.db, {
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
  if (queued) app.mailWorker.kick();
  return queued;
}

/** Defines the job on the app's runner (ADR 0071). */
export function defineDigestJob(app: FastifyInstance) {
  return app.jobs.define({
    name: DIGEST_JOB,
    next: nextDigestAt,
    run: ({ signal }) => sendWeeklyDigests(app, signal),
  });
}
