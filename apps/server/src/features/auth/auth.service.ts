import { createHmac } from 'node:crypto';
import { messages } from '@pawprize/shared';
import type {
  ForgotPasswordBody,
  ResetPasswordBody,
  SignInBody,
  SignInResult,
  SignUpBody,
  SignUpResult,
} from '@pawprize/shared/schemas/auth';
import type { FastifyRequest } from 'fastify';
import type { Ctx } from '../../context/index.ts';
import { AppError, isUniqueViolation } from '../../errors.ts';
import type { AuthRuntime } from './auth.plugin.ts';
import { bannedEmailExists, findResetOwner, findTaken } from './auth.queries.ts';
import { authHeaders } from './http.ts';
import { clientIpKey, clientNetwork, mergeVisitorInto } from '../../identity/index.ts';
import type { SignUpClient } from './limits.ts';
import { formatWait } from './limits.ts';
import { isCommonPassword } from './passwords.ts';
import type { ResolvedSession } from './session.ts';

const m = messages.auth;

/** What the auth services use: the database, the config and the auth runtime (`ctx.auth`). */
export type AuthCtx = Ctx<'db' | 'config'> & { auth: AuthRuntime };

/** A result plus the Set-Cookie headers better-auth produced for it. */
export interface WithCookies<T> {
  result: T;
  cookies: string[];
}

/** better-auth's APIError code ('INVALID_EMAIL_OR_PASSWORD', …), if `err` is one. */
function authErrorCode(err: unknown): string | undefined {
  if (typeof err !== 'object' || err === null || !('body' in err)) return undefined;
  const body = (err as { body?: { code?: unknown } }).body;
  return typeof body?.code === 'string' ? body.code : undefined;
}

function fieldError(code: 'VALIDATION_FAILED' | 'CONFLICT', field: string, message: string) {
  return new AppError(code, message, { [field]: [message] });
}

/** Whether this email (any case) belongs to a banned account (docs/decisions/0062-bans-and-vote-voiding.md). */
async function isBannedEmail(ctx: Ctx<'db'>, email: string): Promise<boolean> {
  return bannedEmailExists(ctx.db, email.trim().toLowerCase());
}

function assertNotCommon(password: string) {
  if (isCommonPassword(password)) {
    throw fieldError('VALIDATION_FAILED', 'password', m.passwordTooCommon);
  }
}

async function sessionFor(ctx: { auth: AuthRuntime }, token: string | null | undefined) {
  const found: ResolvedSession | null = token ? await ctx.auth.sessions.byToken(token) : null;
  if (!found) throw new Error('better-auth returned no usable session');
  return found;
}

/** Clear 409s before hashing anything; the unique indexes still decide races. */
async function assertAvailable(ctx: Ctx<'db'>, email: string, username: string) {
  const row = await findTaken(ctx.db, email, username);
  if (row?.emailTaken) throw fieldError('CONFLICT', 'email', m.emailTaken);
  if (row?.usernameTaken) throw fieldError('CONFLICT', 'username', m.usernameTaken);
}

/**
 * Sign-up (docs/product/identity.md), counted by what it came to per address and network
 * (limits.ts `signUpGuard`, docs/decisions/0101-sign-up-limits.md). `createAccount` makes user,
 * credential account, profile and session in one transaction (the profile is written by the
 * better-auth hook in auth.ts) and queues the verification mail after commit.
 */
export async function signUp(
  ctx: AuthCtx,
  request: FastifyRequest,
  body: SignUpBody,
): Promise<WithCookies<SignUpResult>> {
  const attempt = await ctx.auth.signUps.begin(signUpClient(ctx, request));
  try {
    const created = await createAccount(ctx, request, body);
    await attempt.created();
    return created;
  } catch (err) {
    await attempt.failed();
    throw err;
  }
}

/** The client's address key (IPv6 by /64) and its network's (/24, /48), both keyed hashes. */
function signUpClient(ctx: AuthCtx, request: FastifyRequest): SignUpClient {
  const network = clientNetwork(request);
  return {
    address: clientIpKey(request),
    network: network
      ? createHmac('sha256', ctx.auth.secret)
          .update(`sign-up-network:${network}`)
          .digest('hex')
          .slice(0, 32)
      : null,
  };
}

async function createAccount(
  ctx: AuthCtx,
  request: FastifyRequest,
  body: SignUpBody,
): Promise<WithCookies<SignUpResult>> {
  if (await isBannedEmail(ctx, body.email)) {
    throw new AppError('FORBIDDEN', messages.admin.bannedEmail, {
      email: [messages.admin.bannedEmail],
    });
  }
  assertNotCommon(body.password);
  await assertAvailable(ctx, body.email, body.username);
  // Next to better-auth's fields, the profile's (read by the hook in auth.ts).
  const fields = {
    name: body.fullName,
    email: body.email,
    password: body.password,
    username: body.username,
    fullName: body.fullName,
    timeZone: body.timeZone ?? 'UTC',
  };
  let res;
  try {
    res = await ctx.auth.api.signUpEmail({
      body: fields,
      headers: authHeaders(request),
      returnHeaders: true,
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw fieldError('CONFLICT', 'username', m.usernameTaken);
    const code = authErrorCode(err);
    if (code === 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL' || code === 'USER_ALREADY_EXISTS') {
      throw fieldError('CONFLICT', 'email', m.emailTaken);
    }
    if (code === 'FAILED_TO_CREATE_USER') {
      // A concurrent sign-up with the same email won the unique index.
      await assertAvailable(ctx, body.email, body.username);
    }
    throw err;
  }
  const { user } = await sessionFor(ctx, res.response.token);
  const visitor = await visitorBecomesAccount(ctx, request, user.id);
  return { result: { user }, cookies: [...res.headers.getSetCookie(), ...visitor] };
}

/**
 * The votes of the visitor this browser was become the account's (identity/merge.ts,
 * docs/decisions/0107-visitor-votes-move-to-the-account.md); the Set-Cookie values clearing the
 * visitor's cookies. A merge that fails (a vote of the same account racing it) leaves the visitor
 * as it was and does not fail the sign-in: it is logged, and the next sign-in tries again.
 */
async function visitorBecomesAccount(
  ctx: AuthCtx,
  request: FastifyRequest,
  userId: string,
): Promise<string[]> {
  try {
    return (await mergeVisitorInto(ctx, request, userId)).cookies;
  } catch (err) {
    request.log.error({ err, userId }, "could not move a visitor's votes to the account");
    return [];
  }
}

/**
 * Same answer for an unknown email and a wrong password. Failures count per account and per
 * account + client: a client that failed against an account with 10 failures waits out the 15
 * minutes, the owner signing in from elsewhere does not (limits.ts `signInGuard`, ADR 0026).
 */
export async function signIn(
  ctx: AuthCtx,
  request: FastifyRequest,
  body: SignInBody,
): Promise<WithCookies<SignInResult>> {
  const email = body.email.trim().toLowerCase();
  if (await isBannedEmail(ctx, email)) throw new AppError('FORBIDDEN', messages.admin.banned);
  const { failures } = ctx.auth;
  const client = clientIpKey(request);
  const wait = await failures.waitMs(email, client);
  if (wait > 0) {
    throw new AppError('RATE_LIMITED', m.tooManyFailedSignIns(formatWait(wait)), undefined, {
      'retry-after': String(Math.ceil(wait / 1000)),
    });
  }
  let res;
  try {
    res = await ctx.auth.api.signInEmail({
      body: { email, password: body.password },
      headers: authHeaders(request),
      returnHeaders: true,
    });
  } catch (err) {
    const code = authErrorCode(err);
    if (
      code === 'INVALID_EMAIL_OR_PASSWORD' ||
      code === 'INVALID_EMAIL' ||
      code === 'PASSWORD_TOO_LONG'
    ) {
      await failures.failed(email, client);
      throw new AppError('UNAUTHENTICATED', m.invalidCredentials);
    }
    throw err;
  }
  await failures.succeeded(email, client);
  const found = await sessionFor(ctx, res.response.token);
  const visitor = await visitorBecomesAccount(ctx, request, found.user.id);
  return {
    result: { user: found.user, session: { expiresAt: found.session.expiresAt.toISOString() } },
    cookies: [...res.headers.getSetCookie(), ...visitor],
  };
}

/** Ends the session on the server; the cookie is cleared either way. */
export async function signOut(ctx: AuthCtx, request: FastifyRequest): Promise<string[]> {
  if (!request.authSession) return [];
  const res = await ctx.auth.api.signOut({ headers: authHeaders(request), returnHeaders: true });
  return res.headers.getSetCookie();
}

export async function resendVerification(ctx: AuthCtx, request: FastifyRequest) {
  const user = request.user;
  if (!user || user.emailVerified) return;
  await ctx.auth.api.sendVerificationEmail({
    body: { email: user.email },
    headers: authHeaders(request),
  });
}

/** Always the same answer, whether or not an account has this email. */
export async function forgotPassword(
  ctx: AuthCtx,
  request: FastifyRequest,
  body: ForgotPasswordBody,
) {
  await ctx.auth.api.requestPasswordReset({
    body: { email: body.email },
    headers: authHeaders(request),
  });
  return { message: m.resetEmailSent };
}

/** Sets the new password and ends all of the user's sessions (they sign in again). */
export async function resetPassword(
  ctx: AuthCtx,
  request: FastifyRequest,
  body: ResetPasswordBody,
) {
  assertNotCommon(body.password);
  const owner = await findResetOwner(ctx.db, body.token);
  try {
    await ctx.auth.api.resetPassword({
      body: { token: body.token, newPassword: body.password },
      headers: authHeaders(request),
    });
  } catch (err) {
    if (authErrorCode(err)) throw new AppError('BAD_REQUEST', m.resetTokenInvalid);
    throw err;
  }
  if (owner) await ctx.auth.failures.reset(owner.email);
  return { message: m.passwordResetDone };
}
