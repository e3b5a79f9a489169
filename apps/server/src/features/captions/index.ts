/** Caption contests (docs/product/captions.md). */
import fp from 'fastify-plugin';
import { captionRoutes as routes } from './captions.routes.ts';

export { chooseWinner, newShareId } from './captions.rules.ts';

/** Encapsulated routes with their name and what they need registered first (docs/decisions/0032-plugin-dependencies.md). */
export const captionRoutes = fp(routes, {
  name: 'captions',
  dependencies: ['ai', 'auth', 'cache-bus', 'moderation'],
  encapsulate: true,
});
