import { messages } from '@pawprize/shared';
import {
  ContestEntriesPageSchema,
  ContestListsSchema,
  ContestResultSchema,
} from '@pawprize/shared/schemas/contests';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  AFTER_RESULTS,
  BEFORE_CONTEST,
  BEFORE_WINDOW,
  BOTH_OPEN,
  call,
  createContest,
  ENTRIES_OPEN,
  IN_WINDOW,
  VOTING_CLOSED,
  votesAt,
} from '../../../test/contests.ts';
import type { TestApp } from '../../../test/helpers.ts';
import { createTestApp, testDriver } from '../../../test/helpers.ts';
import { ADMIN_EMAIL, adminAccount } from '../../../test/moderation.ts';
import { verifiedUser } from '../../../test/users.ts';
import { fakeClock, insertPets } from '../../../test/voting.ts';
import { contests, petPhotos } from '../../db/schema/index.ts';

const m = messages.contests;

describe(`contests: the public side (${testDriver})`, () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof adminAccount>>;
  let clock: ReturnType<typeof fakeClock>;

  beforeAll(async () => {
    t = await createTestApp({ MAIL_WORKER: 'false', ADMIN_EMAILS: ADMIN_EMAIL });
    admin = await adminAccount(t.app);
    clock = fakeClock(t.app, BEFORE_CONTEST);
  });
  afterAll(() => t?.close());
  beforeEach(async () => {
    clock.set(BEFORE_CONTEST);
    // Each test lists only the contests it made.
    await t.app.db.delete(contests).where(sql`true`);
  });

  const lists = async () =>
    ContestListsSchema.parse((await call(t.app, 'GET', '/api/contests')).json());
  const slugs = (list: { slug: string }[]) => list.map((c) => c.slug);

  it('lists published contests as open, upcoming and past; drafts and archived ones stay hidden', async () => {
    const running = await createContest(t.app, admin.cookie, {
      title: 'Running',
      entriesOpenAt: '2027-01-20T09:00',
      coverPhotoKey: 'contests/covers/running.webp',
    });
    const later = await createContest(t.app, admin.cookie, { title: 'Later' });
    const draft = await createContest(t.app, admin.cookie, { title: 'Draft' }, { draft: true });
    const archived = await createContest(t.app, admin.cookie, { title: 'Archived' });
    await call(t.app, 'POST', `/api/admin/contests/${archived.id}/archive`, {
      cookie: admin.cookie,
    });
    // A past contest: its dates moved back by hand (creating one needs future dates).
    const past = await createContest(t.app, admin.cookie, { title: 'Past' });
    await t.app.db
      .update(contests)
      .set({
        entriesOpenAt: new Date('2026-11-01T00:00:00Z'),
        entriesCloseAt: new Date('2026-11-10T00:00:00Z'),
        votingOpenAt: new Date('2026-11-05T00:00:00Z'),
        votingCloseAt: new Date('2026-11-20T00:00:00Z'),
        resultsAt: null,
      })
      .where(eq(contests.id, past.id));

    clock.set('2027-01-25T12:00:00Z');
    const res = await call(t.app, 'GET', '/api/contests');
    expect(res.statusCode).toBe(200);
    const body = ContestListsSchema.parse(res.json());
    expect(slugs(body.open)).toEqual([running.slug]);
    expect(slugs(body.upcoming)).toEqual([later.slug]);
    expect(slugs(body.past)).toEqual([past.slug]);
    expect(body.open[0]).toMatchObject({
      phase: 'entries_open',
      entriesOpen: true,
      votingOpen: false,
      nextPhaseAt: '2027-02-10T08:00:00.000Z',
      timeZone: 'Europe/Berlin',
      entryCount: 0,
      coverUrl: t.app.storage.publicUrl('contests/covers/running.webp'),
    });
    expect(body.open[0]!.categories[0]).toMatchObject({ name: 'Dogs', prizes: ['A bed', 'A toy'] });
    expect(body.upcoming[0]).toMatchObject({
      phase: 'upcoming',
      nextPhaseAt: '2027-02-01T08:00:00.000Z',
    });
    expect(body.past[0]).toMatchObject({ phase: 'closed', nextPhaseAt: null });

    const hidden = await call(t.app, 'GET', `/api/contests/${draft.slug}`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe(m.notFound);
    expect((await call(t.app, 'GET', `/api/contests/${archived.slug}`)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', `/api/contests/${draft.slug}/entries`)).statusCode).toBe(404);
    const asAdmin = await call(t.app, 'GET', `/api/contests/${draft.slug}`, {
      cookie: admin.cookie,
    });
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json().contest.status).toBe('draft');

    const one = await call(t.app, 'GET', `/api/contests/${running.slug}`);
    expect(ContestResultSchema.parse(one.json()).contest.title).toBe('Running');
    expect((await call(t.app, 'GET', '/api/contests/no-such-contest')).statusCode).toBe(404);
  });

  it('moves contests from list to list as time passes', async () => {
    const contest = await createContest(t.app, admin.cookie);
    expect(slugs((await lists()).upcoming)).toEqual([contest.slug]);
    clock.set(BOTH_OPEN);
    const open = await lists();
    expect(open.open[0]).toMatchObject({
      phase: 'voting_open',
      entriesOpen: true,
      votingOpen: true,
    });
    clock.set(AFTER_RESULTS);
    const done = await lists();
    expect(done.open).toEqual([]);
    expect(done.past[0]).toMatchObject({ slug: contest.slug, phase: 'results' });
  });

  it('pages the entries, by category, newest first or by votes, without counts while hidden', async () => {
    const member = await verifiedUser(t.app);
    const other = await verifiedUser(t.app);
    const contest = await createContest(t.app, admin.cookie, {
      hideCountsDuringVoting: true,
      maxEntriesPerMember: 5,
      maxEntriesPerCategory: 5,
    });
    const [dogs, anyone] = contest.categories;
    const pets = await insertPets(t.app, member.user.id, 4);
    const [otherPet] = await insertPets(t.app, other.user.id);
    clock.set(ENTRIES_OPEN);
    const enter = async (cookie: string, petId: string, categoryId: string) => {
      const res = await call(t.app, 'POST', `/api/contests/${contest.slug}/entries`, {
        cookie,
        payload: { petId, categoryId },
      });
      expect(res.statusCode).toBe(201);
    };
    await enter(member.cookie, pets[0]!, anyone!.id);
    await enter(member.cookie, pets[1]!, anyone!.id);
    await enter(member.cookie, pets[2]!, dogs!.id);
    await enter(other.cookie, otherPet!, anyone!.id);
    await enter(member.cookie, pets[3]!, anyone!.id);
    // pets[3] hidden by a moderator: out of the public list.
    await t.app.db.update(petPhotos).set({ status: 'hidden' }).where(eq(petPhotos.id, pets[3]!));
    // Votes cast in the voting window count; one cast before it opened does not.
    await votesAt(
      t.app,
      pets[0]!,
      Array.from({ length: 7 }, () => IN_WINDOW),
    );
    await votesAt(t.app, pets[1]!, [IN_WINDOW, IN_WINDOW, IN_WINDOW, BEFORE_WINDOW]);

    const page = async (query: string) => {
      const res = await call(t.app, 'GET', `/api/contests/${contest.slug}/entries${query}`);
      expect(res.statusCode).toBe(200);
      return ContestEntriesPageSchema.parse(res.json());
    };
    const petsOf = (p: { entries: { petId: string }[] }) => p.entries.map((e) => e.petId);

    // Entries open, voting not yet: counts shown.
    const newest = await page('?limit=2');
    expect(petsOf(newest)).toEqual([otherPet, pets[2]]);
    expect(newest.nextPage).toBe(2);
    expect(newest.entries[0]!.owner.username).toBeDefined();
    const second = await page('?limit=2&page=2');
    expect(petsOf(second)).toEqual([pets[1], pets[0]]);
    expect(second.nextPage).toBeNull();
    expect(petsOf(await page(`?category=${dogs!.id}`))).toEqual([pets[2]]);

    // Voting open: no counts, and no order that would tell them.
    clock.set(BOTH_OPEN);
    const hidden = await page(`?category=${anyone!.id}&sort=votes`);
    expect(hidden.countsShown).toBe(false);
    expect(petsOf(hidden)).toEqual([otherPet, pets[1], pets[0]]);
    expect(hidden.entries.every((e) => e.votes === null)).toBe(true);

    // Voting closed: the votes in the window, by votes.
    clock.set(VOTING_CLOSED);
    const byVotes = await page(`?category=${anyone!.id}&sort=votes`);
    expect(petsOf(byVotes)).toEqual([pets[0], pets[1], otherPet]);
    expect(byVotes.entries.map((e) => e.votes)).toEqual([7, 3, 0]);

    expect(
      (await call(t.app, 'GET', `/api/contests/${contest.slug}/entries?limit=500`)).statusCode,
    ).toBe(400);
  });
});
