import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { JobRunner } from './runner.ts';
import { createJobRunner } from './runner.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Background jobs, run by one instance at a time (ADR 0071). Define them at registration. */
    jobs: Pick<JobRunner, 'define' | 'poll'>;
  }
}

/**
 * `app.jobs`: polls from onReady and stops before the database closes (the runs in flight
 * finish first). Needs `app.clock` and `app.metrics`.
 */
export const jobsPlugin = fp(
  async (app: FastifyInstance) => {
    const runner = createJobRunner({
      database: app.database,
      clock: { now: () => app.clock.now() },
      log: app.log.child({ component: 'jobs' }),
      instanceId: app.instanceId,
      events: {
        ran: (job, seconds, result) => app.metrics.jobRun(job, seconds, result),
        skipped: (job) => app.metrics.jobSkipped(job),
      },
    });
    app.decorate('jobs', { define: runner.define, poll: runner.poll });
    app.addHook('onReady', async () => runner.start());
    app.addHook('preClose', () => runner.stop());
  },
  { name: 'jobs', dependencies: ['metrics', 'clock'] },
);
