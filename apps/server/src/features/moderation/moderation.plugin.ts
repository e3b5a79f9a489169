import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { EntryFilePlacer } from './entry-files.ts';
import { defineEntryFilesJob } from './entry-files.job.ts';
import { reportRoutes } from './reports.routes.ts';
import { VisibilityEvents } from './visibility.ts';

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
    app.decorate('visibility', new VisibilityEvents());
    // Every status change moves the entry's photo files to the area it asks for (ADR 0117).
    const placer = new EntryFilePlacer(app);
    app.decorate('entryFiles', placer);
    app.visibility.subscribe((subjectType, id) => void placer.schedule(subjectType, id));
    app.addHook('onClose', () => placer.idle());
    // And a job repairs what is misplaced (older uploads, failed moves).
    defineEntryFilesJob(app, placer);
    await app.register(reportRoutes);
  },
  { name: 'moderation', dependencies: ['auth', 'screening', 'jobs'] },
);
