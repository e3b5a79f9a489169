/** Search engines: /robots.txt and /sitemap.xml (docs/decisions/0041-robots-and-sitemap.md). */
import fp from 'fastify-plugin';
import { seoRoutes as routes } from './seo.routes.ts';

/** Encapsulated routes with their name and what they need registered first (docs/decisions/0032-plugin-dependencies.md). */
export const seoRoutes = fp(routes, { name: 'seo', dependencies: [], encapsulate: true });
