import path from 'node:path';
import {
  ANONYMOUS_VOTES_PER_IP_PER_DAY,
  DAILY_VOTES_ACCOUNT,
  DAILY_VOTES_ANONYMOUS,
  type PublicSettings,
} from '@pawprize/shared';
import { z } from 'zod';
import { trustProxySetting } from './config/trust-proxy.ts';

/**
 * The one place environment variables are read (docs/decisions/0126-one-source-per-setting.md).
 * Each setting is written once, here: its zod schema (validated at start-up; a bad value stops the
 * server with a message listing every problem) with the README's words for it, and one line of
 * `configFrom`, whose result's type is `Config`. The README's settings table is generated from
 * this schema (`npm run docs:settings`; config/settings-table.test.ts fails when they differ), and
 * the settings the site prints reach the web through `publicSettings`.
 */
const booleanish = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** The README's words for a setting (config/settings-table.ts writes the table). */
export interface SettingDoc {
  /** The "Meaning" column (Markdown). */
  doc: string;
  /** The "Default" column (Markdown) when the schema's own default does not say it. */
  shown?: string;
}

export const settingDocs = z.registry<SettingDoc>();

function setting<T extends z.ZodType>(schema: T, doc: string, shown?: string): T {
  settingDocs.add(schema as z.ZodType, shown === undefined ? { doc } : { doc, shown });
  return schema;
}

const httpUrl = () => z.url({ protocol: /^https?$/ });
const count = (max: number) => z.coerce.number().int().min(0).max(max);

/** Every setting, in the README's order. */
export const EnvSchema = z.object({
  PORT: setting(z.coerce.number().int().min(0).max(65535).default(3000), 'Port to listen on.'),
  HOST: setting(
    z.string().min(1).default('0.0.0.0'),
    'Interface to listen on (`127.0.0.1` to keep it local).',
  ),
  DATA_DIR: setting(
    z.string().min(1).default('./data'),
    'Where the embedded database (`db/`) and uploaded files (`uploads/`) live.',
  ),
  DATABASE_URL: setting(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    '`postgres://…` to use a PostgreSQL server instead of the embedded database.',
  ),
  PUBLIC_URL: setting(
    httpUrl().optional(),
    'The address people use to reach the site (links in mails, share links, secure cookies when https).',
    '`http://localhost:$PORT`',
  ),
  LOG_LEVEL: setting(
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    '`fatal`, `error`, `warn`, `info`, `debug`, `trace` or `silent`.',
  ),
  LOG_PRETTY: setting(
    booleanish.optional(),
    'Human-readable logs instead of JSON lines.',
    'off (on for `npm run dev`)',
  ),
  TRUST_PROXY: setting(
    trustProxySetting,
    'Behind a reverse proxy: how many proxies are in front of the server (`1` for one Caddy or nginx; `2` for a CDN in front of it), or their addresses (`127.0.0.1`, `10.0.0.0/8,192.168.1.5`, `loopback`). Client addresses then come from the hops of `X-Forwarded-For` those proxies added; hops a client wrote itself are ignored. `true` is refused at start-up: it would let any client pick its own address ([ADR 0116](docs/decisions/0116-trusted-proxies.md)).',
  ),
  STORE_URL: setting(
    httpUrl().default('https://store.example.com'),
    'Your external shop. Product Buy buttons link to `STORE_URL/products/<slug>`.',
  ),
  AUTH_SECRET: setting(
    z.string().min(32, 'must be at least 32 characters').optional(),
    'At least 32 characters; signs session cookies and email links. Unset: one is generated on first start and kept in the database (restarts keep everyone signed in). Set the same value on every instance if you prefer to manage it.',
    'generated',
  ),
  SMTP_URL: setting(
    z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    '`smtp://user:pass@host:587` or `smtps://…` to send mail. Unset: mails stay in the outbox table and the server log prints their links (info level), so sign-up works on a laptop.',
  ),
  MAIL_FROM: setting(
    z.string().min(3).default('PawPrize <no-reply@localhost>'),
    'Sender of every mail.',
  ),
  ADMIN_EMAILS: setting(
    z
      .string()
      .transform((v) =>
        v
          .split(',')
          .map((e) => e.trim().toLowerCase())
          .filter(Boolean),
      )
      .pipe(z.array(z.email('must be a comma-separated list of email addresses')))
      .optional(),
    'Comma-separated emails of administrator accounts (admin rights start once the account has verified its email).',
  ),
  ADMIN_EMAIL: setting(
    z.email().optional(),
    'Receives contact notifications (newsletter sign-ups are not mailed: ADR 0113).',
    'first of `ADMIN_EMAILS`',
  ),
  REQUIRE_EMAIL_VERIFICATION: setting(
    booleanish.default(true),
    'Voting, uploading and caption contests wait for a verified email. `false` lets unverified accounts do everything.',
  ),
  DAILY_VOTES: setting(
    z.coerce.number().int().min(1).max(1_000_000_000).default(DAILY_VOTES_ACCOUNT),
    "New votes an account may cast per day (its local day, from the browser's time zone). Each credited share adds 3 bonus votes for that day. Removing a vote does not give it back. Shown on the site (terms, integrity page).",
  ),
  DAILY_VOTES_ANONYMOUS: setting(
    count(1_000_000_000).default(DAILY_VOTES_ANONYMOUS),
    'New swipe votes an anonymous visitor may cast per day (`0` turns anonymous voting off). Shown on the site.',
  ),
  SHARE_BONUS: setting(
    z.enum(['immediate', 'on-visit']).default('immediate'),
    "`immediate`: a share gives its 3 bonus votes at once. `on-visit`: an Instagram or TikTok share copies a link with a referral token, and its 3 bonus votes stay pending (shown on the bonus badge) until someone else opens that link the same day — not the sharer's account, not from the sharer's address ([ADR 0082](docs/decisions/0082-share-bonus-on-visit.md)). Tweets are credited at once in both modes.",
  ),
  ANON_VOTES_PER_IP: setting(
    count(1_000_000_000).default(ANONYMOUS_VOTES_PER_IP_PER_DAY),
    'Anonymous votes per client IP per UTC day, whichever visitor casts them (IPv6 counted by /64). Behind a proxy, set `TRUST_PROXY` to its hop count or address. Shown on the site.',
  ),
  MAIL_WORKER: setting(
    booleanish.default(true),
    'Send the mail outbox from this process (retries with back-off; safe with several instances).',
  ),
  AI_BASE_URL: setting(
    httpUrl().optional(),
    "An OpenAI-compatible API for compliments and captions, e.g. `https://api.openai.com/v1` or Ollama's `http://127.0.0.1:11434/v1`. Unset: the built-in writer (see [AI writing](#ai-writing)).",
  ),
  AI_API_KEY: setting(
    z.string().optional(),
    'Sent as `Authorization: Bearer …` (local servers usually need none).',
  ),
  AI_MODEL: setting(
    z.string().min(1).optional(),
    'The model name; required with `AI_BASE_URL` (e.g. `gpt-4o-mini`, `llama3.2`).',
  ),
  AI_VISION: setting(
    booleanish.default(false),
    '`true` sends the contest photo (a 512 px JPEG) with caption requests; only for models that accept images.',
  ),
  AI_TIMEOUT_MS: setting(
    z.coerce.number().int().min(100).max(120_000).default(10_000),
    'How long to wait for the model before the built-in writer answers instead.',
  ),
  SCREENING: setting(
    z.enum(['on', 'off']).default('on'),
    '`off` turns off the offline image models (nudity, "is there an animal", species; [ADR 0060](docs/decisions/0060-image-screening.md)). They load in the background after start-up (about 1–2 s, ~250 MB); without them uploads still work and are queued for review as "not screened". Duplicate-photo checks stay on.',
  ),
  MODERATION: setting(
    z.enum(['post', 'pre']).default('post'),
    '`post`: new entries appear at once (flagged ones as [ADR 0061](docs/decisions/0061-moderation-model.md) says); `pre`: every new pet and caption contest waits for an admin\'s approval (its owner sees "Pending review").',
  ),
  REPORTS_TO_HIDE: setting(
    z.coerce.number().int().min(1).max(1000).default(3),
    "Reports from this many different networks hide an entry until an admin reviews it. Only reports of verified members whose account is 7+ days old or has voted on 3+ days count; visitors' reports only reach the review queue ([ADR 0105](docs/decisions/0105-reports-that-hide.md)).",
  ),
  HTTP_HEADERS_TIMEOUT_MS: setting(
    z.coerce.number().int().min(100).max(600_000).default(30_000),
    "How long a client may take to send a request's headers (then 408).",
  ),
  HTTP_REQUEST_TIMEOUT_MS: setting(
    z.coerce.number().int().min(100).max(3_600_000).default(300_000),
    'How long a client may take to send a whole request, body included (then 408); 5 minutes lets a 5 MB photo arrive at 17.5 KB/s ([ADR 0024](docs/decisions/0024-http-timeouts.md)).',
  ),
  HTTP_IDLE_TIMEOUT_MS: setting(
    z.coerce.number().int().min(100).max(600_000).default(30_000),
    'A client that sends nothing for this long while its request is still arriving is disconnected.',
  ),
  NODE_ENV: setting(
    z.enum(['development', 'production', 'test']).default('production'),
    '`development` for `npm run dev`.',
  ),
  WEB_DIST: setting(
    z.string().optional(),
    'The built web app to serve, when it is not where `npm run build` puts it (`apps/web/dist`).',
  ),
  REDIS_URL: setting(
    z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
      .optional(),
    '`redis://…` or `rediss://…`: rate limits are counted in Redis and shared by every instance. If Redis is down, they count per instance meanwhile (logged; `/api/health` says `degraded`, still 200).',
  ),
  REDIS_PREFIX: setting(
    z
      .string()
      .regex(/^[A-Za-z0-9:_.-]{1,64}$/, 'must be 1-64 letters, digits or : _ . -')
      .default('pawprize:'),
    'Prefix of every Redis key (several sites or test runs can share one Redis).',
  ),
  METRICS: setting(
    booleanish.default(false),
    '`true` serves Prometheus metrics at `GET /metrics` (requests and latency by route, votes and uploads, mail queue, jobs, database pool, event loop).',
  ),
  METRICS_TOKEN: setting(
    z.string().min(16, 'must be at least 16 characters').optional(),
    'When set (≥ 16 characters), `/metrics` answers only `Authorization: Bearer <token>`.',
  ),
  BACKUP_DIR: setting(
    z.string().min(1).default('./backups'),
    'Where `npm run backup` and scheduled backups write their archives. Never inside `DATA_DIR`; best on another disk.',
  ),
  BACKUP_EVERY: setting(
    z
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
    'Scheduled backups by the server itself, e.g. `24h`, `6h`, `30m`, `7d` (at least `1m`).',
    '`off`',
  ),
  BACKUP_KEEP: setting(
    z.coerce.number().int().min(1).max(10_000).default(7),
    'How many of their own archives (`pawprize-scheduled-…`) scheduled backups keep in `BACKUP_DIR`: after each successful scheduled backup the older ones are deleted. Archives made by hand (`npm run backup`, "Back up now" in the admin console) are never deleted ([ADR 0118](docs/decisions/0118-backup-rotation.md)).',
  ),
  PG_BIN: setting(
    z.string().min(1).optional(),
    'The folder holding `pg_dump` and `pg_restore` when they are not on `PATH` (backups of a PostgreSQL database).',
  ),
  S3_BUCKET: setting(
    z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'must be a bucket name: 3-63 lower-case letters, digits, dots and hyphens',
      )
      .optional(),
    'Store uploads in this S3-compatible bucket instead of `DATA_DIR/uploads` (AWS S3, Cloudflare R2, Garage, SeaweedFS, Ceph RGW, MinIO…). The server checks at start-up that it can write there.',
  ),
  S3_ENDPOINT: setting(
    httpUrl().optional(),
    'The S3 server, e.g. `https://<account>.r2.cloudflarestorage.com` or `http://127.0.0.1:3900`.',
    'unset (AWS)',
  ),
  S3_REGION: setting(
    z
      .string()
      .regex(/^[a-z0-9-]{1,40}$/, 'must be a region name such as us-east-1 or auto')
      .optional(),
    "The bucket's region (`auto` for R2).",
    '`us-east-1`',
  ),
  S3_ACCESS_KEY_ID: setting(
    z.string().min(1).optional(),
    "The bucket's access key (with `S3_SECRET_ACCESS_KEY`; neither for the default AWS credential chain).",
  ),
  S3_SECRET_ACCESS_KEY: setting(
    z.string().min(1).optional(),
    "The bucket's secret key (with `S3_ACCESS_KEY_ID`).",
  ),
  S3_FORCE_PATH_STYLE: setting(
    booleanish.optional(),
    '`endpoint/bucket/key` addressing, which self-hosted servers need.',
    '`true` with `S3_ENDPOINT`, else `false`',
  ),
  S3_PUBLIC_URL: setting(
    httpUrl().optional(),
    'Where browsers fetch photos (a CDN or public bucket address). Unset: the app serves them at `/uploads/…`, streamed from the bucket. Requires `S3_PRIVATE_BUCKET`.',
  ),
  S3_PRIVATE_BUCKET: setting(
    z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'must be a bucket name: 3-63 lower-case letters, digits, dots and hyphens',
      )
      .optional(),
    'A bucket that is **not** public, on the same S3 server and with the same keys, for what the public may not see: data exports and the photos of entries that are pending, hidden or held back ([ADR 0103](docs/decisions/0103-private-storage.md)). Required with `S3_PUBLIC_URL` (its bucket is public); unset otherwise: they go under `private/` in `S3_BUCKET`, which the app never serves at `/uploads/…`.',
    'unset (`private/` in `S3_BUCKET`)',
  ),
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
type EnvValues = z.output<typeof EnvSchema>;

/** The server's settings, as `configFrom` makes them from the environment. */
export type Config = ReturnType<typeof configFrom>;
export type S3Config = NonNullable<Config['s3']>;

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
  return configFrom(parsed.data);
}

/** The settings from validated environment values (its result's type is `Config`). */
function configFrom(e: EnvValues) {
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
    /** The proxies whose X-Forwarded-For hops are believed (config/trust-proxy.ts, ADR 0116). */
    trustProxy: e.TRUST_PROXY,
    /** Where the built web app lives; undefined = the default location in the repo. */
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : undefined,
    /** Undefined = generated once, kept in app_settings. */
    authSecret: e.AUTH_SECRET,
    /** Undefined = mails are logged (links at info level). */
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    /** Lower-cased emails of administrators. */
    adminEmails: e.ADMIN_EMAILS ?? [],
    adminEmail: e.ADMIN_EMAIL?.toLowerCase() ?? e.ADMIN_EMAILS?.[0],
    /** Voting, uploads and caption contests need a verified email (docs/product/identity.md). */
    requireEmailVerification: e.REQUIRE_EMAIL_VERIFICATION,
    /** Run the mail outbox sender in this process (tests turn it off and drive it directly). */
    mailWorker: e.MAIL_WORKER,
    /** No trailing slash. */
    storeUrl: e.STORE_URL.replace(/\/+$/, ''),
    /** No trailing slash; undefined = the built-in writer (ADR 0007). */
    aiBaseUrl: e.AI_BASE_URL?.replace(/\/+$/, ''),
    aiApiKey: e.AI_API_KEY,
    aiModel: e.AI_MODEL,
    aiVision: e.AI_VISION,
    aiTimeoutMs: e.AI_TIMEOUT_MS,
    /** New votes per account per local day before bonus votes are needed (docs/product/votes.md). */
    dailyVotes: e.DAILY_VOTES,
    /** New votes per anonymous visitor per local day (0: anonymous swipes are off). */
    dailyVotesAnonymous: e.DAILY_VOTES_ANONYMOUS,
    /** Anonymous votes per client IP (IPv6 by /64) per UTC day (0: none). */
    anonVotesPerIp: e.ANON_VOTES_PER_IP,
    /** Screen uploaded photos with the offline models (docs/decisions/0060-image-screening.md). */
    screening: e.SCREENING === 'on',
    /** ADR 0082. */
    shareBonus: e.SHARE_BONUS,
    /** S3-compatible object storage for uploads; undefined = files under DATA_DIR/uploads (ADR 0070). */
    s3,
    /** Shared rate limits (ADR 0074); url undefined = each instance counts in its memory. */
    redis: { url: e.REDIS_URL, prefix: e.REDIS_PREFIX },
    /** GET /metrics in Prometheus format (ADR 0073). */
    metrics: { enabled: e.METRICS, token: e.METRICS_TOKEN },
    /** Absolute; never inside dataDir (docs/decisions/0050-backups.md). */
    backupDir,
    /** Scheduled backups every this many ms; null = off. */
    backupEveryMs: e.BACKUP_EVERY ?? null,
    backupKeep: e.BACKUP_KEEP,
    /** Undefined = found on PATH. */
    pgBin: e.PG_BIN,
    /** ADR 0061. */
    moderation: e.MODERATION,
    reportsToHide: e.REPORTS_TO_HIDE,
    /** How long a client may take to send a request (http/timeouts.ts, ADR 0024). */
    http: {
      headersTimeoutMs: e.HTTP_HEADERS_TIMEOUT_MS,
      requestTimeoutMs: e.HTTP_REQUEST_TIMEOUT_MS,
      idleTimeoutMs: e.HTTP_IDLE_TIMEOUT_MS,
    },
  };
}

/** The settings the site prints (the web reads them from the page: http/public-settings.ts). */
export function publicSettings(config: Config): PublicSettings {
  return {
    dailyVotes: config.dailyVotes,
    dailyVotesAnonymous: config.dailyVotesAnonymous,
    anonVotesPerIp: config.anonVotesPerIp,
  };
}

function s3Config(e: EnvValues) {
  const given = [
    'S3_ENDPOINT',
    'S3_REGION',
    'S3_ACCESS_KEY_ID',
    'S3_SECRET_ACCESS_KEY',
    'S3_FORCE_PATH_STYLE',
    'S3_PUBLIC_URL',
    'S3_PRIVATE_BUCKET',
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
  // The public bucket serves every object in it: exports and hidden entries' photos need another
  // one (docs/decisions/0103-private-storage.md).
  if (e.S3_PUBLIC_URL && (!e.S3_PRIVATE_BUCKET || e.S3_PRIVATE_BUCKET === e.S3_BUCKET)) {
    throw new ConfigError([
      'S3_PRIVATE_BUCKET: required with S3_PUBLIC_URL (browsers read S3_BUCKET directly, so it must not hold data exports or the photos of hidden and pending entries): create a second bucket that is not public, on the same server with the same keys, and name it here',
    ]);
  }
  return {
    /** e.g. http://127.0.0.1:9000 for a self-hosted server; undefined = AWS S3 itself. */
    endpoint: e.S3_ENDPOINT?.replace(/\/+$/, ''),
    region: e.S3_REGION ?? 'us-east-1',
    bucket: e.S3_BUCKET,
    /** Where `private/…` keys live (ADR 0103); undefined = under `private/` in `bucket`. */
    privateBucket: e.S3_PRIVATE_BUCKET,
    /** Both or neither; neither = the SDK's default credential chain. */
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
    /** `endpoint/bucket/key` addressing, which self-hosted servers need. */
    forcePathStyle: e.S3_FORCE_PATH_STYLE ?? e.S3_ENDPOINT !== undefined,
    /** Where browsers fetch objects (no trailing slash); undefined = `/uploads/…` through the app. */
    publicUrl: e.S3_PUBLIC_URL?.replace(/\/+$/, ''),
  };
}

/** True when `child` is `parent` or inside it (both absolute). */
export function isInside(child: string, parent: string): boolean {
  const relative = path.relative(parent, child);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}
