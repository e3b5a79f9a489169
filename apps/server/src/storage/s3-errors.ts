import type { S3Config } from '../config.ts';

interface SdkError {
  name?: string;
  code?: string;
  message?: string;
  $metadata?: { httpStatusCode?: number };
  cause?: unknown;
}

function status(err: unknown): number | undefined {
  return (err as SdkError | null)?.$metadata?.httpStatusCode;
}

/** A missing object (GetObject's NoSuchKey, HeadObject's bare 404). */
export function isNotFound(err: unknown): boolean {
  const name = (err as SdkError | null)?.name;
  if (name === 'NoSuchBucket') return false;
  return name === 'NoSuchKey' || name === 'NotFound' || status(err) === 404;
}

/** The network error code under the SDK's wrapping, e.g. ECONNREFUSED. */
function networkCode(err: unknown): string | undefined {
  for (let e = err as SdkError | undefined, depth = 0; e && depth < 5; depth++) {
    if (e.code && /^E[A-Z_]+$/.test(e.code)) return e.code;
    e = e.cause as SdkError | undefined;
  }
  return undefined;
}

/**
 * One sentence an operator can act on, for the start-up check and /api/health: which bucket,
 * where, what went wrong and what to change. Never includes the secret key.
 */
export function explainS3Error(
  err: unknown,
  config: S3Config,
  operation: 'reach' | 'write' = 'reach',
): string {
  const where = config.endpoint ?? `AWS S3 (${config.region})`;
  const bucket = `bucket "${config.bucket}" at ${where}`;
  const e = (err ?? {}) as SdkError;
  if (e.name === 'CredentialsProviderError') {
    return `S3 storage: no credentials for the ${bucket}; set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (or give this machine an AWS role).`;
  }
  const code = networkCode(err);
  if (
    code === 'ECONNREFUSED' ||
    code === 'ENOTFOUND' ||
    code === 'EAI_AGAIN' ||
    code === 'EHOSTUNREACH'
  ) {
    return `S3 storage: cannot connect to ${where} (${code}); check S3_ENDPOINT and that the server is running.`;
  }
  if (e.name === 'TimeoutError' || code === 'ETIMEDOUT' || code === 'ECONNRESET') {
    return `S3 storage: ${where} did not answer in time (${code ?? e.name}); check S3_ENDPOINT and the network.`;
  }
  const http = status(err);
  if (e.name === 'NoSuchBucket' || (http === 404 && operation === 'reach')) {
    return `S3 storage: the ${bucket} does not exist; create it, or fix S3_BUCKET.`;
  }
  if (e.name === 'InvalidAccessKeyId') {
    return `S3 storage: the access key is not known to ${where}; check S3_ACCESS_KEY_ID.`;
  }
  if (e.name === 'SignatureDoesNotMatch') {
    return `S3 storage: the request signature was refused by ${where}; check S3_SECRET_ACCESS_KEY.`;
  }
  if (e.name === 'PermanentRedirect' || e.name === 'AuthorizationHeaderMalformed' || http === 301) {
    return `S3 storage: the ${bucket} is in another region than "${config.region}"; set S3_REGION to the bucket's region.`;
  }
  if (e.name === 'AccessDenied' || e.name === 'Forbidden' || http === 403) {
    return operation === 'write'
      ? `S3 storage: these credentials may not write to the ${bucket}; allow s3:PutObject, s3:GetObject and s3:DeleteObject (and s3:ListBucket).`
      : `S3 storage: access to the ${bucket} was denied; check S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY and the bucket policy.`;
  }
  const detail = [e.name, http ? `HTTP ${http}` : undefined, e.message].filter(Boolean).join(', ');
  return `S3 storage: could not ${operation === 'write' ? 'write to' : 'reach'} the ${bucket} (${detail || String(err)}).`;
}
