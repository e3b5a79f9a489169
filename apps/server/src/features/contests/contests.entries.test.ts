import { messages } from '@pawprize/shared';
import { ContestEntryResultSchema } from '@pawprize/shared/schemas/contests';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signUp } from '../../../test/auth-helpers.ts';
import {
  AFTER_RESULTS,
  BEFORE_CONTEST,
  BOTH_OPEN,
  call,
  createContest,
  ENTRIES_OPEN,
  VOTING_ONLY,
} from '../../../test/contests.ts';
import type { TestApp } from '../../../test/helpers.ts';
import { createTestApp, testDriver } from '../../../test/helpers.ts';
import { ADMIN_EMAIL, adminAccount, uploadPet } from '../../../test/moderation.ts';
import { verifiedUser } from '../../../test/users.ts';
import { fakeClock, insertPets } from '../../../test/voting.ts';
import { contestEntries, contests, petPhotos } from '../../db/schema/index.ts';

const m = messages.contests;

describe(`contests: entering (${testDriver})`, () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof adminAccount>>;
  let clock: ReturnType<typeof fakeClock>;

  beforeAll(async () => {
    t = await createTestApp({ MAIL_WORKER: 'false', ADMIN_EMAILS: ADMIN_EMAIL });
    admin = await adminAccount(t.app);
    clock = fakeClock(t.app, BEFORE_CONTEST);
  });
  afterAll(() => t?.close());
  beforeEach(() => clock.set(BEFORE_CONTEST));

  const enter = (slug: string, cookie: string | undefined, petId: string, categoryId: string) =>
    call(t.app, 'POST', `/api/contests/${slug}/entries`, {
      ...(cookie ? { cookie } : {}),
      payload: { petId, categoryId },
    });

  /** entry_count and the rows of a contest. */
  const counts = async (contestId: string) => {
    const [row] = await t.app.db
      .select({ entryCount: contests.entryCount })
      .from(contests)
      .where(eq(contests.id, contestId));
    const rows = await t.app.db
      .select({ id: contestEntries.id })
      .from(contestEntries)
      .where(eq(contestEntries.contestId, contestId));
    return { counter: row!.entryCount, rows: rows.length };
  };

  it('lets a verified owner enter an uploaded pet while entries are open', async () => {
    const member = await verifiedUser(t.app);
    const contest = await createContest(t.app, admin.cookie);
    const anyone = contest.categories[1]!;
    const petId = await uploadPet(t.app, member.cookie);

    const early = await enter(contest.slug, member.cookie, petId, anyone.id);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(m.entriesNotOpenYet('Feb 1, 2027, 9:00 AM GMT+1'));

    clock.set(ENTRIES_OPEN);
    const res = await enter(contest.slug, member.cookie, petId, anyone.id);
    expect(res.statusCode).toBe(201);
    const { entry, message } = ContestEntryResultSchema.parse(res.json());
    expect(entry).toMatchObject({ contestId: contest.id, categoryId: anyone.id, petId });
    expect(entry.status).toBe('approved');
    expect(message).toBe(m.entered);
    expect(await counts(contest.id)).toEqual({ counter: 1, rows: 1 });

    clock.set(VOTING_ONLY);
    const late = await enter(contest.slug, member.cookie, petId, contest.categories[0]!.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(m.entriesClosed('Feb 20, 2027, 6:00 PM GMT+1'));
  });

  it('asks who is entering, and only their own visible pets', async () => {
    const contest = await createContest(t.app, admin.cookie);
    const owner = await verifiedUser(t.app);
    const other = await verifiedUser(t.app);
    const [petId] = await insertPets(t.app, owner.user.id);
    const anyone = contest.categories[1]!.id;
    const otherContest = await createContest(t.app, admin.cookie, {}, { draft: true });

    clock.set(BOTH_OPEN);
    expect((await enter(contest.slug, undefined, petId!, anyone)).statusCode).toBe(401);
    const unverified = await signUp(t.app);
    const notVerified = await enter(contest.slug, unverified.cookie, petId!, anyone);
    expect(notVerified.statusCode).toBe(403);
    expect(notVerified.json().code).toBe('EMAIL_NOT_VERIFIED');
    const notMine = await enter(contest.slug, other.cookie, petId!, anyone);
    expect(notMine.statusCode).toBe(404);
    expect(notMine.json().message).toBe(m.petNotFound);
    const wrongCategory = await enter(
      contest.slug,
      owner.cookie,
      petId!,
      otherContest.categories[0]!.id,
    );
    expect(wrongCategory.json().message).toBe(m.categoryNotFound);
    const draft = await enter(
      otherContest.slug,
      owner.cookie,
      petId!,
      otherContest.categories[0]!.id,
    );
    expect(draft.statusCode).toBe(404);

    await t.app.db.update(petPhotos).set({ status: 'hidden' }).where(eq(petPhotos.id, petId!));
    const hidden = await enter(contest.slug, owner.cookie, petId!, anyone);
    expect(hidden.statusCode).toBe(409);
    expect(hidden.json().message).toBe(m.petNotEligible);
  });

  it('holds species, limits and one category per pet', async () => {
    const member = await verifiedUser(t.app);
    const contest = await createContest(t.app, admin.cookie, {
      maxEntriesPerMember: 2,
      maxEntriesPerCategory: 1,
    });
    const [dogs, anyone] = contest.categories;
    const [cat, dog, third] = await insertPets(t.app, member.user.id, 3);
    await t.app.db.update(petPhotos).set({ species: 'cat' }).where(eq(petPhotos.id, cat!));
    await t.app.db.update(petPhotos).set({ species: 'dog' }).where(eq(petPhotos.id, dog!));
    clock.set(ENTRIES_OPEN);

    const catInDogs = await enter(contest.slug, member.cookie, cat!, dogs!.id);
    expect(catInDogs.statusCode).toBe(409);
    expect(catInDogs.json().message).toBe('Dogs only');
    expect((await enter(contest.slug, member.cookie, cat!, anyone!.id)).statusCode).toBe(201);
    const twice = await enter(contest.slug, member.cookie, cat!, anyone!.id);
    expect(twice.json().message).toBe(m.alreadyInCategory);
    const perCategory = await enter(contest.slug, member.cookie, dog!, anyone!.id);
    expect(perCategory.json().message).toBe('You have entered 1 of 1 in Anyone.');
    expect((await enter(contest.slug, member.cookie, dog!, dogs!.id)).statusCode).toBe(201);
    const perMember = await enter(contest.slug, member.cookie, third!, dogs!.id);
    expect(perMember.json().message).toBe('You have entered 2 of 2 in this contest.');
    expect(await counts(contest.id)).toEqual({ counter: 2, rows: 2 });

    // The same pet in a second category, only where the contest allows it.
    const strict = await createContest(t.app, admin.cookie, {
      entriesOpenAt: '2027-02-05T14:00',
      maxEntriesPerMember: 3,
    });
    clock.set(BOTH_OPEN);
    expect(
      (await enter(strict.slug, member.cookie, dog!, strict.categories[0]!.id)).statusCode,
    ).toBe(201);
    const second = await enter(strict.slug, member.cookie, dog!, strict.categories[1]!.id);
    expect(second.json().message).toBe(m.alreadyInOtherCategory('Dogs'));
  });

  it('keeps entries pending when the contest requires approval; the host disqualifies', async () => {
    const member = await verifiedUser(t.app);
    const contest = await createContest(t.app, admin.cookie, {
      requiresApproval: true,
      allowSamePetInTwoCategories: true,
    });
    const [pet] = await insertPets(t.app, member.user.id);
    clock.set(ENTRIES_OPEN);
    const first = await enter(contest.slug, member.cookie, pet!, contest.categories[0]!.id);
    expect(first.json()).toMatchObject({ entry: { status: 'pending' }, message: m.enteredPending });
    const both = await enter(contest.slug, member.cookie, pet!, contest.categories[1]!.id);
    expect(both.statusCode).toBe(201);

    const entryId = both.json().entry.id;
    const firstId = first.json().entry.id;

    // Pending entries are not public; the host finds them, the member sees their own.
    const publicList = await call(t.app, 'GET', `/api/contests/${contest.slug}/entries`);
    expect(publicList.json().entries).toEqual([]);
    const mine = await call(t.app, 'GET', `/api/contests/${contest.slug}/entries/mine`, {
      cookie: member.cookie,
    });
    expect(
      mine
        .json()
        .entries.map((e: { id: string }) => e.id)
        .sort(),
    ).toEqual([entryId, firstId].sort());
    expect(
      (await call(t.app, 'GET', `/api/contests/${contest.slug}/entries/mine`)).statusCode,
    ).toBe(401);
    const review = await call(
      t.app,
      'GET',
      `/api/admin/contests/${contest.id}/entries?status=pending`,
      {
        cookie: admin.cookie,
      },
    );
    expect(review.statusCode).toBe(200);
    expect(review.json().entries).toHaveLength(2);
    expect(review.json().entries[0]).toMatchObject({ status: 'pending', petName: 'Pet 1' });
    expect(review.json().entries[0].variants.length).toBeGreaterThan(0);
    expect(review.json().counts).toEqual({ approved: 0, pending: 2, disqualified: 0 });
    const adminList = await call(t.app, 'GET', '/api/admin/contests', { cookie: admin.cookie });
    expect(adminList.json().pending).toEqual({ [contest.id]: 2 });
    expect(
      (
        await call(t.app, 'GET', `/api/admin/contests/${contest.id}/entries`, {
          cookie: member.cookie,
        })
      ).statusCode,
    ).toBe(403);
    const approveUrl = `/api/admin/contest-entries/${firstId}/approve`;
    const approved = await call(t.app, 'POST', approveUrl, { cookie: admin.cookie });
    expect(approved.json()).toMatchObject({ entry: { status: 'approved' }, message: m.approved });
    expect((await call(t.app, 'POST', approveUrl, { cookie: admin.cookie })).json().message).toBe(
      m.alreadyApproved,
    );
    const counted = async () =>
      (
        await call(t.app, 'GET', `/api/admin/contests/${contest.id}/entries?status=pending`, {
          cookie: admin.cookie,
        })
      ).json();
    expect((await counted()).counts).toEqual({ approved: 1, pending: 1, disqualified: 0 });
    const nowPublic = await call(t.app, 'GET', `/api/contests/${contest.slug}/entries`);
    expect(nowPublic.json().entries.map((e: { id: string }) => e.id)).toEqual([firstId]);
    const url = `/api/admin/contest-entries/${entryId}/disqualify`;
    expect(
      (await call(t.app, 'POST', url, { cookie: member.cookie, payload: { reason: 'x' } }))
        .statusCode,
    ).toBe(403);
    const noReason = await call(t.app, 'POST', url, {
      cookie: admin.cookie,
      payload: { reason: ' ' },
    });
    expect(noReason.statusCode).toBe(400);
    const res = await call(t.app, 'POST', url, {
      cookie: admin.cookie,
      payload: { reason: 'Not a photo of a pet' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      entry: { status: 'disqualified', disqualifiedReason: 'Not a photo of a pet' },
      message: m.disqualified,
    });
    const again = await call(t.app, 'POST', url, {
      cookie: admin.cookie,
      payload: { reason: 'Again' },
    });
    expect(again.json().message).toBe(m.alreadyDisqualified);
    const afterReview = await counted();
    expect(afterReview.counts).toEqual({ approved: 1, pending: 0, disqualified: 1 });
    expect(afterReview.entries).toEqual([]);
    const audit = await t.app.db.execute(
      sql`select action, reason from admin_audit_log where subject_id = ${entryId}`,
    );
    expect((audit as unknown as { rows: unknown[] }).rows).toEqual([
      { action: 'contest_disqualify', reason: 'Not a photo of a pet' },
    ]);
    // A disqualified entry is still a row: it still counts.
    expect(await counts(contest.id)).toEqual({ counter: 2, rows: 2 });
  });

  it('lets the owner withdraw while entries are open; the counter follows every removal', async () => {
    const member = await verifiedUser(t.app);
    const other = await verifiedUser(t.app);
    const contest = await createContest(t.app, admin.cookie);
    const [a, b, c] = await insertPets(t.app, member.user.id, 3);
    const [d] = await insertPets(t.app, other.user.id);
    clock.set(ENTRIES_OPEN);
    const anyone = contest.categories[1]!.id;
    const dogs = contest.categories[0]!.id;
    const entryA = (await enter(contest.slug, member.cookie, a!, anyone)).json().entry.id;
    await enter(contest.slug, member.cookie, b!, dogs);
    await enter(contest.slug, other.cookie, d!, anyone);
    expect(await counts(contest.id)).toEqual({ counter: 3, rows: 3 });

    const url = `/api/contests/${contest.slug}/entries/${entryA}`;
    const notTheirs = await call(t.app, 'DELETE', url, { cookie: other.cookie });
    expect(notTheirs.statusCode).toBe(403);
    expect(notTheirs.json().message).toBe(m.notYourEntry);
    expect((await call(t.app, 'DELETE', url, { cookie: member.cookie })).statusCode).toBe(204);
    expect((await call(t.app, 'DELETE', url, { cookie: member.cookie })).statusCode).toBe(404);
    expect(await counts(contest.id)).toEqual({ counter: 2, rows: 2 });
    // A freed place can be taken again.
    expect((await enter(contest.slug, member.cookie, c!, anyone)).statusCode).toBe(201);

    // Deleting a pet removes its entries, and the counter with them.
    await t.app.db.delete(petPhotos).where(eq(petPhotos.id, d!));
    expect(await counts(contest.id)).toEqual({ counter: 2, rows: 2 });

    clock.set(AFTER_RESULTS);
    const [entryB] = await t.app.db
      .select({ id: contestEntries.id })
      .from(contestEntries)
      .where(eq(contestEntries.petId, b!));
    const closed = await call(
      t.app,
      'DELETE',
      `/api/contests/${contest.slug}/entries/${entryB!.id}`,
      {
        cookie: member.cookie,
      },
    );
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe(m.withdrawClosed('Feb 20, 2027, 6:00 PM GMT+1'));
  });

  it('holds under 100 concurrent requests: identical ones make one entry, many pets the limit', async () => {
    const member = await verifiedUser(t.app);
    const contest = await createContest(t.app, admin.cookie, {
      maxEntriesPerMember: 3,
      maxEntriesPerCategory: 3,
      categories: [{ name: 'Anyone' }],
    });
    const category = contest.categories[0]!.id;
    const pets = await insertPets(t.app, member.user.id, 100);
    clock.set(ENTRIES_OPEN);

    const identical = await Promise.all(
      Array.from({ length: 100 }, () => enter(contest.slug, member.cookie, pets[0]!, category)),
    );
    const statuses = identical.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(99);
    expect(await counts(contest.id)).toEqual({ counter: 1, rows: 1 });

    const many = await Promise.all(
      pets.slice(1).map((pet) => enter(contest.slug, member.cookie, pet, category)),
    );
    expect(many.filter((r) => r.statusCode === 201)).toHaveLength(2);
    const refused = many.filter((r) => r.statusCode === 409).map((r) => r.json().message);
    expect(refused).toHaveLength(97);
    expect(new Set(refused)).toEqual(new Set(['You have entered 3 of 3 in this contest.']));
    expect(await counts(contest.id)).toEqual({ counter: 3, rows: 3 });
  });
});
