import pg from 'pg';
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.ts';
import type { Database, DatabaseHandle } from '../db/client.ts';
import { scheduledJobs } from '../db/schema/index.ts';

/**
 * Background jobs that run on exactly one instance at a time, on schedule, and are picked up by
 * another instance when the one running them dies (docs/decisions/0071-background-jobs.md).
 *
 * - Each job has a row in `scheduled_jobs` saying when it is next due.
 * - Every instance polls every POLL_MS; for a due job it takes the job's PostgreSQL advisory lock
 *   (`pg_try_advisory_lock`) on a connection of its own, checks again that the job is still due
 *   (another instance may just have run it), runs it, moves `next_run_at`, and unlocks.
 * - The lock belongs to that connection: if the process dies, PostgreSQL drops the connection
 *   and the lock with it, `next_run_at` is still in the past, and the next instance to poll runs
 *   the job. Jobs must therefore be safe to run again after a run cut short (ours are: each
 *   records its result idempotently).
 * - On the embedded database one process owns the data, so a flag in this process excludes.
 */

export const POLL_MS = 5_000;
/** After a failed run, try again this soon (or at the next regular time, if sooner). */
export const RETRY_MS = 60_000;
/** classid of our advisory locks (objid: hashtext(job name)); the migration lock uses the 1-arg form. */
const LOCK_CLASS = 7_482_300;

export interface JobSpec<T> {
  /** Unique, e.g. 'monthly-winners'. */
  name: string;
  /** When the job is next due after a run that finished at `now`. */
  next(now: Date): Date;
  /**
   * The work. `force` is passed through from `run({ force })` (e.g. recompute even if unchanged);
   * `signal` aborts when the app closes (long jobs stop early; the next run starts over).
   */
  run(context: { force: boolean; signal: AbortSignal }): Promise<T>;
}

export interface Job<T> {
  readonly name: string;
  /**
   * Runs the job on this instance now, unless another instance is running it (then null), and
   * joins a run of this instance already in flight. `onlyIfDue` skips it when it is not due (the
   * poller). Null also when the run failed (logged) or the runner stopped.
   */
  run(options?: { onlyIfDue?: boolean; force?: boolean }): Promise<T | null>;
  /** Makes the job due at `at` at the latest, on whichever instance polls first. */
  dueBy(at: Date): Promise<void>;
  /** Resolves when this instance has no run of the job in flight (after the poll under way). */
  settled(): Promise<void>;
}

export interface JobEvents {
  ran(job: string, seconds: number, result: 'ok' | 'failed'): void;
  skipped(job: string): void;
}

export interface JobRunner {
  define<T>(spec: JobSpec<T>): Job<T>;
  /** Checks every job once and starts the due ones (the poller calls it; tests may). */
  poll(): Promise<void>;
  start(): void;
  stop(): Promise<void>;
}

interface Lock {
  release(): Promise<void>;
}

/**
 * Takes the job's advisory lock on a connection of its own; null when another instance holds it.
 * On the embedded database (no pool) there is nothing to take: the runner's in-flight runs exclude.
 */
async function lockJob(
  database: DatabaseHandle,
  log: FastifyBaseLogger,
  name: string,
): Promise<Lock | null> {
  const pool = database.pool;
  if (!pool) return { release: async () => {} }; // embedded: inFlight excludes
  // A connection of its own, outside the pool: with as many due jobs as the pool has
  // connections, pooled lock holders would each wait for a connection to do their work, and
  // every query of the app (start-up included) would wait with them.
  let client: pg.Client | undefined = new pg.Client(pool.options);
  await client.connect();
  // A connection that fails while the job runs has lost the lock with it; do not reuse it.
  let broken: Error | undefined;
  const onError = (err: Error) => {
    broken = err;
    log.warn({ err, job: name }, 'lost the connection holding a job lock');
  };
  client.on('error', onError);
  try {
    const { rows } = await client.query<{ locked: boolean }>(
      'select pg_try_advisory_lock($1, hashtext($2)) as locked',
      [LOCK_CLASS, name],
    );
    if (rows[0]?.locked) {
      const held = client;
      client = undefined;
      return {
        release: async () => {
          try {
            if (!broken) {
              await held.query('select pg_advisory_unlock($1, hashtext($2))', [LOCK_CLASS, name]);
            }
          } catch (err) {
            broken = err as Error;
          } finally {
            held.off('error', onError);
            await held.end().catch(() => {});
          }
        },
      };
    }
    return null;
  } finally {
    if (client) {
      client.off('error', onError);
      await client.end().catch(() => {});
    }
  }
}

/** Records on the job's row that this instance started a run at `at`. */
async function markStarted(db: Database, name: string, instanceId: string, at: Date) {
  await db
    .insert(scheduledJobs)
    .values({ name, runningSince: at, runningOn: instanceId, lastStartedAt: at })
    .onConflictDoUpdate({
      target: scheduledJobs.name,
      set: { runningSince: at, runningOn: instanceId, lastStartedAt: at },
    });
}

/** Records a finished run on the job's row: when it is next due, its time and its error. */
async function markFinished(
  db: Database,
  name: string,
  run: { next: Date; now: Date; ms: number; error: string | null },
) {
  const { next, now, ms, error } = run;
  await db
    .update(scheduledJobs)
    .set({
      nextRunAt: next,
      runningSince: null,
      runningOn: null,
      lastFinishedAt: now,
      lastDurationMs: Math.round(ms),
      lastError: error,
      runs: sql`${scheduledJobs.runs} + 1`,
      failures: error ? sql`${scheduledJobs.failures} + 1` : scheduledJobs.failures,
    })
    .where(eq(scheduledJobs.name, name));
}

/** Makes the job due at `at` at the latest (`least` of the row's time and `at`). */
async function markDueBy(db: Database, name: string, at: Date) {
  await db
    .insert(scheduledJobs)
    .values({ name, nextRunAt: at })
    .onConflictDoUpdate({
      target: scheduledJobs.name,
      set: { nextRunAt: sql`least(${scheduledJobs.nextRunAt}, excluded.next_run_at)` },
    });
}

/** The names among `names` whose next run is still to come. */
async function jobsNotDue(db: Database, clock: Clock, names: string[]): Promise<Set<string>> {
  const rows = await db
    .select({ name: scheduledJobs.name, nextRunAt: scheduledJobs.nextRunAt })
    .from(scheduledJobs)
    .where(inArray(scheduledJobs.name, names));
  const now = clock.now().getTime();
  return new Set(rows.filter((r) => r.nextRunAt.getTime() > now).map((r) => r.name));
}

/** The job's row says it is due now (or it has no row yet). */
async function isJobDue(db: Database, clock: Clock, name: string): Promise<boolean> {
  const [row] = await db
    .select({ nextRunAt: scheduledJobs.nextRunAt })
    .from(scheduledJobs)
    .where(eq(scheduledJobs.name, name));
  return !row || row.nextRunAt.getTime() <= clock.now().getTime();
}

/** Runs the job's work: its result, its duration and its error's message (logged); never throws. */
async function timedRun<T>(
  spec: JobSpec<T>,
  force: boolean,
  signal: AbortSignal,
  log: FastifyBaseLogger,
): Promise<{ result: T | null; ms: number; error: string | null }> {
  const t0 = performance.now();
  let result: T | null = null;
  let error: string | null = null;
  try {
    result = await spec.run({ force, signal });
  } catch (err) {
    error = (err instanceof Error ? err.message : String(err)).slice(0, 1000);
    log.error({ err, job: spec.name }, 'background job failed');
  }
  return { result, ms: performance.now() - t0, error };
}

/** When the job is next due after a run that ended at `now`: sooner after a failure (RETRY_MS). */
function nextRunAfter(spec: JobSpec<unknown>, now: Date, error: string | null): Date {
  const regular = spec.next(now);
  return error ? new Date(Math.min(regular.getTime(), now.getTime() + RETRY_MS)) : regular;
}

export function createJobRunner(options: {
  database: DatabaseHandle;
  clock: Clock;
  log: FastifyBaseLogger;
  instanceId: string;
  events: JobEvents;
  pollMs?: number;
}): JobRunner {
  const { database, clock, log, instanceId, events } = options;
  const db = database.db;
  const jobs = new Map<string, { spec: JobSpec<unknown>; job: Job<unknown> }>();
  const inFlight = new Map<string, Promise<unknown>>();
  let polling: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const closing = new AbortController();

  async function execute<T>(spec: JobSpec<T>, onlyIfDue: boolean, force: boolean) {
    const held = await lockJob(database, log, spec.name);
    if (!held) {
      events.skipped(spec.name);
      return null;
    }
    try {
      if (stopped || (onlyIfDue && !(await isJobDue(db, clock, spec.name)))) {
        events.skipped(spec.name);
        return null;
      }
      await markStarted(db, spec.name, instanceId, clock.now());
      const { result, ms, error } = await timedRun(spec, force, closing.signal, log);
      const now = clock.now();
      const next = nextRunAfter(spec, now, error);
      await markFinished(db, spec.name, { next, now, ms, error });
      events.ran(spec.name, ms / 1000, error ? 'failed' : 'ok');
      return result;
    } finally {
      await held.release();
    }
  }

  function define<T>(spec: JobSpec<T>): Job<T> {
    if (jobs.has(spec.name)) throw new Error(`job ${spec.name} is defined twice`);
    const job: Job<T> = {
      name: spec.name,
      run: ({ onlyIfDue = false, force = false } = {}) => {
        const current = inFlight.get(spec.name) as Promise<T | null> | undefined;
        if (current) return current;
        if (stopped) return Promise.resolve(null);
        const run = execute(spec, onlyIfDue, force)
          .catch((err: unknown) => {
            log.error({ err, job: spec.name }, 'could not run a background job');
            return null;
          })
          .finally(() => {
            if (inFlight.get(spec.name) === run) inFlight.delete(spec.name);
          });
        inFlight.set(spec.name, run);
        return run;
      },
      dueBy: (at) => markDueBy(db, spec.name, at),
      settled: async () => {
        await polling;
        await inFlight.get(spec.name);
      },
    };
    jobs.set(spec.name, { spec: spec as JobSpec<unknown>, job: job as Job<unknown> });
    return job;
  }

  async function pollOnce(): Promise<void> {
    if (stopped || jobs.size === 0) return;
    const names = [...jobs.keys()];
    const notDue = await jobsNotDue(db, clock, names);
    for (const name of names) {
      if (!notDue.has(name) && !inFlight.has(name))
        void jobs.get(name)!.job.run({ onlyIfDue: true });
    }
  }

  const poll = (): Promise<void> => {
    polling = pollOnce().catch((err: unknown) => {
      log.error({ err }, 'could not check the background jobs');
    });
    return polling;
  };

  return {
    define,
    poll,
    start: () => {
      void poll();
      timer = setInterval(() => void poll(), options.pollMs ?? POLL_MS);
      timer.unref();
    },
    stop: async () => {
      stopped = true;
      closing.abort();
      clearInterval(timer);
      await polling;
      await Promise.all(inFlight.values());
    },
  };
}
