/** What the rest of the server uses of auth: the plugin (app.auth, request.user) and the route guards. */
export { authPlugin } from './auth.plugin.ts';
export type { AuthRuntime } from './auth.plugin.ts';
export { requireUser, requireVerifiedUser } from './guards.ts';
export type { SessionUser } from './guards.ts';
/** For the account feature's calls into better-auth (docs/product/account.md). */
export { authHeaders } from './http.ts';
export { isCommonPassword } from './passwords.ts';
export { verifyPassword } from './passwords.ts';
export { clearedCookie } from './http.ts';
export { isAdminEmail } from './verify-email.service.ts';
export { findAccountByEmail } from './verify-email.queries.ts';
