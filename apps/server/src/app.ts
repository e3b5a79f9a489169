import { randomBytes, randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import rateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { openDatabase } from './db/client.ts';
import { AppError } from './errors.ts';
import { authPlugin } from './features/auth/index.ts';
import { aiPlugin } from './ai/ai.plugin.ts';
import { captionRoutes } from './features/captions/index.ts';
import { complimentRoutes } from './features/compliments/index.ts';
import { contactRoutes } from './features/contact/index.ts';
import { healthRoutes } from './features/health/index.ts';
import { moderationPlugin } from './features/moderation/index.ts';
import { receiptRoutes } from './features/receipts/index.ts';
import { seoRoutes } from './features/seo/index.ts';
import { adminRoutes } from './features/admin/index.ts';
import { fraudPlugin } from './features/fraud/index.ts';
import { profileRoutes } from './features/profiles/index.ts';
import { newsletterRoutes } from './features/newsletter/index.ts';
import { notificationsPlugin } from './features/notifications/index.ts';
import { petRoutes } from './features/pets/index.ts';
import { shopRoutes } from './features/shop/index.ts';
import { voteRoutes } from './features/votes/index.ts';
import { battleRoutes } from './features/battles/index.ts';
import { winnersRoutes } from './features/winners/index.ts';
import { contestResultsPlugin, contestRoutes } from './features/contests/index.ts';
import { accountRoutes } from './features/account/index.ts';
import { backupRoutes } from './features/backups/index.ts';
import { clockPlugin } from './clock.ts';
import { buildContext } from './context/index.ts';
import { dbMaintenancePlugin } from './db/maintenance.ts';
import { backupPlugin } from './backup/backup.plugin.ts';
import { registerCompression } from './http/compression.ts';
import { registerErrorHandling } from './http/error-handler.ts';
import { logErrorSerializer, serializeRequest } from './http/logging.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { applyIdleRule, serverTimeoutOptions } from './http/timeouts.ts';
import { fastifyTrustProxy } from './config/trust-proxy.ts';
import { uploadsRoutes } from './http/uploads.ts';
import { webRoutes } from './http/web.ts';
import { mailWorkerPlugin } from './mail/worker.ts';
import { metricsPlugin } from './http/metrics.ts';
import { rateLimitStore } from './http/rate-limit-store.ts';
import { redisPlugin } from './http/redis.ts';
import { jobsPlugin } from './jobs/jobs.plugin.ts';
import { prunePlugin } from './jobs/prune.job.ts';
import { cacheBusPlugin } from './db/cache-bus.ts';
import { domainEventsPlugin } from './db/events.ts';
import type { Screener } from './screening/index.ts';
import { screeningPlugin } from './screening/screening.plugin.ts';
import { defaultWebDist } from './paths.ts';
import type { StorageDriver } from './storage/index.ts';
import { createStorage } from './storage/index.ts';
import { S3Storage } from './storage/s3.ts';
import { DeleteHold } from './storage/delete-hold.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    db: DatabaseHandle['db'];
    /** Deletes can be held while a backup copies the files (storage/delete-hold.ts). */
    storage: DeleteHold;
    /** This process among the instances sharing the database (logs, jobs, cache messages). */
    instanceId: string;
  }
}

export interface AppDeps {
  /** An already-open database (tests); otherwise one is opened from the config. */
  database?: DatabaseHandle;
  storage?: StorageDriver;
  /** An image screener (tests); otherwise one is made from the config. */
  screener?: Screener;
  /** Serve the built web app (default true). */
  serveWeb?: boolean;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
}

const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** Builds the whole application without listening. The app owns and closes its database. */
export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const app = createServer(config, deps);
  await decorateResources(app, config, deps);
  await registerSharedPlugins(app, config, deps);
  // What services are given, built once from the shared plugins above (ADR 0131).
  app.decorate('ctx', buildContext(app));
  await registerFeatures(app);

  if (deps.serveWeb ?? true) {
    // Not encapsulated: it owns the root not-found handler (SPA fallback).
    await webRoutes(app, { distDir: config.webDist ?? defaultWebDist });
  } else {
    app.setNotFoundHandler((request, reply) =>
      reply
        .status(404)
        .send({ code: 'NOT_FOUND', message: `Route ${request.method} ${request.url} not found` }),
    );
  }

  return app;
}

/** The Fastify instance: logging, request ids, proxies, limits and timeouts, zod, errors. */
function createServer(config: Config, deps: AppDeps) {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(deps.logStream
        ? { stream: deps.logStream }
        : config.logPretty
          ? { transport: { target: 'pino-pretty' } }
          : {}),
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      serializers: { err: logErrorSerializer, req: serializeRequest },
    },
    // A proxy's X-Request-ID is kept only when it is short and safe to log and echo (ADR 0021).
    requestIdHeader: false,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
    },
    // Only the configured proxies' hops of X-Forwarded-For are believed (ADR 0116).
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    // Header, body and idle timeouts against slow clients (ADR 0024).
    ...serverTimeoutOptions(config.http),
  }).withTypeProvider<ZodTypeProvider>();
  applyIdleRule(app.server);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  return app;
}

/** The database, the file storage and this instance's id, and their closing. */
async function decorateResources(app: FastifyInstance, config: Config, deps: AppDeps) {
  const database = deps.database ?? (await openDatabase(config));
  app.decorate('config', config);
  app.decorate('instanceId', `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`);
  app.decorate('database', database);
  app.decorate('db', database.db);
  const storage = deps.storage ?? createStorage(config);
  app.decorate(
    'storage',
    new DeleteHold(storage, (key, err) => {
      app.log.warn({ err, key }, 'could not delete a stored file held during a backup');
    }),
  );
  if (!deps.storage && storage instanceof S3Storage) app.addHook('onClose', () => storage.close());
  app.addHook('onClose', async () => {
    await database.close();
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
}

/** What every route shares, in order: headers, compression, metrics, limits, jobs, accounts, caches. */
async function registerSharedPlugins(app: FastifyInstance, config: Config, deps: AppDeps) {
  registerSecurityHeaders(app, {
    https: config.publicUrl.startsWith('https://'),
    // Photos come from the bucket's public address when S3_PUBLIC_URL is set.
    imageOrigins: config.s3?.publicUrl ? [new URL(config.s3.publicUrl).origin] : [],
  });

  // Before the routes: it adds its hook to each route as the route is declared.
  await registerCompression(app);
  // Before the routes, so its request hook sees every one of them.
  await app.register(metricsPlugin);
  await app.register(redisPlugin);

  // Limits are declared per route (`config: { rateLimit: { max, timeWindow } }`),
  // docs/product/limits.md; counted in Redis when REDIS_URL is set, else in memory (ADR 0074).
  await app.register(rateLimit, {
    global: false,
    store: rateLimitStore(app.redis),
    errorResponseBuilder: (_request, context) =>
      new AppError('RATE_LIMITED', `Too many requests. Please try again in ${context.after}.`),
  });

  await app.register(clockPlugin);
  await app.register(jobsPlugin);
  // Accounts early: most plugins after this read `request.user` (docs/decisions/0032-plugin-dependencies.md).
  await app.register(mailWorkerPlugin);
  await app.register(authPlugin);
  await app.register(cacheBusPlugin);
  await app.register(domainEventsPlugin);
  await app.register(dbMaintenancePlugin);
  // Rows that matter for a day or for someone gone (ADR 0106).
  await app.register(prunePlugin);
  await app.register(screeningPlugin, { screener: deps.screener });
  await app.register(aiPlugin);
}

/** Backups, health, uploads, then the features: one line each. */
async function registerFeatures(app: FastifyInstance) {
  await app.register(backupPlugin);
  await app.register(backupRoutes);
  await app.register(healthRoutes);
  await app.register(uploadsRoutes);
  // Feature routes: one line each.
  await app.register(moderationPlugin);
  await app.register(complimentRoutes);
  await app.register(captionRoutes);
  await app.register(petRoutes);
  await app.register(profileRoutes);
  await app.register(accountRoutes);
  await app.register(shopRoutes);
  await app.register(newsletterRoutes);
  await app.register(contactRoutes);
  await app.register(notificationsPlugin);
  await app.register(voteRoutes);
  await app.register(battleRoutes);
  await app.register(winnersRoutes);
  await app.register(contestRoutes);
  await app.register(contestResultsPlugin);
  await app.register(receiptRoutes);
  await app.register(seoRoutes);
  await app.register(fraudPlugin);
  await app.register(adminRoutes);
}
