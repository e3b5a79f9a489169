import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const IMMUTABLE = 'public, max-age=31536000, immutable';

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

  await app.register(fastifyStatic, {
    root: opts.distDir,
    index: false,
    cacheControl: false,
    setHeaders(res, filePath) {
      const rel = path.relative(opts.distDir, filePath);
      res.header('cache-control', rel.startsWith(`assets${path.sep}`) ? IMMUTABLE : 'no-cache');
    },
  });

  const sendIndex = (reply: FastifyReply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);

  app.get('/', (_request, reply) => sendIndex(reply));

  app.setNotFoundHandler((request, reply) => {
    if (isApiPath(request.url)) return notFoundJson(request, reply);
    if (request.method !== 'GET' && request.method !== 'HEAD') return notFoundJson(request, reply);
    // A missing hashed asset is a real 404, not the app shell.
    if (request.url.startsWith('/assets/')) return notFoundJson(request, reply);
    return sendIndex(reply);
  });
}
