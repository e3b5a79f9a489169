import { DeleteAccountBodySchema } from '@pawprize/shared/schemas/account';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clearedCookie, requireUser } from '../auth/index.ts';
import { ACCOUNT_LIMITS, NO_STORE, signedIn } from './account.limits.ts';
import type { DeleteCtx } from './delete.service.ts';
import { deleteAccount } from './delete.service.ts';

/** `/api/account/delete`: "Delete my account" (docs/decisions/0091-account-deletion.md). */
export async function accountDeleteRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = (): DeleteCtx => ({ ...app.ctx, auth: app.auth });

  app.post(
    '/api/account/delete',
    {
      ...signedIn,
      schema: { body: DeleteAccountBodySchema },
      config: {
        rateLimit: {
          ...ACCOUNT_LIMITS.passwordChecksPerUser,
          hook: 'preHandler',
          keyGenerator: (request) => `account-delete:${request.user?.id ?? request.ip}`,
        },
      },
    },
    async (request, reply) => {
      await deleteAccount(ctx(), requireUser(request), request.body);
      void reply.header('set-cookie', clearedCookie(app.auth.cookieName, app.auth.secureCookies));
      return reply.header('cache-control', NO_STORE).status(204).send();
    },
  );
}
