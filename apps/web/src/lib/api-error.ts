import { codeForStatus, isErrorCode, type ErrorCode, type FieldErrors } from '@pawprize/shared';

/** Shown when the server cannot be reached at all (offline, server down, DNS…). */
export const NETWORK_ERROR_MESSAGE =
  "We couldn't reach PawPrize. Check your connection and try again.";

const FALLBACK_MESSAGES: Partial<Record<ErrorCode, string>> = {
  BAD_REQUEST: 'That request could not be processed.',
  UNAUTHENTICATED: 'Please log in to continue.',
  FORBIDDEN: "You don't have permission to do that.",
  NOT_FOUND: 'We could not find what you were looking for.',
  CONFLICT: 'That conflicts with something that already exists.',
  PAYLOAD_TOO_LARGE: 'That file is too large.',
  UNSUPPORTED_MEDIA_TYPE: 'That file type is not supported.',
  RATE_LIMITED: 'Too many requests. Please wait a moment and try again.',
  INTERNAL: 'Something went wrong on our side. Please try again.',
  SERVICE_UNAVAILABLE: 'PawPrize is temporarily unavailable. Please try again shortly.',
};

interface ApiErrorInit {
  status: number;
  code: ErrorCode;
  message?: string;
  fieldErrors?: FieldErrors;
  retryAfterSeconds?: number;
  cause?: unknown;
}

/**
 * Every failed API call rejects with this. `status` is 0 when the server was not reached.
 * `message` is safe to show to the user (the server's own text, or a friendly fallback).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: ErrorCode;
  readonly fieldErrors: FieldErrors;
  /** From a 429's `Retry-After` header, when present. */
  readonly retryAfterSeconds?: number;

  constructor(init: ApiErrorInit) {
    super(init.message || FALLBACK_MESSAGES[init.code] || 'Something went wrong.', {
      cause: init.cause,
    });
    this.status = init.status;
    this.code = init.code;
    this.fieldErrors = init.fieldErrors ?? {};
    this.retryAfterSeconds = init.retryAfterSeconds;
  }

  /** True for 401/404-style answers that retrying will not change. */
  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500 && this.code !== 'RATE_LIMITED';
  }

  /** The first message for one form field, if the server sent any. */
  fieldError(field: string): string | undefined {
    return this.fieldErrors[field]?.[0];
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

function isFieldErrors(value: unknown): value is FieldErrors {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).every(
    (messages) => Array.isArray(messages) && messages.every((m) => typeof m === 'string'),
  );
}

function parseRetryAfter(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds;
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

/** Builds an ApiError from a non-2xx response and its (possibly non-JSON) body. */
export function apiErrorFromResponse(response: Response, body: unknown): ApiError {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const code = isErrorCode(record.code) ? record.code : codeForStatus(response.status);
  const message =
    typeof record.message === 'string' && record.message.trim() ? record.message : undefined;
  return new ApiError({
    status: response.status,
    code,
    message,
    fieldErrors: isFieldErrors(record.fieldErrors) ? record.fieldErrors : undefined,
    retryAfterSeconds: parseRetryAfter(response.headers.get('Retry-After')),
  });
}

export function networkError(cause: unknown): ApiError {
  return new ApiError({
    status: 0,
    code: 'SERVICE_UNAVAILABLE',
    message: NETWORK_ERROR_MESSAGE,
    cause,
  });
}
