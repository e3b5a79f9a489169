import { CONTEST_SLUG_MAX_LENGTH, SITE_NAME } from '@pawprize/shared';
import { href } from '@pawprize/shared/routes';
import type { FastifyInstance } from 'fastify';
import type { Contest as ContestRow } from '../../db/schema/index.ts';
import { findContestBySlug } from './contests.queries.ts';

const DESCRIPTION_MAX = 200;

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

function shorten(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

function absolute(url: string, publicUrl: string): string {
  return /^https?:\/\//i.test(url) ? url : `${publicUrl}${url.startsWith('/') ? '' : '/'}${url}`;
}

/** `<title>` and Open Graph / Twitter tags of a published contest's page, escaped. */
export function contestPreviewHead(
  row: ContestRow,
  publicUrl: string,
  coverUrl: string | null,
): string {
  const title = `${row.title} | ${SITE_NAME}`;
  const description = shorten(
    row.theme || row.description || `A photo contest on ${SITE_NAME}: enter your pet and vote.`,
    DESCRIPTION_MAX,
  );
  const image = coverUrl ? absolute(coverUrl, publicUrl) : null;
  const tags: [string, string, string][] = [
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', SITE_NAME],
    ['property', 'og:title', row.title],
    ['property', 'og:description', description],
    ['property', 'og:url', `${publicUrl}${href('contest', { slug: row.slug })}`],
    ...(image
      ? ([
          ['property', 'og:image', image],
          ['property', 'og:image:alt', `Cover of ${row.title}`],
        ] as [string, string, string][])
      : []),
    ['name', 'twitter:card', image ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', row.title],
    ['name', 'twitter:description', description],
    ...(image ? ([['name', 'twitter:image', image]] as [string, string, string][]) : []),
  ];
  const meta = tags.map(
    ([attr, key, content]) => `<meta ${attr}="${key}" content="${escapeHtml(content)}" />`,
  );
  return [`<title>${escapeHtml(title)}</title>`, ...meta].join('\n    ');
}

/**
 * `GET /contests/:slug` answers with the web app plus the contest's link-preview tags. A slug of
 * no published contest (unknown, a draft, archived) gets the plain app with status 404: the app
 * shows "No such contest." to everyone but an admin, who reads drafts through the API with their
 * session (docs/product/contests.md, docs/decisions/0119-not-found-answers.md). With no web app
 * built, the route falls through to the API's 404.
 */
export async function contestPreviewRoutes(app: FastifyInstance): Promise<void> {
  // A wildcard rather than `:slug`, whose length the router caps (a longer one would fall through
  // to the app's 200): one segment, a trailing slash ignored, as the router matches.
  app.get<{ Params: { '*': string } }>('/contests/*', async (request, reply) => {
    const shell = app.appShell;
    if (!shell) return reply.callNotFound();
    const slug = request.params['*'].replace(/\/$/, '');
    // `/contests/` (a trailing slash) is the list itself, which the router shows.
    if (slug === '') return shell.send(reply);
    const row =
      slug.length <= CONTEST_SLUG_MAX_LENGTH && !slug.includes('/')
        ? await findContestBySlug(app.db, slug.toLowerCase())
        : undefined;
    if (row?.status !== 'published') return shell.send(reply.status(404));
    const coverUrl = row.coverPhotoKey ? app.ctx.storage.publicUrl(row.coverPhotoKey) : null;
    return shell.send(reply, contestPreviewHead(row, app.config.publicUrl, coverUrl));
  });
}
