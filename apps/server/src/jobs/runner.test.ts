import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/helpers.ts';
import { createTestApp, testDriver } from '../../test/helpers.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { openPostgres } from '../db/client.ts';
import { scheduledJobs } from '../db/schema/index.ts';
import type { JobRunner } from './runner.ts';
import { createJobRunner, RETRY_MS } from './runner.ts';
import { until } from '../../test/until.ts';

const HOUR = 3_600_000;

/** A promise with its resolve function, to hold a job mid-run. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

const silent = { warn() {}, error() {}, info() {} } as unknown as FastifyBaseLogger;

describe(`background jobs (${testDriver})`, () => {
  let t: TestApp;
  let runner: JobRunner;
  const errors: unknown[] = [];
  const ran: string[] = [];

  beforeAll(async () => {
    t = await createTestApp({ MAIL_WORKER: 'false' });
    runner = createJobRunner({
      database: t.app.database,
      clock: { now: () => new Date() },
      log: { ...silent, error: (obj: unknown) => errors.push(obj) } as unknown as FastifyBaseLogger,
      instanceId: 'test-a',
      events: { ran: (job, _s, result) => ran.push(`${job}:${result}`), skipped: () => {} },
      pollMs: 60_000,
    });
  });
  afterAll(async () => {
    await runner?.stop();
    await t?.close();
  });

  const row = async (name: string) =>
    (await t.app.db.select().from(scheduledJobs).where(eq(scheduledJobs.name, name)))[0];

  it('runs a due job once per due time and records the run', async () => {
    let runs = 0;
    const job = runner.define({
      name: 'test-hourly',
      next: (now) => new Date(now.getTime() + HOUR),
      run: async () => ++runs,
    });
    const before = Date.now();
    await runner.poll();
    await job.settled();
    await runner.poll(); // not due any more
    await job.settled();
    expect(runs).toBe(1);
    expect(await job.run({ onlyIfDue: true })).toBeNull();
    const state = await row('test-hourly');
    expect(state).toMatchObject({ runs: 1, failures: 0, runningSince: null, lastError: null });
    expect(state!.nextRunAt.getTime()).toBeGreaterThanOrEqual(before + HOUR);
    expect(state!.lastDurationMs).toBeGreaterThanOrEqual(0);
    // Run on demand (not due): runs, and two calls at once share one run.
    const [a, b] = await Promise.all([job.run(), job.run()]);
    expect([a, b, runs]).toEqual([2, 2, 2]);
    expect(ran.filter((r) => r === 'test-hourly:ok')).toHaveLength(2);
  });

  it('retries a failed run soon, and logs it', async () => {
    const job = runner.define({
      name: 'test-failing',
      next: (now) => new Date(now.getTime() + 24 * HOUR),
      run: async () => {
        throw new Error('boom');
      },
    });
    const before = Date.now();
    expect(await job.run()).toBeNull();
    const state = await row('test-failing');
    expect(state).toMatchObject({ runs: 1, failures: 1, lastError: 'boom' });
    expect(state!.nextRunAt.getTime()).toBeLessThanOrEqual(Date.now() + RETRY_MS);
    expect(state!.nextRunAt.getTime()).toBeGreaterThanOrEqual(before + RETRY_MS);
    expect(errors).toHaveLength(1);
    expect(ran).toContain('test-failing:failed');
  });

  it('can be made due sooner by any instance (dueBy), never later', async () => {
    let runs = 0;
    const job = runner.define({
      name: 'test-due-by',
      next: (now) => new Date(now.getTime() + HOUR),
      run: async () => ++runs,
    });
    await job.run();
    await job.dueBy(new Date(Date.now() + 2 * HOUR)); // later: ignored
    await runner.poll();
    await job.settled();
    expect(runs).toBe(1);
    await job.dueBy(new Date(Date.now() - 1));
    await runner.poll();
    await job.settled();
    expect(runs).toBe(2);
  });

  it.runIf(testDriver === 'postgres')(
    'runs on one instance at a time; another picks it up when the one running it dies',
    async () => {
      const url = t.app.database.pool!.options.connectionString!;
      const handles: DatabaseHandle[] = [openPostgres(url, 3), openPostgres(url, 3)];
      const started: string[] = [];
      const hold = gate();
      const instances = handles.map((database, i) => {
        const instance = createJobRunner({
          database,
          clock: { now: () => new Date() },
          log: silent,
          instanceId: `instance-${i}`,
          events: { ran: () => {}, skipped: () => {} },
          pollMs: 60_000,
        });
        instance.define({
          name: 'test-exclusive',
          next: (now) => new Date(now.getTime() + HOUR),
          run: async () => {
            started.push(`instance-${i}`);
            if (started.length === 1) await hold.opened; // the first run hangs until released
          },
        });
        return instance;
      });
      try {
        // Both poll while the first run is in flight: only one starts it.
        await Promise.all(instances.map((r) => r.poll()));
        await until(() => started.length === 1);
        await Promise.all(instances.map((r) => r.poll()));
        expect(started).toHaveLength(1);
        const [first] = started;
        const state = (
          await t.app.db
            .select()
            .from(scheduledJobs)
            .where(eq(scheduledJobs.name, 'test-exclusive'))
        )[0]!;
        expect(state.runningOn).toBe(first);

        // The instance running it dies: its connections end (as when the process is killed).
        await t.app.db.execute(
          sql.raw(`select pg_terminate_backend(pid) from pg_locks
            where locktype = 'advisory' and classid = 7482300 and granted`),
        );
        const other = instances[first === 'instance-0' ? 1 : 0]!;
        await until(async () => {
          await other.poll();
          return started.length === 2;
        });
        expect(started[1]).not.toBe(first);
      } finally {
        hold.open();
        await Promise.all(instances.map((r) => r.stop()));
        await Promise.all(handles.map((h) => h.close()));
      }
    },
  );
});
