import { LEADERBOARD_SIZE, MY_RANKS_MAX } from '@pawprize/shared';
import {
  LeaderboardSchema,
  MorePetsQuerySchema,
  MyPetsQuerySchema,
  PetListQuerySchema,
  PetListSchema,
  TopPetsQuerySchema,
  TopPetsSchema,
} from '@pawprize/shared/schemas/pets';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '../../http/params.ts';
import { requireUser } from '../auth/index.ts';
import { accountVoter } from '../../identity/index.ts';
import { findOwnerRanks, findPetPage, toRankedPets, votedPetIds } from './pets.queries.ts';
import { cursorFrom, petsOf, sendRead } from './pets.reply.ts';

/** Lists of pets: the gallery, the top pets, "more pets", the leaderboard and My Pets. */
export async function petListRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/pets',
    { schema: { querystring: PetListQuerySchema, response: { 200: PetListSchema } } },
    async (request, reply) => {
      const { sort, q, limit, cursor } = request.query;
      const read = await app.petReads.page({
        sort,
        q,
        limit,
        cursor: cursorFrom(cursor, sort),
        rawCursor: cursor,
      });
      return sendRead(request, reply, read, (viewer, voted) => ({
        pets: petsOf(read.rows, viewer, voted),
        nextCursor: read.nextCursor,
      }));
    },
  );

  app.get(
    '/api/pets/top',
    { schema: { querystring: TopPetsQuerySchema, response: { 200: TopPetsSchema } } },
    async (request, reply) => {
      const read = await app.petReads.top(request.query.limit);
      return sendRead(request, reply, read, (viewer, voted) => ({
        pets: petsOf(read.rows, viewer, voted),
      }));
    },
  );

  // "More pets in the contest" under a pet's page: the newest pets but that one, leaving out
  // pets held for review (docs/decisions/0111-entries-held-for-review.md).
  app.get(
    '/api/pets/:id/more',
    {
      schema: {
        params: IdParamsSchema,
        querystring: MorePetsQuerySchema,
        response: { 200: TopPetsSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { limit } = request.query;
      const newest = await app.petReads.more(limit + 1);
      const rows = newest.rows.filter((row) => row.id !== id).slice(0, limit);
      return sendRead(request, reply, { rows, nextCursor: null, ranks: [] }, (viewer, voted) => ({
        pets: petsOf(rows, viewer, voted),
      }));
    },
  );

  app.get(
    '/api/leaderboard',
    { schema: { response: { 200: LeaderboardSchema } } },
    async (request, reply) => {
      const read = await app.petReads.leaderboard(LEADERBOARD_SIZE);
      return sendRead(request, reply, read, (viewer, voted) => ({
        pets: toRankedPets(read, viewer, voted),
      }));
    },
  );

  // "Your pets" under the leaderboard: the signed-in owner's public pets with their rank
  // (docs/product/gallery.md, Leaderboard).
  app.get(
    '/api/me/leaderboard',
    { schema: { response: { 200: LeaderboardSchema } } },
    async (request, reply) => {
      const user = requireUser(request);
      const ranked = await findOwnerRanks(app.ctx.db, user.id, MY_RANKS_MAX);
      void reply.header('cache-control', 'private, no-cache');
      const voted = await votedPetIds(
        app.ctx.db,
        accountVoter(user.id),
        ranked.rows.map((r) => r.id),
      );
      return { pets: toRankedPets(ranked, user.id, voted) };
    },
  );

  app.get(
    '/api/me/pets',
    { schema: { querystring: MyPetsQuerySchema, response: { 200: PetListSchema } } },
    async (request, reply) => {
      const user = requireUser(request);
      const { limit, cursor } = request.query;
      const page = await findPetPage(app.ctx.db, {
        sort: 'recent',
        limit,
        cursor: cursorFrom(cursor, 'recent'),
        ownerId: user.id,
      });
      void reply.header('cache-control', 'private, no-cache');
      const voted = await votedPetIds(
        app.ctx.db,
        accountVoter(user.id),
        page.rows.map((r) => r.id),
      );
      return { pets: petsOf(page.rows, user.id, voted), nextCursor: page.nextCursor };
    },
  );
}
