import type { WinnersResponse } from '@pawprize/shared/schemas/winners';
import type { FastifyInstance } from 'fastify';
import { nextRunDelayMs } from './winners.rules.ts';
import { readWinners, recordClosedMonths } from './winners.service.ts';

/** The job runs at least this often (and also just after each month closes). */
export const JOB_EVERY_MS = 60 * 60_000;
/** How long a /api/winners answer is reused (votes move the running month's leader). */
export const READ_TTL_MS = 15_000;

export interface Winners {
  /** Runs the recording job now, or joins the run in flight. Never rejects (failures are logged). */
  run(): Promise<void>;
  /** Resolves when no run is in flight (tests await the start-up run). */
  settled(): Promise<void>;
  /** The page's data, shared by requests for READ_TTL_MS. */
  read(): Promise<WinnersResponse>;
  /** Drops the cached answer (after recording, or in tests after inserting votes). */
  invalidate(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    winners: Winners;
  }
}

/**
 * The recording job's schedule and the read cache: one run at start-up (in the background, so
 * readiness does not wait for it) and then hourly and just after each month closes, until the app
 * closes (the run in flight finishes before the database closes).
 */
export function createWinners(
  app: FastifyInstance,
): Winners & { start(): void; stop(): Promise<void> } {
  let running: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let cached: { month: string; expires: number; value: Promise<WinnersResponse> } | undefined;

  const run = (): Promise<void> => {
    running ??= recordClosedMonths(app)
      .then(
        () => undefined,
        (err: unknown) => app.log.error({ err }, 'recording the monthly winners failed'),
      )
      .finally(() => {
        running = undefined;
      });
    return running;
  };

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(
      () => {
        void run().then(schedule);
      },
      nextRunDelayMs(app.clock.now(), JOB_EVERY_MS),
    );
    timer.unref();
  };

  return {
    run,
    settled: async () => {
      await running;
    },
    read: () => {
      const now = app.clock.now();
      const month = now.toISOString().slice(0, 7);
      if (cached && cached.month === month && cached.expires > Date.now()) return cached.value;
      const entry = { month, expires: Date.now() + READ_TTL_MS, value: readWinners(app, now) };
      cached = entry;
      entry.value.catch(() => {
        if (cached === entry) cached = undefined;
      });
      return entry.value;
    },
    invalidate: () => {
      cached = undefined;
    },
    start: () => {
      void run();
      schedule();
    },
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
