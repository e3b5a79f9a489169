import { createContext } from 'react';
import type { AuthSession, AuthUser } from './types';

export interface AuthContextValue {
  user: AuthUser | null;
  session: AuthSession | null;
  /** True until the first answer about the session (success or failure) arrives. */
  isLoading: boolean;
  /** Re-reads the session from the server (after login, sign-up, profile changes…). */
  refresh: () => Promise<void>;
  /** Ends the session on the server and toasts the result; resolves true on success. */
  signOut: () => Promise<boolean>;
}

/**
 * Provided by `AuthProvider`. Tests may provide their own value instead:
 * `<AuthContext.Provider value={fakeAuth({ user })}>`.
 */
export const AuthContext = createContext<AuthContextValue | null>(null);
