import { href } from '@pawprize/shared/routes';
import { isSingleLineText } from '@pawprize/shared/text';

/** Stands in for our origin when a return path is resolved (it is never visited). */
const BASE = 'https://pawprize.invalid';

/**
 * Only same-site absolute paths are followed after login. Anything a URL parser could read as
 * another site is refused: `//evil.example`, `/\evil.example`, and paths with control characters
 * (browsers drop tabs and line breaks, so `/%09/evil.example` would become `//evil.example`).
 */
export function safeRedirect(
  target: string | null | undefined,
  fallback = href('dashboard'),
): string {
  if (!target || !target.startsWith('/') || !isSingleLineText(target)) return fallback;
  if (target.startsWith('//') || target.startsWith('/\\')) return fallback;
  let url: URL;
  try {
    url = new URL(target, BASE);
  } catch {
    return fallback;
  }
  return url.origin === BASE ? `${url.pathname}${url.search}${url.hash}` : fallback;
}

/** `/login?redirect=/upload` — slashes stay readable, everything else is escaped. */
export function loginPathFor(returnTo: string): string {
  return `${href('login')}?redirect=${encodeURIComponent(returnTo).replace(/%2F/gi, '/')}`;
}

/** Keeps a return path when moving between the login and sign-up pages. */
export function withRedirect(page: 'login' | 'signup', returnTo: string | null): string {
  const path = href(page);
  if (!returnTo) return path;
  return `${path}?redirect=${encodeURIComponent(returnTo).replace(/%2F/gi, '/')}`;
}

/**
 * Pages whose visitors are most likely new: the upload form ("Add Your Pet"). A visitor sent
 * there goes to sign-up first, told why, with a link to log in (docs/product/site.md, Routes).
 */
export function signUpFirst(pathname: string): boolean {
  return pathname === href('upload');
}

/** Is the return path the upload form (the sign-up page then says what the account is for)? */
export function returnsToUpload(returnTo: string | null): boolean {
  if (!returnTo) return false;
  const path = safeRedirect(returnTo, '');
  return path !== '' && signUpFirst(new URL(path, BASE).pathname);
}
