import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';
import { UPLOADS_ROUTE_PREFIX } from '../storage/disk.ts';
import { IMMUTABLE, isValidKey } from '../storage/types.ts';

/**
 * Serves stored files: the disk driver's, and the S3 driver's when no S3_PUBLIC_URL is set (streamed
 * from the bucket, never buffered). Stored names are random and never reused, so they are cached
 * for a year; `nosniff` and a locked-down CSP keep a stored file from ever running as a page.
 */
export async function uploadsRoutes(app: FastifyInstance): Promise<void> {
  // Photos are most of the requests: no line per request at info level; failures still log.
  // An address that is not a stored file is the asker's mistake, not ours: a 404 and a debug
  // line at most (docs/decisions/0119-not-found-answers.md).
  const { logLevel: level } = app.config;
  const logLevel = level === 'debug' || level === 'trace' ? level : 'warn';
  app.get<{ Params: { '*': string } }>(
    `${UPLOADS_ROUTE_PREFIX}/*`,
    { logLevel },
    async (request, reply) => {
      const key = request.params['*'];
      let object = null;
      if (!isValidKey(key)) {
        request.log.debug({ keyLength: key.length }, 'not a storage key');
      } else {
        try {
          object = await app.storage.get(key);
        } catch (err) {
          // The bucket is unreachable: a retryable 503, not a cached 404 or an opaque 500.
          request.log.error({ err, key }, 'could not read a stored file');
          throw new AppError(
            'SERVICE_UNAVAILABLE',
            'File storage is unavailable. Please try again.',
          );
        }
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
    },
  );
}
