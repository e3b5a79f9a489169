import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../../context/index.ts';
import { NOTIFICATIONS_KEPT_DAYS } from '@pawprize/shared/schemas/notifications';
import { deleteOld } from './notifications.queries.ts';
import { notificationRoutes } from './notifications.routes.ts';
import { recountPetVotes } from './notifications.service.ts';

/** How often notifications older than NOTIFICATIONS_KEPT_DAYS are deleted. */
export const CLEAN_UP_EVERY_MS = 6 * 60 * 60_000;
const CLEAN_UP_BATCH = 5_000;

/**
 * Recounts of pets' vote groups after their counts changed (`pet-counts-changed`, ADR 0130),
 * after the vote's commit and outside its request. One recount per pet at a time on this
 * instance: changes during a recount make one more afterwards, never one per vote.
 */
export function voteGroupRecounter(ctx: Ctx<'db' | 'log'>) {
  const running = new Map<string, Promise<void>>();
  const again = new Set<string>();
  const recount = async (petId: string) => {
    do {
      again.delete(petId);
      try {
        await recountPetVotes(ctx, petId);
      } catch (err) {
        ctx.log.warn({ err, petId }, 'recounting a pet’s vote notifications failed');
      }
    } while (again.has(petId));
    running.delete(petId);
  };
  return {
    changed(petId: string | null) {
      if (!petId) return;
      if (running.has(petId)) {
        again.add(petId);
        return;
      }
      running.set(petId, recount(petId));
    },
    /** Resolves when no recount is in flight (the app's close waits for it). */
    async settled() {
      while (running.size > 0) await Promise.all(running.values());
    },
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
