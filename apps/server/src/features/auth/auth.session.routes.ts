import { messages } from '@pawprize/shared';
import { SignInBodySchema, SignUpBodySchema } from '@pawprize/shared/schemas/auth';
import type { SessionResult } from '@pawprize/shared/schemas/auth';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clearSessionCookie, NO_STORE, setCookies } from './auth.reply.ts';
import type { AuthCtx } from './auth.service.ts';
import { signIn, signOut, signUp } from './auth.service.ts';
import { AUTH_LIMITS } from './limits.ts';

/** Sign-up, sign-in, sign-out and the session (`/api/auth/*`, registered by auth.routes.ts). */
export async function authSessionRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = (): AuthCtx => ({ ...app.ctx, auth: app.auth });

  app.post(
    '/api/auth/sign-up',
    // Limited per address and network by what the tries came to (auth.service.ts, ADR 0101).
    { schema: { body: SignUpBodySchema } },
    async (request, reply) => {
      const { result, cookies } = await signUp(ctx(), request, request.body);
      setCookies(reply, cookies);
      return reply.status(201).send(result);
    },
  );

  app.post(
    '/api/auth/sign-in',
    {
      schema: { body: SignInBodySchema },
      config: {
        validationMessage: messages.auth.credentialsMissing,
        rateLimit: { ...AUTH_LIMITS.signInPerIp, hook: 'preHandler' },
      },
    },
    async (request, reply) => {
      const { result, cookies } = await signIn(ctx(), request, request.body);
      setCookies(reply, cookies);
      return reply.header('cache-control', NO_STORE).send(result);
    },
  );

  app.post('/api/auth/sign-out', async (request, reply) => {
    const cookies = await signOut(ctx(), request);
    setCookies(reply, cookies.length ? cookies : [clearSessionCookie(app.auth)]);
    return reply.status(204).send();
  });

  app.get('/api/auth/session', async (request, reply): Promise<SessionResult> => {
    void reply.header('cache-control', NO_STORE);
    const session = request.authSession;
    return {
      user: request.user,
      session: session ? { expiresAt: session.expiresAt.toISOString() } : null,
    };
  });
}
