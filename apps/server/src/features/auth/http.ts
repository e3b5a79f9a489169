import type { FastifyReply, FastifyRequest } from 'fastify';

/** The request headers better-auth needs, with the client IP as Fastify resolved it. */
export function authHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  const { cookie, origin } = request.headers;
  const userAgent = request.headers['user-agent'];
  if (cookie) headers.set('cookie', cookie);
  if (origin) headers.set('origin', origin);
  if (userAgent) headers.set('user-agent', userAgent);
  headers.set('x-forwarded-for', request.ip);
  return headers;
}

/** Copies better-auth's Set-Cookie headers onto the reply. */
export function forwardCookies(reply: FastifyReply, headers: Headers): void {
  const cookies = headers.getSetCookie();
  if (cookies.length) void reply.header('set-cookie', cookies);
}

/** A Set-Cookie that removes the session cookie in the browser. */
export function clearedCookie(name: string, secure: boolean): string {
  return `${name}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}
