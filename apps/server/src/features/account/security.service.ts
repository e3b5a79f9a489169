import { messages } from '@pawprize/shared';
import type {
  AccountSession,
  ChangePasswordBody,
  SignOutOthersResult,
} from '@pawprize/shared/schemas/account';
import type { SessionUser } from '@pawprize/shared/schemas/auth';
import { and, desc, eq, gt, ne } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessions } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { passwordChangedMail } from '../../mail/templates.ts';
import { authHeaders, isCommonPassword } from '../auth/index.ts';
import { deviceName } from './devices.ts';

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
  app: FastifyInstance,
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
    res = await app.auth.api.changePassword({
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
    app.db,
    passwordChangedMail(
      { email: user.email, name: user.fullName ?? user.username ?? user.email },
      app.config.publicUrl,
    ),
  );
  app.mailWorker.kick();
  return res.headers.getSetCookie();
}

/** The member's live sessions, the most recently used first (index sessions_user_id_idx). */
export async function listSessions(
  app: FastifyInstance,
  userId: string,
  currentId: string | undefined,
): Promise<AccountSession[]> {
  const rows = await app.db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      updatedAt: sessions.updatedAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, new Date())))
    .orderBy(desc(sessions.updatedAt))
    .limit(200);
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
  app: FastifyInstance,
  request: FastifyRequest,
  userId: string,
  sessionId: string,
): Promise<void> {
  if (sessionId === request.authSession?.id) throw new AppError('BAD_REQUEST', m.sessionIsCurrent);
  const [row] = await app.db
    .select({ token: sessions.token })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)));
  if (!row) throw new AppError('NOT_FOUND', m.sessionNotFound);
  await app.auth.api.revokeSession({ body: { token: row.token }, headers: authHeaders(request) });
}

/** Signs out every other device of the member; this one stays signed in. */
export async function endOtherSessions(
  app: FastifyInstance,
  request: FastifyRequest,
  userId: string,
): Promise<SignOutOthersResult> {
  const currentId = request.authSession?.id ?? '';
  const others = await app.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        ne(sessions.id, currentId),
        gt(sessions.expiresAt, new Date()),
      ),
    );
  await app.auth.api.revokeOtherSessions({ headers: authHeaders(request) });
  return { ended: others.length };
}
