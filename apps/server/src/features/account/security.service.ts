import { messages } from '@pawprize/shared';
import type {
  AccountSession,
  ChangePasswordBody,
  SignOutOthersResult,
} from '@pawprize/shared/schemas/account';
import type { SessionUser } from '@pawprize/shared/schemas/auth';
import type { FastifyRequest } from 'fastify';
import type { Ctx } from '../../context/index.ts';
import { AppError } from '../../errors.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { passwordChangedMail } from '../../mail/templates.ts';
import type { AuthRuntime } from '../auth/index.ts';
import { authHeaders, isCommonPassword } from '../auth/index.ts';
import { deviceName } from './devices.ts';
import { findLiveSessions, findOtherLiveSessions, findSessionToken } from './sessions.queries.ts';

/** The auth runtime's better-auth endpoints. */
type WithAuthApi = { auth: Pick<AuthRuntime, 'api'> };

/**
 * Change password and signed-in devices (docs/product/account.md), through better-auth's own
 * endpoints (`changePassword`, `revokeSession`, `revokeOtherSessions`) so its rules and cookies
 * stay the only ones.
 */

const m = messages.account;

function authErrorCode(err: unknown): string | undefined {
  if (typeof err !== 'object' || err === null || !('body' in err)) return undefined;
  const body = (err as { body?: { code?: unknown } }).body;
  return typeof body?.code === 'string' ? body.code : undefined;
}

const fieldError = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, { [field]: [message] });

/**
 * Checks the current password, sets the new one, ends every session and opens a new one for this
 * browser (its Set-Cookie headers are returned), then queues the "password changed" mail.
 */
export async function changePassword(
  ctx: Ctx<'db' | 'config' | 'mailWorker'> & WithAuthApi,
  request: FastifyRequest,
  user: SessionUser,
  body: ChangePasswordBody,
): Promise<string[]> {
  if (body.newPassword === body.currentPassword) {
    throw fieldError('newPassword', m.passwordUnchanged);
  }
  if (isCommonPassword(body.newPassword)) {
    throw fieldError('newPassword', messages.auth.passwordTooCommon);
  }
  let res;
  try {
    res = await ctx.auth.api.changePassword({
      body: {
        currentPassword: body.currentPassword,
        newPassword: body.newPassword,
        revokeOtherSessions: true,
      },
      headers: authHeaders(request),
      returnHeaders: true,
    });
  } catch (err) {
    const code = authErrorCode(err);
    if (code === 'INVALID_PASSWORD') throw fieldError('currentPassword', m.currentPasswordWrong);
    if (code === 'CREDENTIAL_ACCOUNT_NOT_FOUND') {
      throw new AppError('BAD_REQUEST', m.passwordChangeFailed);
    }
    throw err;
  }
  await enqueueMail(
    ctx.db,
    passwordChangedMail(
      { email: user.email, name: user.fullName ?? user.username ?? user.email },
      ctx.config.publicUrl,
    ),
  );
  ctx.mailWorker.kick();
  return res.headers.getSetCookie();
}

/** The member's live sessions, the most recently used first (index sessions_user_id_idx). */
export async function listSessions(
  ctx: Ctx<'db'>,
  userId: string,
  currentId: string | undefined,
): Promise<AccountSession[]> {
  const rows = await findLiveSessions(ctx.db, userId, new Date());
  const list = rows.map((r) => ({
    id: r.id,
    device: deviceName(r.userAgent),
    signedInAt: r.createdAt.toISOString(),
    lastActiveAt: r.updatedAt.toISOString(),
    current: r.id === currentId,
  }));
  // This device first.
  return [...list.filter((s) => s.current), ...list.filter((s) => !s.current)];
}

/** Signs out one of the member's other devices; 404 when it is not (or no longer) theirs. */
export async function endSession(
  ctx: Ctx<'db'> & WithAuthApi,
  request: FastifyRequest,
  userId: string,
  sessionId: string,
): Promise<void> {
  if (sessionId === request.authSession?.id) throw new AppError('BAD_REQUEST', m.sessionIsCurrent);
  const row = await findSessionToken(ctx.db, userId, sessionId);
  if (!row) throw new AppError('NOT_FOUND', m.sessionNotFound);
  await ctx.auth.api.revokeSession({ body: { token: row.token }, headers: authHeaders(request) });
}

/** Signs out every other device of the member; this one stays signed in. */
export async function endOtherSessions(
  ctx: Ctx<'db'> & WithAuthApi,
  request: FastifyRequest,
  userId: string,
): Promise<SignOutOthersResult> {
  const currentId = request.authSession?.id ?? '';
  const others = await findOtherLiveSessions(ctx.db, userId, currentId, new Date());
  await ctx.auth.api.revokeOtherSessions({ headers: authHeaders(request) });
  return { ended: others.length };
}
