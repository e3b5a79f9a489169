import { messages } from '@pawprize/shared';
import { StorageStatusSchema } from '@pawprize/shared/schemas/pets';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../errors.ts';
import { requireUser } from '../auth/index.ts';

/** A status check is shared for this long (it writes a probe file), as the health check's. */
const STATUS_TTL_MS = 2000;
/** Each initialisation writes to the storage: a few an hour per account (docs/product/limits.md). */
export const STORAGE_INIT_LIMIT = { max: 10, timeWindow: 60 * 60_000 };

/**
 * The upload page's storage readiness check (docs/product/uploads.md) and its 'Initialize Storage
 * System' action. Our storage has no bucket to create: initialising re-checks (and, for the disk
 * driver, creates) the upload folder.
 */
export async function storageRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  let cached: { at: number; ready: Promise<boolean> } | undefined;

  const ready = () =>
    app.storage.check().then(
      () => true,
      (err: unknown) => {
        app.log.error({ err }, 'storage check failed');
        return false;
      },
    );

  app.get(
    '/api/storage/status',
    { schema: { response: { 200: StorageStatusSchema } } },
    async (_request, reply) => {
      const now = Date.now();
      if (!cached || now - cached.at > STATUS_TTL_MS) cached = { at: now, ready: ready() };
      const ok = await cached.ready;
      if (!ok) cached = undefined;
      void reply.header('cache-control', 'no-store');
      return { ready: ok };
    },
  );

  app.post(
    '/api/storage/init',
    {
      schema: { response: { 200: StorageStatusSchema } },
      config: {
        rateLimit: {
          ...STORAGE_INIT_LIMIT,
          // After the session is read: per account, and per address for the signed-out.
          hook: 'preHandler',
          keyGenerator: (request) => `storage-init:${request.user?.id ?? request.ip}`,
        },
      },
    },
    async (request) => {
      requireUser(request);
      cached = undefined;
      if (!(await ready())) {
        throw new AppError('SERVICE_UNAVAILABLE', messages.storage.initSystemFailed);
      }
      return { ready: true };
    },
  );
}
