import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { EventEmitter, once } from 'node:events';
import net from 'node:net';
import path from 'node:path';
import { MAX_IMAGE_BYTES, messages, PET_UPLOADS_PER_HOUR } from '@pawprize/shared';
import { PetResultSchema } from '@pawprize/shared/schemas/pets';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { freshIp, ORIGIN, signUp } from '../../../test/auth-helpers.ts';
import type { TestApp } from '../../../test/helpers.ts';
import { createTestApp, testDriver } from '../../../test/helpers.ts';
import {
  animatedGif,
  fixturePhoto,
  fixturePhotoNames,
  jpegWithGps,
  paddedJpeg,
  solidJpeg,
  truncatedJpeg,
} from '../../../test/images.ts';
import type { FilePart } from '../../../test/multipart.ts';
import { multipartBody } from '../../../test/multipart.ts';
import { CORPUS_DIR } from '../../../test/fixtures/bad-uploads/generate.ts';
import { verifiedUser } from '../../../test/users.ts';
import { petPhotos } from '../../db/schema/index.ts';
import { DiskStorage } from '../../storage/disk.ts';
import type { PutOptions } from '../../storage/index.ts';

const jpeg = (data: Buffer, filename = 'pet.jpg'): FilePart => ({
  filename,
  contentType: 'image/jpeg',
  data,
});

/** Every stored file under DATA_DIR/uploads/pets. */
function storedFiles(dataDir: string): string[] {
  const root = path.join(dataDir, 'uploads', 'pets');
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}

const petCount = (t: TestApp) => t.app.db.$count(petPhotos);

function uploader(t: TestApp) {
  return (cookie: string, parts: Record<string, string | FilePart>) => {
    const form = multipartBody(parts);
    return t.app.inject({
      method: 'POST',
      url: '/api/pets',
      remoteAddress: freshIp(),
      headers: { origin: ORIGIN, cookie, ...form.headers },
      payload: form.payload,
    });
  };
}

describe(`POST /api/pets (${testDriver})`, () => {
  let t: TestApp;
  let upload: ReturnType<typeof uploader>;
  let cookie: string;
  let username: string;

  /** Answers sent (or abandoned) for requests marked `X-Test: gone`. */
  const finished = new EventEmitter();

  beforeAll(async () => {
    t = await createTestApp({ MAIL_WORKER: 'false' }, {}, (app) => {
      // onSend: the handler is done (onResponse does not run for an abandoned answer).
      app.addHook('onSend', async (request, reply) => {
        if (request.headers['x-test'] === 'gone') finished.emit('gone', reply.statusCode);
      });
    });
    upload = uploader(t);
  });
  afterAll(() => t?.close());
  // Uploads are limited per account and hour: each test gets an account of its own.
  beforeEach(async () => {
    const account = await verifiedUser(t.app);
    cookie = account.cookie;
    username = account.username;
  });

  it('asks anonymous visitors to log in', async () => {
    const res = await upload('', { petName: 'Rex', image: jpeg(fixturePhoto()) });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'UNAUTHENTICATED', message: messages.upload.loginRequired });
  });

  it('asks unverified accounts to verify their email first', async () => {
    const unverified = await signUp(t.app);
    const res = await upload(unverified.cookie, { petName: 'Rex', image: jpeg(fixturePhoto()) });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'EMAIL_NOT_VERIFIED',
      message: messages.auth.verifyEmailFirst,
    });
  });

  it('stores a real photo and answers 201 with the pet', async () => {
    const res = await upload(cookie, {
      petName: '  Chelsea  ',
      description: ' A tabby who owns the sofa. ',
      image: jpeg(fixturePhoto('cat-tabby.jpg')),
    });
    expect(res.statusCode).toBe(201);
    const { pet } = PetResultSchema.parse(res.json());
    expect(pet).toMatchObject({
      petName: 'Chelsea',
      description: 'A tabby who owns the sofa.',
      votesCount: 0,
      owner: { username },
      isOwner: true,
      width: 400,
      height: 266,
    });
    expect(pet.placeholder).toMatch(/^#[0-9a-f]{6}$/);
    expect(pet.variants).toHaveLength(1);
    expect(pet.imageUrl).toBe(pet.variants[0]!.url);
    // pets/<userId>/<32 hex = 128 random bits>-<width>.webp, served with long-lived caching.
    expect(pet.imageUrl).toMatch(/^\/uploads\/pets\/[A-Za-z0-9]+\/[0-9a-f]{32}-400\.webp$/);
    const file = await t.app.inject({ url: pet.imageUrl });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['cache-control']).toContain('immutable');

    const detail = await t.app.inject({ url: `/api/pets/${pet.id}` });
    expect(detail.json().pet).toEqual({ ...pet, isOwner: false });
  });

  it('accepts every fixture photo, whatever its extension or declared type says', async () => {
    for (const name of fixturePhotoNames()) {
      const res = await upload(cookie, {
        petName: name.replace('.jpg', ''),
        image: {
          filename: 'photo.bin',
          contentType: 'application/octet-stream',
          data: fixturePhoto(name),
        },
      });
      expect(res.statusCode, name).toBe(201);
    }
  });

  it('keeps up to 1600 px and never upscales', async () => {
    const big = await sharp(fixturePhoto('dog-red-blanket.jpg')).resize(2000).jpeg().toBuffer();
    const res = await upload(cookie, { petName: 'Big Red', image: jpeg(big) });
    expect(res.statusCode).toBe(201);
    const { pet } = res.json();
    expect(pet.variants.map((v: { width: number }) => v.width)).toEqual([400, 800, 1600]);
    expect(pet.imageUrl).toMatch(/-800\.webp$/);
    expect([pet.width, pet.height]).toEqual([1600, 1629]); // 446×454, scaled
  });

  it('requires an image', async () => {
    const res = await upload(cookie, { petName: 'Rex' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: messages.upload.imageRequired,
      fieldErrors: { image: [messages.upload.imageRequired] },
    });
    const empty = await upload(cookie, { petName: 'Rex', image: jpeg(Buffer.alloc(0)) });
    expect(empty.json().message).toBe(messages.upload.imageRequired);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/pets',
      headers: { origin: ORIGIN, cookie },
      payload: { petName: 'Rex' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe(messages.upload.imageRequired);
  });

  it('requires a non-blank pet name of at most 60 characters', async () => {
    const blanks: Record<string, string>[] = [{}, { petName: '' }, { petName: '   \t ' }];
    for (const parts of blanks) {
      const res = await upload(cookie, { ...parts, image: jpeg(fixturePhoto()) });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: messages.upload.nameRequired,
        fieldErrors: { petName: [messages.upload.nameRequired] },
      });
    }
    const long = await upload(cookie, { petName: 'x'.repeat(61), image: jpeg(fixturePhoto()) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(messages.upload.nameTooLong);
    const ok = await upload(cookie, { petName: '🐶'.repeat(60), image: jpeg(fixturePhoto()) });
    expect(ok.statusCode).toBe(201);
  });

  it('takes an optional description of at most 1000 characters', async () => {
    const none = await upload(cookie, {
      petName: 'Rex',
      description: '  ',
      image: jpeg(fixturePhoto()),
    });
    expect(none.statusCode).toBe(201);
    expect(none.json().pet.description).toBeNull();
    const long = await upload(cookie, {
      petName: 'Rex',
      description: 'y'.repeat(1001),
      image: jpeg(fixturePhoto()),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({
      message: messages.upload.descriptionTooLong,
      fieldErrors: { description: [messages.upload.descriptionTooLong] },
    });
    const huge = await upload(cookie, {
      petName: 'Rex',
      description: 'z'.repeat(40_000),
      image: jpeg(fixturePhoto()),
    });
    expect(huge.json().message).toBe(messages.upload.descriptionTooLong);
    const max = await upload(cookie, {
      petName: 'Rex',
      description: 'd'.repeat(1000),
      image: jpeg(fixturePhoto()),
    });
    expect(max.statusCode).toBe(201);
  });

  describe('refusals store nothing', () => {
    let filesBefore: string[];
    let rowsBefore: number;
    beforeAll(async () => {
      filesBefore = storedFiles(t.dataDir);
      rowsBefore = await petCount(t);
    });
    afterAll(async () => {
      expect(storedFiles(t.dataDir)).toEqual(filesBefore);
      expect(await petCount(t)).toBe(rowsBefore);
    });

    it('refuses a text file named .jpg (415)', async () => {
      const res = await upload(cookie, {
        petName: 'Rex',
        image: jpeg(Buffer.from('I am not a picture of a dog.\n'.repeat(20)), 'dog.jpg'),
      });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toMatchObject({
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: messages.upload.invalidType,
      });
    });

    it('refuses exactly 5 MB and 6 MB (413); just under 5 MB is fine', async () => {
      for (const size of [MAX_IMAGE_BYTES, 6 * 1024 * 1024]) {
        const res = await upload(cookie, { petName: 'Rex', image: jpeg(paddedJpeg(size)) });
        expect(res.statusCode, String(size)).toBe(413);
        expect(res.json()).toMatchObject({
          code: 'PAYLOAD_TOO_LARGE',
          message: messages.upload.tooLarge,
        });
      }
    });

    it('refuses a 65,535×65,535 PNG (400) before decoding it', async () => {
      // From the bad-upload corpus: the header claims 4.3 gigapixels over a few bytes of data.
      const png = readFileSync(path.join(CORPUS_DIR, 'pixel-flood.png'));
      const started = performance.now();
      const res = await upload(cookie, {
        petName: 'Rex',
        image: { filename: 'big.png', contentType: 'image/png', data: png },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: messages.upload.tooManyPixels,
      });
      expect(performance.now() - started).toBeLessThan(2000);
    });

    it('refuses a truncated JPEG (400)', async () => {
      const res = await upload(cookie, { petName: 'Rex', image: jpeg(truncatedJpeg()) });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(messages.upload.unreadable);
    });
  });

  it('just under 5 MB is accepted', async () => {
    const res = await upload(cookie, {
      petName: 'Rex',
      image: jpeg(paddedJpeg(MAX_IMAGE_BYTES - 1)),
    });
    expect(res.statusCode).toBe(201);
  });

  it('stores no EXIF: GPS and camera data are gone, the photo is upright', async () => {
    const res = await upload(cookie, { petName: 'Secret', image: jpeg(await jpegWithGps()) });
    expect(res.statusCode).toBe(201);
    const { pet } = res.json();
    expect([pet.width, pet.height]).toEqual([800, 1200]);
    for (const variant of pet.variants as { url: string; width: number }[]) {
      const file = await t.app.inject({ url: variant.url });
      const meta = await sharp(file.rawPayload).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(meta.height).toBeGreaterThan(meta.width!);
      expect(file.rawPayload.includes('PawCam')).toBe(false);
    }
  });

  it('keeps an animated GIF animated', async () => {
    const res = await upload(cookie, {
      petName: 'Disco',
      image: { filename: 'disco.gif', contentType: 'image/gif', data: await animatedGif() },
    });
    expect(res.statusCode).toBe(201);
    const { pet } = res.json();
    const file = await t.app.inject({ url: pet.variants[0].url });
    expect(await sharp(file.rawPayload).metadata()).toMatchObject({ format: 'webp', pages: 3 });
  });

  it('stores nothing for a client that disconnects while its photo is processed', async () => {
    const responded = once(finished, 'gone');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const files = storedFiles(t.dataDir);
    const rows = await petCount(t);
    const form = multipartBody({
      petName: 'Ghost',
      image: {
        filename: 'ghost.gif',
        contentType: 'image/gif',
        data: await animatedGif(),
      },
    });
    const head = [
      'POST /api/pets HTTP/1.1',
      `Host: 127.0.0.1:${port}`,
      `Origin: ${ORIGIN}`,
      `Cookie: ${cookie}`,
      'X-Test: gone',
      `Content-Type: ${form.headers['content-type']}`,
      `Content-Length: ${form.payload.length}`,
      '',
      '',
    ].join('\r\n');
    const socket = net.connect(port, '127.0.0.1');
    socket.on('error', () => {});
    socket.write(head);
    socket.write(form.payload, () => socket.destroy());
    await responded;
    expect(await petCount(t)).toBe(rows);
    expect(storedFiles(t.dataDir)).toEqual(files);
  });

  it('deletes the stored files when the row cannot be inserted', async () => {
    await t.app.db.execute(sql`
      create function pets_test_refuse() returns trigger language plpgsql as $$
      begin
        if new.pet_name = 'Explode' then raise exception 'refused by test'; end if;
        return new;
      end $$`);
    await t.app.db.execute(sql`
      create trigger pets_test_refuse before insert on pet_photos
        for each row execute function pets_test_refuse()`);
    const files = storedFiles(t.dataDir);
    const rows = await petCount(t);
    const big = await solidJpeg(1200, 900);
    const res = await upload(cookie, { petName: 'Explode', image: jpeg(big) });
    expect(res.statusCode).toBe(500);
    expect(storedFiles(t.dataDir)).toEqual(files);
    expect(await petCount(t)).toBe(rows);
  });
});

/** Disk storage whose n-th put fails. */
class FlakyStorage extends DiskStorage {
  puts = 0;
  constructor(
    root: string,
    private readonly failOn: number,
  ) {
    super(root);
  }
  override async put(key: string, body: Buffer, options: PutOptions): Promise<void> {
    this.puts += 1;
    if (this.puts === this.failOn) throw new Error('disk full');
    return super.put(key, body, options);
  }
}

describe(`POST /api/pets when storage fails (${testDriver})`, () => {
  let t: TestApp;
  let storage: FlakyStorage;
  beforeAll(async () => {
    const dir = path.join(
      process.env.TMPDIR ?? '/tmp',
      `pawprize-flaky-${process.pid}-${Date.now()}`,
    );
    storage = new FlakyStorage(dir, 2);
    t = await createTestApp({ MAIL_WORKER: 'false' }, { storage });
  });
  afterAll(async () => {
    await t?.close();
    const { rmSync } = await import('node:fs');
    rmSync(storage.root, { recursive: true, force: true });
  });

  it('leaves no files and no row behind', async () => {
    const { cookie } = await verifiedUser(t.app);
    const res = await uploader(t)(cookie, {
      petName: 'Rex',
      image: jpeg(await solidJpeg(1200, 900)),
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      message: messages.upload.storageNotReady,
    });
    expect(storage.puts).toBe(3);
    const left = existsSync(storage.root)
      ? readdirSync(storage.root, { recursive: true, withFileTypes: true }).filter((e) =>
          e.isFile(),
        )
      : [];
    expect(left).toEqual([]);
    expect(await petCount(t)).toBe(0);
  });
});

describe(`upload rate limit (${testDriver})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ MAIL_WORKER: 'false' });
  });
  afterAll(() => t?.close());

  it(`allows ${PET_UPLOADS_PER_HOUR} uploads per hour per account`, async () => {
    const upload = uploader(t);
    const first = await verifiedUser(t.app);
    const small = await solidJpeg(64, 64);
    for (let i = 0; i < PET_UPLOADS_PER_HOUR; i++) {
      const res = await upload(first.cookie, { petName: `Rex ${i}`, image: jpeg(small) });
      expect(res.statusCode).toBe(201);
    }
    const over = await upload(first.cookie, { petName: 'One more', image: jpeg(small) });
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe('RATE_LIMITED');
    expect(over.headers['retry-after']).toBeDefined();
    // Per account, not per address.
    const second = await verifiedUser(t.app);
    expect((await upload(second.cookie, { petName: 'Rex', image: jpeg(small) })).statusCode).toBe(
      201,
    );
  });
});
