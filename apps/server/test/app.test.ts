import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError, pgErrorCode } from '../src/errors.ts';
import type { TestApp } from './helpers.ts';
import { createTestApp, testDriver } from './helpers.ts';

function addProbeRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post(
    '/api/test/validate',
    { schema: { body: z.object({ petName: z.string().min(1), age: z.number().int() }) } },
    async (request) => ({ ok: request.body.petName }),
  );
  typed.get('/api/test/app-error', async () => {
    throw new AppError('ALREADY_VOTED', "You've already voted for this pet");
  });
  typed.get('/api/test/crash', async () => {
    throw new Error('secret connection string postgres://admin:hunter2@db');
  });
  typed.get(
    '/api/test/limited',
    { config: { rateLimit: { max: 2, timeWindow: 60_000 } } },
    async () => ({ ok: true }),
  );
  typed.get('/api/test/unique', async () => {
    await app.db.execute(sql`create table if not exists probe_unique (id int primary key)`);
    await app.db.execute(sql`insert into probe_unique values (1) on conflict do nothing`);
    try {
      await app.db.execute(sql`insert into probe_unique values (1)`);
      return { code: null };
    } catch (err) {
      return { code: pgErrorCode(err) };
    }
  });
}

describe(`API basics (${testDriver})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, {}, addProbeRoutes);
  });
  afterAll(() => t?.close());

  it('GET /api/health reports database and storage state', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('ok');
    expect(body.database).toMatchObject({ ok: true, driver: testDriver });
    expect(body.storage).toMatchObject({ ok: true, driver: 'disk' });
    expect(body.screening).toEqual({ status: 'off' });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps a short, safe X-Request-ID and replaces any other', async () => {
    const idOf = async (id: string) =>
      (await t.app.inject({ url: '/api/health', headers: { 'x-request-id': id } })).headers[
        'x-request-id'
      ];
    expect(await idOf('lb-7f3a.9_Z')).toBe('lb-7f3a.9_Z');
    expect(await idOf('a'.repeat(64))).toBe('a'.repeat(64));
    for (const hostile of [
      'a'.repeat(65),
      'x'.repeat(8192),
      'id with spaces',
      'id\r\nSet-Cookie: a=b',
      '<script>',
      '../../etc',
      'ü',
      '',
    ]) {
      expect(await idOf(hostile), hostile.slice(0, 20)).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('answers unknown /api routes with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'Route GET /api/nope not found' });
  });

  it('maps AppError to its status and body', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/app-error' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'ALREADY_VOTED',
      message: "You've already voted for this pet",
    });
  });

  it('answers schema violations with 400 and field errors', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/validate',
      payload: { petName: '', age: 'old' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.fieldErrors).sort()).toEqual(['age', 'petName']);
  });

  it('answers malformed JSON with a 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/validate',
      headers: { 'content-type': 'application/json' },
      payload: '{"petName":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('BAD_REQUEST');
  });

  it('never leaks internals in a 500', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(res.statusCode).toBe(500);
    expect(res.json().code).toBe('INTERNAL');
    expect(res.body).not.toContain('hunter2');
    expect(res.body).not.toContain('postgres://');
  });

  it('surfaces unique violations as 23505 through the wrapped driver error', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/unique' });
    expect(res.json()).toEqual({ code: '23505' });
  });

  it('answers a rate-limited route with 429, Retry-After and a clear message', async () => {
    const hit = () => t.app.inject({ method: 'GET', url: '/api/test/limited' });
    expect((await hit()).statusCode).toBe(200);
    expect((await hit()).statusCode).toBe(200);
    const res = await hit();
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    expect(res.json()).toEqual({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/^Too many requests\. Please try again in /),
    });
  });

  it('serves stored files with nosniff and long cache headers', async () => {
    await t.app.storage.put('pets/u1/abc.webp', Buffer.from('RIFFxxxxWEBP'), {
      contentType: 'image/webp',
    });
    const res = await t.app.inject({ method: 'GET', url: '/uploads/pets/u1/abc.webp' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toBe('RIFFxxxxWEBP');
  });

  it('refuses missing files and path traversal', async () => {
    expect((await t.app.inject({ url: '/uploads/pets/none.webp' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/uploads/../../etc/passwd' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/uploads/pets/%2e%2e/%2e%2e/x.webp' })).statusCode).toBe(
      404,
    );
  });
});

const webPublic = path.resolve(import.meta.dirname, '../../web/public');

describe('serving the built web app', () => {
  let t: TestApp;
  beforeAll(async () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'pawprize-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    writeFileSync(path.join(dist, 'favicon.svg'), '<svg/>');
    // The build copies apps/web/public, which holds the icons browsers ask for by address.
    for (const icon of ['favicon.ico', 'apple-touch-icon.png']) {
      copyFileSync(path.join(webPublic, icon), path.join(dist, icon));
    }
    t = await createTestApp({ WEB_DIST: dist }, { serveWeb: true });
  });
  afterAll(() => t?.close());

  it('answers app routes with index.html (history fallback), not cached', async () => {
    for (const url of ['/', '/gallery', '/Leaderboard/', '/admin', '/admin/users/x', '/blog']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('id="root"');
    }
  });

  it('answers any other address 404 with the app, which shows its not-found page', async () => {
    for (const url of [
      '/no/such/page',
      '/favicon.png',
      '/apple-touch-icon-precomposed.png',
      '/wp-login.php',
      '/gallery/123',
      '/gallery/a/b',
      '/blog/no-such-article',
      '/captions/AAAAAAAAAAAAAAAA',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.body, url).toContain('id="root"');
    }
    const head = await t.app.inject({ method: 'HEAD', url: '/no/such/page' });
    expect(head.statusCode).toBe(404);
  });

  it('serves the icons browsers and phones ask for by address', async () => {
    for (const [url, type] of [
      ['/favicon.ico', 'image/'],
      ['/apple-touch-icon.png', 'image/png'],
    ] as const) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain(type);
    }
  });

  it('caches hashed assets immutably and 404s missing ones', async () => {
    const res = await t.app.inject({ url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.app.inject({ url: '/assets/missing-1.js' })).statusCode).toBe(404);
  });

  it('still answers unknown API routes with JSON', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/whatever' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ url: '/' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });
});
