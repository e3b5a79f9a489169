import type { FastifyRequest } from 'fastify';

/**
 * What the log may carry (docs/decisions/0021-text-and-logs.md): no secrets (links from mails sign
 * their holder in), no query parameters of failed SQL (they hold mails, emails, names) and no
 * PostgreSQL `detail` (it quotes the offending values). The no-SMTP mail line (mail/transport.ts)
 * is the one documented place where links are logged, at info level.
 */

/**
 * Query parameters whose values never reach the log: the tokens of verification, reset,
 * unsubscribe and newsletter links, and the referral token of a shared link (`ref`, ADR 0082),
 * which credits its sharer's bonus votes to whoever presents it.
 */
const SECRET_PARAM = /^(.*token|ref|referral|password|secret|code|key|email|sig|signature)$/i;
/** Nested URLs (e.g. `redirect=/verify-email?token=…`) are redacted too, this deep. */
const MAX_URL_DEPTH = 3;
/** Error properties worth keeping (PostgreSQL and Node error fields without data in them). */
const SAFE_ERROR_PROPS = [
  'code',
  'statusCode',
  'errno',
  'syscall',
  'severity',
  'constraint',
  'table',
  'column',
  'routine',
] as const;
const MAX_CAUSE_DEPTH = 3;

/** `text` with token-like values, JWTs and email addresses replaced. */
export function redactSecrets(text: string): string {
  return text
    .replace(/([?&;]|\b)(token|ref|password|secret)=[^&\s"'<>]+/gi, '$1$2=[redacted]')
    .replace(/\beyJ[\w-]+\.[\w-]+\.[\w-]+/g, '[redacted]')
    .replace(/[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[a-z]{2,}/gi, '[email]');
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/**
 * A URL path with the values of secret query parameters replaced (names compared decoded, so
 * `%74oken=` is a token too), and a value that is itself a URL with a query (a `redirect` back to
 * a verification link) redacted the same way.
 */
export function redactUrl(url: string, depth = 0): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = url
    .slice(q + 1)
    .split(/[&;]/)
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq < 0) return pair;
      const name = pair.slice(0, eq);
      if (SECRET_PARAM.test(decoded(name).trim())) return `${name}=[redacted]`;
      const value = decoded(pair.slice(eq + 1));
      if (depth < MAX_URL_DEPTH && value.includes('?')) {
        const inner = redactUrl(value, depth + 1);
        if (inner !== value) return `${name}=${encodeURIComponent(inner)}`;
      }
      return pair;
    });
  return `${url.slice(0, q)}?${params.join('&')}`;
}

function messageOf(err: Error): string {
  // Drizzle's DrizzleQueryError: "Failed query: <sql>\nparams: <values>" (the values are data).
  if ('query' in err && 'params' in err && typeof err.query === 'string') {
    return `Failed query: ${err.query}`;
  }
  return redactSecrets(err.message);
}

export interface SerializedError {
  type: string;
  message: string;
  stack?: string;
  cause?: SerializedError | string;
  [prop: string]: unknown;
}

/** The log's `err` serializer: type, message, stack frames and safe fields, recursively. */
export function serializeError(err: unknown, depth = 0): SerializedError | string {
  if (!(err instanceof Error)) {
    return typeof err === 'string' ? redactSecrets(err) : `non-error value: ${typeof err}`;
  }
  const message = messageOf(err);
  const out: SerializedError = { type: err.constructor?.name || err.name, message };
  if (err.stack) {
    const frames = err.stack.split('\n').filter((line) => /^\s+at /.test(line));
    out.stack = [`${err.name}: ${message}`, ...frames].join('\n');
  }
  for (const prop of SAFE_ERROR_PROPS) {
    const value = (err as unknown as Record<string, unknown>)[prop];
    if (typeof value === 'string' || typeof value === 'number') out[prop] = value;
  }
  if (err.cause !== undefined && depth < MAX_CAUSE_DEPTH) {
    out.cause = serializeError(err.cause, depth + 1);
  }
  if (err instanceof AggregateError && depth < MAX_CAUSE_DEPTH) {
    out.errors = err.errors.slice(0, 5).map((e: unknown) => serializeError(e, depth + 1));
  }
  return out;
}

/** `serializeError` in the shape of the logger's `err` serializer. */
export function logErrorSerializer(err: unknown): SerializedError & { stack: string } {
  const out = serializeError(err);
  return typeof out === 'string'
    ? { type: 'Error', message: out, stack: '' }
    : { stack: '', ...out };
}

/** The log's `req` serializer: Fastify's fields, with secret query parameters redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** better-auth's log arguments: errors serialized as above, other values by type only. */
export function serializeLogArgs(args: unknown[]): unknown[] {
  return args.map((arg) =>
    arg instanceof Error
      ? serializeError(arg)
      : typeof arg === 'string'
        ? redactSecrets(arg)
        : typeof arg === 'number' || typeof arg === 'boolean'
          ? arg
          : `[${typeof arg}]`,
  );
}
