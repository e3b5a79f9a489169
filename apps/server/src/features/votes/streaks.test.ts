import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/helpers.ts';
import { createTestApp, testDriver } from '../../../test/helpers.ts';
import { verifiedUser } from '../../../test/users.ts';
import { fakeClock, getVoter, insertPets, swipe, vote } from '../../../test/voting.ts';
import { votingStreaks } from '../../db/schema/index.ts';
import { recordCountedVote } from './streaks.ts';
import { addDays, nextStreak } from './votes.rules.ts';

describe(`streaks (${testDriver})`, () => {
  let t: TestApp;
  let clock: ReturnType<typeof fakeClock>;
  let pets: string[];

  beforeAll(async () => {
    t = await createTestApp({ MAIL_WORKER: 'false' });
    clock = fakeClock(t.app, '2025-01-30T12:00:00Z');
    const owner = await verifiedUser(t.app);
    pets = await insertPets(t.app, owner.user.id, 12);
  });
  afterAll(() => t?.close());

  const streakOf = async (cookie: string, timeZone?: string) =>
    (await getVoter(t.app, { cookie, ...(timeZone ? { timeZone } : {}) })).json().voter.streak;

  it('grows on consecutive days across a month end, holds within a day, restarts after a gap', async () => {
    const user = await verifiedUser(t.app);
    const opts = { cookie: user.cookie, timeZone: 'UTC' };
    clock.set('2025-01-30T08:00:00Z');
    await vote(t.app, pets[0]!, opts);
    await vote(t.app, pets[1]!, opts);
    expect(await streakOf(user.cookie, 'UTC')).toEqual({
      currentStreak: 1,
      highestStreak: 1,
      lastVoteDate: '2025-01-30',
    });
    clock.set('2025-01-31T23:59:00Z');
    await vote(t.app, pets[2]!, opts);
    clock.set('2025-02-01T00:01:00Z');
    const res = await swipe(t.app, pets[3]!, 'right', opts);
    expect(res.json().voter.streak).toEqual({
      currentStreak: 3,
      highestStreak: 3,
      lastVoteDate: '2025-02-01',
    });
    // A missed day: the badge shows 0 until the next vote restarts it at 1.
    clock.set('2025-02-03T10:00:00Z');
    expect(await streakOf(user.cookie, 'UTC')).toEqual({
      currentStreak: 0,
      highestStreak: 3,
      lastVoteDate: '2025-02-01',
    });
    const restarted = await vote(t.app, pets[4]!, opts);
    expect(restarted.json().voter.streak).toEqual({
      currentStreak: 1,
      highestStreak: 3,
      lastVoteDate: '2025-02-03',
    });
  });

  it("follows the voter's time zone (X-Time-Zone) for the day", async () => {
    const user = await verifiedUser(t.app);
    // 23:30 UTC on 31 Dec is already 1 Jan in Tokyo: a Tokyo voter's day is 1 January.
    clock.set('2024-12-31T23:30:00Z');
    const tokyo = { cookie: user.cookie, timeZone: 'Asia/Tokyo' };
    const first = await vote(t.app, pets[0]!, tokyo);
    expect(first.json().voter.streak.lastVoteDate).toBe('2025-01-01');
    // 14:00 UTC on 1 Jan is 23:00 in Tokyo, still 1 January: no change.
    clock.set('2025-01-01T14:00:00Z');
    const same = await vote(t.app, pets[1]!, tokyo);
    expect(same.json().voter.streak).toMatchObject({
      currentStreak: 1,
      lastVoteDate: '2025-01-01',
    });
    // 15:30 UTC on 1 Jan is 00:30 on 2 Jan in Tokyo: the next day.
    clock.set('2025-01-01T15:30:00Z');
    const next = await vote(t.app, pets[2]!, tokyo);
    expect(next.json().voter.streak).toMatchObject({
      currentStreak: 2,
      lastVoteDate: '2025-01-02',
    });
    // Without the header, the stored zone (Tokyo, saved from the header) still decides.
    clock.set('2025-01-02T15:30:00Z');
    const stored = await vote(t.app, pets[3]!, { cookie: user.cookie });
    expect(stored.json().voter.streak).toMatchObject({
      currentStreak: 3,
      lastVoteDate: '2025-01-03',
    });
  });

  it('a New York voter keeps a streak on local evenings that are the next UTC day', async () => {
    const user = await verifiedUser(t.app);
    const ny = { cookie: user.cookie, timeZone: 'America/New_York' };
    for (const [i, at] of [
      '2025-03-05T03:00:00Z',
      '2025-03-06T03:00:00Z',
      '2025-03-07T03:00:00Z',
    ].entries()) {
      clock.set(at); // 22:00 the previous evening in New York
      await vote(t.app, pets[i]!, ny);
    }
    expect(await streakOf(user.cookie, 'America/New_York')).toEqual({
      currentStreak: 3,
      highestStreak: 3,
      lastVoteDate: '2025-03-06',
    });
  });

  it('recordCountedVote (SQL) agrees with nextStreak over random day sequences', async () => {
    const user = await verifiedUser(t.app);
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: -1, max: 3 }), { minLength: 1, maxLength: 12 }),
        async (steps) => {
          await t.app.db.execute(sql`delete from voting_streaks where user_id = ${user.user.id}`);
          let day = '2024-12-28';
          let expected = null as ReturnType<typeof nextStreak> | null;
          let stored = null as Awaited<ReturnType<typeof recordCountedVote>> | null;
          for (const step of steps) {
            day = addDays(day, step);
            expected = nextStreak(expected, day);
            stored = await t.app.db.transaction((tx) => recordCountedVote(tx, user.user.id, day));
          }
          expect(stored).toEqual(expected);
        },
      ),
      { numRuns: 60 },
    );
    expect(await t.app.db.$count(votingStreaks)).toBeGreaterThan(0);
  });
});
