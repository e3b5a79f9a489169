import { messages } from '@pawprize/shared';
import {
  AddCaptionBodySchema,
  CaptionContestResultSchema,
  CaptionVoteBodySchema,
  ShareIdParamsSchema,
} from '@pawprize/shared/schemas/captions';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser, requireVerifiedUser } from '../auth/index.ts';
import { voterDay } from '../../identity/index.ts';
import type { CaptionsCtx } from './captions.context.ts';
import { addUserCaption } from './captions.service.ts';
import { voteForCaption } from './captions.votes.ts';

/** A contest's entries: a vote for a caption, and a member's own caption. */
export async function captionEntryRoutes(
  fastify: FastifyInstance,
  ctx: CaptionsCtx,
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/captions/:shareId/votes',
    {
      schema: {
        params: ShareIdParamsSchema,
        body: CaptionVoteBodySchema,
        response: { 200: CaptionContestResultSchema },
      },
      preValidation: async (request) => {
        requireUser(request, messages.captionContest.loginRequired);
        requireVerifiedUser(request);
      },
    },
    async (request) => {
      const user = requireVerifiedUser(request);
      const { shareId } = request.params;
      const { day } = await voterDay(request);
      return { contest: await voteForCaption(ctx, user, shareId, request.body.captionId, day) };
    },
  );

  app.post(
    '/api/captions/:shareId/captions',
    {
      schema: {
        params: ShareIdParamsSchema,
        body: AddCaptionBodySchema,
        response: { 201: CaptionContestResultSchema },
      },
      preValidation: async (request) => {
        requireUser(request);
        requireVerifiedUser(request);
      },
    },
    async (request, reply) => {
      const user = requireVerifiedUser(request);
      const { shareId } = request.params;
      const contest = await addUserCaption(ctx, user, shareId, request.body.caption);
      return reply.status(201).send({ contest });
    },
  );
}
