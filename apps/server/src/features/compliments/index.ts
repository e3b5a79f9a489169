/** AI compliments (docs/product/ai.md). */
import fp from 'fastify-plugin';
import { complimentRoutes as routes } from './compliments.routes.ts';

/** Encapsulated routes with their name and what they need registered first (docs/decisions/0032-plugin-dependencies.md). */
export const complimentRoutes = fp(routes, {
  name: 'compliments',
  dependencies: ['ai'],
  encapsulate: true,
});
