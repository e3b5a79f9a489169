import type { FastifyInstance } from 'fastify';
import { UPLOADS_ROUTE_PREFIX } from '../storage/disk.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves stored files (disk driver). Stored names are random and never reused, so they are cached
 * for a year; `nosniff` and a locked-down CSP keep a stored file from ever running as a page.
 */
export async function uploadsRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { '*': string } }>(`${UPLOADS_ROUTE_PREFIX}/*`, async (request, reply) => {
    const key = request.params['*'];
    let object;
    try {
      object = await app.storage.get(key);
    } catch {
      object = null; // invalid key
    }
    if (!object) {
      return reply
        .status(404)
        .header('cache-control', 'no-store')
        .send({ code: 'NOT_FOUND', message: 'File not found' });
    }
    return reply
      .header('content-type', object.contentType)
      .header('content-length', object.size)
      .header('cache-control', IMMUTABLE)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cross-origin-resource-policy', 'same-site')
      .send(object.stream);
  });
}
