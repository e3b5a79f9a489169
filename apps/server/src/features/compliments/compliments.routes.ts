import { COMPLIMENTS_PER_MINUTE, messages } from '@pawprize/shared';
import { ComplimentBodySchema, ComplimentResultSchema } from '@pawprize/shared/schemas/ai';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../errors.ts';
import { useFormValidation } from '../../http/validation.ts';

/**
 * POST /api/ai/compliment (docs/product/ai.md): anyone may call it, 30 a minute per IP.
 * Any failure answers 502 with the catalogue's text.
 */
export async function complimentRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  useFormValidation(app);

  app.post(
    '/api/ai/compliment',
    {
      config: { rateLimit: { max: COMPLIMENTS_PER_MINUTE, timeWindow: 60_000 } },
      schema: { body: ComplimentBodySchema, response: { 200: ComplimentResultSchema } },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      try {
        return { compliment: await app.ai.compliment(request.body) };
      } catch (err) {
        request.log.warn({ err }, 'compliment failed');
        throw new AppError('AI_FAILED', messages.compliment.failed);
      }
    },
  );
}
