export { AuthContext, type AuthContextValue } from './auth-context';
export { AuthProvider } from './auth-provider';
export { emailPrefix } from './display-name';
export { loginPathFor, safeRedirect } from './redirect';
export { GuestOnly, RequireAuth } from './route-guards';
export { sessionQueryKey } from './session-api';
export type { AuthSession, AuthUser, SessionState } from './types';
export { useAuth, useSignOut } from './use-auth';
