import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { CAPTIONS_PER_CONTEST, MAX_IMAGE_BYTES, messages } from '@pawprize/shared';
import {
  CaptionContestListSchema,
  CaptionContestResultSchema,
} from '@pawprize/shared/schemas/captions';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, ORIGIN, signUp } from '../../../test/auth-helpers.ts';
import { createContest, jpegPart, postContest, voteCaption } from '../../../test/captions.ts';
import type { TestApp } from '../../../test/helpers.ts';
import { createTestApp, testDriver } from '../../../test/helpers.ts';
import { fixturePhoto, paddedJpeg } from '../../../test/images.ts';
import { verifiedUser } from '../../../test/users.ts';
import { captions, petCaptions } from '../../db/schema/index.ts';
import { newShareId } from './captions.rules.ts';

const ADMIN = 'boss@pawprize.test';

/** Every stored file of a user's contests (DATA_DIR/uploads/captions/<userId>). */
function storedFiles(t: TestApp, userId: string): string[] {
  const root = path.join(t.dataDir, 'uploads', 'captions', userId);
  if (!existsSync(root)) return [];
  return readdirSync(root);
}

describe(`caption contests: create, read, list, delete (${testDriver})`, () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof verifiedUser>>;
  beforeAll(async () => {
    t = await createTestApp({ MAIL_WORKER: 'false', ADMIN_EMAILS: ADMIN });
    owner = await verifiedUser(t.app);
  });
  afterAll(() => t?.close());

  const get = (url: string, cookie?: string) =>
    t.app.inject({ url, headers: cookie ? { cookie } : {} });

  it('creates a contest with five AI captions and stores the photo under captions/<user>', async () => {
    // An owner of its own: the stored files counted below are this contest's only.
    const owner = await verifiedUser(t.app);
    const res = await postContest(t.app, owner.cookie);
    expect(res.statusCode).toBe(201);
    const { contest } = CaptionContestResultSchema.parse(res.json());
    expect(contest).toMatchObject({
      petName: 'Biscuit',
      breed: 'Corgi',
      owner: { username: owner.username },
      isOwner: true,
      winnerCaptionId: null,
      totalVotes: 0,
      myVoteCaptionId: null,
    });
    expect(contest.shareId).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(contest.captions).toHaveLength(CAPTIONS_PER_CONTEST);
    expect(new Set(contest.captions.map((c) => c.caption)).size).toBe(CAPTIONS_PER_CONTEST);
    for (const c of contest.captions) {
      expect(c).toMatchObject({ votes: 0, isUserCaption: false, isMine: false });
      expect(c.caption.length).toBeLessThanOrEqual(140);
    }
    expect(contest.variants.length).toBeGreaterThanOrEqual(1);
    expect(contest.imageUrl).toMatch(
      new RegExp(`^/uploads/captions/${owner.user.id}/[0-9a-f]{32}-\\d+\\.webp$`),
    );
    expect(contest.placeholder).toMatch(/^#[0-9a-f]{6}$/);
    expect(storedFiles(t, owner.user.id).length).toBe(contest.variants.length);
    const image = await t.app.inject({ url: contest.imageUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
  });

  it('stores the breed title-cased, acronyms kept (docs/product/captions.md, Breed)', async () => {
    // An owner of its own: the daily allowance of the shared one is for the tests below.
    const breeder = await verifiedUser(t.app);
    for (const [typed, stored] of [
      ['any pomeranian mix', 'Any Pomeranian Mix'],
      ['  GSD   mix ', 'GSD Mix'],
    ] as const) {
      const contest = await createContest(t.app, breeder.cookie, {
        petName: 'Biscuit',
        breed: typed,
        image: jpegPart(),
      });
      expect(contest.breed).toBe(stored);
      const [row] = await t.app.db
        .select({ breed: petCaptions.breed })
        .from(petCaptions)
        .where(eq(petCaptions.id, contest.id));
      expect(row?.breed).toBe(stored);
    }
  });

  it('keeps the captions in creation order (the earlier caption wins ties)', async () => {
    const contest = await createContest(t.app, owner.cookie);
    const rows = await t.app.db
      .select({ id: captions.id })
      .from(captions)
      .where(eq(captions.petId, contest.id))
      .orderBy(captions.createdAt);
    expect(rows.map((r) => r.id)).toEqual(contest.captions.map((c) => c.id));
  });

  it('asks for a login, then a verified email', async () => {
    const anonymous = await postContest(t.app, undefined);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe(messages.upload.loginRequired);
    const unverified = await signUp(t.app);
    const res = await postContest(t.app, unverified.cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });
  });

  it("checks the form with the pet upload's messages", async () => {
    const noImage = await postContest(t.app, owner.cookie, { petName: 'Rex' });
    expect(noImage.statusCode).toBe(400);
    expect(noImage.json()).toMatchObject({
      message: messages.upload.imageRequired,
      fieldErrors: { image: [messages.upload.imageRequired] },
    });
    const noName = await postContest(t.app, owner.cookie, { petName: '  ', image: jpegPart() });
    expect(noName.json().message).toBe(messages.upload.nameRequired);
    const longBreed = await postContest(t.app, owner.cookie, {
      petName: 'Rex',
      breed: 'b'.repeat(61),
      image: jpegPart(),
    });
    expect(longBreed.json().message).toBe(messages.captionCreate.breedTooLong);
    const notImage = await postContest(t.app, owner.cookie, {
      petName: 'Rex',
      image: {
        filename: 'pet.jpg',
        contentType: 'image/jpeg',
        data: Buffer.from('hello, not a photo'),
      },
    });
    expect(notImage.statusCode).toBe(415);
    expect(notImage.json().message).toBe(messages.upload.invalidType);
  });

  it('accepts exactly 5 MB (the contest reading, docs/product/captions.md) and refuses one byte more', async () => {
    const exact = await postContest(t.app, owner.cookie, {
      petName: 'Five',
      image: jpegPart(paddedJpeg(MAX_IMAGE_BYTES)),
    });
    expect(exact.statusCode).toBe(201);
    const over = await postContest(t.app, owner.cookie, {
      petName: 'Six',
      image: jpegPart(paddedJpeg(MAX_IMAGE_BYTES + 1)),
    });
    expect(over.statusCode).toBe(413);
    expect(over.json()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: messages.upload.tooLarge,
    });
  });

  it('shows a contest to anyone and answers the catalogue text for unknown ones', async () => {
    const contest = await createContest(t.app, owner.cookie, {
      petName: 'Luna',
      image: jpegPart(fixturePhoto('cat-kitten.jpg')),
    });
    const res = await get(`/api/captions/${contest.shareId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const seen = CaptionContestResultSchema.parse(res.json()).contest;
    expect(seen).toMatchObject({ id: contest.id, petName: 'Luna', breed: null, isOwner: false });
    const mine = await get(`/api/captions/${contest.shareId}`, owner.cookie);
    expect(mine.json().contest.isOwner).toBe(true);
    expect(mine.headers['cache-control']).toBe('private, no-cache');

    for (const id of ['AAAAAAAAAAAAAAAA', 'short', 'bad%20id!']) {
      const missing = await get(`/api/captions/${id}`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({
        code: 'NOT_FOUND',
        message: messages.captionContest.notFound,
      });
    }
  });

  it('lists the newest contests and the trending ones (most caption votes)', async () => {
    const a = await createContest(t.app, owner.cookie, { petName: 'Alpha', image: jpegPart() });
    const b = await createContest(t.app, owner.cookie, { petName: 'Bravo', image: jpegPart() });
    const c = await createContest(t.app, owner.cookie, { petName: 'Charlie', image: jpegPart() });
    const voters = await Promise.all([verifiedUser(t.app), verifiedUser(t.app)]);
    for (const voter of voters) {
      expect(
        (await voteCaption(t.app, voter.cookie, a.shareId, a.captions[0]!.id)).statusCode,
      ).toBe(200);
    }
    expect(
      (await voteCaption(t.app, voters[0]!.cookie, b.shareId, b.captions[1]!.id)).statusCode,
    ).toBe(200);

    const newest = CaptionContestListSchema.parse((await get('/api/captions?sort=newest')).json());
    expect(newest.contests.map((x) => x.petName)).toEqual(['Charlie', 'Bravo', 'Alpha']);
    const trending = CaptionContestListSchema.parse(
      (await get('/api/captions?sort=trending&limit=3')).json(),
    );
    expect(trending.contests.map((x) => x.petName)).toEqual(['Alpha', 'Bravo', 'Charlie']);
    expect(trending.contests[0]!.totalVotes).toBe(2);
    expect(c.captions).toHaveLength(5);
    const byDefault = (await get('/api/captions')).json();
    expect(byDefault.contests).toHaveLength(3);
    expect((await get('/api/captions?limit=0')).statusCode).toBe(400);
    expect((await get('/api/captions?sort=random')).statusCode).toBe(400);
  });

  it('lets the owner (or an admin) delete a contest with its files', async () => {
    const contest = await createContest(t.app, owner.cookie, {
      petName: 'Gone',
      image: jpegPart(),
    });
    const before = storedFiles(t, owner.user.id).length;
    const del = (cookie?: string) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/captions/${contest.shareId}`,
        headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
      });
    expect((await del()).statusCode).toBe(401);
    const stranger = await verifiedUser(t.app);
    const forbidden = await del(stranger.cookie);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe(messages.captionContest.deleteForbidden);
    // The card is rendered and stored, so deleting has to remove it too.
    expect((await get(`/api/captions/${contest.shareId}/card.jpg`)).statusCode).toBe(200);
    expect(storedFiles(t, owner.user.id).length).toBeGreaterThan(before);

    expect((await del(owner.cookie)).statusCode).toBe(204);
    expect((await get(`/api/captions/${contest.shareId}`)).statusCode).toBe(404);
    expect(storedFiles(t, owner.user.id).length).toBe(
      before - (contest.variants as unknown[]).length,
    );
    expect((await del(owner.cookie)).statusCode).toBe(404);

    const other = await createContest(t.app, owner.cookie, { petName: 'Other', image: jpegPart() });
    const admin = await verifiedUser(t.app, { email: ADMIN });
    const byAdmin = await t.app.inject({
      method: 'DELETE',
      url: `/api/captions/${other.shareId}`,
      headers: { origin: ORIGIN, cookie: admin.cookie },
    });
    expect(byAdmin.statusCode).toBe(204);
  });

  it('lets signed-in users add one caption of their own', async () => {
    const contest = await createContest(t.app, owner.cookie, { petName: 'Pip', image: jpegPart() });
    const writer = await verifiedUser(t.app);
    const add = (caption: unknown, cookie: string | null = writer.cookie) =>
      t.app.inject({
        method: 'POST',
        url: `/api/captions/${contest.shareId}/captions`,
        remoteAddress: freshIp(),
        headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
        payload: { caption },
      });
    expect((await add('Mine!', null)).statusCode).toBe(401);
    const unverified = await signUp(t.app);
    expect((await add('Mine!', unverified.cookie)).statusCode).toBe(403);
    expect((await add('   ')).json().message).toBe(messages.captionContest.captionRequired);
    expect((await add('x'.repeat(141))).json().message).toBe(
      messages.captionContest.captionTooLong,
    );

    const res = await add('  Pip has opinions about Mondays.  ');
    expect(res.statusCode).toBe(201);
    const { contest: updated } = CaptionContestResultSchema.parse(res.json());
    const mine = updated.captions.find((c) => c.isMine)!;
    expect(mine).toMatchObject({
      caption: 'Pip has opinions about Mondays.',
      isUserCaption: true,
      votes: 0,
    });
    expect(updated.captions.at(-1)!.id).toBe(mine.id);

    const again = await add('Another one');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(messages.captionContest.alreadyCaptioned);
    expect((await add('Owner caption', owner.cookie)).statusCode).toBe(201);
  });
});

describe(`share ids (${testDriver})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ MAIL_WORKER: 'false' });
  });
  afterAll(() => t?.close());

  it('are accepted by the schema check for 200 contests, without a collision', async () => {
    const owner = await verifiedUser(t.app);
    const ids = Array.from({ length: 200 }, () => newShareId());
    await t.app.db.insert(petCaptions).values(
      ids.map((shareId, i) => ({
        shareId,
        userId: owner.user.id,
        petName: `Pet ${i}`,
        imageUrl: '/uploads/x.webp',
        createdAt: new Date(Date.now() - 3 * 86_400_000),
      })),
    );
    const [row] = await t.app.db
      .select({ n: sql<number>`count(distinct ${petCaptions.shareId})::int` })
      .from(petCaptions);
    expect(row!.n).toBe(200);
  });
});
