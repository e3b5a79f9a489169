export interface AuthUser {
  id: string;
  email: string;
  fullName: string | null;
  username: string | null;
  avatarUrl: string | null;
  emailVerified: boolean;
  isAdmin: boolean;
  /** Generation credits (docs/product/ai.md; 0 by default). */
  credits: number;
  /** IANA time zone of the profile ('UTC' when unknown). */
  timeZone: string;
}

export interface AuthSession {
  /** ISO timestamp. */
  expiresAt: string;
}

/** The answer of `GET /api/auth/session`. */
export interface SessionState {
  user: AuthUser | null;
  session: AuthSession | null;
}

export const LOGGED_OUT: SessionState = { user: null, session: null };
