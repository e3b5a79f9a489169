import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.ts';
import { isUniqueViolation } from '../../errors.ts';
import { RESET_PASSWORD_EXPIRES_IN_S } from './auth.ts';
import type { VerificationToken } from './better-auth-token.ts';
import { readVerificationToken } from './better-auth-token.ts';

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

interface AccountRow {
  id: string;
  email: string;
  emailVerified: boolean;
}

/** A reset link's token, as better-auth's own: letters and digits. */
function newResetToken(): string {
  return randomBytes(18).toString('base64url').replace(/[-_]/g, 'x');
}

export function isAdminEmail(app: FastifyInstance, email: string): boolean {
  const lower = email.trim().toLowerCase();
  return app.config.adminEmails.some((e) => e.toLowerCase() === lower);
}

async function changeAddress(
  app: FastifyInstance,
  token: Extract<VerificationToken, { kind: 'change-email' }>,
  signedInAs: string | undefined,
): Promise<VerifyOutcome> {
  if (isAdminEmail(app, token.newEmail)) return { kind: 'invalid' };
  if (signedInAs === undefined) return { kind: 'needs-session', change: true };
  if (signedInAs !== token.userId) return { kind: 'other-account' };
  try {
    return await app.db.transaction(async (tx) => {
      const [account] = await rowsOf<AccountRow>(
        tx,
        sql`select id, email, email_verified as "emailVerified" from users
          where id = ${token.userId} for update`,
      );
      if (!account) return { kind: 'invalid' } as const;
      if (account.email.toLowerCase() === token.newEmail)
        return { kind: 'already-verified' } as const;
      if (account.email.toLowerCase() !== token.email) return { kind: 'invalid' } as const;
      const [taken] = await rowsOf<{ id: string }>(
        tx,
        sql`select id from users where lower(email) = ${token.newEmail} limit 1`,
      );
      if (taken) return { kind: 'invalid' } as const;
      await tx.execute(sql`update users set email = ${token.newEmail}, updated_at = now()
        where id = ${account.id}`);
      return { kind: 'verified', change: true } as const;
    });
  } catch (err) {
    // Another account took the address between the check and the update.
    if (isUniqueViolation(err)) return { kind: 'invalid' };
    throw err;
  }
}

async function verifyAddress(
  app: FastifyInstance,
  token: Extract<VerificationToken, { kind: 'sign-up' }>,
  signedInAs: string | undefined,
  takeOver: boolean,
): Promise<VerifyOutcome> {
  if (signedInAs !== undefined && signedInAs !== token.userId) return { kind: 'other-account' };
  const ownSession = signedInAs === token.userId;
  return app.db.transaction(async (tx) => {
    const [account] = await rowsOf<AccountRow>(
      tx,
      sql`select id, email, email_verified as "emailVerified" from users
        where id = ${token.userId} for update`,
    );
    if (!account || account.email.toLowerCase() !== token.email)
      return { kind: 'invalid' } as const;
    if (account.emailVerified) return { kind: 'already-verified' } as const;
    if (ownSession) {
      await tx.execute(sql`update users set email_verified = true, updated_at = now()
        where id = ${account.id}`);
      return { kind: 'verified', change: false } as const;
    }
    if (!takeOver) return { kind: 'needs-session', change: false } as const;
    // Nobody proved this address before: whoever set the password and holds the sessions may not
    // be the mailbox's owner. Both go; the opener chooses the password.
    const resetToken = newResetToken();
    await tx.execute(sql`update users set email_verified = true, updated_at = now()
      where id = ${account.id}`);
    await tx.execute(sql`delete from sessions where user_id = ${account.id}`);
    await tx.execute(sql`update accounts set password = null, updated_at = now()
      where user_id = ${account.id} and provider_id = 'credential'`);
    await tx.execute(sql`delete from verifications
      where value = ${account.id} and identifier like 'reset-password:%'`);
    await tx.execute(sql`insert into verifications (id, identifier, value, expires_at)
      values (${randomUUID()}, ${`reset-password:${resetToken}`}, ${account.id},
        now() + make_interval(secs => ${RESET_PASSWORD_EXPIRES_IN_S}))`);
    return { kind: 'choose-password', resetToken } as const;
  });
}

/**
 * Opens a verification link for the request's browser. `takeOver` is the explicit "verify here
 * and choose a new password" of the /verify-email page: never done by a plain GET, which mail
 * scanners send too.
 */
export async function openVerificationLink(
  app: FastifyInstance,
  request: FastifyRequest,
  rawToken: string,
  { takeOver }: { takeOver: boolean },
): Promise<VerifyOutcome> {
  const token = await readVerificationToken(rawToken, app.auth.secret);
  if (!token) return { kind: 'invalid' };
  const signedInAs = request.user?.id;
  return token.kind === 'change-email'
    ? changeAddress(app, token, signedInAs)
    : verifyAddress(app, token, signedInAs, takeOver);
}
