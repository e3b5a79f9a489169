/** The newsletter, with double opt-in (docs/product/newsletter.md, ADR 0113). */
import fp from 'fastify-plugin';
import { newsletterRoutes as routes } from './newsletter.routes.ts';

/** Encapsulated routes with their name and what they need registered first (docs/decisions/0032-plugin-dependencies.md). */
export const newsletterRoutes = fp(routes, {
  name: 'newsletter',
  dependencies: ['redis', 'clock', 'jobs'],
  encapsulate: true,
});
export { expirePending } from './newsletter.service.ts';
