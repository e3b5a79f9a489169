import type { FastifyReply } from 'fastify';
import type { AuthRuntime } from './auth.plugin.ts';
import { clearedCookie } from './http.ts';

/** The auth answers that carry a session or a user are never cached. */
export const NO_STORE = 'no-store';

export function setCookies(reply: FastifyReply, cookies: string[]): void {
  if (cookies.length) void reply.header('set-cookie', cookies);
}

/** The Set-Cookie value that clears the session cookie. */
export function clearSessionCookie(
  auth: Pick<AuthRuntime, 'cookieName' | 'secureCookies'>,
): string {
  return clearedCookie(auth.cookieName, auth.secureCookies);
}
