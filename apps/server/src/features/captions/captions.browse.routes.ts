import { CAPTIONS_PAGE_SIZE, MY_CAPTIONS_PAGE_SIZE } from '@pawprize/shared';
import {
  CaptionAllowanceSchema,
  CaptionBrowseQuerySchema,
  CaptionContestListSchema,
  CaptionListQuerySchema,
  CaptionPageSchema,
  MyCaptionsQuerySchema,
} from '@pawprize/shared/schemas/captions';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../auth/index.ts';
import { readAllowance } from './captions.allowance.ts';
import type { CaptionsCtx } from './captions.context.ts';
import { noCache, viewerOf } from './captions.reply.ts';
import { contestPage, listContests } from './captions.service.ts';

/** Lists of contests: home's, the /captions page, the member's own, and their allowance. */
export async function captionBrowseRoutes(
  fastify: FastifyInstance,
  ctx: CaptionsCtx,
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/captions',
    {
      schema: { querystring: CaptionListQuerySchema, response: { 200: CaptionContestListSchema } },
    },
    async (request, reply) => {
      const { sort, limit } = request.query;
      const contests = await listContests(ctx, sort, limit, viewerOf(request));
      noCache(request, reply);
      return { contests };
    },
  );

  // The /captions page: every visible contest, Trending or Newest, searchable, page by page.
  app.get(
    '/api/captions/browse',
    {
      schema: { querystring: CaptionBrowseQuerySchema, response: { 200: CaptionPageSchema } },
    },
    async (request, reply) => {
      const { sort, q, page } = request.query;
      const result = await contestPage(
        ctx,
        { sort, q, page, pageSize: CAPTIONS_PAGE_SIZE },
        viewerOf(request),
      );
      noCache(request, reply);
      return result;
    },
  );

  // My Caption Contests on the dashboard: the member's own, whatever their review status.
  app.get(
    '/api/me/captions',
    { schema: { querystring: MyCaptionsQuerySchema, response: { 200: CaptionPageSchema } } },
    async (request, reply) => {
      const user = requireUser(request);
      void reply.header('cache-control', 'private, no-store');
      return contestPage(
        ctx,
        {
          sort: 'newest',
          page: request.query.page,
          pageSize: MY_CAPTIONS_PAGE_SIZE,
          ownerId: user.id,
        },
        user.id,
      );
    },
  );

  app.get(
    '/api/me/caption-allowance',
    { schema: { response: { 200: CaptionAllowanceSchema } } },
    async (request, reply) => {
      const user = requireUser(request);
      void reply.header('cache-control', 'private, no-store');
      return readAllowance(ctx.db, user.id);
    },
  );
}
