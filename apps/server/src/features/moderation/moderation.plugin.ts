import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { reportRoutes } from './reports.routes.ts';
import { VisibilityEvents } from './visibility.ts';

/**
 * Moderation: reports, and the visibility events that caching features subscribe to.
 * Registered before the features that cache entries.
 */
export const moderationPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('visibility', new VisibilityEvents());
    await app.register(reportRoutes);
  },
  { name: 'moderation', dependencies: ['auth', 'screening'] },
);
