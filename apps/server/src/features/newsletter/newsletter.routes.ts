import { DISCOUNT_CODE, messages, NEWSLETTER_SIGNUPS_PER_HOUR } from '@pawprize/shared';
import {
  NewsletterSubscribeResponseSchema,
  NewsletterSubscribeSchema,
  NewsletterUnsubscribeResponseSchema,
  NewsletterUnsubscribeSchema,
} from '@pawprize/shared/schemas/newsletter';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { subscribe, unsubscribe } from './newsletter.service.ts';

/** Unsubscribe tokens are random UUIDs; the limit only keeps the database from being hammered. */
const UNSUBSCRIBES_PER_HOUR = 30;

export async function newsletterRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/newsletter',
    {
      config: { rateLimit: { max: NEWSLETTER_SIGNUPS_PER_HOUR, timeWindow: '1 hour' } },
      schema: {
        body: NewsletterSubscribeSchema,
        response: { 201: NewsletterSubscribeResponseSchema },
      },
    },
    async (request, reply) => {
      await subscribe({ db: app.db, config: app.config, log: request.log }, request.body);
      const message =
        request.body.source === 'popup'
          ? messages.newsletter.popupSuccess
          : messages.newsletter.boxSuccess;
      return reply.status(201).send({ message, discountCode: DISCOUNT_CODE });
    },
  );

  app.post(
    '/api/newsletter/unsubscribe',
    {
      config: { rateLimit: { max: UNSUBSCRIBES_PER_HOUR, timeWindow: '1 hour' } },
      schema: {
        body: NewsletterUnsubscribeSchema,
        response: { 200: NewsletterUnsubscribeResponseSchema },
      },
    },
    async (request) => {
      await unsubscribe(app.db, request.body.token);
      return { message: messages.newsletter.unsubscribed };
    },
  );
}
