import { PetResultSchema, PetStandingSchema } from '@pawprize/shared/schemas/pets';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema } from '../../http/params.ts';
import { monthOf } from '../winners/index.ts';
import { findPet, findPetFiles, findRoundStanding, toPet } from './pets.queries.ts';
import { petCard, type PetCardFormat } from './pets.card.ts';
import { variantKeys } from './pets.service.ts';
import { notFound, sendRead } from './pets.reply.ts';

/** A pet's page data: `GET /api/pets/:id`. */
export async function petPageRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/pets/:id',
    { schema: { params: IdParamsSchema, response: { 200: PetResultSchema } } },
    async (request, reply) => {
      const { id } = request.params;
      const read = id ? await app.petReads.pet(id) : null;
      const row = read?.rows[0];
      if (!read || !row) throw notFound();
      if (row.status !== 'visible') {
        // Pending, hidden or removed: its owner sees it with its status, admins too; for
        // everyone else it does not exist (docs/decisions/0061-moderation-model.md).
        const viewer = request.user;
        if (!viewer || (viewer.id !== row.userId && !viewer.isAdmin)) throw notFound();
        void reply.header('cache-control', 'private, no-cache');
        return { pet: toPet(row, viewer.id) };
      }
      return sendRead(request, reply, read, (viewer, voted) => ({
        pet: toPet(row, viewer, voted.has(row.id)),
      }));
    },
  );

  // The pet's share images (docs/product/gallery.md, Sharing): 1200×630 (`wide`, the page's
  // og:image) and 1080×1920 (`story`). Public pets with a stored photo only.
  app.get(
    '/api/pets/:id/share/:format',
    {
      schema: {
        params: z.object({
          id: IdParamsSchema.shape.id,
          format: z.enum(['wide.jpg', 'story.jpg']),
        }),
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const format = request.params.format.replace('.jpg', '') as PetCardFormat;
      const [pet, files] = id
        ? await Promise.all([findPet(app.ctx.db, id), findPetFiles(app.ctx.db, id)])
        : [null, undefined];
      if (!pet || pet.status !== 'visible' || !files?.imageKey || files.variants.length === 0) {
        throw notFound();
      }
      const widest = files.variants.reduce((a, v) => (v.width > a.width ? v : a));
      const photoKey = variantKeys(files.imageKey, [widest])[0]!;
      const card = await petCard(app.ctx, { ...pet, imageKey: files.imageKey }, photoKey, format);
      const etag = `"${card.version}"`;
      void reply
        .header('cache-control', 'public, max-age=300')
        .header('etag', etag)
        .header('cross-origin-resource-policy', 'cross-origin');
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.type('image/jpeg').send(card.body);
    },
  );

  // Where the pet stands in the running month's round: "#14 of 24 this round" on the page its
  // owner lands on after an upload (docs/product/gallery.md, After an upload). A pet that is not
  // public answers its owner and admins only (with no rank), like the pet itself.
  app.get(
    '/api/pets/:id/standing',
    { schema: { params: IdParamsSchema, response: { 200: PetStandingSchema } } },
    async (request, reply) => {
      const { id } = request.params;
      const round = monthOf(app.ctx.clock.now());
      const row = id ? await findRoundStanding(app.ctx.db, id, round) : null;
      if (!row) throw notFound();
      if (row.status !== 'visible') {
        const viewer = request.user;
        if (!viewer || (viewer.id !== row.userId && !viewer.isAdmin)) throw notFound();
      }
      void reply.header('cache-control', 'private, no-cache');
      return {
        month: round.key,
        endsAt: round.end.toISOString(),
        rank: row.inRound ? row.ahead + 1 : null,
        entries: row.entries,
      };
    },
  );
}
