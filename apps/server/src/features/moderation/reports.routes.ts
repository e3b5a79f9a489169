import { ReportBodySchema, ReportResultSchema } from '@pawprize/shared/schemas/moderation';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clientIpKey, clientNetworkKey, voterOfVote } from '../../identity/index.ts';
import { createReport } from './reports.service.ts';

/** Reports per client IP per hour (docs/product/moderation.md; the per-reporter limit is in the service). */
export const REPORTS_PER_IP_PER_HOUR = 20;

/**
 * POST /api/reports: signed-in users and anonymous visitors (their visitor id) report a pet, a
 * caption contest or a user's caption; only some members' reports count towards hiding
 * (reports.service.ts).
 */
export async function reportRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/reports',
    {
      schema: { body: ReportBodySchema, response: { 201: ReportResultSchema } },
      config: {
        rateLimit: {
          max: REPORTS_PER_IP_PER_HOUR,
          timeWindow: 60 * 60_000,
          keyGenerator: (request) => `report:${request.ip}`,
        },
      },
    },
    async (request, reply) => {
      // A cookie-less visitor gets a visitor id, and its cookie only with a stored report; no
      // `visitors` row either way (reports are keyed by the id).
      const { voter, counted } = voterOfVote(request);
      await createReport(
        app.ctx,
        {
          key: voter.key,
          userId: request.user?.id ?? null,
          ipKey: clientIpKey(request),
          networkKey: clientNetworkKey(request),
        },
        request.body,
      );
      counted(reply);
      return reply.status(201).send({ ok: true as const });
    },
  );
}
