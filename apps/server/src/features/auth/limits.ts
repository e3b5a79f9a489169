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
  verificationMailsPerUser: { max: 3, timeWindow: 60 * 60_000 },
} as const;

/** '45 seconds', '1 minute', '15 minutes'. */
export function formatWait(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/**
 * Counts failed sign-ins per key (an account's email) in a fixed window from the first failure;
 * at `max` the key is locked until the window ends. The counts are shared by every instance
 * through Redis, and kept in this process's memory (bounded) while Redis is unset or down
 * (http/shared-counter.ts, docs/decisions/0074-redis-limits.md).
 */
export class FailureCounter {
  constructor(
    private readonly counter: SharedCounter,
    private readonly max: number,
  ) {}

  /** Milliseconds until `key` may try again; 0 when it is not locked. */
  async retryAfterMs(key: string): Promise<number> {
    const { count, resetInMs } = await this.counter.peek(key);
    return count >= this.max ? resetInMs : 0;
  }

  async record(key: string): Promise<void> {
    await this.counter.hit(key);
  }

  async clear(key: string): Promise<void> {
    await this.counter.clear(key);
  }
}
