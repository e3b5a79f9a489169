/** Profiles. */
import fp from 'fastify-plugin';
import { profileRoutes as routes } from './profiles.routes.ts';

export { avatarKeyOf } from './profiles.service.ts';

/** Encapsulated routes with their name and what they need registered first (docs/decisions/0032-plugin-dependencies.md). */
export const profileRoutes = fp(routes, {
  name: 'profiles',
  dependencies: ['auth'],
  encapsulate: true,
});
