/** Contests a host runs (docs/product/contests.md, ADR 0140). */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { contestAdminRoutes } from './contests.admin.routes.ts';
import { createContestResultsJob } from './contests.results.job.ts';
import { contestPreviewRoutes } from './contests.preview.ts';
import { contestPublicRoutes } from './contests.routes.ts';

async function routes(app: FastifyInstance): Promise<void> {
  contestPublicRoutes(app);
  await app.register(contestAdminRoutes);
  await app.register(contestPreviewRoutes);
}

/** Encapsulated routes with their name and what they need registered first (ADR 0032). */
export const contestRoutes = fp(routes, {
  name: 'contests',
  dependencies: ['auth', 'clock', 'pets'],
  encapsulate: true,
});

/** Decorates `app.contestResults`: the job that records results when they are due (ADR 0142). */
export const contestResultsPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('contestResults', createContestResultsJob(app.ctx));
  },
  { name: 'contest-results', dependencies: ['jobs', 'clock'] },
);
