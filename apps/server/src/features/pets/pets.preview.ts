import {
  pageTitle,
  PET_PAGE_PHOTO_SIZES,
  PET_PHOTO_RATIO_VAR,
  phoneFrameRatio,
  SITE_NAME,
} from '@pawprize/shared';
import { href } from '@pawprize/shared/routes';
import type { FastifyInstance } from 'fastify';
import { findPet, findPetFiles } from './pets.queries.ts';
import { PET_CARD_FORMATS } from './pets.card.ts';
import type { PetRow } from './pets.queries.ts';
import { isUuid } from '../../http/params.ts';
import { pickPreviewImage } from './pets.rules.ts';

const DESCRIPTION_MAX = 200;

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

function absolute(url: string, publicUrl: string): string {
  return /^https?:\/\//i.test(url) ? url : `${publicUrl}${url.startsWith('/') ? '' : '/'}${url}`;
}

function shorten(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

/** `<title>` and Open Graph / Twitter card tags of a pet page, escaped. */
export function previewHead(
  pet: PetRow,
  publicUrl: string,
  options: { shareCard?: boolean } = {},
): string {
  const title = pageTitle(pet.petName); // as the app titles the page
  const description = shorten(
    pet.description || `Vote for ${pet.petName} in the ${SITE_NAME} pet photo contest!`,
    DESCRIPTION_MAX,
  );
  // The pet's 1200×630 share card when its photo is stored (pets.card.ts), else the photo.
  const card = options.shareCard ? `${publicUrl}/api/pets/${pet.id}/share/wide.jpg` : null;
  const image = card ?? absolute(pickPreviewImage(pet.variants, pet.imageUrl), publicUrl);
  const tags: [string, string, string | number | null][] = [
    ['property', 'og:type', 'article'],
    ['property', 'og:site_name', SITE_NAME],
    ['property', 'og:title', pet.petName],
    ['property', 'og:description', description],
    ['property', 'og:url', `${publicUrl}${href('pet', { id: pet.id })}`],
    ['property', 'og:image', image],
    ['property', 'og:image:alt', `Photo of ${pet.petName}`],
    // width/height are the card's, or those of the largest variant, the one linked above.
    ['property', 'og:image:width', card ? PET_CARD_FORMATS.wide.width : pet.width],
    ['property', 'og:image:height', card ? PET_CARD_FORMATS.wide.height : pet.height],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', pet.petName],
    ['name', 'twitter:description', description],
    ['name', 'twitter:image', image],
  ];
  const meta = tags
    .filter(([, , content]) => content !== null)
    .map(
      ([attr, key, content]) =>
        `<meta ${attr}="${key}" content="${escapeHtml(String(content))}" />`,
    );
  return [
    `<title>${escapeHtml(title)}</title>`,
    ...meta,
    photoPreload(pet),
    photoFrameStyle(pet),
  ].join('\n    ');
}

/**
 * Starts the download of the page's photo with the HTML instead of after the page's code and data
 * (it is the page's largest paint): the same `srcset` and `sizes` as the page's `<img>`, so the
 * browser picks the same file (docs/decisions/0042-first-paint.md).
 */
/**
 * The photo frame's shape on a phone, known before the app runs: the drawn page's frame takes it
 * from the first paint, so the photo the boot script draws there and the loaded page's are the
 * same size (one largest paint, no shift; docs/public-pages.md). Numbers only: nothing to escape.
 */
export function photoFrameStyle(pet: Pick<PetRow, 'width' | 'height'>): string {
  return `<style>:root{${PET_PHOTO_RATIO_VAR}:${phoneFrameRatio(pet).replaceAll(' ', '')}}</style>`;
}

export function photoPreload(pet: Pick<PetRow, 'variants' | 'imageUrl'>): string {
  const srcset = [...pet.variants]
    .sort((a, b) => a.width - b.width)
    .map((v) => `${v.url} ${v.width}w`)
    .join(', ');
  const attrs = srcset
    ? `imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(PET_PAGE_PHOTO_SIZES)}"`
    : `href="${escapeHtml(pet.imageUrl)}"`;
  return `<link rel="preload" as="image" fetchpriority="high" ${attrs} />`;
}

/**
 * `GET /gallery/:id` answers with the web app plus the pet's link-preview tags, so shared links
 * show the pet's name and photo. Unknown and non-public pets get the plain app with status 404
 * (the app shows its not-found text); with no web app built, the route falls through to the API's
 * 404.
 */
export async function petPreviewRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { id: string } }>('/gallery/:id', async (request, reply) => {
    const shell = app.appShell;
    if (!shell) return reply.callNotFound();
    const { id } = request.params;
    // `/gallery/` (a trailing slash) is the gallery itself, which the router shows.
    if (id === '') return shell.send(reply);
    const pet = isUuid(id) ? await findPet(app.db, id) : null;
    // Only public pets get a link preview: a hidden one's name and photo stay private. For anyone
    // else the page is not there: 404, with the app, which shows its owner or an admin the pet
    // and everyone else its not-found view (ADR 0119).
    const visible = pet?.status === 'visible' ? pet : null;
    if (!visible) return shell.send(reply.status(404));
    const files = await findPetFiles(app.db, visible.id);
    const shareCard = Boolean(files?.imageKey && files.variants.length > 0);
    return shell.send(reply, previewHead(visible, app.config.publicUrl, { shareCard }));
  });
}
