import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AiProvider } from './index.ts';
import { createAiProvider } from './index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Writes compliments and captions: the built-in writer or the configured model. */
    ai: AiProvider;
  }
}

/** Decorates `app.ai` from the configuration (AI_BASE_URL unset: the built-in writer). */
export const aiPlugin = fp(
  async (app: FastifyInstance) => {
    const log = app.log.child({ component: 'ai' });
    const provider = createAiProvider(app.config, log);
    app.decorate('ai', provider);
    log.info(
      { provider: provider.name, model: app.config.aiBaseUrl ? app.config.aiModel : undefined },
      'AI writer ready',
    );
  },
  { name: 'ai' },
);
