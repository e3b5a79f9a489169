import { blogArticles } from '@pawprize/shared/blog/articles';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/helpers.ts';
import { createTestApp, testDriver } from '../../../test/helpers.ts';
import { verifiedUser } from '../../../test/users.ts';
import { insertPets } from '../../../test/voting.ts';
import { petCaptions, petPhotos } from '../../db/schema/index.ts';
import { newShareId } from '../captions/index.ts';
import { DISALLOWED, STATIC_PAGES } from './seo.routes.ts';

const SITE = 'https://pets.example.org';

describe(`robots.txt and sitemap.xml (${testDriver})`, () => {
  let t: TestApp;
  let visiblePets: string[];
  let hiddenPets: string[];
  let visibleContest: string;
  let pendingContest: string;

  beforeAll(async () => {
    t = await createTestApp({ MAIL_WORKER: 'false', PUBLIC_URL: SITE });
    const owner = await verifiedUser(t.app);
    const ids = await insertPets(t.app, owner.user.id, 5);
    visiblePets = ids.slice(0, 2);
    hiddenPets = ids.slice(2);
    // Moderation's three non-public states: none of them may be listed.
    await t.app.db
      .update(petPhotos)
      .set({ status: 'hidden' })
      .where(eq(petPhotos.id, hiddenPets[0]!));
    await t.app.db
      .update(petPhotos)
      .set({ status: 'pending' })
      .where(eq(petPhotos.id, hiddenPets[1]!));
    await t.app.db
      .update(petPhotos)
      .set({ status: 'removed' })
      .where(eq(petPhotos.id, hiddenPets[2]!));
    visibleContest = newShareId();
    pendingContest = newShareId();
    await t.app.db.insert(petCaptions).values(
      [visibleContest, pendingContest].map((shareId, i) => ({
        shareId,
        userId: owner.user.id,
        petName: `Contest ${i}`,
        imageUrl: '/uploads/x.webp',
        status: i === 0 ? ('visible' as const) : ('pending' as const),
      })),
    );
  });
  afterAll(() => t?.close());

  it('serves robots.txt as text, allowing the public pages and pointing at the sitemap', async () => {
    const res = await t.app.inject({ url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    expect(lines).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    for (const path of DISALLOWED) expect(lines).toContain(`Disallow: ${path}`);
    // The staff console and the API are never crawled (docs/product/site.md, Search engines).
    expect(lines).toContain('Disallow: /admin');
    expect(lines).toContain('Disallow: /api/');
    // No public page is disallowed.
    const disallowed = lines.filter((l) => l.startsWith('Disallow: ')).map((l) => l.slice(10));
    for (const page of [...STATIC_PAGES, `/gallery/${visiblePets[0]}`, '/captions/x', '/blog/x']) {
      expect(
        disallowed.some((d) => page === d || page.startsWith(d.endsWith('/') ? d : `${d}/`)),
        page,
      ).toBe(false);
    }
  });

  it('serves sitemap.xml as XML with the static pages, blog articles, visible pets and contests only', async () => {
    const res = await t.app.inject({ url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset ')).toBe(true);
    expect(res.body).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    const locs = [...res.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(new Set(locs).size).toBe(locs.length);
    const expected = [
      ...STATIC_PAGES.map((p) => `${SITE}${p}`),
      ...blogArticles.map((a) => `${SITE}/blog/${a.id}`),
      ...visiblePets.map((id) => `${SITE}/gallery/${id}`),
      `${SITE}/captions/${visibleContest}`,
    ];
    expect([...locs].sort()).toEqual([...expected].sort());
    for (const id of hiddenPets) expect(res.body).not.toContain(id);
    expect(res.body).not.toContain(pendingContest);
    // Entries carry the day they were added.
    expect(res.body).toMatch(
      new RegExp(
        `<loc>${SITE}/gallery/${visiblePets[0]}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`,
      ),
    );
  });

  it('drops a pet from the sitemap as soon as moderation hides it', async () => {
    await t.app.db
      .update(petPhotos)
      .set({ status: 'hidden' })
      .where(inArray(petPhotos.id, [visiblePets[1]!]));
    const res = await t.app.inject({ url: '/sitemap.xml' });
    expect(res.body).toContain(`/gallery/${visiblePets[0]}<`);
    expect(res.body).not.toContain(visiblePets[1]);
    await t.app.db
      .update(petPhotos)
      .set({ status: 'visible' })
      .where(inArray(petPhotos.id, [visiblePets[1]!]));
  });

  it('answers HEAD too and is not the app shell', async () => {
    for (const url of ['/robots.txt', '/sitemap.xml']) {
      const res = await t.app.inject({ method: 'HEAD', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).not.toContain('text/html');
    }
  });
});
