/**
 * The account limits of docs/product/limits.md (per instance: the rate-limit store is in memory).
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
 * Counts failures per key (an account's email) in a fixed window from the first failure; at `max`
 * the key is locked until the window ends. Memory only, bounded: the oldest entries go first.
 */
export class FailureCounter {
  private readonly entries = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly capacity = 50_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Milliseconds until `key` may try again; 0 when it is not locked. */
  retryAfterMs(key: string): number {
    const entry = this.entries.get(key);
    if (!entry) return 0;
    const left = entry.resetAt - this.now();
    if (left <= 0) {
      this.entries.delete(key);
      return 0;
    }
    return entry.count >= this.max ? left : 0;
  }

  record(key: string): void {
    const now = this.now();
    const entry = this.entries.get(key);
    if (entry && entry.resetAt > now) {
      entry.count++;
      return;
    }
    this.entries.delete(key);
    if (this.entries.size >= this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { count: 1, resetAt: now + this.windowMs });
  }

  clear(key: string): void {
    this.entries.delete(key);
  }
}
