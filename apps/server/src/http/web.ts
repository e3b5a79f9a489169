import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The SPA's index.html, for routes that answer with it (link previews add tags to its head). */
export interface AppShell {
  /** index.html, with `head` (trusted, already escaped HTML) inserted before `</head>`. */
  html(head?: string): string;
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
  const indexHtml = await readFile(indexFile, 'utf8');

  // The build writes .br and .gz beside every text file (apps/web/vite.config.ts); the one the
  // browser accepts is sent as it is (docs/decisions/0040-fast-first-load.md).
  await app.register(fastifyStatic, {
    root: opts.distDir,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders(res, filePath) {
      const rel = path.relative(opts.distDir, filePath);
      res.header('cache-control', rel.startsWith(`assets${path.sep}`) ? IMMUTABLE : 'no-cache');
    },
  });

  // The plain shell is compressed once; one with a link preview's head goes through
  // @fastify/compress like any other dynamic answer.
  const encoded = {
    br: brotliCompressSync(indexHtml, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      },
    }),
    gzip: gzipSync(indexHtml, { level: 9 }),
  };
  const negotiator = new Negotiator({ supportedValues: ['br', 'gzip'] });

  const shell: AppShell = {
    html: (head) => (head ? withHead(indexHtml, head) : indexHtml),
    send: (reply, head) => {
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding');
      const accepted = reply.request.headers['accept-encoding'];
      const encoding = !head && accepted ? negotiator.negotiate(accepted) : null;
      if (encoding === 'br' || encoding === 'gzip') {
        return reply.header('content-encoding', encoding).send(encoded[encoding]);
      }
      return reply.send(shell.html(head));
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
    return sendIndex(reply);
  });
}
