import { createHmac, randomUUID } from 'node:crypto';
import { TIME_ZONE_HEADER } from '@pawprize/shared';
import fastifyCookie from '@fastify/cookie';
import type { SQL } from 'drizzle-orm';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Ctx } from '../context/index.ts';
import type { BattleOffer } from '../db/functions/battles.ts';
import { votes } from '../db/schema/index.ts';
import { readCookie } from '../http/cookies.ts';
import { isUuid } from '../http/params.ts';
import {
  canonicalTimeZone,
  ipNetwork,
  ipPrefix,
  localDay,
  pickTimeZone,
  utcDay,
} from './identity.rules.ts';
import { findVisitorTimeZone, moveVoterZone } from './voter.queries.ts';

/**
 * Who is voting (docs/product/identity.md, docs/product/votes.md): the signed-in account, or an
 * anonymous visitor known by a random id in a signed, httpOnly cookie. Battles use the same
 * identity.
 */

export const VISITOR_COOKIE = 'pawprize_visitor';
const VISITOR_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
/** A visitor's battle matchup (ADR 0106): sent only to the battle routes. */
export const BATTLE_COOKIE = 'pawprize_battle';
export const BATTLE_COOKIE_PATH = '/api/battles';
const BATTLE_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;

export interface AccountVoter {
  kind: 'account';
  userId: string;
  /** Key of daily_vote_usage: 'u:<userId>'. */
  key: string;
}
export interface VisitorVoter {
  kind: 'visitor';
  visitorId: string;
  /** Key of daily_vote_usage: 'v:<visitorId>'. */
  key: string;
}
export type Voter = AccountVoter | VisitorVoter;

export const accountVoter = (userId: string): AccountVoter => ({
  kind: 'account',
  userId,
  key: `u:${userId}`,
});
export const visitorVoter = (visitorId: string): VisitorVoter => ({
  kind: 'visitor',
  visitorId,
  key: `v:${visitorId}`,
});

interface Keys {
  cookies: ReturnType<typeof fastifyCookie.signerFactory>;
  offers: ReturnType<typeof fastifyCookie.signerFactory>;
  ipKey: (ip: string) => string;
  networkKey: (ip: string) => string;
}

/**
 * Keys derived from the auth secret, one per purpose (a visitor cookie is no session cookie); one
 * set per app's auth runtime.
 */
const keysByAuth = new WeakMap<{ secret: string }, Keys>();

function keysOf(auth: { secret: string }): Keys {
  let keys = keysByAuth.get(auth);
  if (!keys) {
    const derive = (purpose: string) =>
      createHmac('sha256', auth.secret).update(`pawprize:${purpose}`).digest();
    const ipSecret = derive('ip-key');
    keys = {
      cookies: fastifyCookie.signerFactory(derive('visitor-cookie')),
      offers: fastifyCookie.signerFactory(derive('battle-offer')),
      ipKey: (ip) =>
        createHmac('sha256', ipSecret).update(ipPrefix(ip)).digest('base64url').slice(0, 22),
      networkKey: (ip) =>
        createHmac('sha256', ipSecret)
          .update(`net:${ipNetwork(ip) ?? ipPrefix(ip)}`)
          .digest('base64url')
          .slice(0, 22),
    };
    keysByAuth.set(auth, keys);
  }
  return keys;
}

/** The unsigned value of a signed cookie, or null. */
function signedCookie(
  request: FastifyRequest,
  name: string,
  signer: Keys['cookies'],
): string | null {
  const raw = readCookie(request.headers.cookie, name);
  if (!raw) return null;
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return null;
  }
  const result = signer.unsign(value);
  return result.valid && result.value ? result.value : null;
}

/** The visitor id of a valid visitor cookie, or null. */
export function visitorIdFrom(request: FastifyRequest): string | null {
  const value = signedCookie(request, VISITOR_COOKIE, keysOf(request.server.auth).cookies);
  return value && isUuid(value) ? value : null;
}

/**
 * The battle matchup `visitorId` was offered (its signed cookie names the visitor, so it is no
 * use to another), or null (ADR 0106).
 */
export function battleOfferFrom(request: FastifyRequest, visitorId: string): BattleOffer | null {
  const value = signedCookie(request, BATTLE_COOKIE, keysOf(request.server.auth).offers);
  const [visitor, lo, hi, side, ...rest] = value?.split('.') ?? [];
  if (rest.length || visitor !== visitorId || !lo || !hi || !isUuid(lo) || !isUuid(hi)) {
    return null;
  }
  if (!(lo < hi) || (side !== '0' && side !== '1')) return null;
  return { lo, hi, swapped: side === '1' };
}

/** Keeps a visitor's matchup in their cookie (the battle routes only). */
export function setBattleOffer(
  request: FastifyRequest,
  reply: FastifyReply,
  visitorId: string,
  offer: BattleOffer,
): void {
  const app = request.server;
  const value = `${visitorId}.${offer.lo}.${offer.hi}.${offer.swapped ? '1' : '0'}`;
  const secure = app.auth.secureCookies ? '; Secure' : '';
  void reply.header(
    'set-cookie',
    `${BATTLE_COOKIE}=${keysOf(app.auth).offers.sign(value)}; Max-Age=${BATTLE_COOKIE_MAX_AGE_S}; Path=${BATTLE_COOKIE_PATH}; HttpOnly; SameSite=Lax${secure}`,
  );
}

/**
 * The request's voter: the signed-in account, else the visitor of a valid visitor cookie, else
 * null. It makes nothing: a visitor row is stored only with something counted (ADR 0106), by the
 * vote functions (`voterOfVote`). Email verification is the caller's concern
 * (`requireVerifiedUser`).
 */
export async function resolveVoter(
  request: FastifyRequest,
  _reply?: FastifyReply,
  _options?: { create: false },
): Promise<Voter | null> {
  if (request.user) return accountVoter(request.user.id);
  const known = visitorIdFrom(request);
  return known ? visitorVoter(known) : null;
}

function setVisitorCookie(request: FastifyRequest, reply: FastifyReply, visitorId: string) {
  const app = request.server;
  // The signed value (`<uuid>.<base64 HMAC>`) holds only cookie-safe characters.
  const signed = keysOf(app.auth).cookies.sign(visitorId);
  const secure = app.auth.secureCookies ? '; Secure' : '';
  void reply.header(
    'set-cookie',
    `${VISITOR_COOKIE}=${signed}; Max-Age=${VISITOR_COOKIE_MAX_AGE_S}; Path=/; HttpOnly; SameSite=Lax${secure}`,
  );
}

/**
 * The voter of a vote: the account, the visitor of a valid cookie, or a new visitor that is not
 * stored yet — `pawprize_cast_vote` stores it with its first counted vote, and `counted()` then
 * gives the client its cookie. A refused vote leaves no visitor row behind.
 */
export function voterOfVote(request: FastifyRequest): {
  voter: Voter;
  counted(reply: FastifyReply): void;
} {
  if (request.user) return { voter: accountVoter(request.user.id), counted: () => {} };
  const known = visitorIdFrom(request);
  if (known) return { voter: visitorVoter(known), counted: () => {} };
  const id = randomUUID();
  return { voter: visitorVoter(id), counted: (reply) => setVisitorCookie(request, reply, id) };
}

function timeZoneHeader(request: FastifyRequest): string | undefined {
  const value = request.headers[TIME_ZONE_HEADER];
  return Array.isArray(value) ? value[0] : value;
}

export interface VoterDay {
  /** The voter's local day, 'YYYY-MM-DD'. */
  day: string;
  /** The UTC day (per-IP limits: a time zone header cannot open a new day for them). */
  utcDay: string;
  timeZone: string;
}

/**
 * The voter's "today" (docs/product/votes.md, docs/decisions/0025-voting-day-zone.md): the local
 * day in the voter's stored zone — the account's, or the visitor's (a new visitor: the browser's
 * X-Time-Zone, else UTC). A browser reporting another valid zone moves the stored zone, unless
 * that would take the voter from one date to another while either has counted votes: a day in
 * progress is finished in its zone (the new one applies from the next day), and a day already
 * voted on is never reopened. So changing zones cannot open another day's allowance early.
 * Accounts read their stored zone with the session; the database is asked only on a change.
 */
export async function voterDay(request: FastifyRequest): Promise<VoterDay> {
  const app = request.server;
  const reported = canonicalTimeZone(timeZoneHeader(request));
  const now = app.clock.now();
  const user = request.user;
  let timeZone: string;
  if (user) {
    timeZone = pickTimeZone(undefined, user.timeZone);
    if (reported && reported !== timeZone) {
      timeZone = await moveZone(app.ctx, now, { kind: 'account', id: user.id }, timeZone, reported);
      user.timeZone = timeZone;
    }
  } else {
    const visitorId = visitorIdFrom(request);
    const row = visitorId ? await findVisitorTimeZone(app.ctx.db, visitorId) : undefined;
    if (row && visitorId) {
      timeZone = pickTimeZone(undefined, row.timeZone);
      if (reported && reported !== timeZone) {
        timeZone = await moveZone(
          app.ctx,
          now,
          { kind: 'visitor', id: visitorId },
          timeZone,
          reported,
        );
      }
    } else {
      timeZone = reported ?? 'UTC';
    }
  }
  return { day: localDay(now, timeZone), utcDay: utcDay(now), timeZone };
}

/**
 * Stores `reported` as the voter's zone and returns it, or returns `stored` when the change would
 * move the voter between two different dates either of which has counted votes (one statement:
 * the update is conditional on there being no usage row for either day).
 */
async function moveZone(
  ctx: Ctx<'db'>,
  now: Date,
  voter: { kind: 'account' | 'visitor'; id: string },
  stored: string,
  reported: string,
): Promise<string> {
  const storedDay = localDay(now, stored);
  const reportedDay = localDay(now, reported);
  const sameDate = reportedDay === storedDay;
  const key = voter.kind === 'account' ? `u:${voter.id}` : `v:${voter.id}`;
  const moved = await moveVoterZone(ctx.db, voter, {
    key,
    reported,
    sameDate,
    storedDay,
    reportedDay,
  });
  return moved ? reported : stored;
}

/** The hashed per-IP key of the request's client address (IPv6 by /64). */
export function clientIpKey(request: FastifyRequest): string {
  return keysOf(request.server.auth).ipKey(request.ip);
}

/**
 * The hashed key of the request's client network (IPv4 /24, IPv6 /48, as fraud detection groups
 * them): reports that hide count once per network (docs/decisions/0105-reports-that-hide.md).
 */
export function clientNetworkKey(request: FastifyRequest): string {
  return keysOf(request.server.auth).networkKey(request.ip);
}

/** The request's client network, truncated (/24, /48): fraud detection's bursts (ADR 0085). */
export function clientNetwork(request: FastifyRequest): string | null {
  return ipNetwork(request.ip);
}

/** The voter's rows of `votes` (a where condition). */
export function byVoter(voter: Voter): SQL {
  return voter.kind === 'account'
    ? eq(votes.userId, voter.userId)
    : eq(votes.visitorId, voter.visitorId);
}
