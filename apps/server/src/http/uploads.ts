import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import { UPLOADS_ROUTE_PREFIX } from '../storage/disk.ts';
import type { StoredObject } from '../storage/index.ts';
import {
  IMMUTABLE,
  isPrivateKey,
  isValidKey,
  PRIVATE_FILES_ROUTE,
  PRIVATE_NO_STORE,
} from '../storage/types.ts';

/**
 * Keys `/uploads/…` never serves: the private area, and the data exports an older version kept
 * in the public one (docs/decisions/0103-private-storage.md).
 */
const NOT_PUBLIC = (key: string) => isPrivateKey(key) || key.startsWith('exports/');

/** Private photos, `private/<pets|captions>/<ownerId>/<file>`: the owner's and admins' only (ADR 0117). */
const PRIVATE_PHOTO = /^private\/(pets|captions)\/([^/]+)\/[^/]+$/;

/**
 * Serves stored files: the disk driver's, and the S3 driver's when no S3_PUBLIC_URL is set (streamed
 * from the bucket, never buffered). Stored names are random and never reused, so they are cached
 * for a year; `nosniff` and a locked-down CSP keep a stored file from ever running as a page.
 * The private area's photos (docs/decisions/0103-private-storage.md) are served at
 * `/api/files/<key>` to their owner and to admins, never cached.
 */
export async function uploadsRoutes(app: FastifyInstance): Promise<void> {
  // Photos are most of the requests: no line per request at info level; failures still log.
  // An address that is not a stored file is the asker's mistake, not ours: a 404 and a debug
  // line at most (docs/decisions/0119-not-found-answers.md).
  const { logLevel: level } = app.config;
  const logLevel = level === 'debug' || level === 'trace' ? level : 'warn';

  const read = async (request: FastifyRequest, key: string): Promise<StoredObject | null> => {
    try {
      return await app.storage.get(key);
    } catch (err) {
      // The bucket is unreachable: a retryable 503, not a cached 404 or an opaque 500.
      request.log.error({ err, key }, 'could not read a stored file');
      throw new AppError('SERVICE_UNAVAILABLE', 'File storage is unavailable. Please try again.');
    }
  };
  const notFound = (reply: FastifyReply) =>
    reply
      .status(404)
      .header('cache-control', 'no-store')
      .send({ code: 'NOT_FOUND', message: 'File not found' });
  const send = (reply: FastifyReply, object: StoredObject, cacheControl: string) =>
    reply
      .header('content-type', object.contentType)
      .header('content-length', object.size)
      .header('cache-control', cacheControl)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cross-origin-resource-policy', 'same-site')
      .send(object.stream);

  app.get<{ Params: { '*': string } }>(
    `${UPLOADS_ROUTE_PREFIX}/*`,
    { logLevel },
    async (request, reply) => {
      const key = request.params['*'];
      let object = null;
      if (!isValidKey(key) || NOT_PUBLIC(key)) {
        request.log.debug({ keyLength: key.length }, 'not a public storage key');
      } else {
        object = await read(request, key);
      }
      if (!object) return notFound(reply);
      return send(reply, object, IMMUTABLE);
    },
  );

  // Under /api/ so the session is read (features/auth). A lookup per request is fine here: only
  // owners and admins ever load these.
  app.get<{ Params: { '*': string } }>(
    `${PRIVATE_FILES_ROUTE}/*`,
    { logLevel },
    async (request, reply) => {
      const key = request.params['*'];
      const owner = isValidKey(key) ? PRIVATE_PHOTO.exec(key)?.[2] : undefined;
      const user = request.user;
      const allowed = owner !== undefined && !!user && (user.id === owner || user.isAdmin);
      const object = allowed ? await read(request, key) : null;
      if (!object) return notFound(reply);
      return send(reply, object, PRIVATE_NO_STORE);
    },
  );
}
