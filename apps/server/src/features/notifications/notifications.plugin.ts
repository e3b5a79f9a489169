import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../../context/index.ts';
import { NOTIFICATIONS_KEPT_DAYS } from '@pawprize/shared/schemas/notifications';
import { deleteOld } from './notifications.queries.ts';
import { notificationRoutes } from './notifications.routes.ts';
import { recountPetsVotes } from './notifications.service.ts';

/** How often notifications older than NOTIFICATIONS_KEPT_DAYS are deleted. */
export const CLEAN_UP_EVERY_MS = 6 * 60 * 60_000;
const CLEAN_UP_BATCH = 5_000;

/** How long the pets whose counts changed are gathered before one recount of them all. */
export const RECOUNT_EVERY_MS = 1_000;

/**
 * Recounts of pets' vote groups after their counts changed (`pet-counts-changed`, ADR 0130),
 * after the vote's commit and outside its request. The pets changed within RECOUNT_EVERY_MS are
 * recounted together, in one transaction of a few statements, and recounts run one at a time on
 * this instance: a vote costs no statement of its own (docs/decisions/0170-notifications-grouped-votes.md).
 */
export function voteGroupRecounter(ctx: Ctx<'db' | 'log'>, everyMs = RECOUNT_EVERY_MS) {
  const pending = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let chain: Promise<void> = Promise.resolve();
  const flush = (): Promise<void> => {
    clearTimeout(timer);
    timer = undefined;
    if (pending.size === 0) return chain;
    const petIds = [...pending];
    pending.clear();
    chain = chain.then(async () => {
      try {
        await recountPetsVotes(ctx, petIds);
      } catch (err) {
        ctx.log.warn({ err, pets: petIds.length }, 'recounting pets’ vote notifications failed');
      }
    });
    return chain;
  };
  return {
    changed(petId: string | null) {
      if (!petId) return;
      pending.add(petId);
      if (!timer) {
        timer = setTimeout(() => void flush(), everyMs);
        timer.unref();
      }
    },
    /** Recounts what is gathered now and resolves when no recount is in flight (on close). */
    settled: flush,
  };
}

/** The feature's plugin: the routes, the recounts and the clean-up job. */
export async function notifications(app: FastifyInstance): Promise<void> {
  const recounter = voteGroupRecounter(app.ctx);
  app.events.on('pet-counts-changed', ({ petId }) => recounter.changed(petId));
  app.addHook('onClose', () => recounter.settled());
  app.ctx.jobs.define({
    name: 'notifications-clean-up',
    next: (now) => new Date(now.getTime() + CLEAN_UP_EVERY_MS),
    run: async ({ signal }) => {
      let total = 0;
      for (;;) {
        const n = await deleteOld(app.ctx.db, NOTIFICATIONS_KEPT_DAYS, CLEAN_UP_BATCH);
        total += n;
        if (n < CLEAN_UP_BATCH || signal.aborted) return total;
      }
    },
  });
  await app.register(notificationRoutes);
}
