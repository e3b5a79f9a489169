import { useContext } from 'react';
import { useNavigate } from 'react-router';
import { AuthContext, type AuthContextValue } from './auth-context';

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}

/** Signs out, then goes to the home page (SPEC §2 Global / Dashboard). */
export function useSignOut(): () => Promise<void> {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return async () => {
    if (await signOut()) await navigate('/');
  };
}
