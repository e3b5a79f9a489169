import { COMPLIMENTS_PER_MINUTE, messages } from '@pawprize/shared';
import { ComplimentBodySchema, ComplimentResultSchema } from '@pawprize/shared/schemas/ai';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../errors.ts';
import { useFormValidation } from '../../http/validation.ts';
import { visiblePetSpecies } from './compliments.queries.ts';

/**
 * POST /api/ai/compliment (docs/product/ai.md): anyone may call it, 30 a minute per IP.
 * Any failure answers 502 with the catalogue's text.
 */
export async function complimentRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  useFormValidation(app);

  /** What screening saw in a visible pet's photo (ADR 0060); null when unknown. */
  const speciesOf = async (petId: string | undefined): Promise<string | null> => {
    if (!petId) return null;
    return visiblePetSpecies(app.ctx.db, petId);
  };

  app.post(
    '/api/ai/compliment',
    {
      config: { rateLimit: { max: COMPLIMENTS_PER_MINUTE, timeWindow: 60_000 } },
      schema: { body: ComplimentBodySchema, response: { 200: ComplimentResultSchema } },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      try {
        const { petId, ...body } = request.body;
        return {
          compliment: await app.ai.compliment({ ...body, species: await speciesOf(petId) }),
        };
      } catch (err) {
        request.log.warn({ err }, 'compliment failed');
        throw new AppError('AI_FAILED', messages.compliment.failed);
      }
    },
  );
}
