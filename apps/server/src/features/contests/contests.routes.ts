import {
  ContestEntriesPageSchema,
  ContestEntriesQuerySchema,
  ContestEntryResultSchema,
  ContestListsSchema,
  ContestResultSchema,
  ContestResultsSchema,
  ContestSlugParamsSchema,
  ContestWinnersListSchema,
  EnterContestBodySchema,
  MyContestEntriesSchema,
} from '@pawprize/shared/schemas/contests';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isUuid, privateNoStore } from '../../http/params.ts';
import { requireUser, requireVerifiedUser } from '../auth/index.ts';
import { enterContest, myEntries, withdrawEntry } from './contests.entries.ts';
import {
  contestBySlug,
  contestEntries,
  contestLists,
  contestResults,
  contestWinners,
} from './contests.public.ts';

const EntryParamsSchema = ContestSlugParamsSchema.extend({
  id: z.string().transform((id) => (isUuid(id) ? id.toLowerCase() : null)),
});

/** The public side (docs/product/contests.md): the lists, a contest, its entries, entering. */
export function contestPublicRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/api/contests', { schema: { response: { 200: ContestListsSchema } } }, () =>
    contestLists(app.ctx),
  );

  // Not under /api/contests/, where it would take the address of a contest called "Results".
  app.get('/api/contest-results', { schema: { response: { 200: ContestWinnersListSchema } } }, () =>
    contestWinners(app.ctx),
  );

  app.get(
    '/api/contests/:slug',
    { schema: { params: ContestSlugParamsSchema, response: { 200: ContestResultSchema } } },
    (request, reply) => {
      privateNoStore(reply);
      return contestBySlug(app.ctx, request.params.slug, request.user?.isAdmin ?? false);
    },
  );

  app.get(
    '/api/contests/:slug/entries',
    {
      schema: {
        params: ContestSlugParamsSchema,
        querystring: ContestEntriesQuerySchema,
        response: { 200: ContestEntriesPageSchema },
      },
    },
    (request, reply) => {
      privateNoStore(reply);
      return contestEntries(
        app.ctx,
        request.params.slug,
        request.query,
        request.user?.isAdmin ?? false,
      );
    },
  );

  app.get(
    '/api/contests/:slug/results',
    { schema: { params: ContestSlugParamsSchema, response: { 200: ContestResultsSchema } } },
    (request, reply) => {
      privateNoStore(reply);
      return contestResults(app.ctx, request.params.slug, request.user?.isAdmin ?? false);
    },
  );

  app.get(
    '/api/contests/:slug/entries/mine',
    { schema: { params: ContestSlugParamsSchema, response: { 200: MyContestEntriesSchema } } },
    (request, reply) => {
      privateNoStore(reply);
      return myEntries(app.ctx, requireUser(request), request.params.slug);
    },
  );

  app.post(
    '/api/contests/:slug/entries',
    {
      schema: {
        params: ContestSlugParamsSchema,
        body: EnterContestBodySchema,
        response: { 201: ContestEntryResultSchema },
      },
      preValidation: async (request) => {
        requireVerifiedUser(request);
      },
    },
    async (request, reply) => {
      const user = requireVerifiedUser(request);
      const result = await enterContest(app.ctx, user, request.params.slug, request.body);
      return reply.status(201).send(result);
    },
  );

  app.delete(
    '/api/contests/:slug/entries/:id',
    { schema: { params: EntryParamsSchema } },
    async (request, reply) => {
      const user = requireUser(request);
      await withdrawEntry(app.ctx, user, request.params.slug, request.params.id);
      return reply.status(204).send();
    },
  );
}
