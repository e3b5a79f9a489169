import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Screener } from './screener.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Offline image screening; its models load in the background after start-up. */
    screener: Screener;
  }
}

/**
 * Decorates the app with the screener and starts loading the models when the app is ready,
 * without waiting for them: readiness never depends on the models (ADR 0060).
 */
export const screeningPlugin = fp(
  async (app: FastifyInstance, options: { screener?: Screener }) => {
    const screener =
      options.screener ??
      new Screener({
        enabled: app.config.screening,
        log: app.log.child({ component: 'screening' }),
      });
    app.decorate('screener', screener);
    app.addHook('onReady', async () => screener.start());
    app.addHook('onClose', async () => screener.close());
  },
  { name: 'screening' },
);
