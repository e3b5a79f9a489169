import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { mailOutbox } from '../src/db/schema/index.ts';

/** Helpers for tests that need accounts. Cookie-bearing state changes must carry this Origin. */
export const ORIGIN = 'http://localhost:3000';

let ipCounter = 0;
/**
 * A client address of its own, so per-IP limits only bite where a test means them to; each in
 * another /24 than the one before, so per-network limits (sign-ups) do too.
 */
export const freshIp = () => `10.9.${++ipCounter % 250}.${(Math.floor(ipCounter / 250) % 250) + 1}`;

let userCounter = 0;
export function newAccount(overrides: Record<string, string> = {}) {
  const n = `${process.pid}${++userCounter}`;
  return {
    fullName: 'Rex Owner',
    username: `rex_${n}`,
    email: `rex.${n}@example.test`,
    password: 'correct horse battery staple',
    ...overrides,
  };
}

/** `name=value` pairs of a response's Set-Cookie headers, ready for a Cookie header. */
export function cookieFrom(res: LightMyRequestResponse): string {
  const header = res.headers['set-cookie'];
  const list = Array.isArray(header) ? header : header ? [header] : [];
  return list.map((c) => c.split(';')[0]).join('; ');
}

export async function signUp(app: FastifyInstance, overrides: Record<string, string> = {}) {
  const account = newAccount(overrides);
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up',
    remoteAddress: freshIp(),
    headers: { origin: ORIGIN },
    payload: account,
  });
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  return { ...account, cookie: cookieFrom(res), user: res.json().user, res };
}

export async function signIn(
  app: FastifyInstance,
  email: string,
  password: string,
  ip = freshIp(),
) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    remoteAddress: ip,
    headers: { origin: ORIGIN },
    payload: { email, password },
  });
}

/** The newest mail queued for `to`. */
export async function lastMailTo(app: FastifyInstance, to: string) {
  const [mail] = await app.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  return mail;
}

/** The first link in the newest mail to `to` that contains `path`. */
export async function linkInLastMail(app: FastifyInstance, to: string, path: string) {
  const mail = await lastMailTo(app, to);
  const link = mail?.text.match(/https?:\/\/\S+/g)?.find((l) => l.includes(path));
  if (!link) throw new Error(`no ${path} link in the last mail to ${to}`);
  return new URL(link);
}
