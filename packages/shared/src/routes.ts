/**
 * Every address the web app has a page for (docs/product/site.md, Routes), in the router's own
 * notation: `:name` is one path segment, a final `*` any rest (the admin console's sub-pages).
 * The router (apps/web/src/app/routes.tsx) is checked against this list by its test; the server
 * answers 404, with the app's not-found page, for any other address (ADR 0119).
 */
export const APP_ROUTES = [
  '/',
  '/landing',
  '/login',
  '/signup',
  '/upload',
  '/dashboard',
  '/create',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
  '/vote',
  '/gallery',
  '/gallery/:id',
  '/battle',
  '/leaderboard',
  '/winners',
  '/shop',
  '/blog',
  '/blog/:id',
  '/contact',
  '/unsubscribe',
  '/newsletter/confirm',
  '/mail/unsubscribe',
  '/terms',
  '/privacy',
  '/about',
  '/integrity',
  '/profile',
  '/captions',
  '/captions/:shareId',
  '/admin/*',
] as const;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');

// The router matches without regard to case and ignores a trailing slash.
const patterns = APP_ROUTES.map((route) => {
  const rest = route.endsWith('/*');
  const body = (rest ? route.slice(0, -2) : route)
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : escape(part)))
    .join('/');
  return new RegExp(`^${body}${rest ? '(?:/.*)?' : ''}/?$`, 'i');
});

/** Whether the web app has a page at `pathname` (no query; percent-encoded as it came). */
export function isAppRoute(pathname: string): boolean {
  return patterns.some((pattern) => pattern.test(pathname));
}
