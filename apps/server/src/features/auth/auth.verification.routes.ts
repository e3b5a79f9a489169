import { messages } from '@pawprize/shared';
import { isSingleLineText } from '@pawprize/shared/text';
import { href } from '@pawprize/shared/routes';
import { VerifyEmailBodySchema } from '@pawprize/shared/schemas/auth';
import type { VerifyEmailResult } from '@pawprize/shared/schemas/auth';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../errors.ts';
import { NO_STORE } from './auth.reply.ts';
import type { AuthCtx } from './auth.service.ts';
import { resendVerification } from './auth.service.ts';
import { requireUser } from './guards.ts';
import { AUTH_LIMITS, countOrRefuse } from './limits.ts';
import type { VerifyOutcome } from './verify-email.service.ts';
import { openVerificationLink } from './verify-email.service.ts';

const m = messages.auth;

/** Where a verification link opened by a plain GET lands (the web shows each outcome). */
function verifyRedirect(outcome: VerifyOutcome, token: unknown): string {
  switch (outcome.kind) {
    case 'verified':
      return `${href('dashboard')}${outcome.change ? '?emailChanged=1' : '?verified=1'}`;
    case 'already-verified':
      return `${href('login')}?verified=1`;
    case 'other-account':
      return `${href('dashboard')}?verifyError=other-account`;
    case 'needs-session':
      return `${href('verifyEmail')}?token=${encodeURIComponent(String(token))}${outcome.change ? '&change=1' : ''}`;
    case 'choose-password':
    case 'invalid':
      return `${href('login')}?verifyError=1`;
  }
}

/** Verification links and their resending (`/api/auth/*`, registered by auth.routes.ts). */
export async function authVerificationRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = (): AuthCtx => ({ ...app.ctx, auth: app.auth });

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
        ? await openVerificationLink(ctx(), request, token, { takeOver: false })
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
      const outcome = await openVerificationLink(ctx(), request, token, { takeOver });
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
      await resendVerification(ctx(), request);
      return reply.status(204).send();
    },
  );
}
