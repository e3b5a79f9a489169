import { AppError } from '../../errors.ts';
import type { SharedCounter } from '../../http/shared-counter.ts';

/**
 * The account limits of docs/product/limits.md, counted across instances in Redis when REDIS_URL
 * is set (docs/decisions/0074-redis-limits.md).
 */
export const AUTH_LIMITS = {
  signInPerIp: { max: 5, timeWindow: 60_000 },
  signInFailuresPerAccount: { max: 10, windowMs: 15 * 60_000 },
  signUpPerIp: { max: 3, timeWindow: 60 * 60_000 },
  resetMailsPerEmail: { max: 3, timeWindow: 60 * 60_000 },
  resetMailsPerIp: { max: 10, timeWindow: 60 * 60_000 },
  verificationMailsPerUser: { max: 3, timeWindow: 60 * 60_000 },
  verificationMailsPerIp: { max: 10, timeWindow: 60 * 60_000 },
} as const;

/** '45 seconds', '1 minute', '15 minutes'. */
export function formatWait(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

export interface SignInGuard {
  /** Milliseconds until this client may try this account again; 0 when it may now. */
  waitMs(email: string, clientKey: string): Promise<number>;
  failed(email: string, clientKey: string): Promise<void>;
  /** A correct password: this client's failures against the account are forgotten. */
  succeeded(email: string, clientKey: string): Promise<void>;
  /** The password was reset: the account is no longer under attack. */
  reset(email: string): Promise<void>;
}

/**
 * Failed sign-ins (docs/decisions/0026-sign-in-failures.md, after OWASP's authentication
 * guidance): counted per account and per account + client (the hashed IP, IPv6 by /64) in
 * 15-minute windows from the first failure, in the shared counters (ADR 0074). Once an account
 * has had 10 failures, a client that has failed against it is refused until a window ends —
 * whatever password it sends — while a client with no failures against it (the owner, usually)
 * still signs in with the right password. Unknown emails are counted the same way.
 */
export function signInGuard(counters: {
  byAccount: SharedCounter;
  byClient: SharedCounter;
}): SignInGuard {
  const { max } = AUTH_LIMITS.signInFailuresPerAccount;
  const { byAccount, byClient } = counters;
  const pair = (email: string, clientKey: string) => `${clientKey}:${email}`;
  return {
    async waitMs(email, clientKey) {
      const [account, client] = await Promise.all([
        byAccount.peek(email),
        byClient.peek(pair(email, clientKey)),
      ]);
      if (account.count < max || client.count < 1) return 0;
      return Math.max(1, Math.min(account.resetInMs, client.resetInMs));
    },
    async failed(email, clientKey) {
      await Promise.all([byAccount.hit(email), byClient.hit(pair(email, clientKey))]);
    },
    succeeded: (email, clientKey) => byClient.clear(pair(email, clientKey)),
    reset: (email) => byAccount.clear(email),
  };
}

/**
 * Counts one more for `key` and answers 429 past `max` in its window (the per-email and
 * per-account mail limits, kept in the database or Redis: docs/decisions/0027-mail-limits.md).
 */
export async function countOrRefuse(counter: SharedCounter, key: string, max: number) {
  const { count, resetInMs } = await counter.hit(key);
  if (count > max) {
    throw new AppError(
      'RATE_LIMITED',
      `Too many requests. Please try again in ${formatWait(resetInMs)}.`,
      undefined,
      { 'retry-after': String(Math.max(1, Math.ceil(resetInMs / 1000))) },
    );
  }
}
