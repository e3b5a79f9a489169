import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import { TIME_ZONE_HEADER } from '@pawprize/shared';
import { isAppRoute } from '@pawprize/shared/routes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { publicSettings } from '../config.ts';
import { withPublicSettings, withSettingValues } from './public-settings.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Unhashed pictures of the build (blog and product photos, the icon): a day, then revalidated. */
const PICTURE = 'public, max-age=86400';
const PICTURE_FILE = /\.(?:avif|gif|ico|jpe?g|png|svg|webp)$/i;

/** The SPA's index.html, for routes that answer with it (link previews add tags to its head). */
export interface AppShell {
  /**
   * index.html, with `head` (trusted, already escaped HTML) inserted before `</head>`, and, given
   * the address, the preloads of that page's code.
   */
  html(head?: string, url?: string): string;
  /** Sends `html(head)` as an uncached page. */
  send(reply: FastifyReply, head?: string): FastifyReply;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Set once the built web app is served; absent when only the API is. */
    appShell?: AppShell;
  }
}

const SOCIAL_META = /<meta\s+(?:property|name)="(?:og|twitter):[^"]*"[^>]*>\s*/gi;

/**
 * Inserts `head` before `</head>`. A `<title>` in it replaces the page's own, and Open Graph or
 * Twitter tags in it replace any the page has.
 */
export function withHead(indexHtml: string, head: string): string {
  let html = indexHtml;
  if (head.includes('<title>')) html = html.replace(/<title>[\s\S]*?<\/title>\s*/i, '');
  if (/(?:property|name)="(?:og|twitter):/.test(head)) html = html.replace(SOCIAL_META, '');
  const at = html.search(/<\/head>/i);
  return at < 0 ? `${head}${html}` : `${html.slice(0, at)}${head}\n  ${html.slice(at)}`;
}

/** `route-preloads.json` of the web build: the page chunks each address loads (ADR 0042). */
interface RoutePreloads {
  routes: Record<string, string[]>;
}

async function readRoutePreloads(distDir: string): Promise<RoutePreloads['routes']> {
  try {
    const parsed = JSON.parse(
      await readFile(path.join(distDir, 'route-preloads.json'), 'utf8'),
    ) as RoutePreloads;
    return parsed.routes ?? {};
  } catch {
    return {};
  }
}

/**
 * `prerendered.json` of the web build (ADR 0043): each drawn page's first screen as HTML, the
 * API addresses its first render asks for, and the document title the page sets.
 */
interface Prerendered {
  pages: Record<string, string>;
  requests: Record<string, string[]>;
  titles: Record<string, string>;
}

async function readPrerendered(distDir: string): Promise<Prerendered> {
  try {
    const parsed = JSON.parse(
      await readFile(path.join(distDir, 'prerendered.json'), 'utf8'),
    ) as Partial<Prerendered>;
    return {
      pages: parsed.pages ?? {},
      requests: parsed.requests ?? {},
      titles: parsed.titles ?? {},
    };
  } catch {
    return { pages: {}, requests: {}, titles: {} };
  }
}

/**
 * An API address the boot script (`/boot.js`, apps/web/src/boot.ts) may ask for: ours, a GET path with a plain query; a `*` segment
 * stands for the visited page's last segment (a pet page's pet).
 */
const EARLY_REQUEST = /^\/api\/(?:[\w\-.~%:,+]|\/\*(?=\/|\?|$)|\/)*(?:\?[\w\-./~%:,+=&]*)?$/;

/** `#root` of index.html and what it holds (the painted bar), up to the end of the body. */
const ROOT_CONTENT = /(<div id="root">)[\s\S]*?(<\/div>\s*<\/body>)/i;

/**
 * index.html with a page's prerendered first screen in `#root` instead of the painted bar, in a
 * `data-drawn` element: the app hydrates that element and removes the mark once it is live; taps
 * on its controls until then are held by the boot script and replayed by the app (ADR 0122,
 * docs/public-pages.md).
 */
export function withPrerendered(indexHtml: string, markup: string, title?: string): string {
  const html = indexHtml.replace(
    ROOT_CONTENT,
    (_all, open: string, close: string) => `${open}<div data-drawn>${markup}</div>${close}`,
  );
  // The page's own title from the first byte (tabs, history, screen readers), not the home
  // page's until the app has started.
  return title
    ? html.replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${escapeText(title)}</title>`)
    : html;
}

/** Text for an element's content: `&` and `<` escaped. */
function escapeText(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;');
}

/** Whether an address has a query (`/gallery?sort=popular`): its first render asks other answers. */
function hasQuery(url: string): boolean {
  return /\?./.test(url);
}

/** An address's path without query, fragment or trailing slash (`/gallery/?a` → `/gallery`). */
function pathnameOf(url: string): string {
  return (url.split(/[?#]/)[0] ?? '/').replace(/(.)\/+$/, '$1');
}

/** A script of our own build (hashed file name under /assets). */
const OWN_SCRIPT = /^\/assets\/[\w.-]+\.js$/;

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/i;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/gi;

/**
 * A prerendered page's scripts: index.html's entry module and its modulepreloads, and the page's
 * own (`pagePreloads`), are started by `/boot.js` once the first screen has painted, together
 * with the API `requests` of the page's first render (ADR 0043). Without an entry module (not a
 * build of ours) the page is returned unchanged.
 */
export function withBootScript(
  html: string,
  pagePreloads: readonly string[],
  requests: readonly string[] = [],
): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) return html;
  const shellPreloads = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1] ?? '');
  const preloads = [...shellPreloads, ...pagePreloads].filter((f) => OWN_SCRIPT.test(f));
  const early = requests
    .filter((r) => EARLY_REQUEST.test(r))
    .map((r) => r.replaceAll('&', '&amp;'));
  const boot =
    `<script defer src="/boot.js" data-entry="${entry}" ` +
    `data-preload="${preloads.join(' ')}"` +
    (early.length
      ? ` data-fetch="${early.join(' ')}" data-time-zone-header="${TIME_ZONE_HEADER}"`
      : '') +
    `></script>\n    `;
  return html.replace(MODULE_PRELOAD, '').replace(ENTRY_SCRIPT, boot);
}

/** The key of `routes` an address falls under: itself, or `/<first segment>/*`; null for none. */
export function routeKey(routes: Record<string, unknown>, url: string): string | null {
  const pathname = pathnameOf(url);
  if (Object.hasOwn(routes, pathname)) return pathname;
  const child = /^(\/[^/]+)\/[^/]+$/.exec(pathname);
  const wildcard = child ? `${child[1]}/*` : null;
  return wildcard && Object.hasOwn(routes, wildcard) ? wildcard : null;
}

/** `<link rel="modulepreload">` for each chunk (hashed file names of our own build). */
export function modulePreloadTags(files: readonly string[]): string {
  return files
    .filter((file) => OWN_SCRIPT.test(file))
    .map((file) => `<link rel="modulepreload" crossorigin href="${file}">`)
    .join('\n    ');
}

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/uploads/');
}

function notFoundJson(request: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).send({
    code: 'NOT_FOUND',
    message: `Route ${request.method} ${request.url.split('?')[0]} not found`,
  });
}

/**
 * The build's files. It writes .br and .gz beside every text file (apps/web/vite.config.ts); the
 * one the browser accepts is sent as it is (docs/decisions/0040-fast-first-load.md).
 */
async function registerStaticFiles(app: FastifyInstance, distDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: distDir,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders(res, filePath) {
      const rel = path.relative(distDir, filePath);
      res.header(
        'cache-control',
        rel.startsWith(`assets${path.sep}`)
          ? IMMUTABLE
          : PICTURE_FILE.test(rel)
            ? PICTURE
            : 'no-cache',
      );
    },
  });
}

/**
 * The pages of the build: `pageOf(url, head)`, index.html for an address with its page's code
 * announced (drawn and booted, or preloaded), and `encodedFor(url)`, its compressed copies.
 */
async function builtPages(
  distDir: string,
  indexHtml: string,
  settings: ReturnType<typeof publicSettings>,
) {
  // Each page's own chunks are announced in the page, so the browser fetches them with the
  // shell's instead of after the shell has run (ADR 0042).
  const routePreloads = await readRoutePreloads(distDir);
  const preloadsOf = (url: string): string => {
    const key = routeKey(routePreloads, url);
    return key ? modulePreloadTags(routePreloads[key] ?? []) : '';
  };
  // Public pages come with their first screen drawn, so it paints before any script has run
  // (ADR 0043); the others with the painted bar of index.html.
  const { pages: prerendered, requests: earlyRequests, titles } = await readPrerendered(distDir);
  // Each drawn page is assembled once, in two forms: with its first render's API requests, and
  // without them for addresses with a query, whose first render asks for other answers.
  const drawnHtml = new Map<string, { early: string; plain: string }>();
  for (const [drawn, markup] of Object.entries(prerendered)) {
    const page = withPrerendered(indexHtml, withSettingValues(markup, settings), titles[drawn]);
    const preloads = routePreloads[routeKey(routePreloads, drawn) ?? ''] ?? [];
    drawnHtml.set(drawn, {
      early: withBootScript(page, preloads, earlyRequests[drawn] ?? []),
      plain: withBootScript(page, preloads),
    });
  }
  /** index.html for `url` with the page's code announced: drawn and booted, or preloaded. */
  const pageOf = (url: string, head = ''): string => {
    const drawn = drawnHtml.get(routeKey(prerendered, url) ?? '');
    if (drawn) {
      const html = hasQuery(url) ? drawn.plain : drawn.early;
      return head ? withHead(html, head) : html;
    }
    const all = [head, preloadsOf(url)].filter(Boolean).join('\n    ');
    return all ? withHead(indexHtml, all) : indexHtml;
  };

  // A page without a link preview is compressed once per route and kept; one with a link
  // preview's head goes through @fastify/compress like any other dynamic answer.
  const compressed = new Map<string, { br: Buffer; gzip: Buffer }>();
  const encodedFor = (url: string) => {
    // One copy per drawn page (`/gallery/*` is one), else one per page's preloads.
    const drawn = routeKey(prerendered, url);
    const key = drawn
      ? `drawn:${drawn}${hasQuery(url) ? '?' : ''}`
      : (routeKey(routePreloads, url) ?? '');
    let entry = compressed.get(key);
    if (!entry) {
      const html = key ? pageOf(url) : indexHtml;
      entry = {
        br: brotliCompressSync(html, {
          params: {
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          },
        }),
        gzip: gzipSync(html, { level: 9 }),
      };
      compressed.set(key, entry);
    }
    return entry;
  };
  return { pageOf, encodedFor };
}

/**
 * Serves the built web app: hashed assets cached immutably, everything else revalidated, and the
 * SPA's index.html for any other GET (history fallback). Unknown `/api/*` routes answer JSON 404.
 */
export async function webRoutes(app: FastifyInstance, opts: { distDir: string }): Promise<void> {
  const indexFile = path.join(opts.distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ distDir: opts.distDir }, 'web app is not built; serving the API only');
    app.setNotFoundHandler(notFoundJson);
    return;
  }
  const settings = publicSettings(app.config); // in every page (ADR 0126)
  const indexHtml = withPublicSettings(await readFile(indexFile, 'utf8'), settings);

  await registerStaticFiles(app, opts.distDir);
  const { pageOf, encodedFor } = await builtPages(opts.distDir, indexHtml, settings);
  encodedFor('/');
  const negotiator = new Negotiator({ supportedValues: ['br', 'gzip'] });

  const shell: AppShell = {
    html: (head, url) => (url ? pageOf(url, head) : head ? withHead(indexHtml, head) : indexHtml),
    send: (reply, head) => {
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding');
      const accepted = reply.request.headers['accept-encoding'];
      const encoding = !head && accepted ? negotiator.negotiate(accepted) : null;
      if (encoding === 'br' || encoding === 'gzip') {
        return reply
          .header('content-encoding', encoding)
          .send(encodedFor(reply.request.url)[encoding]);
      }
      return reply.send(shell.html(head, reply.request.url));
    },
  };
  app.decorate('appShell', shell);
  const sendIndex = (reply: FastifyReply) => shell.send(reply);

  app.get('/', (_request, reply) => sendIndex(reply));

  app.setNotFoundHandler((request, reply) => {
    if (isApiPath(request.url)) return notFoundJson(request, reply);
    if (request.method !== 'GET' && request.method !== 'HEAD') return notFoundJson(request, reply);
    // A missing hashed asset is a real 404, not the app shell.
    if (request.url.startsWith('/assets/')) return notFoundJson(request, reply);
    // Any other address gets the app, which draws its not-found page; the status says so too,
    // so search engines and link checkers see no page there (ADR 0119).
    if (!isAppRoute(pathnameOf(request.url))) void reply.status(404);
    return sendIndex(reply);
  });
}
