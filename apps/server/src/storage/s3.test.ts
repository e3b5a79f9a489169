import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { PetResultSchema } from '@pawprize/shared/schemas/pets';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StartedS3Server } from '../../../../scripts/lib/s3-server.mjs';
import { startS3Server } from '../../../../scripts/lib/s3-server.mjs';
import { freshIp, ORIGIN } from '../../test/auth-helpers.ts';
import type { TestApp } from '../../test/helpers.ts';
import { createTestApp, testDriver } from '../../test/helpers.ts';
import { fixturePhoto } from '../../test/images.ts';
import { multipartBody } from '../../test/multipart.ts';
import { verifiedUser } from '../../test/users.ts';
import type { S3Config } from '../config.ts';
import { loadConfig } from '../config.ts';
import { S3Storage } from './s3.ts';
import { IMMUTABLE } from './types.ts';

function s3Config(server: StartedS3Server, overrides: Partial<S3Config> = {}): S3Config {
  const config = loadConfig(server.env).s3!;
  return { ...config, ...overrides };
}

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString();
}

describe('S3 storage driver (s3rver)', () => {
  let server: StartedS3Server;
  let storage: S3Storage;

  beforeAll(async () => {
    server = await startS3Server({ bucket: 'pawprize-driver' });
    storage = new S3Storage(s3Config(server));
  });
  afterAll(async () => {
    storage?.close();
    await server?.stop();
  });

  it('is configured from S3_* with path-style addressing for a self-hosted endpoint', () => {
    expect(loadConfig(server.env).s3).toEqual({
      endpoint: server.endpoint,
      region: 'us-east-1',
      bucket: 'pawprize-driver',
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      forcePathStyle: true,
      publicUrl: undefined,
      privateBucket: undefined,
    });
    expect(loadConfig({ S3_BUCKET: 'on-aws' }).s3?.forcePathStyle).toBe(false);
    expect(() => loadConfig({ S3_ENDPOINT: server.endpoint })).toThrow(/S3_BUCKET is not/);
    expect(() => loadConfig({ S3_BUCKET: 'b-1', S3_ACCESS_KEY_ID: 'k' })).toThrow(
      /set both, or neither/,
    );
    expect(() => loadConfig({ S3_BUCKET: 'Bad_Bucket' })).toThrow(/S3_BUCKET: must be a bucket/);
    // A public bucket serves everything in it: the private area needs a bucket of its own (ADR 0103).
    expect(() =>
      loadConfig({ S3_BUCKET: 'b-1', S3_PUBLIC_URL: 'https://cdn.example.org' }),
    ).toThrow(/S3_PRIVATE_BUCKET: required with S3_PUBLIC_URL/);
    expect(() =>
      loadConfig({
        S3_BUCKET: 'b-1',
        S3_PUBLIC_URL: 'https://cdn.example.org',
        S3_PRIVATE_BUCKET: 'b-1',
      }),
    ).toThrow(/S3_PRIVATE_BUCKET: required/);
    expect(() => loadConfig({ S3_PRIVATE_BUCKET: 'b-2' })).toThrow(/S3_BUCKET is not/);
  });

  it('stores objects with their content type and the immutable cache header', async () => {
    const key = 'pets/u1/0123456789abcdef-800.webp';
    await storage.put(key, Buffer.from('webp bytes'), { contentType: 'image/webp' });
    expect(server.keys()).toContain(key);
    // What a browser gets from the bucket's own address (S3_PUBLIC_URL pointed at it).
    const res = await fetch(`${server.endpoint}/${server.bucket}/${key}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe(IMMUTABLE);

    const object = await storage.get(key);
    expect(object).toMatchObject({ size: 10, contentType: 'image/webp' });
    expect(await text(object!.stream)).toBe('webp bytes');
    expect(await storage.stat(key)).toEqual({ size: 10 });

    await storage.put('avatars/a.webp', Buffer.from('x'), { contentType: 'image/webp' });
    const listed = [];
    for await (const item of storage.list()) listed.push(item);
    expect(listed).toEqual([
      { key: 'avatars/a.webp', size: 1 },
      { key, size: 10 },
    ]);

    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    expect(await storage.stat(key)).toBeNull();
    await expect(storage.delete(key)).resolves.toBeUndefined(); // deleting twice is fine
  });

  it('refuses keys that could escape the bucket', async () => {
    await expect(
      storage.put('../x.webp', Buffer.from(''), { contentType: 'image/webp' }),
    ).rejects.toThrow(/Invalid storage key/);
    await expect(storage.get('pets/../../etc')).rejects.toThrow(/Invalid storage key/);
  });

  it('gives browsers the app address, or S3_PUBLIC_URL when set', () => {
    expect(storage.publicUrl('pets/u/k-400.webp')).toBe('/uploads/pets/u/k-400.webp');
    const cdn = new S3Storage(s3Config(server, { publicUrl: 'https://cdn.example.org/pp' }));
    expect(cdn.publicUrl('pets/u/k-400.webp')).toBe('https://cdn.example.org/pp/pets/u/k-400.webp');
    cdn.close();
  });

  // (s3rver does not check signatures, so a wrong secret key cannot be shown here.)
  it('says clearly at start-up what is wrong', async () => {
    const problems: [Partial<S3Config>, RegExp][] = [
      [
        { bucket: 'no-such-bucket' },
        /bucket "no-such-bucket" at http:\/\/127\.0\.0\.1:\d+ does not exist; create it/,
      ],
      [
        { credentials: { accessKeyId: 'WRONG', secretAccessKey: 'S3RVER' } },
        /access key is not known .*check S3_ACCESS_KEY_ID/,
      ],
      [
        { endpoint: 'http://127.0.0.1:1' },
        /cannot connect to http:\/\/127\.0\.0\.1:1 \(ECONNREFUSED\)/,
      ],
    ];
    for (const [override, message] of problems) {
      const broken = new S3Storage(s3Config(server, override));
      await expect(broken.verify()).rejects.toThrow(message);
      broken.close();
    }
    await expect(storage.verify()).resolves.toBeUndefined();
    expect(server.keys().some((k) => k.startsWith('.health'))).toBe(false);
  });
});

describe(`uploads on S3 through the API (${testDriver})`, () => {
  let server: StartedS3Server;
  let t: TestApp;

  beforeAll(async () => {
    server = await startS3Server({ bucket: 'pawprize-api' });
    t = await createTestApp({ MAIL_WORKER: 'false', ...server.env }, { storage: undefined });
  });
  afterAll(async () => {
    await t?.close();
    await server?.stop();
  });

  it('stores a pet photo in the bucket, not on disk, and serves it at /uploads with the disk headers', async () => {
    const { cookie } = await verifiedUser(t.app);
    const photo = fixturePhoto();
    const form = multipartBody({
      petName: 'Bucket',
      image: { filename: 'pet.jpg', contentType: 'image/jpeg', data: photo },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/pets',
      remoteAddress: freshIp(),
      headers: { origin: ORIGIN, cookie, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(201);
    const { pet } = PetResultSchema.parse(res.json());
    const keys = pet.variants.map((v) => v.url.replace(/^\/uploads\//, ''));
    expect(server.keys()).toEqual(expect.arrayContaining(keys));
    const uploads = path.join(t.dataDir, 'uploads');
    expect(existsSync(uploads) ? readdirSync(uploads, { recursive: true }) : []).toEqual([]);

    const served = await t.app.inject({ url: pet.imageUrl });
    expect(served.statusCode).toBe(200);
    const direct = await fetch(`${server.endpoint}/${server.bucket}/${pet.imageUrl.slice(9)}`);
    expect(Buffer.compare(served.rawPayload, Buffer.from(await direct.arrayBuffer()))).toBe(0);
    expect(served.headers).toMatchObject({
      'content-type': 'image/webp',
      'content-length': String(served.rawPayload.length),
      'cache-control': IMMUTABLE,
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
    });
    expect((await t.app.inject({ url: '/uploads/pets/nope/missing-400.webp' })).statusCode).toBe(
      404,
    );

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/pets/${pet.id}`,
      headers: { origin: ORIGIN, cookie },
    });
    expect(deleted.statusCode).toBe(204);
    expect(server.keys().filter((k) => keys.includes(k))).toEqual([]);
  });

  it('reports the bucket in /api/health, and an unreachable bucket as degraded', async () => {
    const ok = await t.app.inject({ url: '/api/health' });
    expect(ok.json()).toMatchObject({ status: 'ok', storage: { ok: true, driver: 's3' } });

    const down = await createTestApp(
      { ...server.env, S3_BUCKET: 'gone-bucket' },
      { storage: undefined },
    );
    try {
      const res = await down.app.inject({ url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        status: 'degraded',
        storage: {
          ok: false,
          driver: 's3',
          error: expect.stringMatching(/"gone-bucket" .* does not exist/),
        },
      });
      const file = await down.app.inject({ url: '/uploads/pets/u/k-400.webp' });
      expect(file.statusCode).toBe(503);
    } finally {
      await down.close();
    }
  });

  it('lets pages load images from S3_PUBLIC_URL', async () => {
    const cdn = await createTestApp(
      {
        ...server.env,
        S3_PUBLIC_URL: 'https://cdn.example.org/photos/',
        S3_PRIVATE_BUCKET: 'pawprize-driver-private',
      },
      { storage: undefined },
    );
    try {
      const page = await cdn.app.inject({ url: '/gallery' });
      expect(page.headers['content-security-policy']).toMatch(
        /img-src 'self' data: blob: https:\/\/cdn\.example\.org;/,
      );
    } finally {
      await cdn.close();
    }
  });
});
