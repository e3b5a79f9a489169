import type { FastifyInstance } from 'fastify';
import type { ScreeningHealth } from '../../screening/index.ts';
import type { BackupHealth } from '../../backup/status.ts';

interface ProbeResult {
  ok: boolean;
  latencyMs: number;
  error?: string;
}

export interface HealthReport {
  status: 'ok' | 'degraded';
  /** False when the database or the file storage fails: the answer is then 503. */
  serving: boolean;
  database: ProbeResult & { driver: string };
  storage: ProbeResult & { driver: string };
  /**
   * Redis (REDIS_URL) shares the rate limits across instances (ADR 0074). Down, the site keeps
   * serving with limits counted per instance: the status is 'degraded' but the answer stays 200,
   * so load balancers keep the instance (only a failed database or storage answers 503).
   */
  redis: (ProbeResult & { limits: 'shared' | 'memory' }) | { configured: false };
  /**
   * The image screening models (ADR 0060). Informational: without them uploads still work
   * (queued as "not screened"), so it never makes the status 'degraded'.
   */
  screening: ScreeningHealth;
  /**
   * Backups (docs/decisions/0050-backups.md). A failed backup does not make the server
   * unhealthy (a load balancer would take it out for it): `backup.ok` is false instead.
   */
  backup: BackupHealth;
  uptimeSeconds: number;
  checkedAt: string;
}

/** Probes are shared for this long, so load balancers polling hard cannot load the database. */
const PROBE_TTL_MS = 2000;

async function probe(fn: () => Promise<void>): Promise<ProbeResult> {
  const start = performance.now();
  try {
    await fn();
    return { ok: true, latencyMs: Math.round((performance.now() - start) * 100) / 100 };
  } catch (err) {
    return {
      ok: false,
      latencyMs: Math.round((performance.now() - start) * 100) / 100,
      error: err instanceof Error ? err.message : String(err),
    };
  }
}

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  let cached: { at: number; report: Promise<HealthReport> } | undefined;

  const check = async (): Promise<HealthReport> => {
    const [database, storage, redis] = await Promise.all([
      probe(() => app.database.ping()),
      probe(() => app.storage.check()),
      app.redis.client ? probe(() => app.redis.ping()) : null,
    ]);
    return {
      status: database.ok && storage.ok && (redis?.ok ?? true) ? 'ok' : 'degraded',
      serving: database.ok && storage.ok,
      database: { driver: app.database.driver, ...database },
      storage: { driver: app.storage.name, ...storage },
      redis: redis
        ? { ...redis, limits: redis.ok && app.redis.up ? 'shared' : 'memory' }
        : { configured: false },
      screening: app.screener.health,
      backup: app.backups.health(),
      uptimeSeconds: Math.round(process.uptime()),
      checkedAt: new Date().toISOString(),
    };
  };

  app.get('/api/health', { logLevel: 'warn' }, async (_request, reply) => {
    const now = Date.now();
    if (!cached || now - cached.at > PROBE_TTL_MS) cached = { at: now, report: check() };
    // Backup status is read fresh: it costs nothing and changes without a probe.
    const report = { ...(await cached.report), backup: app.backups.health() };
    // A failed probe is retried on the next request rather than cached.
    if (report.status !== 'ok') cached = undefined;
    return reply
      .header('cache-control', 'no-store')
      .status(report.serving ? 200 : 503)
      .send(report);
  });
}
