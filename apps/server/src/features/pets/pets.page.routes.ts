import { PetResultSchema, PetStandingSchema } from '@pawprize/shared/schemas/pets';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '../../http/params.ts';
import { monthOf } from '../winners/index.ts';
import { findRoundStanding, toPet } from './pets.queries.ts';
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
