/** The admin console's API (docs/decisions/0063-admin-console.md). */
export { adminRoutes } from './admin.routes.ts';
