import type { WinnersResponse } from '@pawprize/shared/schemas/winners';
import type { Ctx } from '../../context/index.ts';
import { nextRunDelayMs } from './winners.rules.ts';
import type { RecordCtx } from './winners.service.ts';
import { readWinners, recordClosedMonths } from './winners.service.ts';

/** The job runs at least this often (and also just after each month closes). */
export const JOB_EVERY_MS = 60 * 60_000;
/** The `ctx.caches` topic of the winners page (ADR 0072). */
const WINNERS_TOPIC = 'winners';
/** How long a /api/winners answer is reused (votes move the running month's leader). */
export const READ_TTL_MS = 15_000;

export interface Winners {
  /**
   * Runs the recording job now, or joins this instance's run in flight; does nothing while another
   * instance runs it. Never rejects (failures are logged).
   */
  run(): Promise<void>;
  /** Resolves when no run is in flight (tests await the start-up run). */
  settled(): Promise<void>;
  /** The page's data, shared by requests for READ_TTL_MS. */
  read(): Promise<WinnersResponse>;
  /**
   * Drops the cached answer on every instance: on `winners-changed` (ADR 0130), or in tests after
   * inserting votes.
   */
  invalidate(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    winners: Winners;
  }
}

/**
 * The recording job (`monthly-winners`, run by one instance at a time through `ctx.jobs`, ADR
 * 0071): due at start-up on a new database, then hourly and just after each month closes. And the
 * page's read cache.
 */
export function createWinners(ctx: RecordCtx & Ctx<'caches' | 'jobs'>): Winners {
  let cached: { month: string; expires: number; value: Promise<WinnersResponse> } | undefined;
  ctx.caches.on(WINNERS_TOPIC, () => {
    cached = undefined;
  });
  // A recorded month changes the page, here and on every instance (ADR 0130, 0072).
  ctx.events.on('winners-changed', () => ctx.caches.invalidate(WINNERS_TOPIC));
  const job = ctx.jobs.define({
    name: 'monthly-winners',
    next: (now) => new Date(now.getTime() + nextRunDelayMs(now, JOB_EVERY_MS)),
    run: () => recordClosedMonths(ctx),
  });

  return {
    run: async () => {
      await job.run();
    },
    settled: () => job.settled(),
    read: () => {
      const now = ctx.clock.now();
      const month = now.toISOString().slice(0, 7);
      if (cached && cached.month === month && cached.expires > Date.now()) return cached.value;
      const entry = { month, expires: Date.now() + READ_TTL_MS, value: readWinners(ctx, now) };
      cached = entry;
      entry.value.catch(() => {
        if (cached === entry) cached = undefined;
      });
      return entry.value;
    },
    invalidate: () => ctx.caches.invalidate(WINNERS_TOPIC),
  };
}
