import type { SharedRedis } from './redis.ts';

/**
 * Counters in fixed windows, shared by every instance through Redis and kept in this process's
 * memory when Redis is not configured or not answering (ADR 0074) — for limits that are not a
 * route's request rate, such as failed sign-ins per account. The window starts at a key's first
 * hit. Memory entries are bounded (oldest first), Redis keys expire with their window.
 */
export interface CounterState {
  count: number;
  /** Milliseconds until the window ends (0 when the key has no window). */
  resetInMs: number;
}

export interface SharedCounter {
  /** Adds one to `key`'s count in its window (starting one if none is open). */
  hit(key: string): Promise<CounterState>;
  /** The count without adding to it. */
  peek(key: string): Promise<CounterState>;
  /**
   * Takes back one earlier `hit` of this window (a reservation whose outcome did not count);
   * nothing when the window has ended. The window itself is kept.
   */
  release(key: string): Promise<void>;
  clear(key: string): Promise<void>;
}

const HIT = `
  local current = redis.call('INCR', KEYS[1])
  if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
  local ttl = redis.call('PTTL', KEYS[1])
  if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
  return {current, ttl}`;

const PEEK = `
  local current = redis.call('GET', KEYS[1])
  if not current then return {0, 0} end
  local ttl = redis.call('PTTL', KEYS[1])
  if ttl < 0 then ttl = 0 end
  return {tonumber(current), ttl}`;

const RELEASE = `
  local current = tonumber(redis.call('GET', KEYS[1]) or '0')
  if current > 0 then redis.call('DECR', KEYS[1]) end
  return 0`;

type Scripted = {
  pawprizeCounterHit(key: string, windowMs: number): Promise<[number, number]>;
  pawprizeCounterPeek(key: string): Promise<[number, number]>;
  pawprizeCounterRelease(key: string): Promise<number>;
};

/** In this process only: bounded, oldest entries dropped first. */
class MemoryCounter {
  private readonly entries = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly windowMs: number,
    private readonly capacity: number,
    private readonly now: () => number,
  ) {}

  private live(key: string) {
    const entry = this.entries.get(key);
    if (entry && entry.resetAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  hit(key: string): CounterState {
    const now = this.now();
    let entry = this.live(key);
    if (!entry) {
      if (this.entries.size >= this.capacity) {
        const oldest = this.entries.keys().next().value;
        if (oldest !== undefined) this.entries.delete(oldest);
      }
      entry = { count: 0, resetAt: now + this.windowMs };
      this.entries.set(key, entry);
    }
    entry.count++;
    return { count: entry.count, resetInMs: entry.resetAt - now };
  }

  peek(key: string): CounterState {
    const entry = this.live(key);
    return entry
      ? { count: entry.count, resetInMs: entry.resetAt - this.now() }
      : { count: 0, resetInMs: 0 };
  }

  release(key: string): void {
    const entry = this.live(key);
    if (entry && entry.count > 0) entry.count--;
  }

  clear(key: string): void {
    this.entries.delete(key);
  }
}

export function sharedCounter(
  redis: SharedRedis,
  options: {
    name: string;
    windowMs: number;
    capacity?: number;
    now?: () => number;
    /** Where to count without Redis instead of this process's memory (`databaseCounter`). */
    local?: SharedCounter;
  },
): SharedCounter {
  const memory = new MemoryCounter(
    options.windowMs,
    options.capacity ?? 50_000,
    options.now ?? Date.now,
  );
  const client = redis.client;
  if (client && !('pawprizeCounterHit' in client)) {
    client.defineCommand('pawprizeCounterHit', { numberOfKeys: 1, lua: HIT });
    client.defineCommand('pawprizeCounterPeek', { numberOfKeys: 1, lua: PEEK });
    client.defineCommand('pawprizeCounterRelease', { numberOfKeys: 1, lua: RELEASE });
  }
  const scripted = client as unknown as Scripted | null;
  const redisKey = (key: string) => `counter:${options.name}:${key}`;

  // Without Redis: the given store (the database, for limits that must not be evicted), else
  // this process's memory.
  const local: SharedCounter = options.local ?? {
    hit: async (key) => memory.hit(key),
    peek: async (key) => memory.peek(key),
    release: async (key) => memory.release(key),
    clear: async (key) => memory.clear(key),
  };

  /** Redis when it answers, the local store otherwise. */
  async function either<T>(shared: () => Promise<T>, local: () => Promise<T>): Promise<T> {
    if (!scripted || !redis.up) return local();
    try {
      return await shared();
    } catch (err) {
      redis.failed(err);
      return local();
    }
  }

  return {
    hit: (key) =>
      either(
        async () => {
          const [count, ttl] = await scripted!.pawprizeCounterHit(redisKey(key), options.windowMs);
          return { count, resetInMs: ttl };
        },
        () => local.hit(key),
      ),
    peek: (key) =>
      either(
        async () => {
          const [count, ttl] = await scripted!.pawprizeCounterPeek(redisKey(key));
          return { count, resetInMs: ttl };
        },
        () => local.peek(key),
      ),
    release: (key) =>
      either(
        async () => {
          await scripted!.pawprizeCounterRelease(redisKey(key));
        },
        () => local.release(key),
      ),
    clear: async (key) => {
      await local.clear(key);
      await either(
        async () => {
          await client!.del(redisKey(key));
        },
        async () => undefined,
      );
    },
  };
}
