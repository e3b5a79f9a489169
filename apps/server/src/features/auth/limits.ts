import { messages } from '@pawprize/shared';
import { AppError } from '../../errors.ts';
import type { SharedCounter } from '../../http/shared-counter.ts';

/**
 * The account limits of docs/product/limits.md, counted across instances in Redis when REDIS_URL
 * is set (docs/decisions/0074-redis-limits.md).
 */
export const AUTH_LIMITS = {
  signInPerIp: { max: 5, timeWindow: 60_000 },
  signInFailuresPerAccount: { max: 10, windowMs: 15 * 60_000 },
  /**
   * Sign-ups (docs/decisions/0101-sign-up-limits.md): accounts actually created, and refused
   * tries far more generously, per client address (IPv6 /64) and per network (/24, /48).
   */
  accountsCreatedPerAddress: { max: 10, windowMs: 60 * 60_000 },
  accountsCreatedPerNetwork: { max: 30, windowMs: 60 * 60_000 },
  signUpFailuresPerAddress: { max: 30, windowMs: 60 * 60_000 },
  signUpFailuresPerNetwork: { max: 100, windowMs: 60 * 60_000 },
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

/** The client a sign-up comes from: its address key and its network's (null when unknown). */
export interface SignUpClient {
  address: string;
  network: string | null;
}

/** One sign-up under way: says how it ended, which frees the other reservation. */
export interface SignUpAttempt {
  created(): Promise<void>;
  failed(): Promise<void>;
}

export interface SignUpGuard {
  /** Reserves a sign-up for this client, or refuses it (429) when a limit is reached. */
  begin(client: SignUpClient): Promise<SignUpAttempt>;
}

/**
 * Sign-up limits that a household or a shelter's event behind one address can live with
 * (docs/decisions/0101-sign-up-limits.md): only accounts actually created count towards
 * `accountsCreatedPer*`; refused tries (a common password, a taken email or username) count
 * towards the larger `signUpFailuresPer*`. A try in flight holds one of each (so concurrent
 * tries cannot overshoot either limit), and its outcome gives the other back.
 */
export function signUpGuard(counters: {
  created: SharedCounter;
  failed: SharedCounter;
}): SignUpGuard {
  const L = AUTH_LIMITS;
  return {
    async begin({ address, network }) {
      const slots = [
        { counter: counters.created, key: `a:${address}`, max: L.accountsCreatedPerAddress.max },
        { counter: counters.failed, key: `a:${address}`, max: L.signUpFailuresPerAddress.max },
        ...(network
          ? [
              {
                counter: counters.created,
                key: `n:${network}`,
                max: L.accountsCreatedPerNetwork.max,
              },
              {
                counter: counters.failed,
                key: `n:${network}`,
                max: L.signUpFailuresPerNetwork.max,
              },
            ]
          : []),
      ];
      const states = await Promise.all(slots.map((s) => s.counter.hit(s.key)));
      const over = states.filter((state, i) => state.count > slots[i]!.max);
      const giveBack = (which: SharedCounter) =>
        Promise.all(slots.filter((s) => s.counter === which).map((s) => s.counter.release(s.key)));
      if (over.length > 0) {
        await Promise.all([giveBack(counters.created), giveBack(counters.failed)]);
        const wait = Math.max(1, ...over.map((state) => state.resetInMs));
        throw new AppError(
          'RATE_LIMITED',
          messages.auth.tooManySignUps(formatWait(wait)),
          undefined,
          {
            'retry-after': String(Math.ceil(wait / 1000)),
          },
        );
      }
      let settled = false;
      /** The outcome keeps its own reservation and gives the other back (once). */
      const settle = async (other: SharedCounter) => {
        if (settled) return;
        settled = true;
        await giveBack(other);
      };
      return { created: () => settle(counters.failed), failed: () => settle(counters.created) };
    },
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
