/** The account feature: Security and Privacy settings of the dashboard (docs/product/account.md). */
export { accountRoutes } from './account.routes.ts';
