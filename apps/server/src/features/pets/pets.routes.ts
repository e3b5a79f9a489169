import multipart from '@fastify/multipart';
import { messages, PET_UPLOADS_PER_HOUR } from '@pawprize/shared';
import { PetResultSchema } from '@pawprize/shared/schemas/pets';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clientGone } from '../../http/multipart.ts';
import { IdParamsSchema } from '../../http/params.ts';
import { useFormValidation } from '../../http/validation.ts';
import { requireUser, requireVerifiedUser } from '../auth/index.ts';
import { startScreening } from '../moderation/index.ts';
import { petListRoutes } from './pets.lists.routes.ts';
import { petPageRoutes } from './pets.page.routes.ts';
import { PetReads } from './pets.reads.ts';
import { notFound } from './pets.reply.ts';
import { petPreviewRoutes } from './pets.preview.ts';
import type { CreatePetCtx } from './pets.service.ts';
import { createPet, deletePet } from './pets.service.ts';
import { PET_UPLOAD_LIMITS, readPetUpload } from './pets.upload.ts';
import { storageRoutes } from './storage.routes.ts';

/**
 * Pet entries (docs/product/uploads.md, gallery.md): upload, gallery, detail, leaderboard, My Pets,
 * storage status and link previews. Decorates the app with `petReads` (the read cache, for features
 * that change votes); the routes and their hooks stay encapsulated.
 */
export const petRoutes = fp(
  async (app: FastifyInstance) => {
    app.decorate('petReads', new PetReads(app.db, app.caches));
    // The reads subscribe here, once; writers only say what changed (ADR 0130). Every instance
    // drops its copy (ADR 0072). A vote moves ranks and orders, so every read goes.
    app.events.on('pet-counts-changed', () => app.petReads.invalidate());
    // A pet hidden, removed or approved leaves or joins every list at once.
    app.events.on('entry-visibility-changed', ({ subjectType }) => {
      if (subjectType === 'pet') app.petReads.invalidate();
    });
    await app.register(petRoutesScope);
  },
  { name: 'pets', dependencies: ['auth', 'cache-bus', 'events', 'moderation'] },
);

/** The pet services' context: the app's, and moderation's screening of an upload. */
export function petsContext(app: FastifyInstance): CreatePetCtx {
  return { ...app.ctx, screen: (image) => startScreening(app, 'pet', image) };
}

/**
 * An entry's upload and deletion here; its page (pets.page.routes.ts) and the lists
 * (pets.lists.routes.ts).
 */
async function petRoutesScope(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = petsContext(app);
  useFormValidation(app);
  await app.register(multipart, { limits: PET_UPLOAD_LIMITS });
  await app.register(storageRoutes);
  await app.register(petPreviewRoutes);

  app.post(
    '/api/pets',
    {
      schema: { response: { 201: PetResultSchema } },
      preValidation: async (request) => {
        requireUser(request, messages.upload.loginRequired);
        requireVerifiedUser(request);
      },
      config: {
        rateLimit: {
          max: PET_UPLOADS_PER_HOUR,
          timeWindow: 60 * 60_000,
          hook: 'preHandler',
          keyGenerator: (request) => `pet-upload:${request.user?.id ?? request.ip}`,
        },
      },
    },
    async (request, reply) => {
      const user = requireVerifiedUser(request);
      const gone = clientGone(reply);
      const pet = await createPet(ctx, user, await readPetUpload(request, gone), gone);
      return reply.status(201).send({ pet });
    },
  );

  app.delete('/api/pets/:id', { schema: { params: IdParamsSchema } }, async (request, reply) => {
    const user = requireUser(request);
    const { id } = request.params;
    if (!id) throw notFound();
    await deletePet(ctx, user, id);
    return reply.status(204).send();
  });

  await petListRoutes(app);
  await petPageRoutes(app);
}
