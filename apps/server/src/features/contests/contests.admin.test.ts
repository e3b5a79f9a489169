import { messages } from '@pawprize/shared';
import { ContestResultSchema } from '@pawprize/shared/schemas/contests';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  BEFORE_CONTEST,
  BOTH_OPEN,
  call,
  contestInput,
  createContest,
  ENTRIES_OPEN,
} from '../../../test/contests.ts';
import type { TestApp } from '../../../test/helpers.ts';
import { createTestApp, testDriver } from '../../../test/helpers.ts';
import { ADMIN_EMAIL, adminAccount } from '../../../test/moderation.ts';
import { verifiedUser } from '../../../test/users.ts';
import { fakeClock, insertPets } from '../../../test/voting.ts';

const m = messages.contests;

describe(`contests: the host's side (${testDriver})`, () => {
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
  beforeEach(() => clock.set(BEFORE_CONTEST));

  const put = (id: string, payload: unknown) =>
    call(t.app, 'PUT', `/api/admin/contests/${id}`, { cookie: admin.cookie, payload });

  it('creates a draft: dates from Berlin wall-clock to UTC, a slug from the title, audited', async () => {
    const input = contestInput({ title: 'Best Sleepy Dog — Winter 2027!' });
    const res = await call(t.app, 'POST', '/api/admin/contests', {
      cookie: admin.cookie,
      payload: input,
    });
    expect(res.statusCode).toBe(201);
    const { contest } = ContestResultSchema.parse(res.json());
    expect(contest).toMatchObject({
      slug: 'best-sleepy-dog-winter-2027',
      status: 'draft',
      phase: 'draft',
      timeZone: 'Europe/Berlin',
      entriesOpenAt: '2027-02-01T08:00:00.000Z',
      votingCloseAt: '2027-02-25T17:00:00.000Z',
      local: { entriesOpenAt: '2027-02-01T09:00', resultsAt: '2027-02-26T12:00' },
      resultsMethod: 'most_votes',
      entryCount: 0,
    });
    expect(contest.categories.map((c) => [c.position, c.name, c.species, c.prizes])).toEqual([
      [0, 'Dogs', ['dog'], ['A bed', 'A toy']],
      [1, 'Anyone', [], ['A ribbon']],
    ]);
    const again = await createContest(
      t.app,
      admin.cookie,
      { title: 'Best sleepy dog: winter 2027' },
      { draft: true },
    );
    expect(again.slug).toBe('best-sleepy-dog-winter-2027-2');
    const audit = await call(t.app, 'GET', '/api/admin/audit?limit=5', { cookie: admin.cookie });
    expect(audit.json().entries[0]).toMatchObject({
      action: 'contest_create',
      subjectType: 'contest',
      subjectId: again.id,
    });
  });

  it('is for admins only', async () => {
    const input = contestInput();
    expect((await call(t.app, 'POST', '/api/admin/contests', { payload: input })).statusCode).toBe(
      403,
    );
    const asMember = await call(t.app, 'POST', '/api/admin/contests', {
      cookie: member.cookie,
      payload: input,
    });
    expect(asMember.statusCode).toBe(403);
    expect(asMember.json().message).toBe(messages.admin.forbidden);
    expect(
      (await call(t.app, 'GET', '/api/admin/contests', { cookie: member.cookie })).statusCode,
    ).toBe(403);
  });

  it('refuses bad dates with a message per field', async () => {
    const create = (overrides: Parameters<typeof contestInput>[0]) =>
      call(t.app, 'POST', '/api/admin/contests', {
        cookie: admin.cookie,
        payload: contestInput(overrides),
      });
    const order = await create({ entriesCloseAt: '2027-02-01T08:00' });
    expect(order.statusCode).toBe(400);
    expect(order.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: m.entriesOrder,
      fieldErrors: { entriesCloseAt: [m.entriesOrder] },
    });
    const past = await create({ entriesOpenAt: '2027-01-15T09:00' });
    expect(past.json().fieldErrors).toEqual({ entriesOpenAt: [m.dateInPast] });
    const skipped = await create({ votingCloseAt: '2027-03-28T02:30' });
    expect(skipped.json().fieldErrors).toEqual({
      votingCloseAt: [m.localTimeSkipped('2027-03-28T02:30', 'Europe/Berlin')],
    });
    const results = await create({ resultsAt: '2027-02-25T17:59' });
    expect(results.json().fieldErrors).toEqual({ resultsAt: [m.resultsBeforeVotingClose] });
    const zone = await create({ timeZone: 'Mars/Olympus_Mons' });
    expect(zone.statusCode).toBe(400);
    expect(zone.json().fieldErrors.timeZone).toEqual([m.timeZoneInvalid]);
    const format = await create({ votingOpenAt: '2027-02-10 09:00' });
    expect(format.json().fieldErrors.votingOpenAt).toEqual([m.localTimeInvalid]);
  });

  it('refuses control characters, over-long text and too many categories', async () => {
    const create = (overrides: Parameters<typeof contestInput>[0]) =>
      call(t.app, 'POST', '/api/admin/contests', {
        cookie: admin.cookie,
        payload: contestInput(overrides),
      });
    const control = await create({ title: 'Sleepy\u0007pets' });
    expect(control.statusCode).toBe(400);
    expect(control.json().fieldErrors.title).toEqual([messages.text.singleLine]);
    expect((await create({ description: 'ok\u0000' })).statusCode).toBe(400);
    expect((await create({ title: 'x'.repeat(81) })).statusCode).toBe(400);
    const many = Array.from({ length: 11 }, (_, i) => ({ name: `Category ${i}` }));
    const tooMany = await create({ categories: many });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().fieldErrors.categories).toEqual([m.categoriesCount]);
    expect((await create({ categories: [] })).json().fieldErrors.categories).toEqual([
      m.categoriesCount,
    ]);
    const twice = await create({ categories: [{ name: 'Dogs' }, { name: 'dogs' }] });
    expect(twice.json().fieldErrors.categories).toEqual([m.categoryNamesUnique]);
    expect((await create({ maxEntriesPerMember: 0 })).statusCode).toBe(400);
    expect((await create({ coverPhotoKey: '../etc/passwd' })).statusCode).toBe(400);
  });

  it('updates a contest and its categories; a category with entries stays', async () => {
    const contest = await createContest(t.app, admin.cookie);
    const [dogs, anyone] = contest.categories;
    const input = contestInput({
      title: 'Sleepier pets',
      categories: [
        { id: anyone!.id, name: 'Any animal', prizes: ['A rosette'] },
        { name: 'Cats', species: ['cat'] },
      ],
    });
    const res = await put(contest.id, input);
    expect(res.statusCode).toBe(200);
    const updated = res.json().contest;
    expect(updated.slug).toBe(contest.slug); // links stay
    expect(updated.title).toBe('Sleepier pets');
    expect(updated.categories.map((c: { name: string }) => c.name)).toEqual(['Any animal', 'Cats']);
    expect(updated.categories[0].id).toBe(anyone!.id);

    // An entry in a category keeps it from being removed.
    clock.set(ENTRIES_OPEN);
    const [pet] = await insertPets(t.app, member.user.id);
    const entered = await call(t.app, 'POST', `/api/contests/${contest.slug}/entries`, {
      cookie: member.cookie,
      payload: { petId: pet, categoryId: anyone!.id },
    });
    expect(entered.statusCode).toBe(201);
    const dropping = await put(
      contest.id,
      contestInput({
        title: 'Sleepier pets',
        entriesOpenAt: '2027-02-01T09:00',
        categories: [{ name: 'Cats', species: ['cat'] }],
      }),
    );
    expect(dropping.statusCode).toBe(409);
    expect(dropping.json().message).toBe(m.categoryHasEntries('Any animal'));
    expect(dogs).toBeDefined();

    const unknown = await put(
      contest.id,
      contestInput({ categories: [{ id: dogs!.id, name: 'Gone' }] }),
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('locks the method, rules and limits once voting has opened', async () => {
    const contest = await createContest(t.app, admin.cookie);
    const same = contestInput({
      title: contest.title,
      categories: contest.categories.map((c, i) => ({
        id: c.id,
        name: c.name,
        ...(i === 0 ? { species: ['dog' as const] } : {}),
      })),
    });
    // Before voting: anything may change.
    clock.set(ENTRIES_OPEN);
    const before = await put(contest.id, { ...same, resultsMethod: 'battle_rank' });
    expect(before.statusCode).toBe(200);

    clock.set(BOTH_OPEN);
    const method = await put(contest.id, { ...same, resultsMethod: 'most_votes' });
    expect(method.statusCode).toBe(409);
    expect(method.json()).toEqual({
      code: 'CONFLICT',
      message: m.lockedAfterVotingOpened('the results method'),
    });
    const several = await put(contest.id, {
      ...same,
      resultsMethod: 'battle_rank',
      rules: 'New rules',
      maxEntriesPerMember: 5,
      maxEntriesPerCategory: 5,
    });
    expect(several.json().message).toBe(m.lockedAfterVotingOpened('the rules, the entry limits'));
    const species = await put(contest.id, {
      ...same,
      resultsMethod: 'battle_rank',
      categories: same.categories.map((c) => ({ ...c, species: ['cat'] })),
    });
    expect(species.json().message).toBe(m.lockedAfterVotingOpened('the categories’ species'));

    // The title, the texts and a later close still may.
    const allowed = await put(contest.id, {
      ...same,
      resultsMethod: 'battle_rank',
      title: 'Renamed while voting',
      votingCloseAt: '2027-02-27T18:00',
      resultsAt: '2027-02-28T12:00',
    });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json().contest.local.votingCloseAt).toBe('2027-02-27T18:00');
    // ...but not into the past.
    const past = await put(contest.id, {
      ...same,
      resultsMethod: 'battle_rank',
      entriesCloseAt: '2027-02-11T18:00',
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().fieldErrors).toEqual({ entriesCloseAt: [m.dateInPast] });
  });

  it('publishes, archives and lists every contest for the admin', async () => {
    const draft = await createContest(t.app, admin.cookie, {}, { draft: true });
    const publish = await call(t.app, 'POST', `/api/admin/contests/${draft.id}/publish`, {
      cookie: admin.cookie,
    });
    expect(publish.json().contest).toMatchObject({ status: 'published', phase: 'upcoming' });
    const twice = await call(t.app, 'POST', `/api/admin/contests/${draft.id}/publish`, {
      cookie: admin.cookie,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(m.alreadyPublished);
    const archive = await call(t.app, 'POST', `/api/admin/contests/${draft.id}/archive`, {
      cookie: admin.cookie,
    });
    expect(archive.json().contest).toMatchObject({ status: 'archived', phase: 'archived' });
    const republish = await call(t.app, 'POST', `/api/admin/contests/${draft.id}/publish`, {
      cookie: admin.cookie,
    });
    expect(republish.json().message).toBe(m.publishArchived);

    const other = await createContest(t.app, admin.cookie, {}, { draft: true });
    const list = await call(t.app, 'GET', '/api/admin/contests', { cookie: admin.cookie });
    expect(list.statusCode).toBe(200);
    const ids = list.json().contests.map((c: { id: string }) => c.id);
    expect(ids).toContain(draft.id);
    expect(ids).toContain(other.id);
    expect(ids.indexOf(other.id)).toBeLessThan(ids.indexOf(draft.id));

    const actions = await t.app.db.execute(
      sql`select action from admin_audit_log where subject_id = ${draft.id} order by at, id`,
    );
    expect(
      (actions as unknown as { rows: { action: string }[] }).rows.map((r) => r.action),
    ).toEqual(expect.arrayContaining(['contest_create', 'contest_publish', 'contest_archive']));
    const missing = await call(
      t.app,
      'POST',
      '/api/admin/contests/00000000-0000-4000-8000-000000000000/publish',
      { cookie: admin.cookie },
    );
    expect(missing.statusCode).toBe(404);
  });
});
