import type { Ctx } from '../../context/index.ts';
import { closeDueContests } from './contests.results.ts';

/** The job runs this often: a contest's results are out within a minute of `results_at`. */
export const RESULTS_JOB_EVERY_MS = 60_000;

export interface ContestResultsJob {
  /** Runs the job now (or joins this instance's run); null when another instance runs it. */
  run(): Promise<number | null>;
  settled(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    contestResults: ContestResultsJob;
  }
}

/**
 * `contest-results` (ADR 0071: one instance at a time; ADR 0142): closes the contests whose
 * `results_at` has come. Each contest is closed under its row lock, so even two runs at once
 * (a run cut short and its retry) record its results once.
 */
export function createContestResultsJob(
  ctx: Ctx<'db' | 'clock' | 'storage' | 'log' | 'jobs'>,
): ContestResultsJob {
  const job = ctx.jobs.define({
    name: 'contest-results',
    next: (now) => new Date(now.getTime() + RESULTS_JOB_EVERY_MS),
    run: () => closeDueContests(ctx),
  });
  return { run: () => job.run(), settled: () => job.settled() };
}
