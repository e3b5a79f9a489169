/** /api/health. */
export { healthRoutes } from './health.routes.ts';
export type { HealthReport } from './health.routes.ts';
