import { verifyJWT } from 'better-auth/crypto';

/**
 * What we read of better-auth's email-verification tokens without asking it: their payload, so
 * that verify-email.service.ts decides what a mailed link may do
 * (docs/decisions/0100-verification-proves-ownership.md) instead of better-auth's verifyEmail,
 * which signs in whoever opens the link. One of the adapters of
 * docs/decisions/0035-library-adapters.md: test/library-contracts.test.ts reads the tokens of a
 * real sign-up and a real change of address, on the version in BETTER_AUTH_VERIFIED_VERSION
 * (better-auth-cookie.ts).
 */

/** What a mailed verification link asks for: a sign-up's address, or a change of address. */
export type VerificationToken =
  | { kind: 'sign-up'; email: string; userId: string }
  | { kind: 'change-email'; email: string; userId: string; newEmail: string };

function payloadOf(token: string): Record<string, unknown> | null {
  try {
    const payload: unknown = JSON.parse(
      Buffer.from(token.split('.')[1] ?? '', 'base64url').toString(),
    );
    return typeof payload === 'object' && payload !== null
      ? (payload as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * better-auth's verification tokens are HS256 JWTs signed with the auth secret: `email` (the
 * account's address when the link was made, lower-cased), `userId`, and for a change of address
 * `updateTo` with `requestType: 'change-email-verification'`. Null for a bad signature, an
 * expired token or any other shape (better-auth's legacy and two-step flows are not used here).
 */
export async function readVerificationToken(
  token: string,
  secret: string,
): Promise<VerificationToken | null> {
  const payload = await verifyJWT(token, secret);
  if (!payload) return null;
  const { email, userId, updateTo, requestType } = payload as Record<string, unknown>;
  if (typeof email !== 'string' || typeof userId !== 'string' || !email || !userId) return null;
  if (updateTo === undefined && requestType === undefined) {
    return { kind: 'sign-up', email: email.toLowerCase(), userId };
  }
  if (typeof updateTo === 'string' && requestType === 'change-email-verification') {
    return {
      kind: 'change-email',
      email: email.toLowerCase(),
      userId,
      newEmail: updateTo.toLowerCase(),
    };
  }
  return null;
}

/** Whether better-auth made this token for a change of address (which mail carries it). */
export function isEmailChangeToken(token: string): boolean {
  return payloadOf(token)?.requestType === 'change-email-verification';
}
