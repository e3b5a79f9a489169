import { messages } from '@pawprize/shared';
import type { ChangeEmailBody, ChangeEmailResult } from '@pawprize/shared/schemas/account';
import type { SessionUser } from '@pawprize/shared/schemas/auth';
import type { FastifyRequest } from 'fastify';
import type { Ctx } from '../../context/index.ts';
import { AppError } from '../../errors.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { emailChangeNotice } from '../../mail/templates.ts';
import type { AuthRuntime } from '../auth/index.ts';
import { authHeaders, findAccountByEmail, isAdminEmail, verifyPassword } from '../auth/index.ts';
import { claimMailsTo, findCredentialPassword } from './accounts.queries.ts';

/**
 * Change email (docs/product/account.md) through better-auth's change-email flow: after the
 * password and a free address are checked here, `changeEmail` mails a link to the new address
 * and the account changes when it is opened (`/api/auth/verify-email`). An account whose email is
 * not verified yet has its address replaced at once (a typo at sign-up), and the new one gets the
 * verification link. The current address is told either way.
 */

const m = messages.account;

const fieldError = (field: string, message: string, code: 'VALIDATION_FAILED' | 'CONFLICT') =>
  new AppError(code, message, { [field]: [message] });

export async function changeEmail(
  ctx: Ctx<'db' | 'config' | 'mailWorker'> & { auth: Pick<AuthRuntime, 'api'> },
  request: FastifyRequest,
  user: SessionUser,
  body: ChangeEmailBody,
): Promise<{ result: ChangeEmailResult; cookies: string[] }> {
  const newEmail = body.newEmail.trim().toLowerCase();
  if (newEmail === user.email.toLowerCase()) {
    throw fieldError('newEmail', m.emailSame, 'VALIDATION_FAILED');
  }
  const credential = await findCredentialPassword(ctx.db, user.id);
  if (!credential?.password || !(await verifyPassword(credential.password, body.currentPassword))) {
    throw fieldError('currentPassword', m.currentPasswordWrong, 'VALIDATION_FAILED');
  }
  // An account never moves onto an administrator's address: a squatter would hold its sessions
  // once the admin opened the link (docs/decisions/0100-verification-proves-ownership.md).
  if (isAdminEmail(ctx, newEmail))
    throw fieldError('newEmail', m.emailReserved, 'VALIDATION_FAILED');
  const taken = await findAccountByEmail(ctx.db, newEmail);
  if (taken) throw fieldError('newEmail', messages.auth.emailTaken, 'CONFLICT');

  const res = await ctx.auth.api.changeEmail({
    body: { newEmail },
    headers: authHeaders(request),
    returnHeaders: true,
  });
  const changed = !user.emailVerified;
  await ctx.db.transaction(async (tx) => {
    // Mails already sent to the old address stay the member's (export, deletion).
    await claimMailsTo(tx, user.id, user.email.toLowerCase());
    if (!changed) {
      const notice = emailChangeNotice(
        { email: user.email, name: user.fullName ?? user.username ?? user.email },
        newEmail,
        ctx.config.publicUrl,
      );
      await enqueueMail(tx, { ...notice, userId: user.id });
    }
  });
  ctx.mailWorker.kick();
  return {
    result: changed
      ? { status: 'changed', message: m.emailChangedUnverified(newEmail) }
      : { status: 'pending', message: m.emailChangeSent(newEmail) },
    cookies: res.headers.getSetCookie(),
  };
}
