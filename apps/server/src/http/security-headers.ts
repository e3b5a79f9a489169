import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Helmet's headers, computed once at start-up and set on every response. (Running helmet's
 * middleware per request rebuilds its configuration each time and costs more than the request.)
 */
export interface SecurityHeaderOptions {
  https: boolean;
  /** Other origins pages may load images from (the S3 public URL). */
  imageOrigins?: string[];
}

export function securityHeaders({
  https,
  imageOrigins = [],
}: SecurityHeaderOptions): Record<string, string> {
  const middleware = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...imageOrigins],
        styleSrc: ["'self'", "'unsafe-inline'"],
        fontSrc: ["'self'", 'data:'],
        // WebAssembly may be compiled (not JS eval): the upload form's HEIC decoder (ADR 0136).
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    strictTransportSecurity: https ? { maxAge: 15552000 } : false,
    crossOriginEmbedderPolicy: false,
  });
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number | string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  middleware({} as IncomingMessage, res, () => {});
  return headers;
}

/**
 * Pages and assets get the whole set; JSON API answers, which no browser renders as a document,
 * only need `nosniff` (and stay small, which matters for the hot endpoints).
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  options: SecurityHeaderOptions,
): void {
  const headers = securityHeaders(options);
  app.addHook('onRequest', (request, reply, done) => {
    if (request.url.startsWith('/api/')) reply.header('x-content-type-options', 'nosniff');
    else reply.headers(headers);
    done();
  });
}
