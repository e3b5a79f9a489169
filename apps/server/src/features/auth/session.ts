import type { SessionUser } from '@pawprize/shared/schemas/auth';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { PreparedStatement } from '../../db/prepared.ts';
import { preparedStatement } from '../../db/prepared.ts';
import { readCookie } from '../../http/cookies.ts';
import { needsRenewal, unsignToken } from './better-auth-cookie.ts';
import { authHeaders, forwardCookies } from './http.ts';

export interface ResolvedSession {
  user: SessionUser;
  session: { id: string; expiresAt: Date };
}

/**
 * session ⨝ user ⨝ profile by token; a banned account has no session (its sessions are deleted
 * by the ban; this also covers one made later, e.g. by a verification link). It runs on every signed-in API request, so it is a named
 * prepared statement sent to the driver directly: on PGlite that costs about half of a Drizzle
 * query (bench/votes.bench.mjs, ADR 0014).
 */
const SESSION_BY_TOKEN = `select s.id as "sessionId", s.expires_at as "expiresAt", u.id, u.email,
    u.email_verified as "emailVerified", u.name, p.username, p.full_name as "fullName",
    p.avatar_url as "avatarUrl", p.credits, p.time_zone as "timeZone"
  from sessions s
  join users u on u.id = s.user_id
  left join profiles p on p.id = s.user_id
  where s.token = $1::text
    and not exists (select 1 from bans b where b.user_id = s.user_id)
  limit 1`;

interface SessionRow {
  sessionId: string;
  expiresAt: Date;
  id: string;
  email: string;
  emailVerified: boolean;
  name: string;
  username: string | null;
  fullName: string | null;
  avatarUrl: string | null;
  credits: number | null;
  timeZone: string | null;
}

/** The channel migration 0005's triggers notify on any change to sessions, users or profiles. */
export const AUTH_CHANGED_CHANNEL = 'pawprize_auth_changed';

/** Sessions kept at most (the cache is emptied when full) and for at most this long. */
const CACHE_MAX = 10_000;
const CACHE_TTL_MS = 60_000;

/**
 * Reads sessions with one indexed query (session ⨝ user ⨝ profile). better-auth's own
 * getSession costs about 3 ms and two queries here; it is used only to renew a session.
 *
 * After `keepReads()` (the embedded database, where this process sees every change), what was read is
 * kept until anything in sessions, users or profiles changes: `forget()` is called on those
 * changes' notifications (migration 0005), which arrive before the change's own request is
 * answered, so no request after a sign-out, a profile edit or a credit spent sees the old rows.
 * A read that was under way when a change came is not kept.
 */
export class SessionReader {
  private readonly query: PreparedStatement<SessionRow>;
  private cache: Map<string, { row: SessionRow; until: number }> | null = null;
  private generation = 0;

  constructor(
    db: Database,
    private readonly adminEmails: readonly string[],
  ) {
    this.query = preparedStatement(db, 'pawprize_session_by_token', SESSION_BY_TOKEN);
  }

  /** Keeps what is read between requests; only when `forget()` is called on every change. */
  keepReads(): void {
    this.cache ??= new Map();
  }

  /** Drops every kept session (something they were read from changed). */
  forget(): void {
    this.generation++;
    this.cache?.clear();
  }

  /** How many sessions are kept (tests). */
  get cachedCount(): number {
    return this.cache?.size ?? 0;
  }

  private async read(token: string): Promise<SessionRow | undefined> {
    const now = Date.now();
    const hit = this.cache?.get(token);
    if (hit && hit.until > now) return hit.row;
    const generation = this.generation;
    const [row] = await this.query.rows([token]);
    if (this.cache && row && generation === this.generation) {
      if (this.cache.size >= CACHE_MAX) this.cache.clear();
      this.cache.set(token, { row, until: now + CACHE_TTL_MS });
    }
    return row;
  }

  /** The live session with this token, or null (missing or expired). */
  async byToken(token: string): Promise<ResolvedSession | null> {
    const row = await this.read(token);
    if (!row || row.expiresAt.getTime() <= Date.now()) return null;
    return {
      user: {
        id: row.id,
        email: row.email,
        emailVerified: row.emailVerified,
        fullName: row.fullName ?? row.name,
        username: row.username,
        avatarUrl: row.avatarUrl,
        credits: row.credits ?? 0,
        timeZone: row.timeZone ?? 'UTC',
        // Only a verified email proves the address is the admin's: anyone could sign up with it
        // first (ADR 0020), whatever REQUIRE_EMAIL_VERIFICATION says.
        isAdmin: row.emailVerified && this.adminEmails.includes(row.email.toLowerCase()),
      },
      session: { id: row.sessionId, expiresAt: row.expiresAt },
    };
  }
}

/**
 * The request's session from its cookie, renewing it through better-auth when due (the renewed
 * cookie is added to the reply).
 */
export async function resolveSession(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<ResolvedSession | null> {
  const { auth } = request.server;
  const raw = readCookie(request.headers.cookie, auth.cookieName);
  if (!raw) return null;
  const token = unsignToken(raw, auth.secret);
  if (!token) return null;
  const found = await auth.sessions.byToken(token);
  if (!found || !needsRenewal(found.session.expiresAt)) return found;

  const renewed = await auth.api.getSession({
    headers: authHeaders(request),
    returnHeaders: true,
  });
  forwardCookies(reply, renewed.headers);
  if (!renewed.response) return null;
  return {
    user: found.user,
    session: { id: found.session.id, expiresAt: new Date(renewed.response.session.expiresAt) },
  };
}
