import { AuditPageSchema, AuditQuerySchema } from '@pawprize/shared/schemas/admin';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditPage } from './audit.ts';

/** The audit log, newest first. */
export function adminAuditRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/admin/audit',
    { schema: { querystring: AuditQuerySchema, response: { 200: AuditPageSchema } } },
    (request) => auditPage(app.ctx.db, request.query),
  );
}
