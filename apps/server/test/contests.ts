import type { ContestInput } from '@pawprize/shared/schemas/contests';
import type { FastifyInstance } from 'fastify';
import { freshIp, ORIGIN } from './auth-helpers.ts';

/** Helpers for the contests tests (docs/product/contests.md). */

/** Any request with a session cookie (or none). */
export function call(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  opts: { cookie?: string; payload?: unknown } = {},
) {
  return app.inject({
    method,
    url,
    remoteAddress: freshIp(),
    headers: { origin: ORIGIN, ...(opts.cookie ? { cookie: opts.cookie } : {}) },
    ...(opts.payload === undefined ? {} : { payload: opts.payload as object }),
  });
}

let titles = 0;

/**
 * A contest's input in Europe/Berlin (winter, UTC+1) around 2027-02: entries 1–20 February,
 * voting 10–25 February, results on the 26th. Dates are wall-clock times, as the admin sends them.
 */
export function contestInput(overrides: Partial<ContestInput> = {}): ContestInput {
  return {
    title: `Sleepy pets ${++titles}`,
    theme: 'Naps, snoozes and yawns',
    description: 'Show us your sleepiest pet.',
    rules: 'One photo per pet.',
    timeZone: 'Europe/Berlin',
    entriesOpenAt: '2027-02-01T09:00',
    entriesCloseAt: '2027-02-20T18:00',
    votingOpenAt: '2027-02-10T09:00',
    votingCloseAt: '2027-02-25T18:00',
    resultsAt: '2027-02-26T12:00',
    maxEntriesPerMember: 2,
    maxEntriesPerCategory: 1,
    categories: [
      { name: 'Dogs', species: ['dog'], prizes: ['A bed', 'A toy'] },
      { name: 'Anyone', prizes: ['A ribbon'] },
    ],
    ...overrides,
  };
}

/** The fake clock's start: before every date of `contestInput()`. */
export const BEFORE_CONTEST = '2027-01-15T12:00:00Z';
/** Entries open, voting not yet. */
export const ENTRIES_OPEN = '2027-02-05T12:00:00Z';
/** Entries and voting open. */
export const BOTH_OPEN = '2027-02-12T12:00:00Z';
/** Entries closed, voting open. */
export const VOTING_ONLY = '2027-02-22T12:00:00Z';
/** After results. */
export const AFTER_RESULTS = '2027-03-01T12:00:00Z';

/** Creates a contest as `adminCookie` (throws unless 201) and publishes it unless `draft`. */
export async function createContest(
  app: FastifyInstance,
  adminCookie: string,
  overrides: Partial<ContestInput> = {},
  opts: { draft?: boolean } = {},
) {
  const res = await call(app, 'POST', '/api/admin/contests', {
    cookie: adminCookie,
    payload: contestInput(overrides),
  });
  if (res.statusCode !== 201) throw new Error(`create contest: ${res.statusCode} ${res.body}`);
  let contest = res.json().contest;
  if (!opts.draft) {
    const published = await call(app, 'POST', `/api/admin/contests/${contest.id}/publish`, {
      cookie: adminCookie,
    });
    if (published.statusCode !== 200) throw new Error(`publish: ${published.body}`);
    contest = published.json().contest;
  }
  return contest as {
    id: string;
    slug: string;
    title: string;
    categories: { id: string; name: string }[];
  } & Record<string, unknown>;
}
