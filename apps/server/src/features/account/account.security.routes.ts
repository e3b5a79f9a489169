import {
  ChangeEmailBodySchema,
  ChangePasswordBodySchema,
  SessionIdParamsSchema,
} from '@pawprize/shared/schemas/account';
import type {
  AccountSessions,
  ChangeEmailResult,
  SignOutOthersResult,
} from '@pawprize/shared/schemas/account';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AuthRuntime } from '../auth/index.ts';
import { requireUser } from '../auth/index.ts';
import { ACCOUNT_LIMITS, NO_STORE, signedIn } from './account.limits.ts';
import { changeEmail } from './email.service.ts';
import { changePassword, endOtherSessions, endSession, listSessions } from './security.service.ts';

/** `/api/account/password`, `/email` and `/sessions`: the dashboard's Security section. */
export async function accountSecurityRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = (): typeof app.ctx & { auth: AuthRuntime } => ({ ...app.ctx, auth: app.auth });

  app.post(
    '/api/account/password',
    {
      ...signedIn,
      schema: { body: ChangePasswordBodySchema },
      config: {
        rateLimit: {
          ...ACCOUNT_LIMITS.passwordChecksPerUser,
          hook: 'preHandler',
          keyGenerator: (request) => `account-password:${request.user?.id ?? request.ip}`,
        },
      },
    },
    async (request, reply) => {
      const cookies = await changePassword(ctx(), request, requireUser(request), request.body);
      if (cookies.length) void reply.header('set-cookie', cookies);
      return reply.header('cache-control', NO_STORE).status(204).send();
    },
  );

  app.post(
    '/api/account/email',
    {
      ...signedIn,
      schema: { body: ChangeEmailBodySchema },
      config: {
        rateLimit: {
          ...ACCOUNT_LIMITS.emailChangesPerUser,
          hook: 'preHandler',
          keyGenerator: (request) => `account-email:${request.user?.id ?? request.ip}`,
        },
      },
    },
    async (request, reply): Promise<ChangeEmailResult> => {
      const { result, cookies } = await changeEmail(
        ctx(),
        request,
        requireUser(request),
        request.body,
      );
      if (cookies.length) void reply.header('set-cookie', cookies);
      void reply.header('cache-control', NO_STORE);
      return result;
    },
  );

  app.get('/api/account/sessions', signedIn, async (request, reply): Promise<AccountSessions> => {
    const user = requireUser(request);
    void reply.header('cache-control', NO_STORE);
    return { sessions: await listSessions(app.ctx, user.id, request.authSession?.id) };
  });

  app.delete(
    '/api/account/sessions/:id',
    { ...signedIn, schema: { params: SessionIdParamsSchema } },
    async (request, reply) => {
      await endSession(ctx(), request, requireUser(request).id, request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/account/sessions/sign-out-others',
    signedIn,
    async (request): Promise<SignOutOthersResult> =>
      endOtherSessions(ctx(), request, requireUser(request).id),
  );
}
