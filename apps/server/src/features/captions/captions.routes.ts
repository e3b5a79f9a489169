import multipart from '@fastify/multipart';
import { messages } from '@pawprize/shared';
import { CaptionContestResultSchema } from '@pawprize/shared/schemas/captions';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clientGone } from '../../http/multipart.ts';
import { useFormValidation } from '../../http/validation.ts';
import { queueCaptionWinnerMail } from '../account/index.ts';
import { requireUser, requireVerifiedUser } from '../auth/index.ts';
import { startScreening } from '../moderation/index.ts';
import { captionBrowseRoutes } from './captions.browse.routes.ts';
import { CONTESTS_TOPIC, dropContest, invalidateContest } from './captions.cache.ts';
import type { CaptionsCtx } from './captions.context.ts';
import { captionContestRoutes } from './captions.contest.routes.ts';
import { captionEntryRoutes } from './captions.entries.routes.ts';
import { captionPreviewRoutes } from './captions.preview.ts';
import { createContest } from './captions.service.ts';
import { CAPTION_UPLOAD_LIMITS, readContestUpload } from './captions.upload.ts';

/** The caption services' context: the app's, and the steps of moderation and account they use. */
export function captionsContext(app: FastifyInstance): CaptionsCtx {
  return {
    ...app.ctx,
    screen: (image) => startScreening(app, 'contest', image),
    queueWinnerMail: (tx, contest) => queueCaptionWinnerMail(app, tx, contest),
  };
}

/**
 * Caption contests (docs/product/captions.md, docs/product/ai.md) and their link previews: a new
 * contest here; the lists (captions.browse.routes.ts), a contest, its deletion and share card
 * (captions.contest.routes.ts), votes and members' captions (captions.entries.routes.ts).
 */
export async function captionRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = captionsContext(app);
  app.caches.on(CONTESTS_TOPIC, (shareId) => dropContest(app.db, shareId));
  useFormValidation(app);
  // A contest or caption hidden, removed or approved leaves or joins every list at once.
  app.events.on('entry-visibility-changed', ({ subjectType, shareId }) => {
    if (subjectType === 'contest' || subjectType === 'caption') {
      invalidateContest(ctx, shareId ?? null);
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
      const contest = await createContest(ctx, request.log, user, input, gone);
      return reply.status(201).send({ contest });
    },
  );

  await captionBrowseRoutes(app, ctx);
  await captionContestRoutes(app, ctx);
  await captionEntryRoutes(app, ctx);
}
