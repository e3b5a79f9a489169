import { PetResultSchema } from '@pawprize/shared/schemas/pets';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '../../http/params.ts';
import { toPet } from './pets.queries.ts';
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
}
