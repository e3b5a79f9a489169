import {
  ChangePasswordBodySchema,
  DeleteAccountBodySchema,
  SessionIdParamsSchema,
} from '@pawprize/shared/schemas/account';
import type { AccountSessions, SignOutOthersResult } from '@pawprize/shared/schemas/account';
import { messages } from '@pawprize/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors.ts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { useFormValidation } from '../../http/validation.ts';
import { clearedCookie, requireUser } from '../auth/index.ts';
import { deleteAccount } from './delete.service.ts';
import { collectExport, zipStream } from './export.service.ts';
import { changePassword, endOtherSessions, endSession, listSessions } from './security.service.ts';

const NO_STORE = 'no-store';

/** Per member: tries at the current password, like sign-in's failures (docs/product/limits.md). */
export const ACCOUNT_LIMITS = {
  passwordChecksPerUser: { max: 10, timeWindow: 15 * 60_000 },
  exportsPerUser: { max: 10, timeWindow: 60 * 60_000 },
} as const;

const signedIn = {
  preValidation: async (request: Parameters<typeof requireUser>[0]) => {
    requireUser(request);
  },
};

/** `/api/account/*`: the dashboard's Security and Privacy sections (docs/product/account.md). */
export async function accountRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  useFormValidation(app);

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
      const cookies = await changePassword(app, request, requireUser(request), request.body);
      if (cookies.length) void reply.header('set-cookie', cookies);
      return reply.header('cache-control', NO_STORE).status(204).send();
    },
  );

  app.get('/api/account/sessions', signedIn, async (request, reply): Promise<AccountSessions> => {
    const user = requireUser(request);
    void reply.header('cache-control', NO_STORE);
    return { sessions: await listSessions(app, user.id, request.authSession?.id) };
  });

  app.delete(
    '/api/account/sessions/:id',
    { ...signedIn, schema: { params: SessionIdParamsSchema } },
    async (request, reply) => {
      await endSession(app, request, requireUser(request).id, request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/account/sessions/sign-out-others',
    signedIn,
    async (request): Promise<SignOutOthersResult> =>
      endOtherSessions(app, request, requireUser(request).id),
  );

  app.get(
    '/api/account/export',
    {
      ...signedIn,
      config: {
        rateLimit: {
          ...ACCOUNT_LIMITS.exportsPerUser,
          hook: 'preHandler',
          keyGenerator: (request) => `account-export:${request.user?.id ?? request.ip}`,
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const exp = await collectExport(app, user.id);
      if (!exp) throw new AppError('NOT_FOUND', messages.account.exportFailed);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('cache-control', NO_STORE)
        .header('content-type', 'application/zip')
        .header(
          'content-disposition',
          `attachment; filename="pawprize-data-${user.username ?? 'account'}-${day}.zip"`,
        )
        .send(zipStream(app, exp));
    },
  );

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
      await deleteAccount(app, requireUser(request), request.body);
      void reply.header('set-cookie', clearedCookie(app.auth.cookieName, app.auth.secureCookies));
      return reply.header('cache-control', NO_STORE).status(204).send();
    },
  );
}
