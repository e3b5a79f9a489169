import { createHmac, timingSafeEqual } from 'node:crypto';
import { SESSION_EXPIRES_IN_S, SESSION_UPDATE_AGE_S } from './auth.ts';

/**
 * What session.ts reads of better-auth without asking it: the format of its signed session
 * cookie, and when it renews a session. Reading the cookie here costs a synchronous HMAC instead
 * of better-auth's getSession (about 3 ms and two queries, ADR 0014), on every signed-in request.
 *
 * The one module that re-implements better-auth's private behaviour
 * (docs/decisions/0035-library-adapters.md). The contract test (test/library-contracts.test.ts)
 * checks that our signature equals better-auth's own (`makeSignature`) and that the cookie of a
 * real sign-in unsigns to its session's token, and fails on any other better-auth version until
 * it has been run and this constant moved (ADR 0035's upgrade procedure).
 */
export const BETTER_AUTH_VERIFIED_VERSION = '1.7.25';

const hmac = (value: string, secret: string) => createHmac('sha256', secret).update(value).digest();

/** better-auth's signature of a cookie value: base64 HMAC-SHA256 of the value with the secret. */
export function signatureOf(value: string, secret: string): string {
  return hmac(value, secret).toString('base64');
}

/**
 * The session token from better-auth's signed cookie (`<token>.<base64 HMAC-SHA256>`,
 * URI-encoded), or null when the signature does not match.
 */
export function unsignToken(raw: string, secret: string): string | null {
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return null;
  }
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = Buffer.from(value.slice(dot + 1), 'base64');
  const expected = hmac(token, secret);
  return signature.length === expected.length && timingSafeEqual(signature, expected)
    ? token
    : null;
}

/** better-auth renews (and re-sends the cookie of) a session used after `updateAge`. */
export function needsRenewal(expiresAt: Date, now = Date.now()): boolean {
  return expiresAt.getTime() - SESSION_EXPIRES_IN_S * 1000 + SESSION_UPDATE_AGE_S * 1000 <= now;
}
