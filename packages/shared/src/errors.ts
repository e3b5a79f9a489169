/**
 * The one list of error codes the API answers with. Every error body is
 * `{ code, message, fieldErrors? }`; the HTTP status comes from this table.
 */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  EMAIL_NOT_VERIFIED: 403,
  FORBIDDEN: 403,
  /** A vote for the voter's own entry: a pet, a battle holding it, a caption they wrote. */
  OWN_ENTRY: 403,
  CROSS_SITE_REQUEST: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  ALREADY_VOTED: 409,
  ALREADY_SUBSCRIBED: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  DAILY_LIMIT_REACHED: 429,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
  /** The AI writer failed or answered something unusable (compliments, captions). */
  AI_FAILED: 502,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

/** Field name → messages, as produced by validation. */
export type FieldErrors = Record<string, string[]>;

/** The JSON body of every error response. */
export interface ErrorBody {
  code: ErrorCode;
  message: string;
  fieldErrors?: FieldErrors;
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && value in ERROR_STATUS;
}

export function statusForCode(code: ErrorCode): number {
  return ERROR_STATUS[code];
}

/**
 * The code for an HTTP status when no known code comes with it: the server's answer to Fastify's
 * own 4xx errors, and the web's reading of a response without a known code.
 */
export function codeForStatus(status: number): ErrorCode {
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409) return 'CONFLICT';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 415) return 'UNSUPPORTED_MEDIA_TYPE';
  if (status === 429) return 'RATE_LIMITED';
  if (status === 502 || status === 503 || status === 504) return 'SERVICE_UNAVAILABLE';
  if (status >= 500) return 'INTERNAL';
  return 'BAD_REQUEST';
}
