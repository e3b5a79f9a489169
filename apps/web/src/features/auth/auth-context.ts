import { createContext } from 'react';
import type { AuthSession, AuthUser } from './types';

export interface SignOutOptions {
  /** The success toast (default 'Logged out successfully'; the dashboard adds a '!'). */
  successMessage?: string;
  /**
   * Runs once the server has ended the session, before the local state is cleared: leaving a
   * protected page here keeps its guard from sending the user to /login on the way out.
   */
  beforeClear?: () => unknown;
}

export interface AuthContextValue {
  user: AuthUser | null;
  session: AuthSession | null;
  /** True until the first answer about the session (success or failure) arrives. */
  isLoading: boolean;
  /** Re-reads the session from the server (after login, sign-up, profile changes…). */
  refresh: () => Promise<void>;
  /** Ends the session on the server and toasts the result; resolves true on success. */
  signOut: (options?: SignOutOptions) => Promise<boolean>;
}

/**
 * Provided by `AuthProvider`. Tests may provide their own value instead:
 * `<AuthContext.Provider value={fakeAuth({ user })}>`.
 */
export const AuthContext = createContext<AuthContextValue | null>(null);
