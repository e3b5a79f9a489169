import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_PUBLIC_SETTINGS, PET_PAGE_PHOTO_SIZES } from '@pawprize/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/helpers.ts';
import { createTestApp, testDriver } from '../../test/helpers.ts';
import { fetchPage } from '../../test/web-pages.ts';
import { verifiedUser } from '../../test/users.ts';
import { insertPets } from '../../test/voting.ts';
import { modulePreloadTags, routeKey } from './web.ts';
import { withPublicSettings } from './public-settings.ts';

/** A built app whose route-preloads.json names each page's chunks (ADR 0042). */
function fakeDist(): { dist: string; indexHtml: string } {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'pawprize-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  const indexHtml = `<!doctype html><html lang="en"><head><title>PawPrize</title>
    <script type="module" crossorigin src="/assets/index-a1.js"></script></head><body><div id="root"></div></body></html>`;
  writeFileSync(path.join(dist, 'index.html'), indexHtml);
  const routes = {
    '/': ['/assets/home-h1.js', '/assets/pet-card-c1.js'],
    '/gallery': ['/assets/gallery-g1.js', '/assets/pet-card-c1.js'],
    '/gallery/*': ['/assets/pet-detail-d1.js'],
    '/odd': ['/assets/x.js"><script>alert(1)</script>', 'https://elsewhere.example/a.js'],
  };
  writeFileSync(path.join(dist, 'route-preloads.json'), JSON.stringify({ routes }));
  mkdirSync(path.join(dist, 'blog'));
  writeFileSync(path.join(dist, 'blog', 'kitten.webp'), Buffer.alloc(64, 1));
  return { dist, indexHtml };
}

const preload = (file: string) => `<link rel="modulepreload" crossorigin href="${file}">`;

describe('routeKey', () => {
  const routes = { '/': [], '/gallery': [], '/gallery/*': [], '/blog/*': [] };
  it.each([
    ['/', '/'],
    ['/gallery', '/gallery'],
    ['/gallery/', '/gallery'],
    ['/gallery?sort=new#top', '/gallery'],
    ['/gallery/123', '/gallery/*'],
    ['/blog/first-post?x=1', '/blog/*'],
    ['/blog', null],
    ['/gallery/1/2', null],
    ['/nowhere', null],
    ['/constructor', null],
  ])('%s → %s', (url, key) => {
    expect(routeKey(routes, url)).toBe(key);
  });

  it('lists only our own hashed scripts', () => {
    expect(modulePreloadTags(['/assets/a-1.js', '/assets/b"c.js', '//x.example/a.js'])).toBe(
      preload('/assets/a-1.js'),
    );
  });
});

describe(`route preloads (${testDriver})`, () => {
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

  const page = (url: string, accept?: string, status?: number) =>
    fetchPage(t.app, url, accept, status);

  it("announces the page's own chunks in its head, whatever the encoding", async () => {
    for (const accept of ['br', 'gzip', 'identity', undefined]) {
      const home = await page('/', accept);
      expect(home).toContain(preload('/assets/home-h1.js'));
      expect(home).toContain(preload('/assets/pet-card-c1.js'));
      expect(home).not.toContain('gallery-g1');
      expect(home.indexOf('home-h1')).toBeLessThan(home.indexOf('</head>'));

      const gallery = await page('/gallery?sort=new', accept);
      expect(gallery).toContain(preload('/assets/gallery-g1.js'));
      expect(gallery).not.toContain('home-h1');
    }
  });

  it('sends the plain shell to an address without preloads, and drops foreign entries', async () => {
    expect(await page('/no/such/page', 'br', 404)).toBe(
      withPublicSettings(site.indexHtml, DEFAULT_PUBLIC_SETTINGS),
    );
    const odd = await page('/odd', 'br', 404);
    expect(odd).not.toContain('<script>alert');
    expect(odd).not.toContain('elsewhere.example');
  });

  it("preloads a pet page's chunks and its photo, as the page's <img> asks for it", async () => {
    const html = await page(`/gallery/${petId}`, 'br');
    expect(html).toContain(preload('/assets/pet-detail-d1.js'));
    expect(html).toContain('og:image');
    const link = /<link rel="preload" as="image"[^>]*>/.exec(html)?.[0];
    expect(link).toBeDefined();
    expect(link).toContain('fetchpriority="high"');
    expect(link).toContain(`imagesrcset="/uploads/pets/test/0-800.webp 800w"`);
    expect(link).toContain(`imagesizes="${PET_PAGE_PHOTO_SIZES}"`);
  });

  it("lets browsers keep the build's unhashed pictures for a day", async () => {
    const res = await t.app.inject({ url: '/blog/kitten.webp' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const shellRes = await t.app.inject({ url: '/route-preloads.json' });
    expect(shellRes.headers['cache-control']).toBe('no-cache');
  });

  it('preloads no photo for an unknown pet', async () => {
    const html = await page('/gallery/00000000-0000-4000-8000-000000000000', 'br', 404);
    expect(html).toContain(preload('/assets/pet-detail-d1.js'));
    expect(html).not.toContain('as="image"');
  });
});
