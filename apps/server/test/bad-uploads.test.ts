import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { MAX_IMAGE_BYTES, messages } from '@pawprize/shared';
import { count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { petCaptions, petPhotos, profiles } from '../src/db/schema/index.ts';
import { freshIp, ORIGIN } from './auth-helpers.ts';
import { CORPUS_DIR, sizedJpeg } from './fixtures/bad-uploads/generate.ts';
import type { TestApp } from './helpers.ts';
import { createTestApp, testDriver } from './helpers.ts';
import { captureLogs } from './logs.ts';
import { multipartBody } from './multipart.ts';
import { verifiedUser } from './users.ts';

/**
 * The bad-input corpus (test/fixtures/bad-uploads, see generate.ts there) against the
 * three upload endpoints. Each row says what every endpoint must answer; a refused upload leaves
 * no file and no row behind, and nothing answers 500 or logs an error.
 */

type Outcome =
  | 'accepted'
  | 'invalidType'
  | 'unreadable'
  | 'tooManyPixels'
  | 'tooManyFrames'
  | 'missing'
  | 'tooLarge'
  | 'malformed'
  | 'tooManyFiles'
  | 'tooManyParts';
type Endpoint = 'pets' | 'captions' | 'avatar';
const ENDPOINTS: Endpoint[] = ['pets', 'captions', 'avatar'];

const m = messages.upload;
/** [status, message] of each outcome per endpoint; `accepted` is checked separately. */
function expected(outcome: Exclude<Outcome, 'accepted'>, endpoint: Endpoint): [number, string] {
  switch (outcome) {
    case 'invalidType':
      return [415, m.invalidType];
    case 'unreadable':
      return [400, m.unreadable];
    case 'tooManyPixels':
      return [400, m.tooManyPixels];
    case 'tooManyFrames':
      return [400, m.tooManyFrames];
    case 'missing':
      return [400, endpoint === 'avatar' ? messages.profile.avatarMissing : m.imageRequired];
    case 'tooLarge':
      return [413, m.tooLarge];
    case 'malformed':
      return [400, m.malformed];
    case 'tooManyFiles':
      return [413, m.tooManyFiles];
    case 'tooManyParts':
      return [413, m.tooManyFields];
  }
}

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
};

/** [file in the corpus, outcome on every endpoint] */
const CORPUS: [string, Outcome][] = [
  ['text-as.jpg', 'invalidType'],
  ['html-as.png', 'invalidType'],
  ['svg-script.gif', 'invalidType'],
  ['empty.jpg', 'missing'],
  ['gif-magic-then-garbage.gif', 'unreadable'],
  ['jpeg-magic-png-body.jpg', 'unreadable'],
  ['truncated.jpg', 'unreadable'],
  ['truncated.png', 'unreadable'],
  ['truncated.webp', 'unreadable'],
  ['truncated.gif', 'unreadable'],
  ['pixel-flood.png', 'tooManyPixels'],
  ['pixel-flood.jpg', 'tooManyPixels'],
  ['pixel-flood.gif', 'tooManyPixels'],
  ['frame-flood.gif', 'tooManyFrames'],
  ['frame-flood.webp', 'tooManyFrames'],
  ['frame-pixels.gif', 'tooManyPixels'],
  ['jpeg-zip-polyglot.jpg', 'accepted'],
  ['exif-bomb.jpg', 'accepted'],
  ['xmp-bomb.jpg', 'accepted'],
  ['ztxt-bomb.png', 'accepted'],
];

interface Form {
  headers: Record<string, string>;
  payload: Buffer;
}
const FIELD: Record<Endpoint, string> = { pets: 'image', captions: 'image', avatar: 'avatar' };
const URL: Record<Endpoint, string> = {
  pets: '/api/pets',
  captions: '/api/captions',
  avatar: '/api/profile/avatar',
};

function fileForm(endpoint: Endpoint, name: string, data: Buffer): Form {
  const ext = path.extname(name).slice(1);
  const file = { filename: name, contentType: CONTENT_TYPES[ext] ?? 'image/jpeg', data };
  const parts: Record<string, string> = endpoint === 'avatar' ? {} : { petName: 'Corpus' };
  return multipartBody({ ...parts, [FIELD[endpoint]]: file });
}

/** Hand-made broken forms (items 7 and 15): the same on every endpoint. */
const BROKEN_FORMS: [string, Outcome, (endpoint: Endpoint) => Form][] = [
  [
    'multipart without a boundary',
    'malformed',
    () => ({
      headers: { 'content-type': 'multipart/form-data' },
      payload: Buffer.from('--x\r\nContent-Disposition: form-data; name="petName"\r\n\r\nRex\r\n'),
    }),
  ],
  [
    'multipart cut short',
    'malformed',
    (endpoint) => {
      const form = fileForm(endpoint, 'cut.jpg', Buffer.alloc(4000, 0xff));
      return { headers: form.headers, payload: form.payload.subarray(0, 300) };
    },
  ],
  [
    'two files',
    'tooManyFiles',
    (endpoint) => {
      const jpeg = readFileSync(path.join(CORPUS_DIR, 'exif-bomb.jpg'));
      return multipartBody({
        petName: 'Twice',
        [FIELD[endpoint]]: { filename: 'a.jpg', contentType: 'image/jpeg', data: jpeg },
        other: { filename: 'b.jpg', contentType: 'image/jpeg', data: jpeg },
      });
    },
  ],
  [
    'too many fields',
    'tooManyParts',
    () => multipartBody(Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`f${i}`, 'x']))),
  ],
];

/** Every file under `dir`, recursively. */
function filesUnder(dir: string): string[] {
  let out: string[] = [];
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  for (const entry of entries) {
    const full = path.join(dir, entry);
    out = statSync(full).isDirectory() ? out.concat(filesUnder(full)) : out.concat(full);
  }
  return out;
}

describe(`the bad-upload corpus on every upload endpoint (${testDriver})`, () => {
  const logs = captureLogs();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      { MAIL_WORKER: 'false', LOG_LEVEL: 'warn' },
      { logStream: logs.stream },
    );
  });
  afterAll(() => t?.close());

  async function snapshot(userId: string) {
    const [pets] = await t.app.db.select({ n: count() }).from(petPhotos);
    const [contests] = await t.app.db.select({ n: count() }).from(petCaptions);
    const [profile] = await t.app.db
      .select({ avatarUrl: profiles.avatarUrl })
      .from(profiles)
      .where(eq(profiles.id, userId));
    return {
      pets: pets!.n,
      contests: contests!.n,
      avatarUrl: profile!.avatarUrl,
      files: filesUnder(path.join(t.dataDir, 'uploads')).sort(),
    };
  }

  async function send(endpoint: Endpoint, form: Form, cookie: string) {
    return t.app.inject({
      method: 'POST',
      url: URL[endpoint],
      remoteAddress: freshIp(),
      headers: { origin: ORIGIN, cookie, ...form.headers },
      payload: form.payload,
    });
  }

  async function expectRefused(
    endpoint: Endpoint,
    outcome: Exclude<Outcome, 'accepted'>,
    form: Form,
  ) {
    const user = await verifiedUser(t.app);
    const before = await snapshot(user.user.id);
    const res = await send(endpoint, form, user.cookie);
    const [status, message] = expected(outcome, endpoint);
    const label = `${endpoint}: ${res.statusCode} ${res.body}`;
    expect(res.statusCode, label).toBe(status);
    expect(res.json().message, label).toBe(message);
    expect(await snapshot(user.user.id), label).toEqual(before);
  }

  /** Accepted: stored re-encoded as WebP, without the original's extra bytes or metadata. */
  async function expectAccepted(endpoint: Endpoint, res: LightMyRequestResponse) {
    expect(res.statusCode, `${endpoint}: ${res.body}`).toBe(endpoint === 'avatar' ? 200 : 201);
    const body = res.json();
    const url: string =
      endpoint === 'avatar'
        ? body.avatarUrl
        : (endpoint === 'pets' ? body.pet : body.contest).variants.at(-1).url;
    const stored = (await t.app.inject({ url })).rawPayload;
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(stored.includes('PK\u0003\u0004')).toBe(false);
    expect(stored.includes('lol')).toBe(false);
  }

  it.each(CORPUS)('%s: %s', async (name, outcome) => {
    const data = readFileSync(path.join(CORPUS_DIR, name));
    for (const endpoint of ENDPOINTS) {
      const form = fileForm(endpoint, name, data);
      if (outcome === 'accepted') {
        const { cookie } = await verifiedUser(t.app);
        await expectAccepted(endpoint, await send(endpoint, form, cookie));
      } else {
        await expectRefused(endpoint, outcome, form);
      }
    }
    expect(logs.errors()).toEqual([]);
  });

  it.each(BROKEN_FORMS)('%s: %s', async (_name, outcome, build) => {
    for (const endpoint of ENDPOINTS) {
      await expectRefused(endpoint, outcome as Exclude<Outcome, 'accepted'>, build(endpoint));
    }
    expect(logs.errors()).toEqual([]);
  });

  it('takes files of 5 MiB − 1 everywhere; exactly 5 MiB only for caption contests', async () => {
    const sizes: [number, Record<Endpoint, boolean>][] = [
      [MAX_IMAGE_BYTES - 1, { pets: true, captions: true, avatar: true }],
      [MAX_IMAGE_BYTES, { pets: false, captions: true, avatar: false }],
      [MAX_IMAGE_BYTES + 1, { pets: false, captions: false, avatar: false }],
    ];
    for (const [size, accepted] of sizes) {
      const data = await sizedJpeg(size);
      expect(data.length).toBe(size);
      for (const endpoint of ENDPOINTS) {
        const form = fileForm(endpoint, `${size}.jpg`, data);
        if (accepted[endpoint]) {
          const { cookie } = await verifiedUser(t.app);
          await expectAccepted(endpoint, await send(endpoint, form, cookie));
        } else {
          await expectRefused(endpoint, 'tooLarge', form);
        }
      }
    }
    expect(logs.errors()).toEqual([]);
  });
});
