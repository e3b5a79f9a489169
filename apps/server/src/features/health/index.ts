/** /api/health. */
import fp from 'fastify-plugin';
import { healthRoutes as routes } from './health.routes.ts';

export type { HealthReport } from './health.routes.ts';

/** Encapsulated routes with their name and what they need registered first (docs/decisions/0032-plugin-dependencies.md). */
export const healthRoutes = fp(routes, {
  name: 'health',
  dependencies: ['backups', 'redis', 'screening'],
  encapsulate: true,
});
