import { messages } from '@pawprize/shared';
import type { SessionUser } from '@pawprize/shared/schemas/auth';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors.ts';

export type { SessionUser };

/**
 * For other features' routes: the signed-in user (`request.user`, resolved once per request by
 * the auth plugin), or 401 UNAUTHENTICATED.
 */
export function requireUser(
  request: FastifyRequest,
  message: string = messages.auth.loginRequired,
) {
  if (!request.user) throw new AppError('UNAUTHENTICATED', message);
  return request.user;
}

/**
 * The signed-in user with a verified email (voting, uploads, caption contests:
 * docs/product/identity.md), or 403 EMAIL_NOT_VERIFIED. Unverified users pass when
 * REQUIRE_EMAIL_VERIFICATION=false.
 */
export function requireVerifiedUser(
  request: FastifyRequest,
  message: string = messages.auth.verifyEmailFirst,
): SessionUser {
  const user = requireUser(request);
  if (!user.emailVerified && request.server.config.requireEmailVerification) {
    throw new AppError('EMAIL_NOT_VERIFIED', message);
  }
  return user;
}
