import { timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, onResponseHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, DatabaseHandle } from '../db/client.ts';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * Prometheus metrics (docs/decisions/0073-metrics.md). `app.metrics` always exists, so jobs and
 * features record without checking; `GET /metrics` and the per-request hook exist only with
 * METRICS=true (the hook costs about a microsecond a request), behind METRICS_TOKEN when set.
 */
export interface Metrics {
  readonly registry: Registry;
  /** One background job run (jobs/runner.ts). */
  jobRun(job: string, seconds: number, result: 'ok' | 'failed'): void;
  /** A job skipped because another instance holds it or it is not due. */
  jobSkipped(job: string): void;
  /** Extra gauges or counters (queue lengths, Redis state), registered once by their owner. */
  gauge(name: string, help: string, collect: () => number | Promise<number>): void;
  counter(name: string, help: string, labelNames?: string[]): Counter<string>;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

type Outcome = 'counted' | 'refused' | 'error';

/** Which requests are votes and uploads, by route: the outcome is the answer's status. */
const VOTE_ROUTES: Record<string, string> = {
  'POST /api/pets/:id/vote': 'card',
  'POST /api/swipes': 'swipe',
  'POST /api/battles/:id/votes': 'battle',
  'POST /api/captions/:shareId/votes': 'caption',
};
const UPLOAD_ROUTES: Record<string, string> = {
  'POST /api/pets': 'pet',
  'POST /api/captions': 'caption_contest',
  'POST /api/profile/avatar': 'avatar',
};

function outcome(status: number): Outcome {
  return status < 400 ? 'counted' : status < 500 ? 'refused' : 'error';
}

/** A left swipe ("Not as cute!") stores nothing: it is not a vote. */
function isVote(kind: string, request: FastifyRequest): boolean {
  if (kind !== 'swipe') return true;
  return (request.body as { direction?: string } | undefined)?.direction !== 'left';
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export const metricsPlugin = fp(
  async (app: FastifyInstance) => {
    const registry = new Registry();
    app.decorate('metrics', jobAndFeatureMetrics(registry));
    if (!app.config.metrics.enabled) return;

    collectDefaultMetrics({ register: registry });
    // Registered in this order, listed in this order by GET /metrics.
    const countResponse = responseCounter(registry);
    databaseGauges(registry, app);
    app.addHook('onResponse', countResponse);
    const token = app.config.metrics.token;
    app.get('/metrics', { logLevel: 'warn' }, async (request, reply) => {
      if (token) {
        const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
        if (!sameToken(given, token)) {
          return reply
            .status(401)
            .header('www-authenticate', 'Bearer realm="metrics"')
            .send({ code: 'UNAUTHENTICATED', message: 'A valid metrics token is required' });
        }
      }
      return reply
        .header('content-type', registry.contentType)
        .header('cache-control', 'no-store')
        .send(await registry.metrics());
    });
  },
  { name: 'metrics' },
);

/** `app.metrics`: the jobs' figures, and the gauges and counters features register. */
function jobAndFeatureMetrics(registry: Registry): Metrics {
  const jobRuns = new Counter({
    name: 'pawprize_job_runs_total',
    help: 'Background job runs on this instance, by job and result.',
    labelNames: ['job', 'result'],
    registers: [registry],
  });
  const jobSkips = new Counter({
    name: 'pawprize_job_skips_total',
    help: 'Job runs this instance skipped (another instance held the job, or it was not due).',
    labelNames: ['job'],
    registers: [registry],
  });
  const jobSeconds = new Histogram({
    name: 'pawprize_job_duration_seconds',
    help: 'Duration of background job runs on this instance.',
    labelNames: ['job'],
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300],
    registers: [registry],
  });
  const gauges = new Set<string>();

  return {
    registry,
    jobRun: (job, seconds, result) => {
      jobRuns.inc({ job, result });
      jobSeconds.observe({ job }, seconds);
    },
    jobSkipped: (job) => jobSkips.inc({ job }),
    gauge: (name, help, collect) => {
      if (gauges.has(name)) return;
      gauges.add(name);
      new Gauge({
        name,
        help,
        registers: [registry],
        async collect() {
          this.set(await collect());
        },
      });
    },
    counter: (name, help, labelNames = []) =>
      (registry.getSingleMetric(name) as Counter<string> | undefined) ??
      new Counter({ name, help, labelNames, registers: [registry] }),
  } satisfies Metrics;
}

/**
 * The per-request hook (METRICS=true): requests and their durations by route, and the votes and
 * uploads by kind and outcome.
 */
function responseCounter(registry: Registry): onResponseHookHandler {
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route and status.',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to sending the answer, by method and route.',
    labelNames: ['method', 'route'],
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
    registers: [registry],
  });
  const votes = new Counter({
    name: 'pawprize_votes_total',
    help: 'Votes by kind (card, swipe, battle, caption) and outcome (counted, refused, error).',
    labelNames: ['kind', 'result'],
    registers: [registry],
  });
  const uploads = new Counter({
    name: 'pawprize_uploads_total',
    help: 'Uploads by kind (pet, caption_contest, avatar) and outcome (counted, refused, error).',
    labelNames: ['kind', 'result'],
    registers: [registry],
  });
  return (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const status = reply.statusCode;
    requests.inc({ method: request.method, route, status });
    duration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    const key = `${request.method} ${route}`;
    const voteKind = VOTE_ROUTES[key];
    if (voteKind && isVote(voteKind, request))
      votes.inc({ kind: voteKind, result: outcome(status) });
    const uploadKind = UPLOAD_ROUTES[key];
    if (uploadKind) uploads.inc({ kind: uploadKind, result: outcome(status) });
    done();
  };
}

/** The database pool's connections and the mail outbox's length, read when scraped. */
function databaseGauges(
  registry: Registry,
  { database, db }: { database: DatabaseHandle; db: Database },
): void {
  new Gauge({
    name: 'pawprize_db_pool_connections',
    help: 'Database connections (total, idle) and requests waiting for one (waiting).',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const stats = database.stats();
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  new Gauge({
    name: 'pawprize_mail_outbox',
    help: 'Mails waiting to be sent (pending) or being retried after failures (failed).',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      const result = (await db.execute(
        sql`select status, count(*)::int as n from mail_outbox
            where status in ('pending', 'failed') group by status`,
      )) as unknown as { rows: { status: string; n: number }[] };
      this.set({ status: 'pending' }, 0);
      this.set({ status: 'failed' }, 0);
      for (const row of result.rows) this.set({ status: row.status }, row.n);
    },
  });
}
