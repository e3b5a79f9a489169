import {
  AdminSummarySchema,
  EntryActionBodySchema,
  EntryActionResultSchema,
  QueuePageSchema,
  QueueQuerySchema,
} from '@pawprize/shared/schemas/admin';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { runEntryAction } from './actions.ts';
import { requireAdmin } from './guard.ts';
import { adminSummary, queuePage } from './queue.list.ts';

/** The menu's counts, the review queue and the moderators' decisions on its items. */
export function adminQueueRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/api/admin/summary', { schema: { response: { 200: AdminSummarySchema } } }, () =>
    adminSummary(app.ctx.db),
  );

  app.get(
    '/api/admin/queue',
    { schema: { querystring: QueueQuerySchema, response: { 200: QueuePageSchema } } },
    (request) => queuePage(app.ctx.db, request.query),
  );

  app.post(
    '/api/admin/actions',
    { schema: { body: EntryActionBodySchema, response: { 200: EntryActionResultSchema } } },
    (request) => runEntryAction(app.ctx, requireAdmin(request), request.body),
  );
}
