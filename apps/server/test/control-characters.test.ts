import { messages } from '@pawprize/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, ORIGIN, signUp } from './auth-helpers.ts';
import { createContest, jpegPart } from './captions.ts';
import type { TestApp } from './helpers.ts';
import { createTestApp, testDriver } from './helpers.ts';
import { captureLogs } from './logs.ts';
import { multipartBody } from './multipart.ts';
import { verifiedUser } from './users.ts';

/**
 * Control characters (docs/decisions/0021-text-and-logs.md): control characters in any text field answer 400 with a clear message (never
 * 500), nothing is stored, and nothing is logged at error level.
 */

/** NUL, BEL, ESC, DEL, C1 NEL and CSI, a lone surrogate, U+FFFF. */
const BAD = ['\u0000', '\u0007', '\u001b[31m', '\u007f', '\u0085', '\u009b', '\ud800', '\uffff'];
/** Allowed in multi-line fields only. */
const LINE_BREAKS = ['\n', '\r', '\t'];

interface Ctx {
  t: TestApp;
  cookie: string;
  shareId: string;
}
type Send = (ctx: Ctx, bad: string) => Promise<LightMyRequestResponse>;

const json = (method: 'POST' | 'PATCH', url: string, body: object, cookie?: string) => (ctx: Ctx) =>
  ctx.t.app.inject({
    method,
    url,
    remoteAddress: freshIp(),
    headers: { origin: ORIGIN, ...(cookie !== undefined ? { cookie } : {}) },
    payload: body,
  });
/** encodeURIComponent, with a lone surrogate sent as the bytes a hostile client would send. */
const enc = (value: string) =>
  value
    .split('\ud800')
    .map((part) => encodeURIComponent(part))
    .join('%ED%A0%80');
const get = (ctx: Ctx, url: string) => ctx.t.app.inject({ url, remoteAddress: freshIp() });
const form = (ctx: Ctx, url: string, fields: Record<string, string>) => {
  const body = multipartBody({ ...fields, image: jpegPart() });
  return ctx.t.app.inject({
    method: 'POST',
    url,
    remoteAddress: freshIp(),
    headers: { origin: ORIGIN, cookie: ctx.cookie, ...body.headers },
    payload: body.payload,
  });
};
const signUpBody = (over: object) => ({
  fullName: 'Rex Owner',
  username: `rex_${Math.random().toString(36).slice(2, 10)}`,
  email: `rex.${Math.random().toString(36).slice(2, 10)}@example.test`,
  password: 'correct horse battery staple',
  ...over,
});

/**
 * [name, send, multi-line field?, expected message (default: the text rule's)]. Names starting
 * with GET and the multipart ones carry text as UTF-8 bytes, where a lone surrogate cannot exist
 * (its bytes decode to U+FFFD); JSON bodies can carry one (`"\ud800"`).
 */
const CASES: [string, Send, boolean?, string?][] = [
  ['GET /api/pets?q', (c, b) => get(c, `/api/pets?q=${enc(`re${b}x`)}`)],
  ['GET /api/pets?cursor', (c, b) => get(c, `/api/pets?cursor=${enc(`a${b}`)}`)],
  ['GET /api/products?q', (c, b) => get(c, `/api/products?q=${enc(`to${b}y`)}`)],
  ['GET /api/captions/:shareId', (c, b) => get(c, `/api/captions/${enc(`x${b}y`)}`)],
  [
    'GET /api/captions/:shareId/card.jpg',
    (c, b) => get(c, `/api/captions/${enc(`x${b}y`)}/card.jpg`),
  ],
  [
    'POST /api/auth/sign-up fullName',
    (c, b) => json('POST', '/api/auth/sign-up', signUpBody({ fullName: `Rex${b}Owner` }))(c),
  ],
  [
    'POST /api/auth/sign-up email',
    (c, b) => json('POST', '/api/auth/sign-up', signUpBody({ email: `rex${b}@example.test` }))(c),
  ],
  [
    'POST /api/auth/sign-in email',
    (c, b) =>
      json('POST', '/api/auth/sign-in', { email: `a${b}@example.test`, password: 'whatever1' })(c),
    false,
    messages.auth.credentialsMissing,
  ],
  [
    'POST /api/auth/forgot-password',
    (c, b) => json('POST', '/api/auth/forgot-password', { email: `a${b}@example.test` })(c),
  ],
  [
    'POST /api/auth/reset-password token',
    (c, b) =>
      json('POST', '/api/auth/reset-password', {
        token: `tok${b}en`,
        password: 'a brand new password',
      })(c),
  ],
  [
    'PATCH /api/profile fullName',
    (c, b) => json('PATCH', '/api/profile', { fullName: `Re${b}x` }, c.cookie)(c),
  ],
  [
    'POST /api/contact name',
    (c, b) =>
      json('POST', '/api/contact', { name: `An${b}n`, email: 'ann@example.test', message: 'Hi' })(
        c,
      ),
  ],
  [
    'POST /api/contact subject',
    (c, b) =>
      json('POST', '/api/contact', {
        name: 'Ann',
        email: 'ann@example.test',
        subject: `R${b}e`,
        message: 'Hi',
      })(c),
  ],
  [
    'POST /api/contact message',
    (c, b) =>
      json('POST', '/api/contact', { name: 'Ann', email: 'ann@example.test', message: `H${b}i` })(
        c,
      ),
    true,
  ],
  [
    'POST /api/newsletter email',
    (c, b) => json('POST', '/api/newsletter', { email: `n${b}@example.test` })(c),
  ],
  [
    'POST /api/newsletter/unsubscribe token',
    (c, b) => json('POST', '/api/newsletter/unsubscribe', { token: `to${b}k` })(c),
  ],
  [
    'POST /api/ai/compliment petName',
    (c, b) => json('POST', '/api/ai/compliment', { petName: `Re${b}x` })(c),
  ],
  [
    'POST /api/ai/compliment petTrait',
    (c, b) => json('POST', '/api/ai/compliment', { petName: 'Rex', petTrait: `flu${b}ffy` })(c),
  ],
  ['POST /api/pets petName', (c, b) => form(c, '/api/pets', { petName: `Re${b}x` })],
  [
    'POST /api/pets description',
    (c, b) => form(c, '/api/pets', { petName: 'Rex', description: `Na${b}ps` }),
    true,
  ],
  ['POST /api/captions petName', (c, b) => form(c, '/api/captions', { petName: `Re${b}x` })],
  [
    'POST /api/captions breed',
    (c, b) => form(c, '/api/captions', { petName: 'Rex', breed: `Cor${b}gi` }),
  ],
  [
    'POST /api/captions/:shareId/captions',
    (c, b) =>
      json('POST', `/api/captions/${c.shareId}/captions`, { caption: `So${b}cute` }, c.cookie)(c),
  ],
];

describe(`control characters in text fields (${testDriver})`, () => {
  const logs = captureLogs();
  const ctx = {} as Ctx;
  beforeAll(async () => {
    ctx.t = await createTestApp(
      { MAIL_WORKER: 'false', LOG_LEVEL: 'info' },
      { logStream: logs.stream },
    );
    ctx.cookie = (await verifiedUser(ctx.t.app)).cookie;
    ctx.shareId = (await createContest(ctx.t.app, ctx.cookie)).shareId;
  });
  afterAll(() => ctx.t?.close());

  it.each(CASES)('%s: 400 with a clear message', async (name, send, multi, message) => {
    const jsonBody = !name.startsWith('GET') && !/^POST \/api\/(pets|captions) /.test(name);
    const chars = jsonBody ? BAD : BAD.filter((b) => b !== '\ud800');
    const bad = multi ? chars : [...chars, ...LINE_BREAKS];
    for (const b of bad) {
      const res = await send(ctx, b);
      const label = `${JSON.stringify(b)} → ${res.statusCode} ${res.body}`;
      expect(res.statusCode, label).toBe(400);
      const expected = message ?? (multi ? messages.text.multiLine : messages.text.singleLine);
      expect(res.json().message, label).toContain(expected);
    }
    expect(logs.errors()).toEqual([]);
  });

  it('still accepts line breaks in multi-line fields, and any printable text', async () => {
    const res = await json('POST', '/api/contact', {
      name: 'Zoë 🐾 Ünal',
      email: 'zoe@example.test',
      subject: 'Grüße — 你好',
      message: 'Line one\r\nLine two\n\tindented',
    })(ctx);
    expect(res.statusCode, res.body).toBe(201);
    const pet = await form(ctx, '/api/pets', {
      petName: ' Mochi 🐱 ',
      description: 'Loves naps.\nAnd boxes.',
    });
    expect(pet.statusCode, pet.body).toBe(201);
    expect(pet.json().pet).toMatchObject({
      petName: 'Mochi 🐱',
      description: 'Loves naps.\nAnd boxes.',
    });
  });

  it('sends a verification link with control characters to the login page, like any bad link', async () => {
    for (const b of ['%00', '%1B', '%C2%85']) {
      const res = await ctx.t.app.inject({ url: `/api/auth/verify-email?token=ab${b}cd` });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/login?verifyError=1');
    }
    expect(logs.errors()).toEqual([]);
  });

  it('refuses a control character in a sign-up without creating the account', async () => {
    const body = signUpBody({ fullName: 'Evil\u0000Name' });
    expect((await json('POST', '/api/auth/sign-up', body)(ctx)).statusCode).toBe(400);
    const again = await signUp(ctx.t.app, { email: body.email, username: body.username });
    expect(again.res.statusCode).toBe(201);
  });
});
