/** Only same-site absolute paths are followed after login (no `//evil.example`). */
export function safeRedirect(target: string | null | undefined, fallback = '/dashboard'): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) {
    return fallback;
  }
  return target;
}

/** `/login?redirect=/upload` — slashes stay readable, everything else is escaped. */
export function loginPathFor(returnTo: string): string {
  return `/login?redirect=${encodeURIComponent(returnTo).replace(/%2F/gi, '/')}`;
}

/** Keeps a return path when moving between the login and sign-up pages. */
export function withRedirect(path: '/login' | '/signup', returnTo: string | null): string {
  if (!returnTo) return path;
  return `${path}?redirect=${encodeURIComponent(returnTo).replace(/%2F/gi, '/')}`;
}
