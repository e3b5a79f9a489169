import { messages } from '@pawprize/shared';
import {
  ShareBodySchema,
  ShareResultSchema,
  ShareVisitBodySchema,
} from '@pawprize/shared/schemas/votes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { privateNoStore } from '../../http/params.ts';
import { requireUser } from '../auth/index.ts';
import { accountVoter, clientIpKey, voterDay } from '../../identity/index.ts';
import { creditShare, recordShareVisit } from './shares.service.ts';

/** Shared-link visits per client IP per minute (ADR 0082): a person opens a few links. */
const SHARE_VISITS_PER_MINUTE_PER_IP = 30;

/** Shares for bonus votes and the visits of shared links (docs/product/votes.md, ADR 0082). */
export async function shareRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/shares',
    { schema: { body: ShareBodySchema, response: { 200: ShareResultSchema } } },
    async (request, reply) => {
      const user = requireUser(request, messages.share.loginRequired);
      const day = await voterDay(request);
      privateNoStore(reply);
      const voter = accountVoter(user.id);
      const { platform } = request.body;
      return creditShare(app.ctx, { voter, platform, day, ipKey: clientIpKey(request) });
    },
  );

  // Someone opened a shared link carrying a referral token (SHARE_BONUS=on-visit, ADR 0082):
  // always 204, whether or not it credited a boost (a second visit, the sharer's own, an unknown
  // token), so the answer tells nothing about tokens. Recorded in either mode: a host who goes
  // back to `immediate` still lets earlier pending boosts be credited.
  app.post(
    '/api/shares/visit',
    {
      schema: { body: ShareVisitBodySchema },
      config: { rateLimit: { max: SHARE_VISITS_PER_MINUTE_PER_IP, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      await recordShareVisit(app.ctx, {
        token: request.body.token,
        userId: request.user?.id ?? null,
        ipKey: clientIpKey(request),
      });
      privateNoStore(reply);
      return reply.code(204).send();
    },
  );
}
