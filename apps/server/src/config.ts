import path from 'node:path';
import {
  ANONYMOUS_VOTES_PER_IP_PER_DAY,
  DAILY_VOTES_ACCOUNT,
  DAILY_VOTES_ANONYMOUS,
} from '@pawprize/shared';
import { z } from 'zod';
import type { TrustProxy } from './config/trust-proxy.ts';
import { trustProxySetting } from './config/trust-proxy.ts';

/**
 * The one place environment variables are read. Validated with zod at start-up; a bad value stops
 * the server with a message listing every problem.
 */
const booleanish = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_PRETTY: booleanish.optional(),
  TRUST_PROXY: trustProxySetting,
  WEB_DIST: z.string().optional(),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('PawPrize <no-reply@localhost>'),
  ADMIN_EMAILS: z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.email('must be a comma-separated list of email addresses')))
    .optional(),
  ADMIN_EMAIL: z.email().optional(),
  REQUIRE_EMAIL_VERIFICATION: booleanish.default(true),
  MAIL_WORKER: booleanish.default(true),
  STORE_URL: z.url({ protocol: /^https?$/ }).default('https://store.example.com'),
  AI_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().min(1).optional(),
  AI_VISION: booleanish.default(false),
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  DAILY_VOTES: z.coerce.number().int().min(1).max(1_000_000_000).default(DAILY_VOTES_ACCOUNT),
  DAILY_VOTES_ANONYMOUS: z.coerce
    .number()
    .int()
    .min(0)
    .max(1_000_000_000)
    .default(DAILY_VOTES_ANONYMOUS),
  ANON_VOTES_PER_IP: z.coerce
    .number()
    .int()
    .min(0)
    .max(1_000_000_000)
    .default(ANONYMOUS_VOTES_PER_IP_PER_DAY),
  SCREENING: z.enum(['on', 'off']).default('on'),
  SHARE_BONUS: z.enum(['immediate', 'on-visit']).default('immediate'),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_.-]{1,64}$/, 'must be 1-64 letters, digits or : _ . -')
    .default('pawprize:'),
  METRICS: booleanish.default(false),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/, 'must be a region name such as us-east-1 or auto')
    .optional(),
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be a bucket name: 3-63 lower-case letters, digits, dots and hyphens',
    )
    .optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanish.optional(),
  S3_PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  BACKUP_DIR: z.string().min(1).default('./backups'),
  BACKUP_EVERY: z
    .string()
    .transform((v, ctx) => {
      const ms = parseInterval(v);
      if (ms === undefined) {
        ctx.addIssue({
          code: 'custom',
          message: 'must be off or a number of minutes, hours or days such as 30m, 6h, 24h, 7d',
        });
        return z.NEVER;
      }
      if (ms !== null && ms < 60_000) {
        ctx.addIssue({ code: 'custom', message: 'must be at least 1m' });
        return z.NEVER;
      }
      return ms;
    })
    .optional(),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(10_000).default(7),
  PG_BIN: z.string().min(1).optional(),
  MODERATION: z.enum(['post', 'pre']).default('post'),
  REPORTS_TO_HIDE: z.coerce.number().int().min(1).max(1000).default(3),
  HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(300_000),
  HTTP_IDLE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
});

/** `30m`, `6h`, `24h`, `7d` in milliseconds; null for `off`; undefined when not understood. */
export function parseInterval(value: string): number | null | undefined {
  const v = value.trim().toLowerCase();
  if (v === 'off' || v === '0') return null;
  const match = /^(\d{1,6})\s*(m|h|d)$/.exec(v);
  if (!match) return undefined;
  const unit = { m: 60_000, h: 3_600_000, d: 86_400_000 }[match[2] as 'm' | 'h' | 'd'];
  return Number(match[1]) * unit;
}

export type Env = z.input<typeof EnvSchema>;

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  logLevel: string;
  logPretty: boolean;
  /** The proxies whose X-Forwarded-For hops are believed (config/trust-proxy.ts, ADR 0116). */
  trustProxy: TrustProxy;
  /** Where the built web app lives; undefined = the default location in the repo. */
  webDist: string | undefined;
  /**
   * Signs session cookies and verification links; undefined = generated once, kept in app_settings.
   */
  authSecret: string | undefined;
  /** smtp(s):// URL for real mail delivery; undefined = mails are logged (links at info level). */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Lower-cased emails of administrators. */
  adminEmails: string[];
  /** Receives subscription and contact notifications (default: the first admin). */
  adminEmail: string | undefined;
  /** Voting, uploads and caption contests need a verified email (docs/product/identity.md). */
  requireEmailVerification: boolean;
  /** Run the mail outbox sender in this process (tests turn it off and drive it directly). */
  mailWorker: boolean;
  /** The external shop the product Buy buttons link to (no trailing slash). */
  storeUrl: string;
  /**
   * OpenAI-compatible chat API for compliments and captions (no trailing slash); undefined = the
   * built-in writer (ADR 0007).
   */
  aiBaseUrl: string | undefined;
  aiApiKey: string | undefined;
  aiModel: string | undefined;
  /** Send the photo to the model when writing captions (the model must accept images). */
  aiVision: boolean;
  aiTimeoutMs: number;
  /** New votes per account per local day before bonus votes are needed (docs/product/votes.md). */
  dailyVotes: number;
  /** New votes per anonymous visitor per local day (0: anonymous swipes are off). */
  dailyVotesAnonymous: number;
  /** Anonymous votes per client IP (IPv6 by /64) per UTC day (0: none). */
  anonVotesPerIp: number;
  /**
   * 'immediate': a share gives its bonus votes at once (docs/product/votes.md); 'on-visit': an
   * Instagram/TikTok share's bonus votes wait until someone else opens its link (ADR 0082).
   */
  shareBonus: 'immediate' | 'on-visit';
  /** Screen uploaded photos with the offline models (docs/decisions/0060-image-screening.md). */
  screening: boolean;
  /** S3-compatible object storage for uploads; undefined = files under DATA_DIR/uploads (ADR 0070). */
  s3: S3Config | undefined;
  /** Shared rate limits (ADR 0074); url undefined = each instance counts in its memory. */
  redis: { url: string | undefined; prefix: string };
  /** GET /metrics in Prometheus format (ADR 0073); off unless METRICS=true. */
  metrics: { enabled: boolean; token: string | undefined };
  /** Where backup archives go (absolute; never inside dataDir). docs/decisions/0050-backups.md */
  backupDir: string;
  /** Scheduled backups every this many ms; null = off. */
  backupEveryMs: number | null;
  /** How many archives scheduled backups keep in backupDir. */
  backupKeep: number;
  /** The folder of pg_dump and pg_restore; undefined = found on PATH. */
  pgBin: string | undefined;
  /** 'post': entries appear at once; 'pre': new pets and contests wait for approval (ADR 0061). */
  moderation: 'post' | 'pre';
  /** Reports from this many distinct reporters hide an entry until it is reviewed. */
  reportsToHide: number;
  /** How long a client may take to send a request (http/timeouts.ts, ADR 0024). */
  http: { headersTimeoutMs: number; requestTimeoutMs: number; idleTimeoutMs: number };
}

export interface S3Config {
  /** e.g. http://127.0.0.1:9000 for a self-hosted server; undefined = AWS S3 itself. */
  endpoint: string | undefined;
  region: string;
  bucket: string;
  /** Both or neither; neither = the SDK's default credential chain (instance roles, env, files). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** `endpoint/bucket/key` addressing, which self-hosted servers need. */
  forcePathStyle: boolean;
  /** Where browsers fetch objects (a CDN or public bucket, no trailing slash); undefined = `/uploads/…` through the app. */
  publicUrl: string | undefined;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Empty strings mean "unset", as in most .env tooling.
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || 'env'}: ${issue.message}`),
    );
  }
  const e = parsed.data;
  if (e.AI_BASE_URL && !e.AI_MODEL) {
    throw new ConfigError([
      'AI_MODEL: is required when AI_BASE_URL is set (e.g. gpt-4o-mini, llama3.2)',
    ]);
  }
  if (e.HTTP_HEADERS_TIMEOUT_MS > e.HTTP_REQUEST_TIMEOUT_MS) {
    throw new ConfigError([
      'HTTP_HEADERS_TIMEOUT_MS: must not be longer than HTTP_REQUEST_TIMEOUT_MS (the whole request)',
    ]);
  }
  const s3 = s3Config(e);
  const dataDir = path.resolve(e.DATA_DIR);
  const backupDir = path.resolve(e.BACKUP_DIR);
  // `npm run backup` refuses too (backup/); here only when the server itself backs up.
  if (e.BACKUP_EVERY && isInside(backupDir, dataDir)) {
    throw new ConfigError([
      `BACKUP_DIR: must not be inside DATA_DIR (${dataDir}): a backup kept with the data is lost with it`,
    ]);
  }
  const displayHost = e.HOST === '0.0.0.0' || e.HOST === '::' ? 'localhost' : e.HOST;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://${displayHost}:${e.PORT}`).replace(/\/+$/, ''),
    logLevel: e.LOG_LEVEL,
    logPretty: e.LOG_PRETTY ?? (e.NODE_ENV === 'development' && Boolean(process.stdout.isTTY)),
    trustProxy: e.TRUST_PROXY,
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : undefined,
    authSecret: e.AUTH_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    adminEmails: e.ADMIN_EMAILS ?? [],
    adminEmail: e.ADMIN_EMAIL?.toLowerCase() ?? e.ADMIN_EMAILS?.[0],
    requireEmailVerification: e.REQUIRE_EMAIL_VERIFICATION,
    mailWorker: e.MAIL_WORKER,
    storeUrl: e.STORE_URL.replace(/\/+$/, ''),
    aiBaseUrl: e.AI_BASE_URL?.replace(/\/+$/, ''),
    aiApiKey: e.AI_API_KEY,
    aiModel: e.AI_MODEL,
    aiVision: e.AI_VISION,
    aiTimeoutMs: e.AI_TIMEOUT_MS,
    dailyVotes: e.DAILY_VOTES,
    dailyVotesAnonymous: e.DAILY_VOTES_ANONYMOUS,
    anonVotesPerIp: e.ANON_VOTES_PER_IP,
    screening: e.SCREENING === 'on',
    shareBonus: e.SHARE_BONUS,
    s3,
    redis: { url: e.REDIS_URL, prefix: e.REDIS_PREFIX },
    metrics: { enabled: e.METRICS, token: e.METRICS_TOKEN },
    backupDir,
    backupEveryMs: e.BACKUP_EVERY ?? null,
    backupKeep: e.BACKUP_KEEP,
    pgBin: e.PG_BIN,
    moderation: e.MODERATION,
    reportsToHide: e.REPORTS_TO_HIDE,
    http: {
      headersTimeoutMs: e.HTTP_HEADERS_TIMEOUT_MS,
      requestTimeoutMs: e.HTTP_REQUEST_TIMEOUT_MS,
      idleTimeoutMs: e.HTTP_IDLE_TIMEOUT_MS,
    },
  };
}

function s3Config(e: z.output<typeof EnvSchema>): S3Config | undefined {
  const given = [
    'S3_ENDPOINT',
    'S3_REGION',
    'S3_ACCESS_KEY_ID',
    'S3_SECRET_ACCESS_KEY',
    'S3_FORCE_PATH_STYLE',
    'S3_PUBLIC_URL',
  ] as const;
  if (!e.S3_BUCKET) {
    const stray = given.filter((name) => e[name] !== undefined);
    if (stray.length) {
      throw new ConfigError(
        stray.map(
          (name) => `${name}: is set but S3_BUCKET is not (set S3_BUCKET to store uploads in S3)`,
        ),
      );
    }
    return undefined;
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError([
      'S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both, or neither to use the default AWS credential chain',
    ]);
  }
  return {
    endpoint: e.S3_ENDPOINT?.replace(/\/+$/, ''),
    region: e.S3_REGION ?? 'us-east-1',
    bucket: e.S3_BUCKET,
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: e.S3_FORCE_PATH_STYLE ?? e.S3_ENDPOINT !== undefined,
    publicUrl: e.S3_PUBLIC_URL?.replace(/\/+$/, ''),
  };
}

/** True when `child` is `parent` or inside it (both absolute). */
export function isInside(child: string, parent: string): boolean {
  const relative = path.relative(parent, child);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}
