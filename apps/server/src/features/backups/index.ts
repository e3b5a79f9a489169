/** The admin console's backup routes (docs/decisions/0050-backups.md). */
import fp from 'fastify-plugin';
import { backupRoutes as routes } from './backups.routes.ts';

/** Encapsulated routes with their name and what they need registered first (docs/decisions/0032-plugin-dependencies.md). */
export const backupRoutes = fp(routes, {
  name: 'backup-routes',
  dependencies: ['auth', 'backups'],
  encapsulate: true,
});
