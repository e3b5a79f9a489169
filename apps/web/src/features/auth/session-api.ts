import { DEFAULT_GENERATION_CREDITS } from '@pawprize/shared';
import { api, isApiError, type Schema } from '@/lib/api';
import { LOGGED_OUT, type AuthUser, type SessionState } from './types';

export const sessionQueryKey = ['auth', 'session'] as const;

function str(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

function parseUser(value: unknown): AuthUser | null {
  if (typeof value !== 'object' || value === null) return null;
  const u = value as Record<string, unknown>;
  const id = str(u.id) ?? (typeof u.id === 'number' ? String(u.id) : null);
  if (!id) return null;
  return {
    id,
    email: str(u.email) ?? '',
    fullName: str(u.fullName),
    username: str(u.username),
    avatarUrl: str(u.avatarUrl),
    emailVerified: u.emailVerified === true,
    isAdmin: u.isAdmin === true,
    credits:
      typeof u.credits === 'number' && Number.isFinite(u.credits)
        ? u.credits
        : DEFAULT_GENERATION_CREDITS,
    timeZone: str(u.timeZone) || 'UTC',
  };
}

/** Tolerant reading of the session answer: anything without a user id means logged out. */
export const sessionStateSchema: Schema<SessionState> = {
  parse(input) {
    if (typeof input !== 'object' || input === null) return LOGGED_OUT;
    const record = input as Record<string, unknown>;
    const user = parseUser(record.user);
    if (!user) return LOGGED_OUT;
    const session = record.session as Record<string, unknown> | null | undefined;
    const expiresAt = str(session?.expiresAt);
    return { user, session: expiresAt ? { expiresAt } : null };
  },
};

/**
 * Asks the server who is signed in. A 401/404 or an unreachable server means logged out;
 * other failures reject so that the query retries once.
 */
export async function fetchSession(signal?: AbortSignal): Promise<SessionState> {
  try {
    return await api.get('/auth/session', { schema: sessionStateSchema, signal });
  } catch (error) {
    if (isApiError(error) && (error.status === 401 || error.status === 404 || error.status === 0)) {
      return LOGGED_OUT;
    }
    throw error;
  }
}

export function postSignOut(): Promise<unknown> {
  return api.post('/auth/sign-out');
}
