import { AppError } from '../../errors.ts';
import { messages } from '@pawprize/shared';
import type { onRequestAsyncHookHandler } from 'fastify';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses cross-site state changes on the API: `Sec-Fetch-Site: cross-site`, or a request that
 * carries cookies (session or visitor id) without an Origin we trust. Requests without cookies
 * (scripts, curl) act as nobody, so they need no Origin. SameSite=Lax cookies are the first wall;
 * this is the second (and covers old browsers and same-site subdomains).
 */
export function csrfGuard(allowedOrigins: readonly string[]): onRequestAsyncHookHandler {
  const allowed = new Set(allowedOrigins);
  return async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    const refuse = () => new AppError('CROSS_SITE_REQUEST', messages.auth.crossSiteRequest);
    if (request.headers['sec-fetch-site'] === 'cross-site') throw refuse();
    if (request.headers.cookie) {
      const origin = request.headers.origin;
      if (!origin || !allowed.has(origin)) throw refuse();
    }
  };
}
