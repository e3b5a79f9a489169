import multipart from '@fastify/multipart';
import { messages } from '@pawprize/shared';
import { CAPTIONS_PAGE_SIZE, MY_CAPTIONS_PAGE_SIZE } from '@pawprize/shared';
import {
  AddCaptionBodySchema,
  CaptionAllowanceSchema,
  CaptionBrowseQuerySchema,
  CaptionPageSchema,
  MyCaptionsQuerySchema,
  CaptionContestListSchema,
  CaptionContestResultSchema,
  CaptionListQuerySchema,
  CaptionVoteBodySchema,
  ShareIdParamsSchema,
} from '@pawprize/shared/schemas/captions';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../errors.ts';
import { clientGone } from '../../http/multipart.ts';
import { useFormValidation } from '../../http/validation.ts';
import { requireUser, requireVerifiedUser } from '../auth/index.ts';
import { voterDay } from '../../identity/index.ts';
import { CONTESTS_TOPIC, dropContest, invalidateContest } from './captions.cache.ts';
import { shareCard } from './captions.card.ts';
import { captionPreviewRoutes } from './captions.preview.ts';
import { readAllowance } from './captions.allowance.ts';
import {
  addUserCaption,
  contestPage,
  createContest,
  deleteContest,
  getContest,
  listContests,
} from './captions.service.ts';
import { CAPTION_UPLOAD_LIMITS, readContestUpload } from './captions.upload.ts';
import { voteForCaption } from './captions.votes.ts';

const viewerOf = (request: FastifyRequest) => request.user?.id ?? null;

/** Answers carry `isOwner`/`isMine`/`myVoteCaptionId`, so a signed-in viewer's copy is private. */
function noCache(request: FastifyRequest, reply: FastifyReply) {
  void reply.header('cache-control', request.user ? 'private, no-cache' : 'no-cache');
}

/** Caption contests (docs/product/captions.md, docs/product/ai.md) and their link previews. */
export async function captionRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.caches.on(CONTESTS_TOPIC, (shareId) => dropContest(app.db, shareId));
  useFormValidation(app);
  // A contest or caption hidden, removed or approved leaves or joins every list at once.
  app.events.on('entry-visibility-changed', ({ subjectType, shareId }) => {
    if (subjectType === 'contest' || subjectType === 'caption') {
      invalidateContest(app, shareId ?? null);
    }
  });
  await app.register(multipart, { limits: CAPTION_UPLOAD_LIMITS });
  await app.register(captionPreviewRoutes);

  app.post(
    '/api/captions',
    {
      schema: { response: { 201: CaptionContestResultSchema } },
      preValidation: async (request) => {
        requireUser(request, messages.upload.loginRequired);
        requireVerifiedUser(request);
      },
    },
    async (request, reply) => {
      const user = requireVerifiedUser(request);
      const gone = clientGone(reply);
      const input = await readContestUpload(request, gone);
      const contest = await createContest(app, request.log, user, input, gone);
      return reply.status(201).send({ contest });
    },
  );

  app.get(
    '/api/captions',
    {
      schema: { querystring: CaptionListQuerySchema, response: { 200: CaptionContestListSchema } },
    },
    async (request, reply) => {
      const { sort, limit } = request.query;
      const contests = await listContests(app, sort, limit, viewerOf(request));
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
        app,
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
        app,
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
      return readAllowance(app.db, user.id);
    },
  );

  app.get(
    '/api/captions/:shareId',
    { schema: { params: ShareIdParamsSchema, response: { 200: CaptionContestResultSchema } } },
    async (request, reply) => {
      const contest = await getContest(
        app,
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
      await deleteContest(app, requireUser(request), request.params.shareId);
      return reply.status(204).send();
    },
  );

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
      return { contest: await voteForCaption(app, user, shareId, request.body.captionId, day) };
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
      const contest = await addUserCaption(app, user, shareId, request.body.caption);
      return reply.status(201).send({ contest });
    },
  );

  app.get(
    '/api/captions/:shareId/card.jpg',
    { schema: { params: ShareIdParamsSchema } },
    async (request, reply) => {
      const card = await shareCard(app, request.params.shareId);
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
