import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';

/**
 * Cross-instance cache invalidation (docs/decisions/0072-cache-invalidation.md): the one API a
 * cache's owner calls to drop entries everywhere. Write paths do not call it: they emit a domain
 * event (db/events.ts, ADR 0130) and the cache's subscriber calls `invalidate`.
 *
 *   app.caches.on('pets', (key) => cache.drop(key));   // at registration: how to drop an entry
 *   app.caches.invalidate('pets', petId);               // after the change has committed
 *
 * `invalidate` drops the entry on this instance at once (handlers run synchronously) and on every
 * other instance within tens of milliseconds, through PostgreSQL LISTEN/NOTIFY on the database
 * they share. A key of null drops the whole topic. Messages are batched per 20 ms; a batch too big
 * for one notification drops whole topics instead. When the listening connection is lost, every
 * topic is dropped (messages may have been missed) and it reconnects; meanwhile the caches' own
 * lifetimes (1–15 s) bound how stale a read can be. On the embedded database there is one process:
 * nothing is sent.
 */
export interface CacheBus {
  /** How this instance drops `key` (null: everything) of `topic`. Several handlers may share one. */
  on(topic: string, drop: (key: string | null) => void): void;
  /** Drops `key` (or all, null) of `topic` here now and on the other instances soon. */
  invalidate(topic: string, key?: string | null): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    caches: CacheBus;
  }
}

export const CACHE_CHANNEL = 'pawprize_cache';
const FLUSH_MS = 20;
/** NOTIFY payloads must stay under 8000 bytes. */
const MAX_PAYLOAD = 7000;
const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 30_000;

interface Message {
  /** The sending instance. */
  from: string;
  /** topic → keys to drop, or null for all of it. */
  drop: Record<string, string[] | null>;
}

/** The NOTIFY payload dropping `pending`: each topic's keys, or whole topics when too long. */
function payloadOf(from: string, pending: ReadonlyMap<string, Set<string> | null>): string {
  const message: Message = { from, drop: {} };
  for (const [topic, keys] of pending) message.drop[topic] = keys ? [...keys] : null;
  let payload = JSON.stringify(message);
  if (Buffer.byteLength(payload) > MAX_PAYLOAD) {
    for (const topic of Object.keys(message.drop)) message.drop[topic] = null;
    payload = JSON.stringify(message);
  }
  return payload;
}

/** Another instance's message, or null (this instance's own, or not one of ours). */
function messageOf(payload: string | undefined, self: string): Message | null {
  let message: Message;
  try {
    message = JSON.parse(payload ?? '') as Message;
  } catch {
    return null;
  }
  if (message.from === self || typeof message.drop !== 'object') return null;
  return message;
}

export const cacheBusPlugin = fp(
  async (app: FastifyInstance) => {
    const handlers = new Map<string, ((key: string | null) => void)[]>();
    const pending = new Map<string, Set<string> | null>();
    let flushTimer: NodeJS.Timeout | undefined;
    let listener: pg.Client | undefined;
    let closed = false;
    let reconnectMs = RECONNECT_MIN_MS;
    const log = app.log.child({ component: 'cache-bus' });
    const counter = app.metrics.counter(
      'pawprize_cache_invalidations_total',
      'Cache entries dropped, by topic and origin (local: this instance, remote: another one).',
      ['topic', 'origin'],
    );
    const pool = app.database.pool;

    const apply = (topic: string, key: string | null, origin: 'local' | 'remote') => {
      counter.inc({ topic, origin });
      for (const drop of handlers.get(topic) ?? []) {
        try {
          drop(key);
        } catch (err) {
          log.error({ err, topic }, 'a cache handler failed');
        }
      }
    };
    const dropAll = () => {
      for (const topic of handlers.keys()) apply(topic, null, 'remote');
    };

    const flush = async (): Promise<void> => {
      flushTimer = undefined;
      if (pending.size === 0 || closed) return;
      const payload = payloadOf(app.instanceId, pending);
      pending.clear();
      try {
        await pool!.query('select pg_notify($1, $2)', [CACHE_CHANNEL, payload]);
      } catch (err) {
        log.warn({ err }, 'could not tell the other instances to drop cached reads');
      }
    };

    const receive = (payload: string | undefined) => {
      const message = messageOf(payload, app.instanceId);
      if (!message) return;
      for (const [topic, keys] of Object.entries(message.drop)) {
        if (keys === null) apply(topic, null, 'remote');
        else for (const key of keys) apply(topic, String(key), 'remote');
      }
    };

    const connect = async (): Promise<void> => {
      if (closed || !pool) return;
      const client = new pg.Client({
        connectionString: pool.options.connectionString,
        keepAlive: true,
      });
      const lost = (err?: Error) => {
        if (listener !== client) return;
        listener = undefined;
        client.removeAllListeners('notification');
        void client.end().catch(() => {});
        if (closed) return;
        log.warn({ err }, 'lost the cache invalidation connection; dropping cached reads');
        dropAll();
        setTimeout(() => void connect(), reconnectMs).unref();
        reconnectMs = Math.min(reconnectMs * 2, RECONNECT_MAX_MS);
      };
      client.on('error', lost);
      client.on('end', () => lost());
      client.on('notification', (n) => {
        if (n.channel === CACHE_CHANNEL) receive(n.payload);
      });
      listener = client;
      try {
        await client.connect();
        await client.query(`listen ${CACHE_CHANNEL}`);
        if (reconnectMs !== RECONNECT_MIN_MS) {
          log.info('cache invalidation connection is back');
          dropAll(); // what changed while we were away
        }
        reconnectMs = RECONNECT_MIN_MS;
      } catch (err) {
        lost(err as Error);
      }
    };

    app.decorate('caches', {
      on: (topic, drop) => {
        const list = handlers.get(topic) ?? [];
        list.push(drop);
        handlers.set(topic, list);
      },
      invalidate: (topic, key = null) => {
        apply(topic, key, 'local');
        if (!pool || closed) return;
        const keys = pending.get(topic);
        if (key === null) pending.set(topic, null);
        else if (keys !== null) pending.set(topic, (keys ?? new Set()).add(key));
        flushTimer ??= setTimeout(() => void flush(), FLUSH_MS);
      },
    } satisfies CacheBus);

    if (!pool) return;
    app.addHook('onReady', connect);
    app.addHook('preClose', async () => {
      clearTimeout(flushTimer);
      await flush();
      closed = true;
      const client = listener;
      listener = undefined;
      await client?.end().catch(() => {});
    });
  },
  { name: 'cache-bus', dependencies: ['metrics'] },
);
