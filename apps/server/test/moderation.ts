import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { freshIp, ORIGIN, signUp } from './auth-helpers.ts';
import { fixturePhoto } from './images.ts';
import { multipartBody } from './multipart.ts';
import { markVerified } from './users.ts';

/** Helpers for the moderation and admin tests. */

export const ADMIN_EMAIL = 'moderator@example.test';

/** A verified account whose email is in ADMIN_EMAILS (the app must be built with it). */
export async function adminAccount(app: FastifyInstance) {
  const account = await signUp(app, { email: ADMIN_EMAIL });
  await markVerified(app, account.user.id);
  return account;
}

/**
 * A verified member whose account is `days` old (default 8: old enough for reports to count
 * towards hiding, docs/decisions/0105-reports-that-hide.md).
 */
export async function seasonedMember(app: FastifyInstance, days = 8) {
  const account = await signUp(app);
  await markVerified(app, account.user.id);
  await app.db.execute(
    sql`update users set created_at = now() - make_interval(days => ${days}) where id = ${account.user.id}`,
  );
  return account;
}

let networkCounter = 0;
/** An address on a /24 network of its own (reports that hide count once per network). */
export const networkIp = () => `203.0.${++networkCounter % 250}.${(networkCounter % 200) + 10}`;

/** POST /api/pets with a real photo (default: the tabby). */
export function postPet(
  app: FastifyInstance,
  cookie: string,
  photo: Buffer = fixturePhoto(),
  petName = 'Mochi',
) {
  const form = multipartBody({
    petName,
    image: { filename: 'pet.jpg', contentType: 'image/jpeg', data: photo },
  });
  return app.inject({
    method: 'POST',
    url: '/api/pets',
    remoteAddress: freshIp(),
    headers: { origin: ORIGIN, cookie, ...form.headers },
    payload: form.payload,
  });
}

/** Uploads a pet and returns its id (throws unless 201). */
export async function uploadPet(
  app: FastifyInstance,
  cookie: string,
  photo?: Buffer,
  petName?: string,
): Promise<string> {
  const res = await postPet(app, cookie, photo, petName);
  if (res.statusCode !== 201) throw new Error(`upload: ${res.statusCode} ${res.body}`);
  return res.json().pet.id;
}

export function report(
  app: FastifyInstance,
  body: Record<string, unknown>,
  opts: { cookie?: string; ip?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/reports',
    remoteAddress: opts.ip ?? freshIp(),
    headers: { origin: ORIGIN, ...(opts.cookie ? { cookie: opts.cookie } : {}) },
    payload: body,
  });
}

/** A request as an admin (or anyone: pass their cookie). */
export function adminRequest(
  app: FastifyInstance,
  cookie: string,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: unknown,
) {
  return app.inject({
    method,
    url,
    remoteAddress: freshIp(),
    headers: { origin: ORIGIN, cookie },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}
