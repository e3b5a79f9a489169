import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AiProvider } from '../ai/index.ts';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Database, DatabaseHandle } from '../db/client.ts';
import type { CacheBus } from '../db/cache-bus.ts';
import type { DomainEventBus } from '../db/events.ts';
import type { Metrics } from '../http/metrics.ts';
import type { SharedRedis } from '../http/redis.ts';
import type { JobRunner } from '../jobs/runner.ts';
import type { MailWorker } from '../mail/worker.ts';
import type { Screener } from '../screening/index.ts';
import type { DeleteHold } from '../storage/delete-hold.ts';

/**
 * What services are given (docs/decisions/0131-services-receive-a-context.md). `buildApp` builds
 * it once, after the shared plugins, and routes pass it on; a service names the part it uses in
 * its signature (`ctx: Ctx<'db' | 'clock'>`), so its dependencies show where it is declared and
 * a test can hand it just those. Nothing here is the Fastify instance: a service never registers
 * routes or hooks, and never reads a decoration.
 *
 * What one feature owns (the pets' read cache, the battle rankings, …) is not in here: the
 * feature's plugin makes it and passes it to its services as a field of their context
 * (`ctx: Ctx<'db'> & { reads: PetReads }`).
 */
export interface AppContext {
  readonly config: Config;
  /** The Drizzle database (queries, transactions). */
  readonly db: Database;
  /** The database's handle: its dialect, pool figures and close. */
  readonly database: DatabaseHandle;
  /** "Now" for every day-based rule; tests move it (clock.ts). */
  readonly clock: Clock;
  readonly log: FastifyBaseLogger;
  /** Stored files; deletes wait while a backup copies (storage/delete-hold.ts). */
  readonly storage: DeleteHold;
  /** Domain events: writers say what changed after the commit (ADR 0130). */
  readonly events: DomainEventBus;
  /** Caches dropped on every instance (ADR 0072); only a cache's owner calls `invalidate`. */
  readonly caches: CacheBus;
  readonly jobs: Pick<JobRunner, 'define' | 'poll'>;
  readonly mailWorker: MailWorker;
  readonly redis: SharedRedis;
  readonly metrics: Metrics;
  readonly screener: Screener;
  readonly ai: AiProvider;
  /** This process among the instances sharing the database. */
  readonly instanceId: string;
}

/** The part of the context a service uses: `Ctx<'db' | 'config'>`. */
export type Ctx<K extends keyof AppContext> = Pick<AppContext, K>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The services' context, built once in buildApp (context/index.ts). */
    ctx: AppContext;
  }
}

/**
 * Builds the context from the shared plugins' decorations; `buildApp` calls it once, after they
 * are registered and before the features. The only reader of those decorations besides the
 * plugins themselves and the routes' hooks.
 */
export function buildContext(app: FastifyInstance): AppContext {
  return Object.freeze({
    config: app.config,
    db: app.db,
    database: app.database,
    clock: app.clock,
    log: app.log,
    storage: app.storage,
    events: app.events,
    caches: app.caches,
    jobs: app.jobs,
    mailWorker: app.mailWorker,
    redis: app.redis,
    metrics: app.metrics,
    screener: app.screener,
    ai: app.ai,
    instanceId: app.instanceId,
  });
}
