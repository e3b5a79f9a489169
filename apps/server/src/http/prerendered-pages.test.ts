import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_PUBLIC_SETTINGS } from '@pawprize/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/helpers.ts';
import { createTestApp, testDriver } from '../../test/helpers.ts';
import { fetchPage } from '../../test/web-pages.ts';
import { withBootScript, withPrerendered } from './web.ts';
import { withPublicSettings } from './public-settings.ts';

/**
 * A built app as `vite build` + `build/prerender.mjs` leave it: index.html with the entry module,
 * its modulepreloads and the painted bar in #root; the pages' chunks; the drawn first screens
 * (docs/decisions/0043-prerendered-first-screen.md).
 */
function fakeDist(): { dist: string; indexHtml: string } {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'pawprize-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  const indexHtml = `<!doctype html><html lang="en"><head><title>PawPrize</title>
    <script type="module" crossorigin src="/assets/index-a1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-r1.js">
  </head><body><div id="root"><div class="bar">painted bar</div></div>
  </body></html>`;
  writeFileSync(path.join(dist, 'index.html'), indexHtml);
  const routes = {
    '/': ['/assets/home-h1.js'],
    '/gallery': ['/assets/gallery-g1.js', '/assets/x.js"><script>alert(1)</script>'],
    '/login': ['/assets/login-l1.js'],
  };
  writeFileSync(path.join(dist, 'route-preloads.json'), JSON.stringify({ routes }));
  const pages = {
    '/': '<main><h1>Is your pet the cutest?</h1></main>',
    // `$&` and `$1` mean something to String#replace: they must arrive as written.
    '/gallery': '<main><p>Costs $& and $1 and $$</p></main>',
    '/gallery/*': '<main><span hidden data-photo-from="/api/pets/*"></span></main>',
  };
  const requests = {
    '/': [
      '/api/auth/session',
      '/api/pets?sort=recent&limit=6',
      '/api/x"><script>alert(2)</script>',
    ],
    '/gallery': ['https://elsewhere.example/api/pets', '/uploads/a.webp'],
    // `*` stands for the visited page's last segment (ADR 0044), only as a whole segment.
    '/gallery/*': ['/api/auth/session', '/api/pets/*', '/api/pets/a*', '/api/*x'],
  };
  // The title each page sets, as the build collected it (`<` must not open an element).
  const titles = { '/gallery': 'Gallery · PawPrize', '/gallery/*': 'Pet <Details> & more' };
  writeFileSync(path.join(dist, 'prerendered.json'), JSON.stringify({ pages, requests, titles }));
  return { dist, indexHtml };
}

const bootOf = (html: string) => /<script defer src="\/boot\.js"[^>]*><\/script>/.exec(html)?.[0];

describe('withPrerendered and withBootScript', () => {
  const { indexHtml } = fakeDist();

  it('puts the markup, marked drawn, in #root instead of the painted bar', () => {
    const html = withPrerendered(indexHtml, '<p>drawn</p>');
    expect(html).toContain('<div id="root"><div data-drawn><p>drawn</p></div></div>');
    expect(html).not.toContain('painted bar');
  });

  it("starts the entry and every preload from boot.js, and drops what is not our build's", () => {
    const html = withBootScript(indexHtml, ['/assets/home-h1.js', '//elsewhere.example/a.js']);
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('rel="modulepreload"');
    expect(bootOf(html)).toBe(
      '<script defer src="/boot.js" data-entry="/assets/index-a1.js" ' +
        'data-preload="/assets/react-r1.js /assets/home-h1.js"></script>',
    );
  });

  it("asks early for the page's API addresses, with the time zone header, and only for those", () => {
    const html = withBootScript(
      indexHtml,
      [],
      [
        '/api/auth/session',
        '/api/pets?sort=recent&limit=6',
        '/api/a b',
        '/api/x"onload="alert(1)',
        '//elsewhere.example/api/pets',
      ],
    );
    expect(bootOf(html)).toContain(
      ' data-fetch="/api/auth/session /api/pets?sort=recent&amp;limit=6"' +
        ' data-time-zone-header="x-time-zone"',
    );
    expect(withBootScript(indexHtml, [], [])).not.toContain('data-fetch');
  });

  it('leaves a page without our entry module as it is', () => {
    const plain = '<html><head></head><body><div id="root"></div></body></html>';
    expect(withBootScript(plain, ['/assets/a.js'])).toBe(plain);
  });
});

describe(`prerendered pages (${testDriver})`, () => {
  let t: TestApp;
  let site: ReturnType<typeof fakeDist>;
  beforeAll(async () => {
    site = fakeDist();
    t = await createTestApp({ MAIL_WORKER: 'false', WEB_DIST: site.dist }, { serveWeb: true });
  });
  afterAll(() => t?.close());

  const page = (url: string, accept?: string, status?: number) =>
    fetchPage(t.app, url, accept, status);

  it('sends a drawn page with no inline script, under a policy that allows none (docs/public-pages.md)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    const policy = String(response.headers['content-security-policy'] ?? '');
    const scriptSrc = /script-src ([^;]*)/.exec(policy)?.[1] ?? '';
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toContain('unsafe-inline');
    // Every script that runs has its own file (the host's settings are data, not code).
    const scripts = [...response.body.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    const inline = scripts.filter((tag) => !/\bsrc="/.test(tag));
    expect(inline.filter((tag) => !tag.includes('type="application/json"'))).toEqual([]);
    expect(scripts.filter((tag) => tag.includes('src="/boot.js"'))).toHaveLength(1);
  });

  it('sends a public page drawn, booted after its first paint, whatever the encoding', async () => {
    for (const accept of ['br', 'gzip', 'identity', undefined]) {
      const home = await page('/', accept);
      expect(home).toContain('<div data-drawn><main><h1>Is your pet the cutest?</h1></main></div>');
      expect(home).not.toContain('painted bar');
      expect(bootOf(home)).toContain('data-preload="/assets/react-r1.js /assets/home-h1.js"');
      expect(home).not.toContain('<script type="module"');
      // An address with a query asks other answers than the page's plain address.
      expect(bootOf(await page('/?sort=popular', accept))).not.toContain('data-fetch');

      const gallery = await page('/gallery/?sort=popular', accept);
      expect(gallery).toContain('<p>Costs $& and $1 and $$</p>');
      // The page's own title from the first byte; a page without one keeps index.html's.
      expect(gallery).toContain('<title>Gallery · PawPrize</title>');
      expect(home).toContain('<title>PawPrize</title>');
      expect(bootOf(gallery)).toContain('/assets/gallery-g1.js"');
      expect(gallery).not.toContain('alert(1)');
      expect(gallery).not.toContain('data-fetch');
      expect(bootOf(home)).toContain(
        'data-fetch="/api/auth/session /api/pets?sort=recent&amp;limit=6"',
      );
      expect(home).not.toContain('alert(2)');
    }
  });

  it("asks for a pet page's own pet: `*` only as a whole segment (ADR 0044)", async () => {
    for (const accept of ['br', undefined]) {
      // No such pet here: a 404 (ADR 0119), drawn all the same, since its owner may see it.
      const pet = await page('/gallery/6f1c8b7e-0000-4000-8000-000000000000', accept, 404);
      expect(pet).toContain('data-photo-from="/api/pets/*"');
      expect(pet).toContain('<title>Pet &lt;Details> &amp; more</title>');
      expect(pet.match(/<title>/g)).toHaveLength(1);
      expect(bootOf(pet)).toContain('data-fetch="/api/auth/session /api/pets/*"');
    }
  });

  it('sends the other pages with the painted bar and their code preloaded', async () => {
    const login = await page('/login', 'br');
    expect(login).toContain('painted bar');
    expect(login).toContain('<script type="module" crossorigin src="/assets/index-a1.js">');
    expect(login).toContain('<link rel="modulepreload" crossorigin href="/assets/login-l1.js">');
    expect(bootOf(login)).toBeUndefined();
    expect(await page('/no/such/page', 'gzip', 404)).toBe(
      withPublicSettings(site.indexHtml, DEFAULT_PUBLIC_SETTINGS),
    );
  });
});
