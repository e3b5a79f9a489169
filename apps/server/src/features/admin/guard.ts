import { messages } from '@pawprize/shared';
import type { SessionUser } from '@pawprize/shared/schemas/auth';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors.ts';

/**
 * The admin behind a request, or 403 for everyone else — anonymous, members, and ADMIN_EMAILS
 * accounts whose email is not verified (`isAdmin` is false for them: ADR 0020).
 */
export function requireAdmin(request: FastifyRequest): SessionUser {
  const user = request.user;
  if (!user?.isAdmin) throw new AppError('FORBIDDEN', messages.admin.forbidden);
  return user;
}
