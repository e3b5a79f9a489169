import { messages } from '@pawprize/shared';
import { ContestEntriesPageSchema, ContestResultsSchema } from '@pawprize/shared/schemas/contests';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  AFTER_RESULTS,
  AFTER_WINDOW,
  BEFORE_CONTEST,
  BEFORE_WINDOW,
  battleVotesAt,
  BOTH_OPEN,
  call,
  createContest,
  enter,
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
import {
  adminAuditLog,
  contestEntries,
  contestResults,
  contests,
  petPhotos,
} from '../../db/schema/index.ts';
import { closeContest, closeDueContests } from './contests.results.ts';

const m = messages.contests;

describe(`contests: results (${testDriver})`, () => {
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
    // Each test closes only the contests it made.
    await t.app.db.delete(contests).where(sql`true`);
  });

  const results = async (slug: string) => {
    const res = await call(t.app, 'GET', `/api/contests/${slug}/results`);
    expect(res.statusCode).toBe(200);
    return ContestResultsSchema.parse(res.json());
  };
  /** A member whose votes the host voids by banning them (ADR 0062). */
  const banned = async () => {
    const voter = await verifiedUser(t.app);
    return {
      id: voter.user.id,
      ban: async () => {
        const res = await call(t.app, 'POST', `/api/admin/users/${voter.user.id}/ban`, {
          cookie: admin.cookie,
          payload: { reason: 'Bought votes' },
        });
        expect(res.statusCode).toBe(200);
      },
    };
  };
  const at = (iso: string, n: number) => Array.from({ length: n }, () => iso);

  it('records most votes in the window once results are due: ties to the earlier entry, the ineligible left out', async () => {
    const member = await verifiedUser(t.app);
    const contest = await createContest(t.app, admin.cookie, {
      maxEntriesPerMember: 10,
      maxEntriesPerCategory: 10,
      categories: [{ name: 'Anyone', prizes: ['A ribbon'] }, { name: 'Also' }],
    });
    const [anyone, also] = contest.categories;
    const [a, b, c, d, e, f] = await insertPets(t.app, member.user.id, 6);
    clock.set(ENTRIES_OPEN);
    await enter(t.app, contest.slug, member.cookie, a!, anyone!.id);
    await enter(t.app, contest.slug, member.cookie, b!, anyone!.id);
    const cEntry = await enter(t.app, contest.slug, member.cookie, c!, anyone!.id);
    await enter(t.app, contest.slug, member.cookie, d!, also!.id);
    await enter(t.app, contest.slug, member.cookie, e!, also!.id);
    const fEntry = await enter(t.app, contest.slug, member.cookie, f!, also!.id);

    // a: 3 in the window, plus one before it opened and two after it closed (not counted).
    await votesAt(t.app, a!, [...at(IN_WINDOW, 3), BEFORE_WINDOW, AFTER_WINDOW, AFTER_WINDOW]);
    await votesAt(t.app, b!, at(IN_WINDOW, 3)); // ties a; a entered first
    await votesAt(t.app, c!, at(IN_WINDOW, 9)); // disqualified below
    await votesAt(t.app, d!, at(IN_WINDOW, 8)); // hidden by a moderator below
    await votesAt(t.app, e!, [IN_WINDOW]);
    const cheat = await banned();
    await votesAt(t.app, e!, [IN_WINDOW], { userId: cheat.id }); // voided below
    await votesAt(t.app, f!, at(IN_WINDOW, 7)); // pending below
    await call(t.app, 'POST', `/api/admin/contest-entries/${cEntry}/disqualify`, {
      cookie: admin.cookie,
      payload: { reason: 'Not a photo of a pet' },
    });
    await t.app.db.update(petPhotos).set({ status: 'hidden' }).where(eq(petPhotos.id, d!));
    await t.app.db
      .update(contestEntries)
      .set({ status: 'pending' })
      .where(eq(contestEntries.id, fEntry));
    await cheat.ban();

    // a's photo is a stored upload: the record keeps a copy of its own.
    await t.app.storage.put('pets/results-test/a-800.webp', Buffer.from('photo of a'), {
      contentType: 'image/webp',
      cacheControl: 'public, max-age=60',
    });
    await t.app.db
      .update(petPhotos)
      .set({
        imageKey: 'pets/results-test/a',
        variants: [{ width: 800, url: t.app.storage.publicUrl('pets/results-test/a-800.webp') }],
      })
      .where(eq(petPhotos.id, a!));

    // Voting open: no results yet, and the host cannot publish them.
    clock.set(BOTH_OPEN);
    const early = await call(t.app, 'GET', `/api/contests/${contest.slug}/results`);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(m.resultsOn('2027-02-26 12:00'));
    const tooSoon = await call(t.app, 'POST', `/api/admin/contests/${contest.id}/publish-results`, {
      cookie: admin.cookie,
    });
    expect(tooSoon.statusCode).toBe(409);
    expect(tooSoon.json().message).toBe(m.resultsVotingOpen);

    // Voting closed, results_at not reached: the job leaves it.
    clock.set(VOTING_CLOSED);
    expect(await t.app.contestResults.run()).toBe(0);
    expect((await call(t.app, 'GET', `/api/contests/${contest.slug}/results`)).statusCode).toBe(
      409,
    );

    clock.set(AFTER_RESULTS);
    expect(await t.app.contestResults.run()).toBe(1);
    const body = await results(contest.slug);
    const summary = (places: (typeof body)['overall']) =>
      places.map((p) => [p.place, p.petId, p.figure, p.tieBreak]);
    expect(summary(body.categories[0]!.places)).toEqual([
      [1, a, 3, 'earlier_entry'],
      [2, b, 3, 'earlier_entry'],
    ]);
    expect(summary(body.categories[1]!.places)).toEqual([[1, e, 1, null]]);
    expect(summary(body.overall)).toEqual([
      [1, a, 3, 'earlier_entry'],
      [2, b, 3, 'earlier_entry'],
      [3, e, 1, null],
    ]);
    expect(body).toMatchObject({
      contestId: contest.id,
      resultsMethod: 'most_votes',
      resultsPublishedAt: new Date(AFTER_RESULTS).toISOString(),
    });
    expect(body.categories[0]).toMatchObject({ name: 'Anyone', prizes: ['A ribbon'] });
    expect(body.overall[0]).toMatchObject({ petName: 'Pet 1', figureLow: null, figureHigh: null });
    const copy = body.overall[0]!.imageUrl;
    expect(copy).toContain('contests/results/');
    // e's photo has no stored file (seeded): its own URL is kept.
    expect(body.overall[2]!.imageUrl).toBe('/uploads/pets/test/4-800.webp');
    const shown = await call(t.app, 'GET', `/api/contests/${contest.slug}`);
    expect(shown.json().contest.resultsPublishedAt).toBe(new Date(AFTER_RESULTS).toISOString());

    // History stays: a renamed pet, more votes and another run change nothing.
    await t.app.db.update(petPhotos).set({ petName: 'Renamed' }).where(eq(petPhotos.id, a!));
    await votesAt(t.app, b!, at(IN_WINDOW, 5));
    expect(await t.app.contestResults.run()).toBe(0);
    expect(await results(contest.slug)).toEqual(body);
    // Deleting the pets (and their files) leaves the record, with its photo copy.
    await t.app.storage.delete('pets/results-test/a-800.webp');
    await t.app.db.delete(petPhotos).where(eq(petPhotos.id, a!));
    const kept = await results(contest.slug);
    expect(kept.overall[0]).toMatchObject({
      place: 1,
      petId: null,
      entryId: null,
      petName: 'Pet 1',
      figure: 3,
      imageUrl: copy,
    });
    const copied = await t.app.storage.get(copy.slice(copy.indexOf('contests/results/')));
    expect(copied).not.toBeNull();
    const again = await call(t.app, 'POST', `/api/admin/contests/${contest.id}/publish-results`, {
      cookie: admin.cookie,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(m.resultsAlreadyPublished);
  });

  it('ranks by battle strength from the battles between entries in the window: ties to more votes', async () => {
    const member = await verifiedUser(t.app);
    const contest = await createContest(t.app, admin.cookie, {
      resultsMethod: 'battle_rank',
      resultsAt: null,
      maxEntriesPerMember: 10,
      maxEntriesPerCategory: 10,
      categories: [{ name: 'Anyone' }],
    });
    const [anyone] = contest.categories;
    const [a, b, c, d, outsider] = await insertPets(t.app, member.user.id, 5);
    clock.set(ENTRIES_OPEN);
    for (const pet of [a, b, c, d])
      await enter(t.app, contest.slug, member.cookie, pet!, anyone!.id);

    // a and b mirror each other (1–1, each 2–0 over c): equal strengths; b has more votes.
    await battleVotesAt(t.app, a!, b!, [IN_WINDOW]);
    await battleVotesAt(t.app, b!, a!, [IN_WINDOW]);
    await battleVotesAt(t.app, a!, c!, at(IN_WINDOW, 2));
    await battleVotesAt(t.app, b!, c!, at(IN_WINDOW, 2));
    // Not counted: before the window, against a pet not entered, voided.
    await battleVotesAt(t.app, c!, a!, at(BEFORE_WINDOW, 5));
    await battleVotesAt(t.app, c!, b!, at(AFTER_WINDOW, 5));
    await battleVotesAt(t.app, outsider!, a!, at(IN_WINDOW, 5));
    const cheat = await banned();
    await battleVotesAt(t.app, c!, b!, [IN_WINDOW], { userId: cheat.id });
    await cheat.ban();
    await votesAt(t.app, a!, at(IN_WINDOW, 1));
    await votesAt(t.app, b!, at(IN_WINDOW, 2));

    clock.set(VOTING_CLOSED);
    // No results_at: the job never closes it; the host does.
    expect(await t.app.contestResults.run()).toBe(0);
    const res = await call(t.app, 'POST', `/api/admin/contests/${contest.id}/publish-results`, {
      cookie: admin.cookie,
    });
    expect(res.statusCode).toBe(200);
    const body = ContestResultsSchema.parse(res.json());
    expect(await results(contest.slug)).toEqual(body);
    const places = body.categories[0]!.places;
    // d had no battle: no strength, no place.
    expect(places.map((p) => [p.petId, p.tieBreak])).toEqual([
      [b, 'more_votes'],
      [a, 'more_votes'],
      [c, null],
    ]);
    expect(places[0]!.figure).toBeCloseTo(places[1]!.figure, 9);
    expect(places[1]!.figure).toBeGreaterThan(places[2]!.figure);
    for (const p of places) {
      expect(p.figureLow).toBeLessThanOrEqual(p.figure);
      expect(p.figureHigh).toBeGreaterThanOrEqual(p.figure);
    }
    const [line] = await t.app.db
      .select()
      .from(adminAuditLog)
      .where(
        and(
          eq(adminAuditLog.action, 'contest_publish_results'),
          eq(adminAuditLog.subjectId, contest.id),
        ),
      );
    expect(line).toMatchObject({ adminId: admin.user.id, subjectLabel: contest.title });
  });

  it('records results once when two runs close the same contest at the same time', async () => {
    const member = await verifiedUser(t.app);
    const contest = await createContest(t.app, admin.cookie, {
      maxEntriesPerMember: 10,
      maxEntriesPerCategory: 10,
    });
    const pets = await insertPets(t.app, member.user.id, 3);
    clock.set(ENTRIES_OPEN);
    for (const [i, pet] of pets.entries()) {
      await enter(t.app, contest.slug, member.cookie, pet, contest.categories[1]!.id);
      await votesAt(t.app, pet, at(IN_WINDOW, i + 1));
    }
    clock.set(AFTER_RESULTS);
    const runs = await Promise.all([
      closeDueContests(t.app.ctx),
      closeDueContests(t.app.ctx),
      closeContest(t.app.ctx, contest.id),
    ]);
    expect(runs.reduce<number>((n, r) => n + Number(r), 0)).toBe(1);
    const rows = await t.app.db
      .select()
      .from(contestResults)
      .where(eq(contestResults.contestId, contest.id));
    expect(rows).toHaveLength(6); // three places in "Anyone", three overall
    const body = await results(contest.slug);
    expect(body.overall.map((p) => p.figure)).toEqual([3, 2, 1]);
    expect(body.categories[0]!.places).toEqual([]);

    // Two hosts pressing publish at once on another contest: one records, one is told.
    clock.set(BEFORE_CONTEST);
    const manual = await createContest(t.app, admin.cookie, { resultsAt: null });
    clock.set(VOTING_CLOSED);
    const presses = await Promise.all(
      [1, 2].map(() =>
        call(t.app, 'POST', `/api/admin/contests/${manual.id}/publish-results`, {
          cookie: admin.cookie,
        }),
      ),
    );
    expect(presses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('freezes the public standings before voting closes, and shows all once the results are out', async () => {
    const member = await verifiedUser(t.app);
    const contest = await createContest(t.app, admin.cookie, {
      freezeHours: 24,
      maxEntriesPerMember: 10,
      maxEntriesPerCategory: 10,
      categories: [{ name: 'Anyone' }],
    });
    const [anyone] = contest.categories;
    const [a, b] = await insertPets(t.app, member.user.id, 2);
    clock.set(ENTRIES_OPEN);
    await enter(t.app, contest.slug, member.cookie, a!, anyone!.id);
    await enter(t.app, contest.slug, member.cookie, b!, anyone!.id);
    await votesAt(t.app, a!, at(IN_WINDOW, 2));
    await votesAt(t.app, b!, at(IN_WINDOW, 1));
    // Voting closes 2027-02-25T17:00Z: the freeze starts at 2027-02-24T17:00Z.
    await votesAt(t.app, b!, at('2027-02-25T10:00:00Z', 3));

    const standings = async () => {
      const res = await call(t.app, 'GET', `/api/contests/${contest.slug}/entries?sort=votes`);
      expect(res.statusCode).toBe(200);
      return ContestEntriesPageSchema.parse(res.json()).entries.map((e) => [e.petId, e.votes]);
    };
    clock.set('2027-02-25T12:00:00Z');
    expect(await standings()).toEqual([
      [a, 2],
      [b, 1],
    ]);
    clock.set(VOTING_CLOSED);
    expect(await standings()).toEqual([
      [a, 2],
      [b, 1],
    ]);
    clock.set(AFTER_RESULTS);
    expect(await t.app.contestResults.run()).toBe(1);
    expect(await standings()).toEqual([
      [b, 4],
      [a, 2],
    ]);
    expect((await results(contest.slug)).overall.map((p) => [p.petId, p.figure])).toEqual([
      [b, 4],
      [a, 2],
    ]);
  });

  it('answers 404 for a contest nobody may read and 409 without a date when the host publishes by hand', async () => {
    expect((await call(t.app, 'GET', '/api/contests/no-such-contest/results')).statusCode).toBe(
      404,
    );
    const draft = await createContest(t.app, admin.cookie, { resultsAt: null }, { draft: true });
    expect((await call(t.app, 'GET', `/api/contests/${draft.slug}/results`)).statusCode).toBe(404);
    const manual = await createContest(t.app, admin.cookie, { resultsAt: null });
    const res = await call(t.app, 'GET', `/api/contests/${manual.slug}/results`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(m.resultsNotOut);
    clock.set(VOTING_CLOSED);
    const notPublished = await call(
      t.app,
      'POST',
      `/api/admin/contests/${draft.id}/publish-results`,
      { cookie: admin.cookie },
    );
    expect(notPublished.statusCode).toBe(409);
    expect(notPublished.json().message).toBe(m.resultsNotPublishedContest);
    const member = await verifiedUser(t.app);
    const forbidden = await call(
      t.app,
      'POST',
      `/api/admin/contests/${manual.id}/publish-results`,
      {
        cookie: member.cookie,
      },
    );
    expect(forbidden.statusCode).toBe(403);
  });
});
