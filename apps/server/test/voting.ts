import { TIME_ZONE_HEADER } from '@pawprize/shared';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { petPhotos } from '../src/db/schema/index.ts';
import { freshIp, ORIGIN } from './auth-helpers.ts';

/** Helpers for the voting tests: pets inserted directly, a movable clock, vote requests. */

/** Replaces `app.clock.now` with a clock that stands still at `iso` until moved. */
export function fakeClock(app: FastifyInstance, iso: string) {
  let now = new Date(iso);
  app.clock.now = () => new Date(now);
  return {
    set(next: string) {
      now = new Date(next);
    },
    advanceHours(hours: number) {
      now = new Date(now.getTime() + hours * 3_600_000);
    },
    advanceDays(days: number) {
      now = new Date(now.getTime() + days * 86_400_000);
    },
  };
}

/** Inserts `count` pets owned by `userId` (as the upload pipeline would, minus the files). */
export async function insertPets(
  app: FastifyInstance,
  userId: string,
  count = 1,
): Promise<string[]> {
  const rows = await app.db
    .insert(petPhotos)
    .values(
      Array.from({ length: count }, (_, i) => ({
        userId,
        petName: `Pet ${i + 1}`,
        imageUrl: `/uploads/pets/test/${i}-1600.webp`,
        imageKey: null,
        width: 1600,
        height: 1200,
        variants: [{ width: 800, url: `/uploads/pets/test/${i}-800.webp` }],
        placeholder: '#a0b1c2',
      })),
    )
    .returning({ id: petPhotos.id });
  return rows.map((r) => r.id);
}

export interface VoteRequestOptions {
  cookie?: string;
  timeZone?: string;
  ip?: string;
}

function headers(opts: VoteRequestOptions) {
  const h: Record<string, string> = { origin: ORIGIN };
  if (opts.cookie) h.cookie = opts.cookie;
  if (opts.timeZone) h[TIME_ZONE_HEADER] = opts.timeZone;
  return h;
}

export function vote(app: FastifyInstance, petId: string, opts: VoteRequestOptions = {}) {
  return app.inject({
    method: 'POST',
    url: `/api/pets/${petId}/vote`,
    remoteAddress: opts.ip ?? freshIp(),
    headers: headers(opts),
  });
}

export function unvote(app: FastifyInstance, petId: string, opts: VoteRequestOptions = {}) {
  return app.inject({
    method: 'DELETE',
    url: `/api/pets/${petId}/vote`,
    remoteAddress: opts.ip ?? freshIp(),
    headers: headers(opts),
  });
}

export function swipe(
  app: FastifyInstance,
  petId: string,
  direction: 'right' | 'left',
  opts: VoteRequestOptions = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/swipes',
    remoteAddress: opts.ip ?? freshIp(),
    headers: headers(opts),
    payload: { petId, direction },
  });
}

export function share(app: FastifyInstance, platform: string, opts: VoteRequestOptions = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/shares',
    remoteAddress: opts.ip ?? freshIp(),
    headers: headers(opts),
    payload: { platform },
  });
}

export function getVoter(app: FastifyInstance, opts: VoteRequestOptions = {}) {
  return app.inject({
    method: 'GET',
    url: '/api/voter',
    remoteAddress: opts.ip ?? freshIp(),
    headers: headers(opts),
  });
}

/** The visitor cookie a response set (`name=value`), or ''. */
export function visitorCookieFrom(res: LightMyRequestResponse): string {
  const header = res.headers['set-cookie'];
  const list = Array.isArray(header) ? header : header ? [header] : [];
  return list.find((c) => c.startsWith('pawprize_visitor='))?.split(';')[0] ?? '';
}

/**
 * The visitor's cookies a response set (`name=value; name=value`): the visitor id and, from the
 * battle routes, the visitor's matchup (ADR 0106); '' when none.
 */
export function visitorCookiesFrom(res: LightMyRequestResponse): string {
  const header = res.headers['set-cookie'];
  const list = Array.isArray(header) ? header : header ? [header] : [];
  return list
    .map((c) => c.split(';')[0]!)
    .filter((c) => /^pawprize_(visitor|battle)=./.test(c))
    .join('; ');
}

/** Pets whose votes_count differs from their number of vote rows (should be none). */
export async function countMismatches(app: FastifyInstance): Promise<number> {
  const result = (await app.db.execute(sql`
    select count(*)::int as n from pet_photos p
    where p.votes_count <> (select count(*) from votes v where v.photo_id = p.id)`)) as unknown as {
    rows: { n: number }[];
  };
  return result.rows[0]!.n;
}
