/** The account feature: Security and Privacy settings of the dashboard (docs/product/account.md). */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { accountRoutes as routes } from './account.routes.ts';
import { defineDigestJob } from './digest.job.ts';
import { mailRoutes } from './mail.routes.ts';

/** Member mails for other features' events (docs/product/mail.md). */
export { queueCaptionWinnerMail, queueMonthlyWinnerMail } from './member-mails.ts';
export type { MemberMailCtx } from './member-mails.ts';

async function account(app: FastifyInstance) {
  // The auth runtime is made when the app is ready: read when the job runs.
  defineDigestJob({
    ...app.ctx,
    get auth() {
      return app.auth;
    },
  });
  await app.register(routes);
  await app.register(mailRoutes);
}

/** Encapsulated routes with their name and what they need registered first (docs/decisions/0032-plugin-dependencies.md). */
export const accountRoutes = fp(account, {
  name: 'account',
  dependencies: ['auth', 'mail-worker', 'jobs'],
  encapsulate: true,
});
