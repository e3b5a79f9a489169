import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { DEFAULT_PUBLIC_SETTINGS } from '@pawprize/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/helpers.ts';
import { createTestApp, testDriver } from '../../test/helpers.ts';
import { decodeBody } from '../../test/web-pages.ts';
import { verifiedUser } from '../../test/users.ts';
import { insertPets } from '../../test/voting.ts';
import { withPublicSettings } from './public-settings.ts';

/** A built app in miniature: index.html and a hashed script with the build's .br/.gz siblings. */
function fakeDist(): { dist: string; script: string; indexHtml: string } {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'pawprize-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  const links = Array.from(
    { length: 20 },
    (_, i) => `<link rel="modulepreload" crossorigin href="/assets/chunk-${i}-a1b2c3d4.js">`,
  ).join('\n    ');
  const indexHtml = `<!doctype html><html lang="en"><head><meta charset="UTF-8"><title>PawPrize</title>
    <meta property="og:title" content="PawPrize">
    ${links}</head><body><div id="root"></div></body></html>`;
  writeFileSync(path.join(dist, 'index.html'), indexHtml);
  const script = 'export const pets = ["Mochi", "Biscuit", "Luna"];\n'.repeat(200);
  const file = path.join(dist, 'assets', 'index-abc123.js');
  writeFileSync(file, script);
  writeFileSync(`${file}.br`, brotliCompressSync(script));
  writeFileSync(`${file}.gz`, gzipSync(script));
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return { dist, script, indexHtml };
}

describe(`compression (${testDriver})`, () => {
  let t: TestApp;
  let site: ReturnType<typeof fakeDist>;
  let petId: string;
  beforeAll(async () => {
    site = fakeDist();
    t = await createTestApp({ MAIL_WORKER: 'false', WEB_DIST: site.dist }, { serveWeb: true });
    const owner = await verifiedUser(t.app);
    petId = (await insertPets(t.app, owner.user.id, 1))[0]!;
  });
  afterAll(() => t?.close());

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it('sends the precompressed file the browser accepts: br, then gzip, then none', async () => {
    const cases: [string | undefined, string | undefined][] = [
      ['gzip, deflate, br, zstd', 'br'],
      ['br;q=0.5, gzip;q=1', 'gzip'],
      ['gzip', 'gzip'],
      ['identity', undefined],
      [undefined, undefined],
      ['br;q=0, gzip;q=0', undefined],
    ];
    for (const [accept, expected] of cases) {
      const res = await get('/assets/index-abc123.js', accept);
      expect(res.statusCode, accept).toBe(200);
      expect(res.headers['content-encoding'], accept).toBe(expected);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(decodeBody(expected, res.rawPayload), accept).toBe(site.script);
    }
    expect((await get('/assets/index-abc123.js', 'br')).rawPayload.length).toBeLessThan(
      site.script.length / 10,
    );
  });

  it('sends the app shell compressed by negotiation, uncached', async () => {
    for (const [accept, expected] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
      [undefined, undefined],
    ] as const) {
      for (const url of ['/', '/gallery', '/no/such/page']) {
        const res = await get(url, accept);
        // An unknown address is the app's not-found page, with a 404 (ADR 0119).
        expect(res.statusCode).toBe(url === '/no/such/page' ? 404 : 200);
        expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(res.headers['content-encoding'], `${url} ${accept}`).toBe(expected);
        expect(res.headers['cache-control']).toBe('no-cache');
        expect(res.headers.vary).toMatch(/accept-encoding/i);
        expect(decodeBody(expected, res.rawPayload)).toBe(
          withPublicSettings(site.indexHtml, DEFAULT_PUBLIC_SETTINGS),
        );
      }
    }
  });

  it('compresses a pet page with its link preview on the fly', async () => {
    const res = await get(`/gallery/${petId}`, 'gzip, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    const html = decodeBody('br', res.rawPayload);
    expect(html).toContain('og:image');
    expect(html).toContain('<div id="root">');
  });

  it('compresses API JSON of 1 KB or more, and leaves smaller answers alone', async () => {
    const plain = await get('/api/products');
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThanOrEqual(1024);
    for (const [accept, expected] of [
      ['br', 'br'],
      ['gzip', 'gzip'],
      ['gzip, br', 'br'],
      ['identity', undefined],
    ] as const) {
      const res = await get('/api/products', accept);
      expect(res.headers['content-encoding'], accept).toBe(expected);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(decodeBody(expected, res.rawPayload))).toEqual(plain.json());
    }
    const small = await get('/api/no-such-route', 'br, gzip');
    expect(small.statusCode).toBe(404);
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().code).toBe('NOT_FOUND');
  });

  it('never recompresses images, which keep their year-long caching', async () => {
    const bytes = Buffer.alloc(4096, 7);
    await t.app.storage.put('pets/u1/big.webp', bytes, { contentType: 'image/webp' });
    const res = await get('/uploads/pets/u1/big.webp', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.equals(bytes)).toBe(true);
  });

  it('does not inflate compressed request bodies', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      headers: {
        'content-type': 'application/json',
        'content-encoding': 'gzip',
        origin: 'http://localhost:3000',
      },
      payload: gzipSync(JSON.stringify({ email: 'a@example.com' })),
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});
