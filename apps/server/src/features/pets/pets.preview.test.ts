import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/helpers.ts';
import { createTestApp, testDriver } from '../../../test/helpers.ts';
import { verifiedUser } from '../../../test/users.ts';
import { petPhotos } from '../../db/schema/index.ts';
import { withPublicSettings } from '../../http/public-settings.ts';
import { withHead } from '../../http/web.ts';
import { publicSettings } from '../../config.ts';
import { photoFrameStyle } from './pets.preview.ts';

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>PawPrize — the pet photo contest</title>
    <meta property="og:title" content="PawPrize" />
  </head>
  <body><div id="root"></div></body>
</html>`;

/** The content of `<meta property|name="key">`, unescaped by the DOM rules we rely on. */
function meta(html: string, key: string): string | undefined {
  const m = html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)" />`));
  return m?.[1];
}

describe(`link previews of /gallery/:id (${testDriver})`, () => {
  let t: TestApp;
  let dist: string;
  let petId: string;
  let plainId: string;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'pawprize-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), INDEX);
    t = await createTestApp(
      { WEB_DIST: dist, MAIL_WORKER: 'false', PUBLIC_URL: 'https://paw.example' },
      { serveWeb: true },
    );
    const owner = await verifiedUser(t.app);
    const variants = [400, 800, 1600].map((width) => ({
      width,
      url: `/uploads/pets/${owner.user.id}/abc-${width}.webp`,
    }));
    const [pet, plain] = await t.app.db
      .insert(petPhotos)
      .values([
        {
          userId: owner.user.id,
          petName: 'Sir "Fluff" <Paws> & Co',
          description: "Likes <script>alert(1)</script> & 'naps'",
          imageUrl: variants[2]!.url,
          width: 1600,
          height: 1200,
          variants,
        },
        {
          userId: owner.user.id,
          petName: 'Plain',
          imageUrl: `/uploads/pets/${owner.user.id}/def-400.webp`,
          width: 400,
          height: 300,
          variants: [{ width: 400, url: `/uploads/pets/${owner.user.id}/def-400.webp` }],
        },
      ])
      .returning({ id: petPhotos.id });
    petId = pet!.id;
    plainId = plain!.id;
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("adds the pet's Open Graph and Twitter tags, escaped", async () => {
    const res = await t.app.inject({ url: `/gallery/${petId}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = res.body;
    expect(html).toContain('<div id="root"></div>');
    expect(meta(html, 'og:title')).toBe('Sir &quot;Fluff&quot; &lt;Paws&gt; &amp; Co');
    expect(meta(html, 'og:description')).toBe(
      'Likes &lt;script&gt;alert(1)&lt;/script&gt; &amp; &#39;naps&#39;',
    );
    expect(meta(html, 'og:image')).toMatch(
      /^https:\/\/paw\.example\/uploads\/pets\/.+\/abc-1600\.webp$/,
    );
    expect(meta(html, 'og:image:width')).toBe('1600');
    expect(meta(html, 'og:url')).toBe(`https://paw.example/gallery/${petId}`);
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'twitter:image')).toBe(meta(html, 'og:image'));
    expect(html).not.toContain('<script>alert');
    // The page's own title and og:title are replaced, not duplicated.
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Sir &quot;Fluff&quot; &lt;Paws&gt; &amp; Co · PawPrize</title>');
    expect(html.match(/og:title/g)).toHaveLength(1);
    expect(html.indexOf('og:image')).toBeLessThan(html.indexOf('</head>'));
    // The phone frame's shape (1600×1200: its own) is known before the app runs.
    expect(html).toContain('<style>:root{--pet-photo-ratio:1600/1200}</style>');
  });

  it('falls back to a default description and the largest image', async () => {
    const html = (await t.app.inject({ url: `/gallery/${plainId}` })).body;
    expect(meta(html, 'og:description')).toBe('Vote for Plain in the PawPrize pet photo contest!');
    expect(meta(html, 'og:image')).toMatch(/def-400\.webp$/);
  });

  it('answers unknown pets with the plain app and 404', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await t.app.inject({ url: `/gallery/${id}` });
      expect(res.statusCode, id).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toBe(withPublicSettings(INDEX, publicSettings(t.app.config)));
    }
    const gallery = await t.app.inject({ url: '/gallery' });
    expect(gallery.statusCode).toBe(200);
    expect(gallery.body).toBe(withPublicSettings(INDEX, publicSettings(t.app.config)));
  });
});

describe('link previews without a built web app', () => {
  it('leaves /gallery/:id to the API 404', async () => {
    const t = await createTestApp({ MAIL_WORKER: 'false' });
    try {
      const res = await t.app.inject({ url: '/gallery/00000000-0000-4000-8000-000000000000' });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    } finally {
      await t.close();
    }
  });
});

describe('withHead', () => {
  it('inserts before </head> and leaves pages without tags alone', () => {
    expect(withHead('<html><head><title>A</title></head></html>', '<meta name="x" />')).toBe(
      '<html><head><title>A</title><meta name="x" />\n  </head></html>',
    );
    expect(withHead('<html><head><title>A</title></head></html>', '<title>B</title>')).toBe(
      '<html><head><title>B</title>\n  </head></html>',
    );
  });
});

describe('photoFrameStyle', () => {
  it('gives the photo its own shape, no taller than 4:5, and 4:5 when the size is unknown', () => {
    expect(photoFrameStyle({ width: 800, height: 600 })).toBe(
      '<style>:root{--pet-photo-ratio:800/600}</style>',
    );
    expect(photoFrameStyle({ width: 600, height: 1200 })).toContain('--pet-photo-ratio:4/5}');
    expect(photoFrameStyle({ width: null, height: null })).toContain('--pet-photo-ratio:4/5}');
  });
});
