/** The account feature: Security and Privacy settings of the dashboard (docs/product/account.md). */
import fp from 'fastify-plugin';
import { accountRoutes as routes } from './account.routes.ts';

/** Encapsulated routes with their name and what they need registered first (docs/decisions/0032-plugin-dependencies.md). */
export const accountRoutes = fp(routes, {
  name: 'account',
  dependencies: ['auth', 'mail-worker'],
  encapsulate: true,
});
