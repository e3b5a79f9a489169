import { messages } from '@pawprize/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, ORIGIN } from '../../../test/auth-helpers.ts';
import { BEFORE_CONTEST, call, contestInput, createContest } from '../../../test/contests.ts';
import type { TestApp } from '../../../test/helpers.ts';
import { createTestApp, testDriver } from '../../../test/helpers.ts';
import { ADMIN_EMAIL, adminAccount } from '../../../test/moderation.ts';
import { multipartBody } from '../../../test/multipart.ts';
import { verifiedUser } from '../../../test/users.ts';
import { fakeClock } from '../../../test/voting.ts';

const URL = '/api/admin/contest-covers';

/** A 2400×1200 JPEG with EXIF text that must not survive. */
function photo(): Promise<Buffer> {
  return sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#c96' } })
    .jpeg()
    .withExif({ IFD0: { ImageDescription: 'Secret Place' } })
    .toBuffer();
}

describe(`contest covers (${testDriver})`, () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof adminAccount>>;

  beforeAll(async () => {
    t = await createTestApp({ MAIL_WORKER: 'false', ADMIN_EMAILS: ADMIN_EMAIL });
    admin = await adminAccount(t.app);
    fakeClock(t.app, BEFORE_CONTEST);
  });
  afterAll(() => t?.close());

  const upload = (
    cookie: string | undefined,
    data: Buffer,
    type = 'image/jpeg',
    field = 'cover',
  ) => {
    const form = multipartBody({ [field]: { filename: 'cover.jpg', contentType: type, data } });
    return t.app.inject({
      method: 'POST',
      url: URL,
      remoteAddress: freshIp(),
      headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}), ...form.headers },
      payload: form.payload,
    });
  };

  it('stores a cover through the image pipeline: WebP, at most 1600 px wide, no metadata', async () => {
    const res = await upload(admin.cookie, await photo());
    expect(res.statusCode, res.body).toBe(201);
    const { coverPhotoKey, coverUrl } = res.json();
    expect(coverPhotoKey).toMatch(/^contests\/covers\/[0-9a-f]{32}\.webp$/);
    expect(coverUrl).toBe(t.app.storage.publicUrl(coverPhotoKey));
    const served = await t.app.inject({ url: coverUrl });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1600, height: 800 });
    expect(served.rawPayload.includes(Buffer.from('Secret Place'))).toBe(false);
  });

  it('refuses members, a missing file and a file that is no image, with clear messages', async () => {
    const member = await verifiedUser(t.app);
    expect((await upload(member.cookie, await photo())).statusCode).toBe(403);
    expect((await upload(undefined, await photo())).statusCode).toBe(403);
    const missing = await upload(admin.cookie, await photo(), 'image/jpeg', 'other');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(messages.contests.coverMissing);
    const text = await upload(admin.cookie, Buffer.from('not a photo at all'), 'image/jpeg');
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toMatch(/JPEG|PNG|image/i);
    expect(text.json().fieldErrors.cover).toHaveLength(1);
  });

  it('keeps a saved cover when the form leaves it out; null removes it', async () => {
    const { coverPhotoKey } = (await upload(admin.cookie, await photo())).json();
    const contest = await createContest(t.app, admin.cookie, { coverPhotoKey }, { draft: true });
    expect(contest.coverUrl).toBe(t.app.storage.publicUrl(coverPhotoKey));
    const save = async (overrides: Record<string, unknown>) => {
      const input: Record<string, unknown> = {
        ...contestInput(),
        title: contest.title,
        ...overrides,
      };
      if (overrides.coverPhotoKey === undefined) delete input.coverPhotoKey;
      const res = await call(t.app, 'PUT', `/api/admin/contests/${contest.id}`, {
        cookie: admin.cookie,
        payload: input,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().contest as { coverUrl: string | null; theme: string };
    };
    const kept = await save({ theme: 'A new theme' });
    expect(kept).toMatchObject({ theme: 'A new theme', coverUrl: contest.coverUrl });
    expect((await t.app.inject({ url: kept.coverUrl! })).statusCode).toBe(200);
    // A new cover replaces it: the old file goes once saved; removing it deletes its file too.
    const next = (await upload(admin.cookie, await photo())).json();
    expect((await save({ coverPhotoKey: next.coverPhotoKey })).coverUrl).toBe(next.coverUrl);
    expect((await t.app.inject({ url: kept.coverUrl! })).statusCode).toBe(404);
    expect((await save({ coverPhotoKey: null })).coverUrl).toBeNull();
    expect((await t.app.inject({ url: next.coverUrl })).statusCode).toBe(404);
    const fresh = await createContest(t.app, admin.cookie, {}, { draft: true });
    expect(fresh.coverUrl).toBeNull();
  });
});
