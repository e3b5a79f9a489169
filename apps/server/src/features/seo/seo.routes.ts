import { blogArticles } from '@pawprize/shared/blog/articles';
import { SITEMAP_PATHS } from '@pawprize/shared/routes';
import type { FastifyInstance } from 'fastify';
import { newestVisibleContests, newestVisiblePets } from './seo.queries.ts';

/**
 * /robots.txt and /sitemap.xml for search engines (docs/product/site.md, Search engines;
 * docs/decisions/0041-robots-and-sitemap.md).
 */

/**
 * Public pages that need no data, in the order a visitor meets them: the route table's sitemap
 * routes (packages/shared/src/routes.ts).
 */
export const STATIC_PAGES = SITEMAP_PATHS;

/**
 * Pages that are per-account, forms, one-time links or the staff console: of no use in a search
 * result.
 */
export const DISALLOWED = [
  '/api/',
  '/admin',
  '/dashboard',
  '/profile',
  '/upload',
  '/create',
  '/login',
  '/signup',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
  '/unsubscribe',
] as const;

/** A sitemap holds at most 50,000 addresses (sitemaps.org); the newest entries are kept. */
export const SITEMAP_MAX_URLS = 50_000;

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const escapeXml = (s: string) => s.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);

interface SitemapUrl {
  path: string;
  lastmod?: Date;
}

export function sitemapXml(publicUrl: string, urls: SitemapUrl[]): string {
  const body = urls
    .map(({ path, lastmod }) => {
      const loc = `<loc>${escapeXml(publicUrl + path)}</loc>`;
      const mod = lastmod ? `<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : '';
      return `  <url>${loc}${mod}</url>`;
    })
    .join('\n');
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    `${body}\n</urlset>\n`
  );
}

export async function seoRoutes(app: FastifyInstance): Promise<void> {
  const { publicUrl } = app.config;
  const robots = robotsTxt(publicUrl);
  // Crawlers fetch these rarely; the limit keeps anyone from turning the sitemap into load.
  const limit = { rateLimit: { max: 60, timeWindow: 60_000 } };

  app.get('/robots.txt', { config: limit }, (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robots),
  );

  // A blog article that does not exist is a 404 page, as any unknown address (ADR 0119).
  const articleIds = new Set(blogArticles.map((a) => a.id));
  // Only a slug: the build's pictures under /blog/ (kitten.webp) stay the static files they are.
  app.get<{ Params: { id: string } }>('/blog/:id(^[\\w-]+$)', (request, reply) => {
    const shell = app.appShell;
    if (!shell) return reply.callNotFound();
    if (!articleIds.has(request.params.id)) void reply.status(404);
    return shell.send(reply);
  });

  app.get('/sitemap.xml', { config: limit }, async (_request, reply) => {
    const fixed: SitemapUrl[] = [
      ...STATIC_PAGES.map((path) => ({ path })),
      ...blogArticles.map((a) => ({ path: `/blog/${encodeURIComponent(a.id)}` })),
    ];
    const room = SITEMAP_MAX_URLS - fixed.length;
    // Only visible entries (seo.queries.ts).
    const [pets, contests] = await Promise.all([
      newestVisiblePets(app.ctx.db, room),
      newestVisibleContests(app.ctx.db, room),
    ]);
    // Newest first across both kinds, when there are more than one sitemap can hold.
    const entries: SitemapUrl[] = [
      ...pets.map((p) => ({ path: `/gallery/${p.id}`, lastmod: p.createdAt })),
      ...contests.map((c) => ({ path: `/captions/${c.shareId}`, lastmod: c.createdAt })),
    ]
      .sort((a, b) => b.lastmod.getTime() - a.lastmod.getTime())
      .slice(0, room);
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=600')
      .send(sitemapXml(publicUrl, [...fixed, ...entries]));
  });
}
