import { createRequire } from 'node:module';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { SharedRedis } from './redis.ts';

/**
 * @fastify/rate-limit's store for a site that may run several instances (ADR 0074): its own Redis
 * store (one Lua INCR+PEXPIRE per request, so every instance counts into the same key) while Redis
 * answers, and its in-memory store when Redis is not configured, down, or a command fails — a
 * request is never refused or failed because Redis is. After an outage the counts start again in
 * Redis (what was counted in memory meanwhile stays on that instance until its window ends).
 */

type Result = { current: number; ttl: number };
type Callback = (err: Error | null, result?: Result) => void;

interface Store {
  incr(key: string, cb: Callback, timeWindow: number, max: number): void;
  read?(key: string, cb: Callback, timeWindow: number, max: number): void;
  child(routeOptions: RouteOptions): Store;
}

type RouteOptions = Parameters<FastifyRateLimitStore['child']>[0];

interface GlobalParams {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
}

const require = createRequire(import.meta.url);
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  cache?: number,
) => Store;
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: unknown,
  key?: string,
) => Store;

/** Keys kept per route in memory (the library's default is 5,000). */
const MEMORY_KEYS = 50_000;
const NAMESPACE = 'rate-limit:';

class FallbackStore implements Store {
  constructor(
    private readonly redis: SharedRedis,
    private readonly shared: Store | null,
    private readonly memory: Store,
  ) {}

  private use(
    method: 'incr' | 'read',
    key: string,
    cb: Callback,
    timeWindow: number,
    max: number,
  ): void {
    const local = () =>
      (this.memory[method] ?? this.memory.incr).call(this.memory, key, cb, timeWindow, max);
    if (!this.shared || !this.redis.up) {
      local();
      return;
    }
    this.shared[method]!.call(
      this.shared,
      key,
      (err, result) => {
        if (err || !result) {
          this.redis.failed(err);
          local();
        } else cb(null, result);
      },
      timeWindow,
      max,
    );
  }

  incr(key: string, cb: Callback, timeWindow: number, max: number): void {
    this.use('incr', key, cb, timeWindow, max);
  }

  read(key: string, cb: Callback, timeWindow: number, max: number): void {
    this.use('read', key, cb, timeWindow, max);
  }

  child(routeOptions: RouteOptions): Store {
    return new FallbackStore(
      this.redis,
      this.shared?.child(routeOptions) ?? null,
      this.memory.child(routeOptions),
    );
  }
}

/** The `store` option of @fastify/rate-limit (a class it instantiates with its options). */
export function rateLimitStore(redis: SharedRedis): FastifyRateLimitStoreCtor {
  return class implements Store {
    private readonly inner: FallbackStore;

    constructor(params: GlobalParams) {
      const continueExceeding = params.continueExceeding ?? false;
      const exponentialBackoff = params.exponentialBackoff ?? false;
      this.inner = new FallbackStore(
        redis,
        redis.client
          ? new RedisStore(continueExceeding, exponentialBackoff, redis.client, NAMESPACE)
          : null,
        new LocalStore(continueExceeding, exponentialBackoff, MEMORY_KEYS),
      );
    }

    incr(key: string, cb: Callback, timeWindow: number, max: number): void {
      this.inner.incr(key, cb, timeWindow, max);
    }

    read(key: string, cb: Callback, timeWindow: number, max: number): void {
      this.inner.read(key, cb, timeWindow, max);
    }

    child(routeOptions: RouteOptions): Store {
      return this.inner.child(routeOptions);
    }
  };
}
