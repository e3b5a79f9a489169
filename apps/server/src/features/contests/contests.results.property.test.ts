import { ContestResultsSchema } from '@pawprize/shared/schemas/contests';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BEFORE_CONTEST,
  call,
  createContest,
  enter,
  ENTRIES_OPEN,
  VOTING_CLOSED,
  votesAt,
} from '../../../test/contests.ts';
import type { TestApp } from '../../../test/helpers.ts';
import { createTestApp, testDriver } from '../../../test/helpers.ts';
import { ADMIN_EMAIL, adminAccount } from '../../../test/moderation.ts';
import { verifiedUser } from '../../../test/users.ts';
import { fakeClock, insertPets } from '../../../test/voting.ts';
import { contestEntries, contests } from '../../db/schema/index.ts';

/**
 * Property (docs/product/contests.md, "Results"): for random entries (some disqualified) and
 * votes cast at random instants around the voting window, the recorded places are the eligible
 * entries, each figure equals a direct count of its votes inside the window, and the places go
 * by that count, the earlier entry first on a tie.
 */

// Voting window of contestInput() in UTC.
const OPEN = Date.parse('2027-02-10T08:00:00Z');
const CLOSE = Date.parse('2027-02-25T17:00:00Z');
const HOUR = 3_600_000;

interface EntryCase {
  disqualified: boolean;
  votes: number[];
  edges: number[];
}

const entryArb: fc.Arbitrary<EntryCase> = fc.record({
  disqualified: fc.boolean(),
  // Hours from the window's opening: from two days before it to two days after it closes.
  votes: fc.array(fc.integer({ min: -48, max: (CLOSE - OPEN) / HOUR + 48 }), { maxLength: 6 }),
  // Exactly at the opening or the close (the window's edges).
  edges: fc.array(fc.constantFrom(OPEN, CLOSE, CLOSE - 1), { maxLength: 2 }),
});

describe(`contests: recorded figures equal a direct count (${testDriver})`, () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof adminAccount>>;
  let member: Awaited<ReturnType<typeof verifiedUser>>;
  let clock: ReturnType<typeof fakeClock>;

  beforeAll(async () => {
    t = await createTestApp({ MAIL_WORKER: 'false', ADMIN_EMAILS: ADMIN_EMAIL });
    admin = await adminAccount(t.app);
    member = await verifiedUser(t.app);
    clock = fakeClock(t.app, BEFORE_CONTEST);
  });
  afterAll(() => t?.close());

  it('records every eligible entry with its votes in the window', async () => {
    const run = async (entries: EntryCase[]) => {
      clock.set(BEFORE_CONTEST);
      await t.app.db.delete(contests).where(sql`true`);
      const contest = await createContest(t.app, admin.cookie, {
        resultsAt: null,
        maxEntriesPerMember: 10,
        maxEntriesPerCategory: 10,
        categories: [{ name: 'Anyone' }],
      });
      const pets =
        entries.length > 0 ? await insertPets(t.app, member.user.id, entries.length) : [];
      clock.set(ENTRIES_OPEN);
      const expected: { petId: string; votes: number; order: number }[] = [];
      for (const [i, entry] of entries.entries()) {
        const petId = pets[i]!;
        const entryId = await enter(
          t.app,
          contest.slug,
          member.cookie,
          petId,
          contest.categories[0]!.id,
        );
        const times = [...entry.votes.map((h) => OPEN + h * HOUR), ...entry.edges];
        await votesAt(
          t.app,
          petId,
          times.map((ms) => new Date(ms).toISOString()),
        );
        if (entry.disqualified) {
          await t.app.db
            .update(contestEntries)
            .set({ status: 'disqualified', disqualifiedReason: 'test' })
            .where(eq(contestEntries.id, entryId));
        } else {
          const votes = times.filter((ms) => ms >= OPEN && ms < CLOSE).length;
          expected.push({ petId, votes, order: i });
        }
      }
      clock.set(VOTING_CLOSED);
      const res = await call(t.app, 'POST', `/api/admin/contests/${contest.id}/publish-results`, {
        cookie: admin.cookie,
      });
      expect(res.statusCode).toBe(200);
      const body = ContestResultsSchema.parse(res.json());
      expected.sort((a, b) => b.votes - a.votes || a.order - b.order);
      const want = expected.slice(0, 10).map((e, i) => [i + 1, e.petId, e.votes]);
      expect(body.categories[0]!.places.map((p) => [p.place, p.petId, p.figure])).toEqual(want);
      expect(body.overall.map((p) => [p.place, p.petId, p.figure])).toEqual(want);
    };
    await fc.assert(fc.asyncProperty(fc.array(entryArb, { maxLength: 5 }), run), {
      numRuns: 25,
    });
  });
});
