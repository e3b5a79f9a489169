/** The contact form. */
import fp from 'fastify-plugin';
import { contactRoutes as routes } from './contact.routes.ts';

/** Encapsulated routes with their name and what they need registered first (docs/decisions/0032-plugin-dependencies.md). */
export const contactRoutes = fp(routes, { name: 'contact', dependencies: [], encapsulate: true });
