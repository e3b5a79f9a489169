import multipart from '@fastify/multipart';
import { MAX_IMAGE_BYTES, messages } from '@pawprize/shared';
import type { Profile } from '@pawprize/shared/schemas/profile';
import { AVATAR_FIELD, UpdateProfileBodySchema } from '@pawprize/shared/schemas/profile';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../errors.ts';
import { clientGone, readUploadForm } from '../../http/multipart.ts';
import { useFormValidation } from '../../http/validation.ts';
import { requireUser } from '../auth/index.ts';
import { getProfile, replaceAvatar, updateProfile } from './profiles.service.ts';

const AVATAR_UPLOADS_PER_HOUR = 20;

/** `/api/profile`: the dashboard's Profile Settings (docs/product/dashboard.md). */
export async function profileRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  useFormValidation(app);
  // Avatars follow pet photos: under 5 MB (the message says "less than 5MB").
  await app.register(multipart, {
    limits: { fileSize: MAX_IMAGE_BYTES - 1, files: 1, fields: 4, parts: 5, fieldSize: 1024 },
  });

  app.get('/api/profile', async (request, reply): Promise<Profile> => {
    const user = requireUser(request);
    void reply.header('cache-control', 'no-store');
    return getProfile(app.ctx, user.id);
  });

  app.patch(
    '/api/profile',
    {
      schema: { body: UpdateProfileBodySchema },
      preValidation: async (request) => {
        requireUser(request);
      },
    },
    async (request): Promise<Profile> =>
      updateProfile(app.ctx, requireUser(request).id, request.body),
  );

  app.post(
    '/api/profile/avatar',
    {
      preValidation: async (request) => {
        requireUser(request);
      },
      config: {
        rateLimit: {
          max: AVATAR_UPLOADS_PER_HOUR,
          timeWindow: 60 * 60_000,
          hook: 'preHandler',
          keyGenerator: (request) => `avatar:${request.user?.id ?? request.ip}`,
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { file } = await readUploadForm(request, AVATAR_FIELD, clientGone(reply));
      if (!file || file.length === 0) {
        throw new AppError('BAD_REQUEST', messages.profile.avatarMissing, {
          [AVATAR_FIELD]: [messages.profile.avatarMissing],
        });
      }
      return replaceAvatar(app.ctx, user.id, file);
    },
  );
}
