import { SITE_NAME, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@pawprize/shared';
import type { BetterAuthPlugin } from 'better-auth';
import { betterAuth, getCurrentAdapter } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import { redactSecrets, serializeLogArgs } from '../../http/logging.ts';
import type { Database } from '../../db/client.ts';
import * as schema from '../../db/schema/index.ts';
import { isEmailChangeToken } from './better-auth-token.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

/** better-auth's own path prefix; we never mount its handler, our routes call `auth.api.*`. */
export const AUTH_BASE_PATH = '/api/auth';
export const COOKIE_PREFIX = 'pawprize';
/** The Vite dev server (`npm run dev`). */
export const DEV_WEB_ORIGIN = 'http://localhost:5173';

export const SESSION_EXPIRES_IN_S = 30 * 24 * 60 * 60;
/** A session used after this much of its life is extended (and its cookie re-sent). */
export const SESSION_UPDATE_AGE_S = 24 * 60 * 60;
export const VERIFY_EMAIL_EXPIRES_IN_S = 24 * 60 * 60;
export const RESET_PASSWORD_EXPIRES_IN_S = 60 * 60;

export interface AuthMailer {
  verification(to: { email: string; name: string }, token: string): Promise<void>;
  passwordReset(to: { email: string; name: string }, token: string): Promise<void>;
  /** The link to confirm a new address (docs/product/account.md: Change email). */
  emailChange(to: { email: string; name: string }, token: string): Promise<void>;
}

/** Origins whose cookie-bearing state changes we accept: PUBLIC_URL (and Vite in development). */
export function trustedOrigins(config: Pick<Config, 'publicUrl' | 'env'>): string[] {
  const origins = [new URL(config.publicUrl).origin];
  if (config.env === 'development') origins.push(DEV_WEB_ORIGIN);
  return origins;
}

/**
 * The profile fields sign-up carries next to better-auth's own (`name`, `email`, `password`).
 * Our route has validated them already; parsed again here because they arrive untyped.
 */
const ProfileInputSchema = z.object({
  username: z.string(),
  fullName: z.string(),
  timeZone: z.string().default('UTC'),
});

/**
 * Tells better-auth about our `profiles` table so its adapter (and so its transaction) can write
 * it. Created while the credential account is linked during sign-up: that write runs inside the
 * sign-up transaction, after the user row exists, so user, account, profile and session commit
 * or roll back together (`user.create.after` runs only after the commit).
 */
const profilesPlugin = {
  id: 'pawprize-profiles',
  schema: {
    profile: {
      fields: {
        username: { type: 'string', required: false },
        fullName: { type: 'string', required: false },
        avatarUrl: { type: 'string', required: false },
        credits: { type: 'number', required: true, defaultValue: 0, input: false },
        timeZone: { type: 'string', required: true, defaultValue: 'UTC' },
        createdAt: { type: 'date', required: true, defaultValue: () => new Date() },
        updatedAt: { type: 'date', required: true, defaultValue: () => new Date() },
      },
    },
  },
} satisfies BetterAuthPlugin;

export interface CreateAuthOptions {
  db: Database;
  config: Config;
  secret: string;
  mailer: AuthMailer;
  log: FastifyBaseLogger;
}

export function createAuth({ db, config, secret, mailer, log }: CreateAuthOptions) {
  return betterAuth({
    appName: SITE_NAME,
    baseURL: config.publicUrl,
    basePath: AUTH_BASE_PATH,
    secret,
    database: drizzleAdapter(db, { provider: 'pg', usePlural: true, schema, transaction: true }),
    plugins: [profilesPlugin],
    telemetry: { enabled: false },
    // The limits of docs/product/limits.md are ours (@fastify/rate-limit + the account failure
    // counter).
    rateLimit: { enabled: false },
    trustedOrigins: trustedOrigins(config),
    logger: {
      level: 'error',
      log: (level, message, ...args) => {
        const fn = level === 'error' ? log.error : level === 'warn' ? log.warn : log.debug;
        const auth = args.length ? serializeLogArgs(args) : undefined;
        fn.call(log, { auth }, `better-auth: ${redactSecrets(message)}`);
      },
    },
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      // Unverified accounts may sign in and browse (docs/product/identity.md); features ask for
      // verification.
      requireEmailVerification: false,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      password: {
        hash: hashPassword,
        verify: ({ hash, password }) => verifyPassword(hash, password),
      },
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: RESET_PASSWORD_EXPIRES_IN_S,
      sendResetPassword: ({ user, token }) => mailer.passwordReset(user, token),
    },
    emailVerification: {
      sendOnSignUp: true,
      // Links are opened by verify-email.service.ts, never by better-auth's verifyEmail (which
      // signs in whoever opens them: docs/decisions/0100-verification-proves-ownership.md).
      autoSignInAfterVerification: false,
      expiresIn: VERIFY_EMAIL_EXPIRES_IN_S,
      sendVerificationEmail: ({ user, token }) =>
        isEmailChangeToken(token)
          ? mailer.emailChange(user, token)
          : mailer.verification(user, token),
    },
    // Change email (docs/product/account.md): a verified address changes when the link mailed to
    // the new one is opened; an unverified one is replaced at once and the new one verified.
    user: { changeEmail: { enabled: true, updateEmailWithoutVerification: true } },
    session: {
      expiresIn: SESSION_EXPIRES_IN_S,
      updateAge: SESSION_UPDATE_AGE_S,
    },
    advanced: {
      cookiePrefix: COOKIE_PREFIX,
      useSecureCookies: config.publicUrl.startsWith('https://'),
      defaultCookieAttributes: { sameSite: 'lax', httpOnly: true, path: '/' },
    },
    databaseHooks: {
      account: {
        create: {
          before: async (account, ctx) => {
            if (ctx?.path !== '/sign-up/email' || account.providerId !== 'credential') return;
            const input = ProfileInputSchema.parse(ctx.body);
            const adapter = await getCurrentAdapter(ctx.context.adapter);
            await adapter.create({
              model: 'profile',
              data: { id: account.userId, ...input },
              forceAllowId: true,
            });
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
