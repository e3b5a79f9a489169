import { messages } from '@pawprize/shared';
import { isSingleLineText } from '@pawprize/shared/text';
import {
  ForgotPasswordBodySchema,
  ResetPasswordBodySchema,
  SignInBodySchema,
  SignUpBodySchema,
} from '@pawprize/shared/schemas/auth';
import type { SessionResult } from '@pawprize/shared/schemas/auth';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { useFormValidation } from '../../http/validation.ts';
import {
  forgotPassword,
  resendVerification,
  resetPassword,
  signIn,
  signOut,
  signUp,
  verifyEmail,
} from './auth.service.ts';
import { requireUser } from './guards.ts';
import { clearedCookie } from './http.ts';
import { AUTH_LIMITS, countOrRefuse } from './limits.ts';

const NO_STORE = 'no-store';

function setCookies(reply: FastifyReply, cookies: string[]) {
  if (cookies.length) void reply.header('set-cookie', cookies);
}

/** `/api/auth/*`: the contract the web codes against (thin: the work is in auth.service.ts). */
export async function authRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  useFormValidation(app);
  const clearSessionCookie = () => clearedCookie(app.auth.cookieName, app.auth.secureCookies);

  app.post(
    '/api/auth/sign-up',
    {
      schema: { body: SignUpBodySchema },
      config: { rateLimit: { ...AUTH_LIMITS.signUpPerIp, hook: 'preHandler' } },
    },
    async (request, reply) => {
      const { result, cookies } = await signUp(app, request, request.body);
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
      const { result, cookies } = await signIn(app, request, request.body);
      setCookies(reply, cookies);
      return reply.header('cache-control', NO_STORE).send(result);
    },
  );

  app.post('/api/auth/sign-out', async (request, reply) => {
    const cookies = await signOut(app, request);
    setCookies(reply, cookies.length ? cookies : [clearSessionCookie()]);
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

  app.get('/api/auth/verify-email', async (request, reply) => {
    // A link opened from a mail: always a redirect into the app, never a JSON error.
    const { token } = request.query as { token?: unknown };
    const { result, cookies } =
      typeof token === 'string' &&
      token.length > 0 &&
      token.length <= 4000 &&
      isSingleLineText(token)
        ? await verifyEmail(app, request, token)
        : { result: false, cookies: [] };
    setCookies(reply, cookies);
    return reply
      .header('cache-control', NO_STORE)
      .redirect(result ? '/dashboard?verified=1' : '/login?verifyError=1');
  });

  app.post(
    '/api/auth/resend-verification',
    {
      config: { rateLimit: { ...AUTH_LIMITS.verificationMailsPerIp, hook: 'preHandler' } },
      preValidation: async (request) => {
        requireUser(request);
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { max } = AUTH_LIMITS.verificationMailsPerUser;
      await countOrRefuse(app.auth.mailLimits.verificationPerUser, user.id, max);
      await resendVerification(app, request);
      return reply.status(204).send();
    },
  );

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
      const result = await forgotPassword(app, request, request.body);
      return reply.header('cache-control', NO_STORE).send(result);
    },
  );

  app.post(
    '/api/auth/reset-password',
    { schema: { body: ResetPasswordBodySchema } },
    async (request, reply) => {
      const result = await resetPassword(app, request, request.body);
      // Every session of the user ended, this browser's included.
      setCookies(reply, [clearSessionCookie()]);
      return reply.header('cache-control', NO_STORE).send(result);
    },
  );
}
