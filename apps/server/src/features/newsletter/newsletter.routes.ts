import { DISCOUNT_CODE, messages, NEWSLETTER_SIGNUPS_PER_HOUR } from '@pawprize/shared';
import {
  NewsletterConfirmResponseSchema,
  NewsletterConfirmSchema,
  NewsletterSubscribeResponseSchema,
  NewsletterSubscribeSchema,
  NewsletterUnsubscribeResponseSchema,
  NewsletterUnsubscribeSchema,
} from '@pawprize/shared/schemas/newsletter';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { databaseCounter } from '../../http/database-counter.ts';
import { sharedCounter } from '../../http/shared-counter.ts';
import { clientNetworkKey } from '../../identity/index.ts';
import type { ConfirmationLimits, NewsletterDeps } from './newsletter.service.ts';
import {
  ADDRESS_WINDOW_MS,
  confirm,
  expirePending,
  NETWORK_WINDOW_MS,
  subscribe,
  unsubscribe,
} from './newsletter.service.ts';

/** Unsubscribe and confirmation tokens are long random secrets; this only spares the database. */
const TOKEN_CHECKS_PER_HOUR = 30;
/** How often unconfirmed sign-ups are looked for and expired (ADR 0113). */
const EXPIRY_EVERY_MS = 60 * 60_000;

export async function newsletterRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Redis when configured, else the database: other keys cannot push these counts out (ADR 0027).
  const durable = (name: string, windowMs: number) =>
    sharedCounter(app.redis, {
      name,
      windowMs,
      local: databaseCounter(app.db, { name, windowMs }),
    });
  const limits: ConfirmationLimits = {
    perAddress: durable('newsletter-confirm-address', ADDRESS_WINDOW_MS),
    perNetwork: durable('newsletter-confirm-network', NETWORK_WINDOW_MS),
  };
  const deps = (log: NewsletterDeps['log']): NewsletterDeps => ({
    db: app.db,
    config: app.config,
    log,
    now: () => app.clock.now(),
  });
  app.jobs.define({
    name: 'newsletter-expiry',
    next: (now) => new Date(now.getTime() + EXPIRY_EVERY_MS),
    run: () => expirePending(app.db, app.clock.now()),
  });

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
      await subscribe(deps(request.log), limits, {
        email: request.body.email,
        networkKey: clientNetworkKey(request),
      });
      const message =
        request.body.source === 'popup'
          ? messages.newsletter.popupSuccess
          : messages.newsletter.boxSuccess;
      return reply.status(201).send({ message, discountCode: DISCOUNT_CODE });
    },
  );

  app.post(
    '/api/newsletter/confirm',
    {
      config: { rateLimit: { max: TOKEN_CHECKS_PER_HOUR, timeWindow: '1 hour' } },
      schema: {
        body: NewsletterConfirmSchema,
        response: { 200: NewsletterConfirmResponseSchema },
      },
    },
    async (request) => {
      await confirm(deps(request.log), request.body.token);
      return { message: messages.newsletter.confirmed };
    },
  );

  app.post(
    '/api/newsletter/unsubscribe',
    {
      config: { rateLimit: { max: TOKEN_CHECKS_PER_HOUR, timeWindow: '1 hour' } },
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
