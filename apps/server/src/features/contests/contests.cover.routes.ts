import multipart from '@fastify/multipart';
import { MAX_IMAGE_BYTES, messages } from '@pawprize/shared';
import { CONTEST_COVER_FIELD, ContestCoverSchema } from '@pawprize/shared/schemas/contests';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../errors.ts';
import { clientGone, readUploadForm } from '../../http/multipart.ts';
import { requireAdmin } from '../admin/index.ts';
import { storeCover } from './contests.cover.ts';

/** Covers an admin may upload in an hour (each is a stored file, as an avatar). */
const COVER_UPLOADS_PER_HOUR = 60;

/**
 * POST /api/admin/contest-covers (admins only, checked before the body is read): one image in the
 * `cover` field, under 5 MB as a pet photo; answers the stored key and address (201).
 */
export async function contestCoverRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  await app.register(multipart, {
    limits: { fileSize: MAX_IMAGE_BYTES - 1, files: 1, fields: 2, parts: 3, fieldSize: 1024 },
  });

  app.post(
    '/api/admin/contest-covers',
    {
      schema: { response: { 201: ContestCoverSchema } },
      preValidation: async (request) => {
        requireAdmin(request);
      },
      config: {
        rateLimit: {
          max: COVER_UPLOADS_PER_HOUR,
          timeWindow: 60 * 60_000,
          hook: 'preHandler',
          keyGenerator: (request) => `contest-cover:${request.user?.id ?? request.ip}`,
        },
      },
    },
    async (request, reply) => {
      requireAdmin(request);
      const signal = clientGone(reply);
      const { file } = await readUploadForm(request, CONTEST_COVER_FIELD, signal);
      if (!file || file.length === 0) {
        throw new AppError('VALIDATION_FAILED', messages.contests.coverMissing, {
          [CONTEST_COVER_FIELD]: [messages.contests.coverMissing],
        });
      }
      return reply.status(201).send(await storeCover(app.ctx, file, signal));
    },
  );
}
