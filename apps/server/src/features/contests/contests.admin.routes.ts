import {
  AdminContestEntriesPageSchema,
  AdminContestEntriesQuerySchema,
  AdminContestListSchema,
  ContestEntryResultSchema,
  ContestInputSchema,
  ContestResultSchema,
  ContestResultsSchema,
  DisqualifyEntryBodySchema,
} from '@pawprize/shared/schemas/contests';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UuidSchema } from '../../http/params.ts';
import { requireAdmin } from '../admin/index.ts';
import {
  adminContestList,
  archiveContest,
  createContest,
  publishContest,
  updateContest,
} from './contests.admin.ts';
import { contestCoverRoutes } from './contests.cover.routes.ts';
import { publishResults } from './contests.results.ts';
import { adminContestEntries, approveEntry, disqualifyEntry } from './contests.review.ts';

const IdParams = z.object({ id: UuidSchema.transform((id) => id.toLowerCase()) });

/**
 * /api/admin/contests (docs/product/contests.md): admins only, checked before validation so
 * nobody else learns which inputs are valid (as the admin console's routes do).
 */
export async function contestAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('preValidation', async (request) => {
    requireAdmin(request);
  });
  await app.register(contestCoverRoutes);

  app.get('/api/admin/contests', { schema: { response: { 200: AdminContestListSchema } } }, () =>
    adminContestList(app.ctx),
  );

  app.post(
    '/api/admin/contests',
    { schema: { body: ContestInputSchema, response: { 201: ContestResultSchema } } },
    async (request, reply) => {
      const result = await createContest(app.ctx, requireAdmin(request), request.body);
      return reply.status(201).send(result);
    },
  );

  app.put(
    '/api/admin/contests/:id',
    {
      schema: {
        params: IdParams,
        body: ContestInputSchema,
        response: { 200: ContestResultSchema },
      },
    },
    (request) => updateContest(app.ctx, requireAdmin(request), request.params.id, request.body),
  );

  app.post(
    '/api/admin/contests/:id/publish',
    { schema: { params: IdParams, response: { 200: ContestResultSchema } } },
    (request) => publishContest(app.ctx, requireAdmin(request), request.params.id),
  );

  app.post(
    '/api/admin/contests/:id/publish-results',
    { schema: { params: IdParams, response: { 200: ContestResultsSchema } } },
    (request) => publishResults(app.ctx, requireAdmin(request), request.params.id),
  );

  app.post(
    '/api/admin/contests/:id/archive',
    { schema: { params: IdParams, response: { 200: ContestResultSchema } } },
    (request) => archiveContest(app.ctx, requireAdmin(request), request.params.id),
  );

  app.post(
    '/api/admin/contest-entries/:id/disqualify',
    {
      schema: {
        params: IdParams,
        body: DisqualifyEntryBodySchema,
        response: { 200: ContestEntryResultSchema },
      },
    },
    (request) =>
      disqualifyEntry(app.ctx, requireAdmin(request), request.params.id, request.body.reason),
  );

  app.get(
    '/api/admin/contests/:id/entries',
    {
      schema: {
        params: IdParams,
        querystring: AdminContestEntriesQuerySchema,
        response: { 200: AdminContestEntriesPageSchema },
      },
    },
    (request) => adminContestEntries(app.ctx, request.params.id, request.query),
  );

  app.post(
    '/api/admin/contest-entries/:id/approve',
    { schema: { params: IdParams, response: { 200: ContestEntryResultSchema } } },
    (request) => approveEntry(app.ctx, requireAdmin(request), request.params.id),
  );
}
