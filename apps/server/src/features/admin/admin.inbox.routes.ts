import {
  InboxHandledBodySchema,
  InboxMessageSchema,
  InboxPageSchema,
  InboxQuerySchema,
} from '@pawprize/shared/schemas/admin';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAdmin } from './guard.ts';
import { inboxPage, markHandled } from './inbox.ts';
import { UuidParamsSchema } from './params.ts';

/** The contact inbox: the messages, and marking one handled or open again. */
export function adminInboxRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/admin/inbox',
    { schema: { querystring: InboxQuerySchema, response: { 200: InboxPageSchema } } },
    (request) => inboxPage(app.ctx.db, request.query),
  );

  app.post(
    '/api/admin/inbox/:id/handled',
    {
      schema: {
        params: UuidParamsSchema,
        body: InboxHandledBodySchema.default({ handled: true }),
        response: { 200: InboxMessageSchema },
      },
    },
    (request) =>
      markHandled(app.ctx, requireAdmin(request), request.params.id, request.body?.handled ?? true),
  );
}
