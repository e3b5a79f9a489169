/** The shop. */
import fp from 'fastify-plugin';
import { shopRoutes as routes } from './shop.routes.ts';

/** Encapsulated routes with their name and what they need registered first (docs/decisions/0032-plugin-dependencies.md). */
export const shopRoutes = fp(routes, { name: 'shop', dependencies: [], encapsulate: true });
