import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/** A response body as the browser reads it, after its `content-encoding`. */
export const decodeBody = (encoding: string | undefined, body: Buffer): string =>
  encoding === 'br'
    ? brotliDecompressSync(body).toString()
    : encoding === 'gzip'
      ? gunzipSync(body).toString()
      : body.toString();

/**
 * GETs a page of the web app (`accept`: the accept-encoding header, none when undefined), checks
 * it is an HTML page with `status` (200 unless said: an unknown address is a 404 with the app,
 * ADR 0119) and returns its decoded text.
 */
export async function fetchPage(app: FastifyInstance, url: string, accept?: string, status = 200) {
  const res = await app.inject({
    url,
    headers: accept === undefined ? {} : { 'accept-encoding': accept },
  });
  expect(res.statusCode, url).toBe(status);
  expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
  return decodeBody(res.headers['content-encoding'] as string | undefined, res.rawPayload);
}
