import { WinnersResponseSchema } from '@pawprize/shared/schemas/winners';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { queueMonthlyWinnerMail } from '../account/index.ts';
import { createWinners, READ_TTL_MS } from './winners.job.ts';
import type { AppContext } from '../../context/index.ts';
import type { RecordCtx } from './winners.service.ts';

/** What recording the winners uses: the app's context and the owner's mail (account feature). */
export function winnersContext(app: FastifyInstance): AppContext & RecordCtx {
  return {
    ...app.ctx,
    queueWinnerMail: (tx, winner) => queueMonthlyWinnerMail(app, tx, winner),
  };
}

/**
 * Monthly winners (docs/product/winners.md): decorates `app.winners` (the recording job, which
 * `app.jobs` runs once the app is ready, after migrations, and the page's read cache) and serves
 * `GET /api/winners`.
 */
export const winnersRoutes = fp(
  async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.decorate('winners', createWinners(winnersContext(app)));

    app.get(
      '/api/winners',
      { schema: { response: { 200: WinnersResponseSchema } } },
      async (_request, reply) => {
        void reply.header('cache-control', `public, max-age=${READ_TTL_MS / 1000}`);
        return app.winners.read();
      },
    );
  },
  { name: 'winners', dependencies: ['cache-bus', 'events', 'clock', 'jobs'] },
);
