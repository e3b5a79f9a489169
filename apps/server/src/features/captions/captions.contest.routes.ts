import { messages } from '@pawprize/shared';
import { CaptionContestResultSchema, ShareIdParamsSchema } from '@pawprize/shared/schemas/captions';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../errors.ts';
import { requireUser } from '../auth/index.ts';
import { shareCard } from './captions.card.ts';
import type { CaptionsCtx } from './captions.context.ts';
import { noCache, viewerOf } from './captions.reply.ts';
import { deleteContest, getContest } from './captions.service.ts';

/** One contest: its page's data, its deletion, and its share card. */
export async function captionContestRoutes(
  fastify: FastifyInstance,
  ctx: CaptionsCtx,
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/captions/:shareId',
    { schema: { params: ShareIdParamsSchema, response: { 200: CaptionContestResultSchema } } },
    async (request, reply) => {
      const contest = await getContest(
        ctx,
        request.params.shareId,
        viewerOf(request),
        request.user?.isAdmin ?? false,
      );
      noCache(request, reply);
      return { contest };
    },
  );

  app.delete(
    '/api/captions/:shareId',
    { schema: { params: ShareIdParamsSchema } },
    async (request, reply) => {
      await deleteContest(ctx, requireUser(request), request.params.shareId);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/captions/:shareId/card.jpg',
    { schema: { params: ShareIdParamsSchema } },
    async (request, reply) => {
      const card = await shareCard(ctx, request.params.shareId);
      if (!card) throw new AppError('NOT_FOUND', messages.captionContest.notFound);
      const etag = `"${card.version}"`;
      void reply
        .header('cache-control', 'public, max-age=300')
        .header('etag', etag)
        .header('cross-origin-resource-policy', 'cross-origin');
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.type('image/jpeg').send(card.body);
    },
  );
}
