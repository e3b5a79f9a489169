import { messages } from '@pawprize/shared';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../test/auth-helpers.ts';
import { createTestApp, testDriver } from '../../../test/helpers.ts';
import type { TestApp } from '../../../test/helpers.ts';
import { fixturePhoto } from '../../../test/images.ts';
import { networkIp, postPet, report, seasonedMember, uploadPet } from '../../../test/moderation.ts';
import { verifiedUser } from '../../../test/users.ts';
import { fakeClock, insertPets, visitorCookieFrom, vote } from '../../../test/voting.ts';

/** Reports, and what uploads put in the review queue, on a real database. */

async function queueRow(t: TestApp, subjectId: string) {
  const result = (await t.app.db.execute(sql`
    select reasons, report_count as "reportCount", duplicate_of_id as "duplicateOfId",
      screening from review_queue where subject_id = ${subjectId}`)) as unknown as {
    rows: {
      reasons: string[];
      reportCount: number;
      duplicateOfId: string | null;
      screening: unknown;
    }[];
  };
  return result.rows[0] ?? null;
}

describe(`reports (${testDriver})`, () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof verifiedUser>>;

  beforeAll(async () => {
    t = await createTestApp({ REPORTS_TO_HIDE: '3' });
    owner = await verifiedUser(t.app);
  });
  afterAll(() => t?.close());

  /** A pet of the owner's for one case (a photo no other case of this app uploads). */
  const newPet = (photo: string) => uploadPet(t.app, owner.cookie, fixturePhoto(photo), 'Kit');

  it('takes a report from an anonymous visitor (visitor id) and refuses a repeat', async () => {
    const petId = await newPet('cat-kitten.jpg');
    const first = await report(t.app, { subjectType: 'pet', subjectId: petId, reason: 'spam' });
    expect(first.statusCode).toBe(201);
    const cookie = visitorCookieFrom(first);
    expect(cookie).toMatch(/^pawprize_visitor=/);
    const again = await report(
      t.app,
      { subjectType: 'pet', subjectId: petId, reason: 'not_a_pet' },
      { cookie },
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(messages.moderation.alreadyReported);
    // SCREENING=off in tests: the upload was queued as "not screened" already.
    expect(await queueRow(t, petId)).toMatchObject({
      reasons: ['not_screened', 'reported'],
      reportCount: 1,
    });
  });

  it('checks reasons, notes, the item and who reports it', async () => {
    const petId = await newPet('dog-grey-frisbee.jpg');
    const member = await signUp(t.app);
    const post = (body: Record<string, unknown>, cookie = member.cookie) =>
      report(t.app, { subjectType: 'pet', subjectId: petId, ...body }, { cookie });
    expect((await post({ reason: 'other' })).json().fieldErrors.note).toEqual([
      messages.moderation.noteRequired,
    ]);
    expect((await post({ reason: 'spam', note: 'x'.repeat(501) })).statusCode).toBe(400);
    expect((await post({ reason: 'spam', note: 'bad\u0007bell' })).statusCode).toBe(400);
    expect((await post({ reason: 'rude' })).statusCode).toBe(400);
    const unknown = await report(t.app, {
      subjectType: 'pet',
      subjectId: '00000000-0000-4000-8000-000000000000',
      reason: 'spam',
    });
    expect(unknown.statusCode).toBe(404);
    const own = await post({ reason: 'spam' }, owner.cookie);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(messages.moderation.ownItem);
    const ok = await post({ reason: 'other', note: '  Not a photo of an animal at all  ' });
    expect(ok.statusCode).toBe(201);
    const [row] = (
      (await t.app.db.execute(sql`
        select note, reporter_user_id as "userId" from reports
        where subject_id = ${petId} and reporter_user_id = ${member.user.id}`)) as unknown as {
        rows: { note: string; userId: string }[];
      }
    ).rows;
    expect(row).toEqual({ note: 'Not a photo of an animal at all', userId: member.user.id });
  });

  /** Whether the pet is still public (its page answers 200). */
  const isPublic = async (petId: string) =>
    (await t.app.inject({ url: `/api/pets/${petId}` })).statusCode === 200;
  const countRows = async (table: 'visitors' | 'reports', petId?: string) => {
    const where = petId ? sql` where subject_id = ${petId}::uuid` : sql``;
    const [row] = (
      (await t.app.db.execute(
        sql`select count(*)::int as n from ${sql.raw(table)}${where}`,
      )) as unknown as { rows: { n: number }[] }
    ).rows;
    return row!.n;
  };

  it('three cookie-less reports from one address reach the queue but hide nothing', async () => {
    const petId = (await insertPets(t.app, owner.user.id))[0]!;
    const visitorsBefore = await countRows('visitors');
    const ip = networkIp();
    for (const reason of ['spam', 'not_a_pet', 'inappropriate', 'not_their_photo'] as const) {
      const res = await report(t.app, { subjectType: 'pet', subjectId: petId, reason }, { ip });
      expect(res.statusCode).toBe(201);
    }
    expect(await isPublic(petId)).toBe(true);
    expect(await queueRow(t, petId)).toMatchObject({ reportCount: 4 });
    // Reports are keyed by the visitor id alone: no visitors row.
    expect(await countRows('visitors')).toBe(visitorsBefore);
    // A report of a pet that does not exist leaves nothing, and sets no cookie.
    const missing = await report(t.app, {
      subjectType: 'pet',
      subjectId: '00000000-0000-4000-8000-00000000abcd',
      reason: 'spam',
    });
    expect(missing.statusCode).toBe(404);
    expect(visitorCookieFrom(missing)).toBe('');
    expect(await countRows('visitors')).toBe(visitorsBefore);
  });

  it('reports of members that cost nothing do not hide: unverified, or new and inactive', async () => {
    const petId = (await insertPets(t.app, owner.user.id))[0]!;
    const unverifiedOld = await signUp(t.app);
    await t.app.db.execute(
      sql`update users set created_at = now() - interval '30 days' where id = ${unverifiedOld.user.id}`,
    );
    const reporters = [unverifiedOld, await verifiedUser(t.app), await verifiedUser(t.app)];
    reporters.push(await seasonedMember(t.app, 6));
    for (const r of reporters) {
      const res = await report(
        t.app,
        { subjectType: 'pet', subjectId: petId, reason: 'spam' },
        { cookie: r.cookie, ip: networkIp() },
      );
      expect(res.statusCode).toBe(201);
    }
    expect(await isPublic(petId)).toBe(true);
    expect(await queueRow(t, petId)).toMatchObject({ reportCount: 4 });
  });

  it('counting reporters count once per network; three networks hide the pet: gone for everyone but its owner', async () => {
    const petId = (await insertPets(t.app, owner.user.id))[0]!;
    const send = (cookie: string, ip: string) =>
      report(t.app, { subjectType: 'pet', subjectId: petId, reason: 'spam' }, { cookie, ip });
    // Three seasoned members behind one network count once…
    const shared = networkIp();
    const sameNetwork = shared.replace(/\.\d+$/, '.77');
    for (const ip of [shared, sameNetwork, shared]) {
      expect((await send((await seasonedMember(t.app)).cookie, ip)).statusCode).toBe(201);
    }
    expect(await isPublic(petId)).toBe(true);
    // …a second network makes two…
    expect((await send((await seasonedMember(t.app)).cookie, networkIp())).statusCode).toBe(201);
    expect(await isPublic(petId)).toBe(true);
    // …and a third hides it.
    expect((await send((await seasonedMember(t.app)).cookie, networkIp())).statusCode).toBe(201);

    const publicView = await t.app.inject({ url: `/api/pets/${petId}` });
    expect(publicView.statusCode).toBe(404);
    expect(publicView.json().message).toBe(messages.pages.petNotFound);
    const list = await t.app.inject({ url: '/api/pets?sort=recent' });
    expect(list.json().pets.map((p: { id: string }) => p.id)).not.toContain(petId);
    const board = await t.app.inject({ url: '/api/leaderboard' });
    expect(board.json().pets.map((p: { id: string }) => p.id)).not.toContain(petId);

    const ownerView = await t.app.inject({
      url: `/api/pets/${petId}`,
      headers: { cookie: owner.cookie },
    });
    expect(ownerView.statusCode).toBe(200);
    expect(ownerView.json().pet.moderation).toEqual({
      status: 'pending',
      reason: messages.moderation.reportsReason,
    });
    const mine = await t.app.inject({ url: '/api/me/pets', headers: { cookie: owner.cookie } });
    const own = mine.json().pets.find((p: { id: string }) => p.id === petId);
    expect(own.moderation.status).toBe('pending');
    expect(await queueRow(t, petId)).toMatchObject({ reportCount: 5 });
  });

  it('a new member who has voted on three different days counts too', async () => {
    const clock = fakeClock(t.app, '2026-03-02T12:00:00Z');
    try {
      const [a, b, c, target] = await insertPets(t.app, owner.user.id, 4);
      const voter = await verifiedUser(t.app);
      for (const petId of [a!, b!, c!]) {
        expect((await vote(t.app, petId, { cookie: voter.cookie })).statusCode).toBe(200);
        clock.advanceDays(1);
      }
      const reporters = [voter, await seasonedMember(t.app), await seasonedMember(t.app)];
      for (const r of reporters) {
        const res = await report(
          t.app,
          { subjectType: 'pet', subjectId: target!, reason: 'spam' },
          { cookie: r.cookie, ip: networkIp() },
        );
        expect(res.statusCode).toBe(201);
      }
      expect(await isPublic(target!)).toBe(false);
    } finally {
      t.app.clock.now = () => new Date();
    }
  });

  it('limits one reporter to 10 reports an hour', async () => {
    const member = await signUp(t.app);
    const ids = await Promise.all(
      Array.from({ length: 11 }, (_, i) =>
        uploadPet(t.app, owner.cookie, undefined, `Limit ${i}`).catch(() => null),
      ),
    );
    const codes: number[] = [];
    for (const id of ids.filter(Boolean)) {
      const res = await report(
        t.app,
        { subjectType: 'pet', subjectId: id, reason: 'spam' },
        { cookie: member.cookie },
      );
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(codes[10]).toBe(429);
  });
});

describe(`uploads and the review queue (${testDriver})`, () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof verifiedUser>>;

  beforeAll(async () => {
    t = await createTestApp({ MODERATION: 'pre' });
    owner = await verifiedUser(t.app);
  });
  afterAll(() => t?.close());

  it('pre-moderation: a new pet waits for approval, seen only by its owner', async () => {
    const id = await uploadPet(t.app, owner.cookie, fixturePhoto('dog-grey-shaggy.jpg'), 'Shaggy');
    expect((await t.app.inject({ url: `/api/pets/${id}` })).statusCode).toBe(404);
    const mine = await t.app.inject({ url: `/api/pets/${id}`, headers: { cookie: owner.cookie } });
    expect(mine.json().pet.moderation).toEqual({
      status: 'pending',
      reason: messages.moderation.preModerationReason,
    });
    // SCREENING=off in tests: "not screened" too.
    expect((await queueRow(t, id))!.reasons.sort()).toEqual(['not_screened', 'pending']);
  });

  it('queues a near-copy of an entry with a link to the original', async () => {
    const photo = fixturePhoto('dog-red-blanket.jpg');
    const original = await uploadPet(t.app, owner.cookie, photo, 'Blanket');
    const meta = await sharp(photo).metadata();
    const copy = await sharp(photo)
      .resize({ width: Math.round(meta.width! * 0.7) })
      .webp({ quality: 60 })
      .toBuffer();
    const other = await verifiedUser(t.app);
    const dup = await uploadPet(t.app, other.cookie, copy, 'Not Blanket');
    const row = await queueRow(t, dup);
    expect(row!.reasons).toContain('duplicate');
    expect(row!.duplicateOfId).toBe(original);
  });

  it('refuses a copy of a removed photo before storing anything', async () => {
    const photo = fixturePhoto('cat-tabby.jpg');
    const id = await uploadPet(t.app, owner.cookie, photo, 'Tabby');
    // What a moderator's Remove leaves behind (the admin tests go through the API).
    await t.app.db.execute(
      sql`update photo_hashes set pet_id = null, removed_at = now() where pet_id = ${id}`,
    );
    const cropped = await sharp(photo)
      .extract({ left: 10, top: 6, width: 431, height: 288 })
      .jpeg()
      .toBuffer();
    const res = await postPet(t.app, owner.cookie, cropped, 'Tabby again');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'CONFLICT',
      message: messages.moderation.removedCopy,
      fieldErrors: { image: [messages.moderation.removedCopy] },
    });
  });
});
