import type { AuthContextValue, AuthUser } from '@/features/auth';

export function makeUser(overrides: Partial<AuthUser> = {}): AuthUser {
  return {
    id: 'user-1',
    email: 'alice@example.com',
    fullName: 'Alice Example',
    username: 'alice',
    avatarUrl: null,
    emailVerified: true,
    isAdmin: false,
    credits: 0,
    timeZone: 'UTC',
    ...overrides,
  };
}

/** An auth context value for tests: logged out unless a user is given. */
export function fakeAuth(overrides: Partial<AuthContextValue> = {}): AuthContextValue {
  const user = overrides.user ?? null;
  return {
    user,
    session: user ? { expiresAt: new Date(Date.now() + 3_600_000).toISOString() } : null,
    isLoading: false,
    refresh: async () => {},
    signOut: async () => true,
    ...overrides,
  };
}
