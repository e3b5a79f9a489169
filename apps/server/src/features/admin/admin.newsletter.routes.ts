import {
  AdminOkSchema,
  NewsletterQuerySchema,
  NewsletterSummarySchema,
} from '@pawprize/shared/schemas/admin';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAdmin } from './guard.ts';
import { exportNewsletter, newsletterSummary, removeSubscriber } from './newsletter.ts';
import { UuidParamsSchema } from './params.ts';

/** The newsletter's subscribers: counts and search, the CSV export, a removal. */
export function adminNewsletterRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/admin/newsletter',
    { schema: { querystring: NewsletterQuerySchema, response: { 200: NewsletterSummarySchema } } },
    (request) => newsletterSummary(app.ctx.db, request.query),
  );

  // A POST, so the CSRF guard (features/auth/csrf.ts) applies: a cross-site page cannot make an
  // admin's browser export the list and write the audit line (ADR 0114).
  app.post('/api/admin/newsletter/export.csv', async (request, reply) => {
    const { filename, csv } = await exportNewsletter(app.ctx, requireAdmin(request));
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'no-store')
      .send(csv);
  });

  app.delete(
    '/api/admin/newsletter/subscribers/:id',
    { schema: { params: UuidParamsSchema, response: { 200: AdminOkSchema } } },
    async (request) => {
      await removeSubscriber(app.ctx, requireAdmin(request), request.params.id);
      return { ok: true as const };
    },
  );
}
