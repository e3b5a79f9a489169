import { ForgotPasswordBodySchema, ResetPasswordBodySchema } from '@pawprize/shared/schemas/auth';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clearSessionCookie, NO_STORE, setCookies } from './auth.reply.ts';
import type { AuthCtx } from './auth.service.ts';
import { forgotPassword, resetPassword } from './auth.service.ts';
import { AUTH_LIMITS, countOrRefuse } from './limits.ts';

/** A forgotten password: the mailed link, and the new password (`/api/auth/*`). */
export async function authPasswordRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = (): AuthCtx => ({ ...app.ctx, auth: app.auth });

  app.post(
    '/api/auth/forgot-password',
    {
      schema: { body: ForgotPasswordBodySchema },
      config: { rateLimit: { ...AUTH_LIMITS.resetMailsPerIp, hook: 'preHandler' } },
    },
    async (request, reply) => {
      const { max } = AUTH_LIMITS.resetMailsPerEmail;
      const email = request.body.email.trim().toLowerCase();
      await countOrRefuse(app.auth.mailLimits.resetPerEmail, email, max);
      const result = await forgotPassword(ctx(), request, request.body);
      return reply.header('cache-control', NO_STORE).send(result);
    },
  );

  app.post(
    '/api/auth/reset-password',
    { schema: { body: ResetPasswordBodySchema } },
    async (request, reply) => {
      const result = await resetPassword(ctx(), request, request.body);
      // Every session of the user ended, this browser's included.
      setCookies(reply, [clearSessionCookie(app.auth)]);
      return reply.header('cache-control', NO_STORE).send(result);
    },
  );
}
