import { messages } from '@pawprize/shared';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../test/auth-helpers.ts';
import { createTestApp, testDriver } from '../../../test/helpers.ts';
import type { TestApp } from '../../../test/helpers.ts';
import { fixturePhoto } from '../../../test/images.ts';
import { postPet, report, uploadPet } from '../../../test/moderation.ts';
import { verifiedUser } from '../../../test/users.ts';
import { visitorCookieFrom } from '../../../test/voting.ts';

/** Reports, and what uploads put in the review queue (issue 19), on a real database. */

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

  it('hides the pet once 3 distinct reporters reported it: gone for everyone but its owner', async () => {
    const petId = await newPet('dog-red-fluffy.jpg');
    // Two reports (a visitor and a member) leave it up; the third hides it.
    const member = await signUp(t.app);
    expect(
      (await report(t.app, { subjectType: 'pet', subjectId: petId, reason: 'spam' })).statusCode,
    ).toBe(201);
    expect(
      (
        await report(
          t.app,
          { subjectType: 'pet', subjectId: petId, reason: 'not_a_pet' },
          { cookie: member.cookie },
        )
      ).statusCode,
    ).toBe(201);
    const visible = await t.app.inject({ url: `/api/pets/${petId}` });
    expect(visible.statusCode).toBe(200);
    const third = await report(t.app, {
      subjectType: 'pet',
      subjectId: petId,
      reason: 'inappropriate',
    });
    expect(third.statusCode).toBe(201);

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
    expect(await queueRow(t, petId)).toMatchObject({ reportCount: 3 });
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
