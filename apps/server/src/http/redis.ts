import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

/**
 * The shared Redis of a scale-out site (REDIS_URL), for the rate limits and sign-in failure
 * counters (docs/decisions/0074-redis-limits.md). Redis is allowed to be down: commands fail at
 * once instead of queueing (no request waits for it), `up` turns false, the limits count in this
 * instance's memory meanwhile, and the server logs the outage once, loudly, and its end.
 */
export interface SharedRedis {
  /** null without REDIS_URL. */
  readonly client: Redis | null;
  /** Connected and answering (false without REDIS_URL). */
  readonly up: boolean;
  /** Reports a failed command (logged once per outage; the caller falls back to memory). */
  failed(err: unknown): void;
  /** For /api/health: throws when Redis is configured and not answering. */
  ping(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    redis: SharedRedis;
  }
}

/** A command slower than this fails (and falls back): a stuck Redis must not stall requests. */
const COMMAND_TIMEOUT_MS = 500;
const CONNECT_TIMEOUT_MS = 2_000;
const RETRY_MAX_MS = 5_000;

export const redisPlugin = fp(
  async (app: FastifyInstance) => {
    const { url, prefix } = app.config.redis;
    if (!url) {
      app.decorate('redis', {
        client: null,
        up: false,
        failed: () => {},
        ping: async () => {},
      } satisfies SharedRedis);
      return;
    }
    const log = app.log.child({ component: 'redis' });
    const client = new Redis(url, {
      keyPrefix: prefix,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: COMMAND_TIMEOUT_MS,
      connectTimeout: CONNECT_TIMEOUT_MS,
      retryStrategy: (times) => Math.min(100 * 2 ** times, RETRY_MAX_MS),
      lazyConnect: true,
    });
    // One error line per outage (not one per request), and one line when it ends.
    let outage = false;
    let loggedAt = 0;
    const down = (err: unknown) => {
      if (outage && Date.now() - loggedAt < 60_000) return;
      outage = true;
      loggedAt = Date.now();
      log.error(
        { err },
        'Redis is unreachable: rate limits and sign-in failure counts fall back to this instance’s memory until it is back',
      );
    };
    client.on('ready', () => {
      if (outage) log.warn('Redis is back: rate limits are shared across instances again');
      outage = false;
    });
    client.on('error', down);
    const isUp = () => client.status === 'ready';
    app.metrics.gauge(
      'pawprize_redis_up',
      'Whether Redis answers (1) or limits count in memory (0).',
      () => (isUp() ? 1 : 0),
    );

    app.decorate('redis', {
      client,
      get up() {
        return isUp();
      },
      failed: down,
      ping: async () => {
        await client.ping();
      },
    } satisfies SharedRedis);

    // Start connecting now; a Redis that is down does not stop the server from starting.
    client.connect().catch(down);
    app.addHook('onClose', async () => {
      client.disconnect();
    });
  },
  { name: 'redis', dependencies: ['metrics'] },
);
