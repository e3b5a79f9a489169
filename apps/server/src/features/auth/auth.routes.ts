import { messages } from '@pawprize/shared';
import { isSingleLineText } from '@pawprize/shared/text';
import {
  ForgotPasswordBodySchema,
  ResetPasswordBodySchema,
  SignInBodySchema,
  SignUpBodySchema,
  VerifyEmailBodySchema,
} from '@pawprize/shared/schemas/auth';
import type { SessionResult, VerifyEmailResult } from '@pawprize/shared/schemas/auth';
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
} from './auth.service.ts';
import { AppError } from '../../errors.ts';
import { requireUser } from './guards.ts';
import { clearedCookie } from './http.ts';
import { AUTH_LIMITS, countOrRefuse } from './limits.ts';
import type { VerifyOutcome } from './verify-email.service.ts';
import { openVerificationLink } from './verify-email.service.ts';

const NO_STORE = 'no-store';
const m = messages.auth;

/** Where a verification link opened by a plain GET lands (the web shows each outcome). */
function verifyRedirect(outcome: VerifyOutcome, token: unknown): string {
  switch (outcome.kind) {
    case 'verified':
      return outcome.change ? '/dashboard?emailChanged=1' : '/dashboard?verified=1';
    case 'already-verified':
      return '/login?verified=1';
    case 'other-account':
      return '/dashboard?verifyError=other-account';
    case 'needs-session':
      return `/verify-email?token=${encodeURIComponent(String(token))}${outcome.change ? '&change=1' : ''}`;
    case 'choose-password':
    case 'invalid':
      return '/login?verifyError=1';
  }
}

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
    // Limited per address and network by what the tries came to (auth.service.ts, ADR 0101).
    { schema: { body: SignUpBodySchema } },
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
    // A link opened from a mail: always a redirect into the app, never a JSON error. A plain GET
    // (mail scanners send them too) never takes an account over: without the account's session
    // the /verify-email page asks first (docs/decisions/0100-verification-proves-ownership.md).
    const { token } = request.query as { token?: unknown };
    const outcome: VerifyOutcome =
      typeof token === 'string' &&
      token.length > 0 &&
      token.length <= 4000 &&
      isSingleLineText(token)
        ? await openVerificationLink(app, request, token, { takeOver: false })
        : { kind: 'invalid' };
    return reply.header('cache-control', NO_STORE).redirect(verifyRedirect(outcome, token));
  });

  app.post(
    '/api/auth/verify-email',
    {
      schema: { body: VerifyEmailBodySchema },
      config: { rateLimit: { ...AUTH_LIMITS.verificationMailsPerIp, hook: 'preHandler' } },
    },
    async (request, reply): Promise<VerifyEmailResult> => {
      const { token, takeOver } = request.body;
      const outcome = await openVerificationLink(app, request, token, { takeOver });
      void reply.header('cache-control', NO_STORE);
      switch (outcome.kind) {
        case 'verified':
          return {
            status: 'verified',
            change: outcome.change,
            message: outcome.change ? m.emailChanged : m.emailVerified,
          };
        case 'already-verified':
          return { status: 'already-verified', message: m.emailAlreadyVerified };
        case 'choose-password':
          return {
            status: 'choose-password',
            resetToken: outcome.resetToken,
            message: m.verifyChoosePassword,
          };
        case 'other-account':
          throw new AppError('CONFLICT', m.verifyOtherAccount);
        case 'needs-session':
          throw new AppError(
            'UNAUTHENTICATED',
            outcome.change ? m.verifySignInFirst : m.loginRequired,
          );
        case 'invalid':
          throw new AppError('BAD_REQUEST', m.verifyLinkInvalid);
      }
    },
  );

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
