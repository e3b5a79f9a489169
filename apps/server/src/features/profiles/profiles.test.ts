import { randomBytes } from 'node:crypto';
import { messages } from '@pawprize/shared';
import { ProfileSchema } from '@pawprize/shared/schemas/profile';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, ORIGIN, signUp } from '../../../test/auth-helpers.ts';
import type { TestApp } from '../../../test/helpers.ts';
import { createTestApp, testDriver } from '../../../test/helpers.ts';
import { DiskStorage } from '../../storage/disk.ts';
import { sniffImageType } from './avatar.ts';

function multipart(field: string, filename: string, type: string, data: Buffer) {
  const boundary = `----pawprize${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
        `Content-Type: ${type}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A 1200×800 JPEG carrying EXIF (camera and GPS-like text), turned sideways by its orientation. */
const photo = () =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: '#c96' } })
    .jpeg()
    .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'Secret Place 51.5N 0.1W' } } })
    .toBuffer();

describe(`profile settings (${testDriver})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ MAIL_WORKER: 'false' });
  });
  afterAll(() => t?.close());

  const send = (
    method: 'PATCH' | 'POST',
    url: string,
    cookie: string,
    payload: unknown,
    headers = {},
  ) =>
    t.app.inject({
      method,
      url,
      remoteAddress: freshIp(),
      headers: { origin: ORIGIN, cookie, ...headers },
      payload: payload as string,
    });
  const uploadAvatar = (cookie: string, data: Buffer, type = 'image/jpeg', name = 'me.jpg') => {
    const form = multipart('avatar', name, type, data);
    return send('POST', '/api/profile/avatar', cookie, form.payload, form.headers);
  };

  it('needs a session', async () => {
    expect((await t.app.inject({ url: '/api/profile' })).statusCode).toBe(401);
    const patch = await t.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      payload: { fullName: 'X' },
    });
    expect(patch.statusCode).toBe(401);
    expect(patch.json()).toEqual({ code: 'UNAUTHENTICATED', message: messages.auth.loginRequired });
  });

  it('reads the profile with the read-only email', async () => {
    const account = await signUp(t.app);
    const res = await t.app.inject({ url: '/api/profile', headers: { cookie: account.cookie } });
    expect(res.statusCode).toBe(200);
    expect(ProfileSchema.parse(res.json())).toEqual({
      id: account.user.id,
      email: account.email,
      username: account.username,
      fullName: 'Rex Owner',
      avatarUrl: null,
      credits: 0,
      timeZone: 'UTC',
    });
  });

  it('updates username, full name and time zone; the session user follows', async () => {
    const account = await signUp(t.app);
    const res = await send('PATCH', '/api/profile', account.cookie, {
      username: 'Fluffy_Boss',
      fullName: '  Fluffy Owner ',
      timeZone: 'America/New_York',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      username: 'Fluffy_Boss',
      fullName: 'Fluffy Owner',
      timeZone: 'America/New_York',
    });
    const me = (
      await t.app.inject({ url: '/api/auth/session', headers: { cookie: account.cookie } })
    ).json().user;
    expect(me).toMatchObject({
      username: 'Fluffy_Boss',
      fullName: 'Fluffy Owner',
      timeZone: 'America/New_York',
    });
    // Keeping one's own name in another case is fine.
    expect(
      (await send('PATCH', '/api/profile', account.cookie, { username: 'fluffy_boss' })).statusCode,
    ).toBe(200);
  });

  it("refuses another account's username in any case, and invalid fields", async () => {
    await signUp(t.app, { username: 'Taken_Name' });
    const account = await signUp(t.app);
    const taken = await send('PATCH', '/api/profile', account.cookie, { username: 'TAKEN_name' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      code: 'CONFLICT',
      message: messages.auth.usernameTaken,
      fieldErrors: { username: [messages.auth.usernameTaken] },
    });
    const invalid = await send('PATCH', '/api/profile', account.cookie, {
      username: 'ab',
      fullName: '',
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fieldErrors).toEqual({
      username: [messages.auth.usernameInvalid],
      fullName: [messages.auth.fullNameRequired],
    });
  });

  it('stores an avatar as a 300×300 WebP without metadata and deletes the replaced one', async () => {
    const account = await signUp(t.app);
    const first = await uploadAvatar(account.cookie, await photo());
    expect(first.statusCode).toBe(200);
    const { avatarUrl } = first.json();
    expect(avatarUrl).toMatch(
      new RegExp(`^/uploads/avatars/${account.user.id}-[0-9a-f]{32}\\.webp$`),
    );

    const served = await t.app.inject({ url: avatarUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 300, height: 300 });
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('Secret Place'))).toBe(false);

    const png = await sharp({
      create: { width: 200, height: 500, channels: 4, background: '#09f8' },
    })
      .png()
      .toBuffer();
    const second = await uploadAvatar(account.cookie, png, 'image/png', 'me.png');
    expect(second.statusCode).toBe(200);
    expect(second.json().avatarUrl).not.toBe(avatarUrl);
    expect((await t.app.inject({ url: avatarUrl })).statusCode).toBe(404);
    const profile = (
      await t.app.inject({ url: '/api/profile', headers: { cookie: account.cookie } })
    ).json();
    expect(profile.avatarUrl).toBe(second.json().avatarUrl);
  });

  it('refuses a non-image (whatever it claims to be) with 415 and keeps the old avatar', async () => {
    const account = await signUp(t.app);
    const { avatarUrl } = (await uploadAvatar(account.cookie, await photo())).json();

    const fakes = [
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      Buffer.from('%PDF-1.7 not a picture'),
    ];
    for (const fake of fakes) {
      const res = await uploadAvatar(account.cookie, fake, 'image/jpeg', 'cute.jpg');
      expect(res.statusCode).toBe(415);
      expect(res.json()).toMatchObject({
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: messages.profile.avatarNotImage,
      });
    }
    // JPEG magic, then garbage: a damaged image, answered as for pet photos.
    const damaged = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(2000)]);
    const res = await uploadAvatar(account.cookie, damaged, 'image/jpeg', 'cute.jpg');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: messages.upload.unreadable,
      fieldErrors: { avatar: [messages.upload.unreadable] },
    });
    const profile = (
      await t.app.inject({ url: '/api/profile', headers: { cookie: account.cookie } })
    ).json();
    expect(profile.avatarUrl).toBe(avatarUrl);
    expect((await t.app.inject({ url: avatarUrl })).statusCode).toBe(200);
  });

  it('refuses files over 5 MB and requests without a file', async () => {
    const account = await signUp(t.app);
    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await uploadAvatar(account.cookie, big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: messages.profile.avatarTooLarge,
    });

    const wrongField = multipart('photo', 'me.jpg', 'image/jpeg', await photo());
    const none = await send(
      'POST',
      '/api/profile/avatar',
      account.cookie,
      wrongField.payload,
      wrongField.headers,
    );
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(messages.profile.avatarMissing);

    const json = await send('POST', '/api/profile/avatar', account.cookie, { avatar: 'x' });
    expect(json.statusCode).toBe(400);
  });
});

class ReadOnlyStorage extends DiskStorage {
  override async put(): Promise<void> {
    throw Object.assign(new Error('EROFS: read-only file system'), { code: 'EROFS' });
  }
}

describe(`avatars on storage that cannot be written (${testDriver})`, () => {
  it('answers 503 with the pet upload text and keeps the profile as it was', async () => {
    const t = await createTestApp(
      { MAIL_WORKER: 'false' },
      { storage: new ReadOnlyStorage('/nonexistent/pawprize') },
    );
    try {
      const account = await signUp(t.app);
      const form = multipart('avatar', 'me.jpg', 'image/jpeg', await photo());
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/profile/avatar',
        remoteAddress: freshIp(),
        headers: { origin: ORIGIN, cookie: account.cookie, ...form.headers },
        payload: form.payload,
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        code: 'SERVICE_UNAVAILABLE',
        message: messages.upload.storageNotReady,
      });
      const profile = await t.app.inject({
        url: '/api/profile',
        headers: { cookie: account.cookie },
      });
      expect(profile.json().avatarUrl).toBeNull();
    } finally {
      await t.close();
    }
  });
});

describe('sniffImageType', () => {
  it('knows JPEG, PNG, GIF and WebP by their first bytes only', async () => {
    const make = (format: 'jpeg' | 'png' | 'gif' | 'webp') =>
      sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
        .toFormat(format)
        .toBuffer();
    for (const format of ['jpeg', 'png', 'gif', 'webp'] as const) {
      expect(sniffImageType(await make(format))).toBe(format);
    }
    expect(sniffImageType(Buffer.from('GIF8'))).toBeNull();
    expect(sniffImageType(Buffer.from('RIFF0000WAVE'))).toBeNull();
    expect(sniffImageType(Buffer.alloc(0))).toBeNull();
  });
});
