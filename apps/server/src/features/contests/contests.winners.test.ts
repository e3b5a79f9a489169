import { ContestWinnersListSchema } from '@pawprize/shared/schemas/contests';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AFTER_RESULTS,
  BEFORE_CONTEST,
  call,
  createContest,
  enter,
  ENTRIES_OPEN,
  IN_WINDOW,
  votesAt,
} from '../../../test/contests.ts';
import type { TestApp } from '../../../test/helpers.ts';
import { createTestApp, testDriver } from '../../../test/helpers.ts';
import { ADMIN_EMAIL, adminAccount } from '../../../test/moderation.ts';
import { verifiedUser } from '../../../test/users.ts';
import { fakeClock, insertPets } from '../../../test/voting.ts';
import { contests } from '../../db/schema/index.ts';

describe(`contests: the winners list (${testDriver})`, () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof adminAccount>>;
  let clock: ReturnType<typeof fakeClock>;

  beforeAll(async () => {
    t = await createTestApp({ MAIL_WORKER: 'false', ADMIN_EMAILS: ADMIN_EMAIL });
    admin = await adminAccount(t.app);
    clock = fakeClock(t.app, BEFORE_CONTEST);
    await t.app.db.delete(contests).where(sql`true`);
  });
  afterAll(() => t?.close());

  const list = async () => {
    const res = await call(t.app, 'GET', '/api/contest-results');
    expect(res.statusCode).toBe(200);
    return ContestWinnersListSchema.parse(res.json()).contests;
  };

  it('lists contests whose results are out, newest first, with each category’s winner and prize', async () => {
    const member = await verifiedUser(t.app);
    const older = await createContest(t.app, admin.cookie, {
      title: 'Older one',
      entriesOpenAt: '2027-01-20T09:00',
      entriesCloseAt: '2027-02-18T18:00',
      votingOpenAt: '2027-02-10T09:00',
      votingCloseAt: '2027-02-24T18:00',
      maxEntriesPerMember: 5,
      maxEntriesPerCategory: 5,
      categories: [{ name: 'Anyone', prizes: ['A ribbon', 'A toy'] }, { name: 'Nobody' }],
    });
    const newer = await createContest(t.app, admin.cookie, {
      title: 'Newer one',
      maxEntriesPerMember: 5,
      maxEntriesPerCategory: 5,
      categories: [{ name: 'All pets' }],
    });
    const notOut = await createContest(t.app, admin.cookie, { title: 'Not out', resultsAt: null });
    const [a, b, c] = await insertPets(t.app, member.user.id, 3);
    clock.set(ENTRIES_OPEN);
    await enter(t.app, older.slug, member.cookie, a!, older.categories[0]!.id);
    await enter(t.app, older.slug, member.cookie, b!, older.categories[0]!.id);
    await enter(t.app, newer.slug, member.cookie, c!, newer.categories[0]!.id);
    await votesAt(t.app, b!, [IN_WINDOW, IN_WINDOW]);
    await votesAt(t.app, a!, [IN_WINDOW]);
    await votesAt(t.app, c!, [IN_WINDOW]);

    expect(await list()).toEqual([]);
    clock.set(AFTER_RESULTS);
    expect(await t.app.contestResults.run()).toBe(2);

    const listed = await list();
    expect(listed.map((x) => x.slug)).toEqual([newer.slug, older.slug]);
    expect(listed.map((x) => x.slug)).not.toContain(notOut.slug);
    const [first, second] = listed;
    expect(first).toMatchObject({ title: 'Newer one', resultsMethod: 'most_votes' });
    expect(first!.categories).toEqual([
      expect.objectContaining({
        name: 'All pets',
        prize: null,
        winner: expect.objectContaining({ petId: c, place: 1, figure: 1 }),
      }),
    ]);
    expect(second!.categories.map((x) => [x.name, x.prize, x.winner?.petId ?? null])).toEqual([
      ['Anyone', 'A ribbon', b],
      ['Nobody', null, null],
    ]);
    expect(second!.overall).toMatchObject({ petId: b, place: 1, figure: 2 });
  });
});
