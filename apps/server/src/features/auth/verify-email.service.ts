import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Ctx } from '../../context/index.ts';
import { isUniqueViolation } from '../../errors.ts';
import { RESET_PASSWORD_EXPIRES_IN_S } from './auth.ts';
import type { VerificationToken } from './better-auth-token.ts';
import { readVerificationToken } from './better-auth-token.ts';
import type { AuthCtx } from './auth.service.ts';
import {
  deleteResetTokensOf,
  deleteSessionsOf,
  findAccountByEmail,
  insertResetToken,
  lockAccount,
  markEmailVerified,
  removeCredentialPassword,
  setAccountEmail,
} from './verify-email.queries.ts';

/**
 * What opening a mailed verification link does (docs/product/identity.md, Email verification;
 * docs/decisions/0100-verification-proves-ownership.md). A link proves that whoever opens it
 * reads the mailbox now — not that they set the account's password or hold its sessions:
 *
 * - opened in a browser signed in to the same account: the address is verified (or the account
 *   moves to its new address) and nothing else changes;
 * - opened while signed in to another account: nothing changes (no account switch);
 * - a first verification opened with no session, once confirmed by a button press
 *   (`takeOver`): the address is verified, every session of the account ends and its password
 *   is removed; the opener gets a one-hour link to choose a new one. Whoever signed up with the
 *   address keeps nothing;
 * - a change of address needs the account's own session; it never moves an account onto an
 *   ADMIN_EMAILS address.
 */

export type VerifyOutcome =
  /** The link was bad, expired, made for an address the account no longer has, or refused. */
  | { kind: 'invalid' }
  /** Done in the account's own session. */
  | { kind: 'verified'; change: boolean }
  /** The address was verified before: nothing to do. */
  | { kind: 'already-verified' }
  /** Signed in to another account: nothing changed. */
  | { kind: 'other-account' }
  /** No session, and this link needs one (a change of address) or a confirmation (takeOver). */
  | { kind: 'needs-session'; change: boolean }
  /** Verified with no session: every session ended, the password removed, this link sets one. */
  | { kind: 'choose-password'; resetToken: string };

/** A reset link's token, as better-auth's own: letters and digits. */
function newResetToken(): string {
  return randomBytes(18).toString('base64url').replace(/[-_]/g, 'x');
}

export function isAdminEmail(ctx: Ctx<'config'>, email: string): boolean {
  const lower = email.trim().toLowerCase();
  return ctx.config.adminEmails.some((e) => e.toLowerCase() === lower);
}

async function changeAddress(
  ctx: Ctx<'db' | 'config'>,
  token: Extract<VerificationToken, { kind: 'change-email' }>,
  signedInAs: string | undefined,
): Promise<VerifyOutcome> {
  if (isAdminEmail(ctx, token.newEmail)) return { kind: 'invalid' };
  if (signedInAs === undefined) return { kind: 'needs-session', change: true };
  if (signedInAs !== token.userId) return { kind: 'other-account' };
  try {
    return await ctx.db.transaction(async (tx) => {
      const account = await lockAccount(tx, token.userId);
      if (!account) return { kind: 'invalid' } as const;
      if (account.email.toLowerCase() === token.newEmail)
        return { kind: 'already-verified' } as const;
      if (account.email.toLowerCase() !== token.email) return { kind: 'invalid' } as const;
      const taken = await findAccountByEmail(tx, token.newEmail);
      if (taken) return { kind: 'invalid' } as const;
      await setAccountEmail(tx, account.id, token.newEmail);
      return { kind: 'verified', change: true } as const;
    });
  } catch (err) {
    // Another account took the address between the check and the update.
    if (isUniqueViolation(err)) return { kind: 'invalid' };
    throw err;
  }
}

async function verifyAddress(
  ctx: Ctx<'db'>,
  token: Extract<VerificationToken, { kind: 'sign-up' }>,
  signedInAs: string | undefined,
  takeOver: boolean,
): Promise<VerifyOutcome> {
  if (signedInAs !== undefined && signedInAs !== token.userId) return { kind: 'other-account' };
  const ownSession = signedInAs === token.userId;
  return ctx.db.transaction(async (tx) => {
    const account = await lockAccount(tx, token.userId);
    if (!account || account.email.toLowerCase() !== token.email)
      return { kind: 'invalid' } as const;
    if (account.emailVerified) return { kind: 'already-verified' } as const;
    if (ownSession) {
      await markEmailVerified(tx, account.id);
      return { kind: 'verified', change: false } as const;
    }
    if (!takeOver) return { kind: 'needs-session', change: false } as const;
    // Nobody proved this address before: whoever set the password and holds the sessions may not
    // be the mailbox's owner. Both go; the opener chooses the password.
    const resetToken = newResetToken();
    await markEmailVerified(tx, account.id);
    await deleteSessionsOf(tx, account.id);
    await removeCredentialPassword(tx, account.id);
    await deleteResetTokensOf(tx, account.id);
    await insertResetToken(tx, {
      id: randomUUID(),
      resetToken,
      userId: account.id,
      expiresInS: RESET_PASSWORD_EXPIRES_IN_S,
    });
    return { kind: 'choose-password', resetToken } as const;
  });
}

/**
 * Opens a verification link for the request's browser. `takeOver` is the explicit "verify here
 * and choose a new password" of the /verify-email page: never done by a plain GET, which mail
 * scanners send too.
 */
export async function openVerificationLink(
  ctx: AuthCtx,
  request: FastifyRequest,
  rawToken: string,
  { takeOver }: { takeOver: boolean },
): Promise<VerifyOutcome> {
  const token = await readVerificationToken(rawToken, ctx.auth.secret);
  if (!token) return { kind: 'invalid' };
  const signedInAs = request.user?.id;
  return token.kind === 'change-email'
    ? changeAddress(ctx, token, signedInAs)
    : verifyAddress(ctx, token, signedInAs, takeOver);
}
