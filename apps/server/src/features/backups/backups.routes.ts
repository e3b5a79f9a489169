import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../errors.ts';
import { requireUser } from '../auth/index.ts';

/**
 * GET/POST /api/admin/backups (docs/decisions/0050-backups.md): the full backup status for the
 * admin console, and "back up now". The backups themselves (socket, schedule, status) are the
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
}

/** 401 for anonymous visitors, 403 for members. */
function requireAdmin(request: FastifyRequest) {
  const user = requireUser(request);
  if (!user.isAdmin) throw new AppError('FORBIDDEN', 'Only administrators can see backups.');
}
