// The app-wide core of auth (the navbar and guards use it, so it is in the first bundle).
// The account pages' forms are in ./components (lazy pages import them from there): they
// carry the shared zod schemas, which the first bundle does not need.
export { AuthContext, type AuthContextValue, type SignOutOptions } from './auth-context';
export { AuthProvider } from './auth-provider';
export { displayName, emailPrefix } from './display-name';
export { loginPathFor, returnsToUpload, safeRedirect, withRedirect } from './redirect';
export { GuestOnly, RequireAuth } from './route-guards';
export { sessionQueryKey } from './session-api';
export type { AuthSession, AuthUser, SessionState } from './types';
export { useAuth, useSignOut } from './use-auth';
export { useVerifiedToast } from './use-verified-toast';
