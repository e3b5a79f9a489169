import { href } from '@pawprize/shared/routes';
import { useContext } from 'react';
import { useNavigate } from 'react-router';
import { AuthContext, type AuthContextValue } from './auth-context';

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}

/**
 * Signs out, then goes to the home page (docs/product/dashboard.md, Header). The page is left
 * before the session is cleared locally, so a protected page's guard never flashes /login.
 */
export function useSignOut(successMessage?: string): () => Promise<boolean> {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return async () => {
    let left = false;
    const ok = await signOut({
      successMessage,
      beforeClear: async () => {
        left = true;
        // Commit the home page synchronously (not in a transition): the session is cleared
        // next, and a protected page still on screen would redirect to /login.
        await navigate(href('home'), { flushSync: true });
      },
    });
    if (ok && !left) await navigate(href('home'));
    return ok;
  };
}
