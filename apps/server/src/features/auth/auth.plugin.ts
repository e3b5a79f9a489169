import type { SessionUser } from '@pawprize/shared/schemas/auth';
import { href } from '@pawprize/shared/routes';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { enqueueMail } from '../../mail/outbox.ts';
import { emailChangeMail, passwordResetMail, verificationMail } from '../../mail/templates.ts';
import type { Auth, AuthMailer } from './auth.ts';
import { AUTH_BASE_PATH, createAuth, trustedOrigins } from './auth.ts';
import { authRoutes } from './auth.routes.ts';
import { csrfGuard } from './csrf.ts';
import { databaseCounter } from '../../http/database-counter.ts';
import type { SharedCounter } from '../../http/shared-counter.ts';
import { sharedCounter } from '../../http/shared-counter.ts';
import type { SignInGuard, SignUpGuard } from './limits.ts';
import { AUTH_LIMITS, signInGuard, signUpGuard } from './limits.ts';
import { resolveAuthSecret } from './secret.ts';
import { AUTH_CHANGED_CHANNEL, resolveSession, SessionReader } from './session.ts';

export interface AuthRuntime {
  api: Auth['api'];
  secret: string;
  cookieName: string;
  secureCookies: boolean;
  sessions: SessionReader;
  /** Failed sign-ins per account email (docs/product/limits.md). */
  failures: SignInGuard;
  /** Accounts created and refused sign-ups per address and network (ADR 0101). */
  signUps: SignUpGuard;
  /** Mails per email (resets) and per account (verifications), never evicted (ADR 0027). */
  mailLimits: { resetPerEmail: SharedCounter; verificationPerUser: SharedCounter };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** better-auth and session helpers; available once the app is ready. */
    auth: AuthRuntime;
  }
  interface FastifyRequest {
    /** The signed-in user, resolved once per /api request from the session cookie. */
    user: SessionUser | null;
    authSession: { id: string; expiresAt: Date } | null;
  }
}

function authMailer(app: FastifyInstance): AuthMailer {
  const { publicUrl } = app.config;
  const queue = async (mail: Parameters<typeof enqueueMail>[1]) => {
    await enqueueMail(app.db, mail);
    app.mailWorker.kick();
  };
  return {
    verification: (to, token) =>
      queue(
        verificationMail(
          to,
          `${publicUrl}${AUTH_BASE_PATH}/verify-email?token=${encodeURIComponent(token)}`,
          publicUrl,
        ),
      ),
    emailChange: (to, token) =>
      queue(
        emailChangeMail(
          to,
          `${publicUrl}${AUTH_BASE_PATH}/verify-email?token=${encodeURIComponent(token)}`,
          publicUrl,
        ),
      ),
    passwordReset: (to, token) =>
      queue(
        passwordResetMail(
          to,
          `${publicUrl}${href('resetPassword')}?token=${encodeURIComponent(token)}`,
          publicUrl,
        ),
      ),
  };
}

/**
 * Accounts and sessions (ADR 0002): better-auth on our database, our routes under /api/auth,
 * `request.user` on every /api request, and the cross-site request guard.
 */
export const authPlugin = fp(
  async (app: FastifyInstance) => {
    let runtime: AuthRuntime | undefined;
    app.decorate('auth', {
      getter(): AuthRuntime {
        if (!runtime) throw new Error('auth is used before the app is ready');
        return runtime;
      },
    });
    app.decorateRequest('user', null);
    app.decorateRequest('authSession', null);

    // After start-up migrations (server.ts migrates before listen): the secret may live in the DB.
    app.addHook('onReady', async () => {
      const secret = await resolveAuthSecret(app.db, app.config.authSecret);
      const auth = createAuth({
        db: app.db,
        config: app.config,
        secret,
        mailer: authMailer(app),
        log: app.log.child({ component: 'auth' }),
      });
      const context = await auth.$context;
      const { windowMs } = AUTH_LIMITS.signInFailuresPerAccount;
      // Redis when configured, else the database: other keys cannot push these counts out.
      const durableCounter = (name: string, window: number) =>
        sharedCounter(app.redis, {
          name,
          windowMs: window,
          local: databaseCounter(app.db, { name, windowMs: window }),
        });
      const sessions = new SessionReader(app.db, app.config.adminEmails);
      // Sessions are kept between requests where every change is seen (the embedded database).
      if (await app.database.listen(AUTH_CHANGED_CHANNEL, () => sessions.forget())) {
        sessions.keepReads();
      }
      runtime = {
        api: auth.api,
        secret,
        cookieName: context.authCookies.sessionToken.name,
        secureCookies: context.authCookies.sessionToken.attributes.secure === true,
        sessions,
        mailLimits: {
          resetPerEmail: durableCounter('reset-mails', AUTH_LIMITS.resetMailsPerEmail.timeWindow),
          verificationPerUser: durableCounter(
            'verification-mails',
            AUTH_LIMITS.verificationMailsPerUser.timeWindow,
          ),
        },
        signUps: signUpGuard({
          created: durableCounter('sign-ups', AUTH_LIMITS.accountsCreatedPerAddress.windowMs),
          failed: durableCounter('sign-up-failures', AUTH_LIMITS.signUpFailuresPerAddress.windowMs),
        }),
        failures: signInGuard({
          byAccount: sharedCounter(app.redis, { name: 'sign-in-failures', windowMs }),
          byClient: sharedCounter(app.redis, { name: 'sign-in-failures-client', windowMs }),
        }),
      };
    });

    app.addHook('onRequest', csrfGuard(trustedOrigins(app.config)));
    app.addHook('onRequest', async (request, reply) => {
      if (!request.headers.cookie || !request.url.startsWith('/api/')) return;
      if (request.url.startsWith('/api/health')) return;
      const found = await resolveSession(request, reply);
      if (found) {
        request.user = found.user;
        request.authSession = found.session;
      }
    });

    await app.register(authRoutes);
  },
  { name: 'auth', dependencies: ['mail-worker', 'redis'] },
);
