import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';

/**
 * One row per background job (jobs/runner.ts, docs/decisions/0071-background-jobs.md): when it
 * is next due, and what its last run did. Whichever instance holds the job's advisory lock when
 * it is due runs it and moves `next_run_at`; the others see it is not due any more.
 */
export const scheduledJobs = pgTable(
  'scheduled_jobs',
  {
    name: text().primaryKey(),
    nextRunAt: timestamptz().notNull().defaultNow(),
    /** Set while an instance runs it (informational: the advisory lock is what excludes). */
    runningSince: timestamptz(),
    runningOn: text(),
    lastStartedAt: timestamptz(),
    lastFinishedAt: timestamptz(),
    lastDurationMs: integer(),
    lastError: text(),
    runs: integer().notNull().default(0),
    failures: integer().notNull().default(0),
  },
  (t) => [
    check('scheduled_jobs_name_length', sql`char_length(${t.name}) between 1 and 100`),
    check('scheduled_jobs_counts_nonnegative', sql`${t.runs} >= 0 and ${t.failures} >= 0`),
  ],
);

export type ScheduledJob = typeof scheduledJobs.$inferSelect;
