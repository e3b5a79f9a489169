import { pageTitle, SITE_NAME } from '@pawprize/shared';
import { href } from '@pawprize/shared/routes';
import type { FastifyInstance } from 'fastify';
import { cardCaption, cardUrl } from './captions.card.ts';
import type { ContestRow } from './captions.queries.ts';
import { findContestRow } from './captions.queries.ts';
import { isShareId } from './captions.rules.ts';
import { CARD_HEIGHT, CARD_WIDTH, escapeXml } from './share-card.ts';

/** `<title>` and Open Graph / Twitter card tags of a contest page, escaped. */
export function contestPreviewHead(row: ContestRow, publicUrl: string): string {
  const title = pageTitle(row.petName); // as the app titles the page
  const top = cardCaption(row);
  const description = top
    ? `“${top.caption}” — vote for the funniest caption of ${row.petName} on ${SITE_NAME}.`
    : `Vote for the funniest caption of ${row.petName} on ${SITE_NAME}.`;
  const image = cardUrl(publicUrl, row);
  const tags: [string, string, string | number][] = [
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', SITE_NAME],
    ['property', 'og:title', `Caption ${row.petName}!`],
    ['property', 'og:description', description],
    ['property', 'og:url', `${publicUrl}${href('captionContest', { shareId: row.shareId })}`],
    ['property', 'og:image', image],
    ['property', 'og:image:type', 'image/jpeg'],
    ['property', 'og:image:width', CARD_WIDTH],
    ['property', 'og:image:height', CARD_HEIGHT],
    ['property', 'og:image:alt', `Photo of ${row.petName} with a caption`],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', `Caption ${row.petName}!`],
    ['name', 'twitter:description', description],
    ['name', 'twitter:image', image],
  ];
  const meta = tags.map(
    ([attr, key, content]) => `<meta ${attr}="${key}" content="${escapeXml(String(content))}" />`,
  );
  return [`<title>${escapeXml(title)}</title>`, ...meta].join('\n    ');
}

/**
 * `GET /captions/:shareId` answers with the web app plus the contest's link-preview tags (the
 * share card as image). Unknown and non-public contests get the plain app with status 404, which
 * shows 'Caption Contest Not Found'; with no web app built, the route falls through to the API's
 * 404.
 */
export async function captionPreviewRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { shareId: string } }>('/captions/:shareId', async (request, reply) => {
    const shell = app.appShell;
    if (!shell) return reply.callNotFound();
    const { shareId } = request.params;
    const row = isShareId(shareId) ? await findContestRow(app.db, shareId) : null;
    // Only public contests get a link preview (a hidden one's photo stays private); for the
    // others the page is not there: 404 with the app (ADR 0119).
    const visible = row?.status === 'visible' ? row : null;
    if (!visible) return shell.send(reply.status(404));
    return shell.send(reply, contestPreviewHead(visible, app.config.publicUrl));
  });
}
