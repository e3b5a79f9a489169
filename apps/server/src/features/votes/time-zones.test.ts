import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/helpers.ts';
import { createTestApp, testDriver } from '../../../test/helpers.ts';
import { verifiedUser } from '../../../test/users.ts';
import {
  countMismatches,
  fakeClock,
  getVoter,
  insertPets,
  swipe,
  visitorCookieFrom,
  vote,
} from '../../../test/voting.ts';
import { profiles, votes } from '../../db/schema/index.ts';

/**
 * The voting day's zone (docs/decisions/0025-voting-day-zone.md): a voter's "today" cannot be reopened or
 * skipped ahead by changing X-Time-Zone; a new zone applies once the day in progress is over.
 */
const HOPS = [
  'Etc/GMT+12', // UTC−12: yesterday
  'Pacific/Kiritimati', // UTC+14: tomorrow
  'America/New_York',
  'Asia/Tokyo',
  'Pacific/Pago_Pago',
  'Pacific/Tongatapu',
  'UTC',
];

describe(`the voting day under time zone changes (${testDriver})`, () => {
  let t: TestApp;
  let clock: ReturnType<typeof fakeClock>;
  let pets: string[];

  beforeAll(async () => {
    t = await createTestApp({
      MAIL_WORKER: 'false',
      DAILY_VOTES: '3',
      DAILY_VOTES_ANONYMOUS: '2',
    });
    clock = fakeClock(t.app, '2025-03-10T11:00:00Z');
    const owner = await verifiedUser(t.app);
    pets = await insertPets(t.app, owner.user.id, 40);
  });
  afterAll(() => t?.close());

  it('an account at its daily limit gets no vote by hopping zones', async () => {
    clock.set('2025-03-10T11:00:00Z');
    const user = await verifiedUser(t.app);
    const utc = { cookie: user.cookie, timeZone: 'UTC' };
    for (const pet of pets.slice(0, 3)) expect((await vote(t.app, pet, utc)).statusCode).toBe(200);
    expect((await vote(t.app, pets[3]!, utc)).statusCode).toBe(429);

    let next = 4;
    for (let round = 0; round < 3; round++) {
      for (const timeZone of HOPS) {
        const res = await vote(t.app, pets[next++]!, { cookie: user.cookie, timeZone });
        expect(res.statusCode, timeZone).toBe(429);
        const state = (await getVoter(t.app, { cookie: user.cookie, timeZone })).json().voter;
        expect(state, timeZone).toMatchObject({ votesUsedToday: 3, votesLeft: 0 });
      }
    }
    expect(await t.app.db.$count(votes, eq(votes.userId, user.user.id))).toBe(3);
    // The day in progress is finished in the zone it started in.
    const [profile] = await t.app.db
      .select({ timeZone: profiles.timeZone })
      .from(profiles)
      .where(eq(profiles.id, user.user.id));
    expect(profile!.timeZone).toBe('UTC');
    expect(await countMismatches(t.app)).toBe(0);
  });

  it('a new zone applies from the next day, and a day already used stays used', async () => {
    clock.set('2025-03-10T11:00:00Z');
    const user = await verifiedUser(t.app);
    const at = (timeZone: string) => ({ cookie: user.cookie, timeZone });
    for (const pet of pets.slice(0, 3)) {
      expect((await vote(t.app, pet, at('UTC'))).statusCode).toBe(200);
    }
    // 00:30 UTC on 11 March: UTC's 10 March is over. Etc/GMT+12 would be 10 March again (used):
    // the zone stays UTC and the vote counts on UTC's 11 March.
    clock.set('2025-03-11T00:30:00Z');
    const west = await vote(t.app, pets[3]!, at('Etc/GMT+12'));
    expect(west.statusCode).toBe(200);
    expect(west.json().voter).toMatchObject({ votesUsedToday: 1, votesLeft: 2 });
    // Tokyo is 11 March too: a zone on the same date is taken at once (a traveller's browser).
    expect((await vote(t.app, pets[4]!, at('Asia/Tokyo'))).json().voter).toMatchObject({
      votesUsedToday: 2,
    });
    // At 11:00 UTC, UTC+14 is already 12 March: it must wait until Tokyo's 11 March is over.
    clock.set('2025-03-11T11:00:00Z');
    expect((await vote(t.app, pets[5]!, at('Pacific/Kiritimati'))).json().voter).toMatchObject({
      votesUsedToday: 3,
      votesLeft: 0,
    });
    const zoneNow = async () =>
      (
        await t.app.db
          .select({ timeZone: profiles.timeZone })
          .from(profiles)
          .where(eq(profiles.id, user.user.id))
      )[0]!.timeZone;
    expect(await zoneNow()).toBe('Asia/Tokyo');
    for (const timeZone of HOPS) {
      expect((await vote(t.app, pets[7]!, at(timeZone))).statusCode, timeZone).toBe(429);
    }
    // (The hops ended on UTC, the same date as Tokyo.) At 12:30 UTC on 12 March neither UTC's
    // 12 March nor UTC+14's 13 March has votes: the zone moves, with a fresh allowance.
    clock.set('2025-03-12T12:30:00Z');
    const east = await vote(t.app, pets[8]!, at('Pacific/Kiritimati'));
    expect(east.json().voter).toMatchObject({ votesUsedToday: 1, votesLeft: 2 });
    expect(await zoneNow()).toBe('Pacific/Kiritimati');
  });

  it('an anonymous visitor at its daily limit gets no vote by hopping zones', async () => {
    clock.set('2025-03-10T11:00:00Z');
    const first = await swipe(t.app, pets[20]!, 'right', { timeZone: 'UTC', ip: '198.51.100.60' });
    expect(first.statusCode).toBe(200);
    const cookie = visitorCookieFrom(first);
    const opts = (timeZone: string) => ({ cookie, timeZone, ip: '198.51.100.60' });
    expect((await swipe(t.app, pets[21]!, 'right', opts('UTC'))).statusCode).toBe(200);
    let next = 22;
    for (const timeZone of HOPS) {
      expect((await swipe(t.app, pets[next++]!, 'right', opts(timeZone))).statusCode).toBe(429);
      expect((await getVoter(t.app, opts(timeZone))).json().voter).toMatchObject({
        votesUsedToday: 2,
        votesLeft: 0,
      });
    }
    const visitorId = /^pawprize_visitor=([0-9a-f-]{36})\./.exec(cookie)![1]!;
    expect(await t.app.db.$count(votes, eq(votes.visitorId, visitorId))).toBe(2);
  });
});
