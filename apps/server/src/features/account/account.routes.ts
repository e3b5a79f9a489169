import {
  ChangeEmailBodySchema,
  ChangePasswordBodySchema,
  DeleteAccountBodySchema,
  SessionIdParamsSchema,
} from '@pawprize/shared/schemas/account';
import { z } from 'zod';
import type {
  AccountExport,
  AccountExports,
  AccountSessions,
  ChangeEmailResult,
  SignOutOthersResult,
} from '@pawprize/shared/schemas/account';
import { messages } from '@pawprize/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors.ts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { UuidSchema } from '../../http/params.ts';
import { useFormValidation } from '../../http/validation.ts';
import { PRIVATE_NO_STORE } from '../../storage/types.ts';
import { clearedCookie, requireUser } from '../auth/index.ts';
import { deleteAccount } from './delete.service.ts';
import { changeEmail } from './email.service.ts';
import {
  defineExportJob,
  latestExport,
  openExport,
  requestExport,
  toAccountExport,
} from './export.job.ts';
import {
  collectExport,
  countExportFiles,
  EXPORT_INSTANT_MAX_FILES,
  zipStream,
} from './export.service.ts';
import { changePassword, endOtherSessions, endSession, listSessions } from './security.service.ts';

const NO_STORE = 'no-store';

/** Per member: tries at the current password, like sign-in's failures (docs/product/limits.md). */
export const ACCOUNT_LIMITS = {
  passwordChecksPerUser: { max: 10, timeWindow: 15 * 60_000 },
  exportsPerUser: { max: 10, timeWindow: 60 * 60_000 },
  /** Each try may mail two addresses: a few an hour (docs/product/account.md). */
  emailChangesPerUser: { max: 5, timeWindow: 60 * 60_000 },
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
  const exportJob = defineExportJob(fastify);

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
        app,
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
      // Large accounts are built in the background (ADR 0090).
      if ((await countExportFiles(app, user.id)) > EXPORT_INSTANT_MAX_FILES) {
        throw new AppError('CONFLICT', messages.account.exportTooLarge);
      }
      const exp = await collectExport(app, user.id);
      if (!exp) throw new AppError('NOT_FOUND', messages.account.exportFailed);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('cache-control', PRIVATE_NO_STORE)
        .header('content-type', 'application/zip')
        .header(
          'content-disposition',
          `attachment; filename="pawprize-data-${user.username ?? 'account'}-${day}.zip"`,
        )
        .send(zipStream(app, exp));
    },
  );

  app.get('/api/account/exports', signedIn, async (request, reply): Promise<AccountExports> => {
    const user = requireUser(request);
    const [files, latest] = await Promise.all([
      countExportFiles(app, user.id),
      latestExport(app, user.id),
    ]);
    void reply.header('cache-control', NO_STORE);
    return {
      files,
      instantMaxFiles: EXPORT_INSTANT_MAX_FILES,
      latest: latest ? toAccountExport(latest, app.clock.now()) : null,
    };
  });

  app.post(
    '/api/account/exports',
    {
      ...signedIn,
      config: {
        rateLimit: {
          ...ACCOUNT_LIMITS.exportsPerUser,
          hook: 'preHandler',
          keyGenerator: (request) => `account-export-build:${request.user?.id ?? request.ip}`,
        },
      },
    },
    async (request, reply): Promise<AccountExport> => {
      const row = await requestExport(app, exportJob, requireUser(request).id);
      return reply.status(202).send(toAccountExport(row, app.clock.now()));
    },
  );

  app.get(
    '/api/account/exports/:id/download',
    { ...signedIn, schema: { params: z.object({ id: UuidSchema }) } },
    async (request, reply) => {
      const user = requireUser(request);
      const { row, stored } = await openExport(app, user.id, request.params.id);
      const day = row.createdAt.toISOString().slice(0, 10);
      return reply
        .header('cache-control', PRIVATE_NO_STORE)
        .header('content-type', 'application/zip')
        .header('content-length', String(stored.size))
        .header(
          'content-disposition',
          `attachment; filename="pawprize-data-${user.username ?? 'account'}-${day}.zip"`,
        )
        .send(stored.stream);
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
