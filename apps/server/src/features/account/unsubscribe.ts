import { createHmac, timingSafeEqual } from 'node:crypto';
import type { MailKind } from '@pawprize/shared/schemas/account';
import { MAIL_KINDS } from '@pawprize/shared/schemas/account';

/**
 * One-click unsubscribe tokens (docs/product/mail.md): `<userId>.<kind>.<expires>.<signature>`,
 * an HMAC-SHA256 under a key derived from the auth secret, so a link works without signing in
 * and cannot be made for another member or kind. They expire after UNSUBSCRIBE_TOKEN_DAYS.
 */

export const UNSUBSCRIBE_TOKEN_DAYS = 180;
const DAY_S = 24 * 60 * 60;

const keyOf = (secret: string) =>
  createHmac('sha256', secret).update('pawprize-unsubscribe-v1').digest();

const sign = (secret: string, payload: string) =>
  createHmac('sha256', keyOf(secret)).update(payload).digest('base64url');

export function unsubscribeToken(
  secret: string,
  userId: string,
  kind: MailKind,
  now: Date = new Date(),
): string {
  const expires = Math.floor(now.getTime() / 1000) + UNSUBSCRIBE_TOKEN_DAYS * DAY_S;
  const payload = `${userId}.${kind}.${expires}`;
  return `${payload}.${sign(secret, payload)}`;
}

/** The member and kind of a valid token; null when forged, malformed or expired. */
export function readUnsubscribeToken(
  secret: string,
  token: string,
  now: Date = new Date(),
): { userId: string; kind: MailKind } | null {
  const parts = token.split('.');
  if (parts.length !== 4) return null;
  const [userId, kind, expires, signature] = parts as [string, string, string, string];
  const expected = Buffer.from(sign(secret, `${userId}.${kind}.${expires}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (!(MAIL_KINDS as readonly string[]).includes(kind)) return null;
  if (!/^\d{1,12}$/.test(expires) || Number(expires) * 1000 < now.getTime()) return null;
  return { userId, kind: kind as MailKind };
}
