import type { ContestInput } from '@pawprize/shared/schemas/contests';
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  battles,
  battleVotes,
  petBattleStats,
  petPhotos,
  visitors,
  votes,
} from '../src/db/schema/index.ts';
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

/** Voting closed (and the results' grace passed), results not yet due. */
export const VOTING_CLOSED = '2027-02-25T18:00:00Z';
/** Inside the voting window of `contestInput()` (UTC). */
export const IN_WINDOW = '2027-02-12T10:00:00Z';
/** Before voting opens, and after it closes. */
export const BEFORE_WINDOW = '2027-02-09T10:00:00Z';
export const AFTER_WINDOW = '2027-02-25T17:00:00Z';

/** Enters `petId` in `categoryId` as `cookie` (throws unless 201); the entry's id. */
export async function enter(
  app: FastifyInstance,
  slug: string,
  cookie: string,
  petId: string,
  categoryId: string,
): Promise<string> {
  const res = await call(app, 'POST', `/api/contests/${slug}/entries`, {
    cookie,
    payload: { petId, categoryId },
  });
  if (res.statusCode !== 201) throw new Error(`enter: ${res.statusCode} ${res.body}`);
  return res.json().entry.id as string;
}

/** New anonymous visitors (the voters of the inserted votes). */
async function newVisitors(app: FastifyInstance, count: number): Promise<string[]> {
  if (count === 0) return [];
  const rows = await app.db
    .insert(visitors)
    .values(Array.from({ length: count }, () => ({})))
    .returning({ id: visitors.id });
  return rows.map((r) => r.id);
}

/**
 * Votes on `petId` cast at each of `times` (ISO), one visitor each (or all by `userId`), with the pet's counter moved
 * as the vote function does: the vote rows' ids. (Votes are stamped by the database's clock, so
 * tests that need them at given instants insert them.)
 */
export async function votesAt(
  app: FastifyInstance,
  petId: string,
  times: readonly string[],
  opts: { userId?: string } = {},
): Promise<string[]> {
  if (times.length === 0) return [];
  const voters = opts.userId ? [] : await newVisitors(app, times.length);
  const rows = await app.db
    .insert(votes)
    .values(
      times.map((at, i) => ({
        photoId: petId,
        ...(opts.userId ? { userId: opts.userId } : { visitorId: voters[i]! }),
        source: 'card' as const,
        localDay: at.slice(0, 10),
        createdAt: new Date(at),
      })),
    )
    .returning({ id: votes.id });
  await app.db
    .update(petPhotos)
    .set({ votesCount: sql`${petPhotos.votesCount} + ${times.length}` })
    .where(eq(petPhotos.id, petId));
  return rows.map((r) => r.id);
}

/** Battle votes for `winner` over `loser` at each of `times`, counters kept: their ids. */
export async function battleVotesAt(
  app: FastifyInstance,
  winner: string,
  loser: string,
  times: readonly string[],
  opts: { userId?: string } = {},
): Promise<string[]> {
  if (times.length === 0) return [];
  const [pet1Id, pet2Id] = winner < loser ? [winner, loser] : [loser, winner];
  const won1 = winner === pet1Id ? times.length : 0;
  const [battle] = await app.db
    .insert(battles)
    .values({ pet1Id, pet2Id, pet1Votes: won1, pet2Votes: times.length - won1 })
    .onConflictDoUpdate({
      target: [battles.pet1Id, battles.pet2Id],
      set: {
        pet1Votes: sql`${battles.pet1Votes} + ${won1}`,
        pet2Votes: sql`${battles.pet2Votes} + ${times.length - won1}`,
      },
    })
    .returning({ id: battles.id });
  const voters = opts.userId ? [] : await newVisitors(app, times.length);
  const rows = await app.db
    .insert(battleVotes)
    .values(
      times.map((at, i) => ({
        battleId: battle!.id,
        ...(opts.userId ? { userId: opts.userId } : { visitorId: voters[i]! }),
        votedPetId: winner,
        createdAt: new Date(at),
      })),
    )
    .returning({ id: battleVotes.id });
  await app.db
    .update(petBattleStats)
    .set({ battlesCount: sql`${petBattleStats.battlesCount} + ${times.length}` })
    .where(inArray(petBattleStats.petId, [pet1Id, pet2Id]));
  return rows.map((r) => r.id);
}
