import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The app's notion of "now" (`app.clock.now()`). Day-based rules (vote allowances, streaks, share
 * boosts) read it instead of `new Date()`, so tests can move through days and time zones by
 * replacing `now` (`fakeClock` in test/voting.ts) without faking timers.
 */
export interface Clock {
  now(): Date;
}

export const systemClock = (): Clock => ({ now: () => new Date() });

declare module 'fastify' {
  interface FastifyInstance {
    clock: Clock;
  }
}

export const clockPlugin = fp(
  async (app: FastifyInstance) => {
    if (!app.hasDecorator('clock')) app.decorate('clock', systemClock());
  },
  { name: 'clock' },
);
