import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { EntryFilePlacer } from './entry-files.ts';
import { defineEntryFilesJob } from './entry-files.job.ts';
import { reportRoutes } from './reports.routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Moves entries' photo files between the public and the private area (ADR 0117). */
    entryFiles: EntryFilePlacer;
  }
}

/**
 * Moderation: reports, and the visibility events that caching features subscribe to.
 * Registered before the features that cache entries.
 */
export const moderationPlugin = fp(
  async (app: FastifyInstance) => {
    // Every status change moves the entry's photo files to the area it asks for (ADR 0117).
    const placer = new EntryFilePlacer(app.ctx);
    app.decorate('entryFiles', placer);
    app.events.on('entry-visibility-changed', ({ subjectType, subjectId }) => {
      void placer.schedule(subjectType, subjectId);
    });
    app.addHook('onClose', () => placer.idle());
    // And a job repairs what is misplaced (older uploads, failed moves).
    defineEntryFilesJob(app.ctx, placer);
    await app.register(reportRoutes);
  },
  { name: 'moderation', dependencies: ['auth', 'screening', 'jobs', 'events'] },
);
