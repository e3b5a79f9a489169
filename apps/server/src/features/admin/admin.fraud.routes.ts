import {
  FraudActionBodySchema,
  FraudActionResultSchema,
  FraudFindingDetailSchema,
  FraudPageSchema,
  FraudQuerySchema,
  FraudScanResultSchema,
} from '@pawprize/shared/schemas/admin';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fraudDetail, fraudPage, resolveFinding } from './fraud.ts';
import { requireAdmin } from './guard.ts';
import { UuidParamsSchema } from './params.ts';

/** The fraud findings: the list, "check now", one finding, and voiding or dismissing it. */
export function adminFraudRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/admin/fraud',
    { schema: { querystring: FraudQuerySchema, response: { 200: FraudPageSchema } } },
    (request) => fraudPage(app.ctx.db, request.query),
  );

  // "Check now": one stretch of the job, here (or nothing while another instance runs it).
  app.post(
    '/api/admin/fraud/scan',
    { schema: { response: { 200: FraudScanResultSchema } } },
    async () => {
      const run = await app.fraud.scan();
      return { ran: run !== null, caughtUp: run?.caughtUp ?? false };
    },
  );

  app.get(
    '/api/admin/fraud/:id',
    { schema: { params: UuidParamsSchema, response: { 200: FraudFindingDetailSchema } } },
    (request) => fraudDetail(app.ctx.db, request.params.id),
  );

  for (const decision of ['void', 'dismiss'] as const) {
    app.post(
      `/api/admin/fraud/:id/${decision}`,
      {
        schema: {
          params: UuidParamsSchema,
          body: FraudActionBodySchema.default({}),
          response: { 200: FraudActionResultSchema },
        },
      },
      (request) =>
        resolveFinding(
          app.ctx,
          requireAdmin(request),
          request.params.id,
          decision,
          request.body?.reason ?? null,
        ),
    );
  }
}
