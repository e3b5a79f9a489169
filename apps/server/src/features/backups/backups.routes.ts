import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { archivesIn } from '../../backup/status.ts';
import { AppError } from '../../errors.ts';
import { requireUser } from '../auth/index.ts';

/**
 * GET/POST /api/admin/backups (docs/decisions/0050-backups.md): the full backup status for the
 * admin console, and "back up now"; GET /api/admin/backups/newest streams the newest complete
 * archive of BACKUP_DIR to an administrator (docs/decisions/0139-backup-download.md). The backups themselves (socket, schedule, status) are the
 * backup plugin's (`backup/backup.plugin.ts`); these routes only read and start them.
 */
export async function backupRoutes(app: FastifyInstance) {
  app.get('/api/admin/backups', async (request) => {
    requireAdmin(request);
    return app.backups.status();
  });
  app.post(
    '/api/admin/backups',
    { config: { rateLimit: { max: 5, timeWindow: '1 hour' } } },
    async (request, reply) => {
      requireAdmin(request);
      // Throws CONFLICT at once while a backup started this way is running.
      const run = app.backups.runNow();
      run.catch(() => {});
      return reply.status(202).send(app.backups.status());
    },
  );
  app.get(
    '/api/admin/backups/newest',
    { config: { rateLimit: { max: 10, timeWindow: '1 hour' } } },
    async (request, reply) => {
      requireAdmin(request);
      const dir = app.config.backupDir;
      const [newest] = await archivesIn(dir);
      const file = newest ? path.join(dir, newest.name) : null;
      const info = file ? await stat(file).catch(() => null) : null;
      if (!newest || !file || !info?.isFile()) {
        throw new AppError('NOT_FOUND', 'There is no backup archive to download yet.');
      }
      request.log.info({ archive: newest.name, bytes: info.size }, 'backup archive downloaded');
      return reply
        .header('content-type', 'application/gzip')
        .header('content-length', info.size)
        .header('content-disposition', `attachment; filename="${newest.name}"`)
        .header('cache-control', 'no-store')
        .send(createReadStream(file));
    },
  );
}

/** 401 for anonymous visitors, 403 for members. */
function requireAdmin(request: FastifyRequest) {
  const user = requireUser(request);
  if (!user.isAdmin) throw new AppError('FORBIDDEN', 'Only administrators can see backups.');
}
