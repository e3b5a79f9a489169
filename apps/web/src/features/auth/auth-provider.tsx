import { messages } from '@pawprize/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, type ReactNode } from 'react';
import { toast } from '@/lib/toast';
import { AuthContext, type AuthContextValue, type SignOutOptions } from './auth-context';
import { fetchSession, postSignOut, sessionQueryKey } from './session-api';
import { LOGGED_OUT } from './types';

/** Reads `GET /api/auth/session` once at start and exposes `{ user, session, isLoading }`. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: sessionQueryKey,
    queryFn: ({ signal }) => fetchSession(signal),
    staleTime: 5 * 60_000,
  });

  const refresh = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
  }, [queryClient]);

  const signOut = useCallback(
    async ({ successMessage = messages.auth.loggedOut, beforeClear }: SignOutOptions = {}) => {
      try {
        await postSignOut();
      } catch {
        toast.error(messages.auth.logoutFailed);
        return false;
      }
      try {
        await beforeClear?.();
      } finally {
        queryClient.setQueryData(sessionQueryKey, LOGGED_OUT);
        // Everything cached so far may be personalised (voted flags, own pets…).
        queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== sessionQueryKey[0] });
        toast.success(successMessage);
      }
      return true;
    },
    [queryClient],
  );

  const state = query.data ?? LOGGED_OUT;
  const value = useMemo<AuthContextValue>(
    () => ({
      user: state.user,
      session: state.session,
      isLoading: query.isPending,
      refresh,
      signOut,
    }),
    [state, query.isPending, refresh, signOut],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
