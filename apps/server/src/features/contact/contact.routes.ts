import { CONTACT_MESSAGES_PER_HOUR, messages } from '@pawprize/shared';
import { ContactRequestSchema, ContactResponseSchema } from '@pawprize/shared/schemas/contact';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contactValidationError } from './contact.rules.ts';
import { submitContactMessage } from './contact.service.ts';

export async function contactRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/contact',
    {
      config: { rateLimit: { max: CONTACT_MESSAGES_PER_HOUR, timeWindow: '1 hour' } },
      // The body is parsed in the handler so a rejection carries the catalogue's own message.
      schema: { response: { 201: ContactResponseSchema } },
    },
    async (request, reply) => {
      const parsed = ContactRequestSchema.safeParse(request.body);
      if (!parsed.success) throw contactValidationError(parsed.error);
      await submitContactMessage(
        { db: app.db, adminEmail: app.config.adminEmail, log: request.log },
        parsed.data,
        request.ip,
      );
      return reply.status(201).send({ message: messages.contact.success });
    },
  );
}
