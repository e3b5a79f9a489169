import { messages } from '@pawprize/shared';
import type { AccountExport, AccountExports } from '@pawprize/shared/schemas/account';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors.ts';
import { UuidSchema } from '../../http/params.ts';
import { PRIVATE_NO_STORE } from '../../storage/types.ts';
import { requireUser } from '../auth/index.ts';
import { ACCOUNT_LIMITS, NO_STORE, signedIn } from './account.limits.ts';
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

/** `/api/account/export` and `/exports`: "Download my data" (docs/decisions/0090-account-export.md). */
export async function accountExportRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const exportJob = defineExportJob(app.ctx);

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
      if ((await countExportFiles(app.ctx, user.id)) > EXPORT_INSTANT_MAX_FILES) {
        throw new AppError('CONFLICT', messages.account.exportTooLarge);
      }
      const exp = await collectExport(app.ctx, user.id);
      if (!exp) throw new AppError('NOT_FOUND', messages.account.exportFailed);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('cache-control', PRIVATE_NO_STORE)
        .header('content-type', 'application/zip')
        .header(
          'content-disposition',
          `attachment; filename="pawprize-data-${user.username ?? 'account'}-${day}.zip"`,
        )
        .send(zipStream(app.ctx, exp));
    },
  );

  app.get('/api/account/exports', signedIn, async (request, reply): Promise<AccountExports> => {
    const user = requireUser(request);
    const [files, latest] = await Promise.all([
      countExportFiles(app.ctx, user.id),
      latestExport(app.ctx, user.id),
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
      const row = await requestExport(app.ctx, exportJob, requireUser(request).id);
      return reply.status(202).send(toAccountExport(row, app.clock.now()));
    },
  );

  app.get(
    '/api/account/exports/:id/download',
    { ...signedIn, schema: { params: z.object({ id: UuidSchema }) } },
    async (request, reply) => {
      const user = requireUser(request);
      const { row, stored } = await openExport(app.ctx, user.id, request.params.id);
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
}
