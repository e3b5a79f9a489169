import { UPLOAD_MAX_ATTEMPTS, UPLOAD_RETRY_DELAY_MS } from '@pawprize/shared';
import { apiUrl, type ApiError } from './api';
import { apiErrorFromResponse, networkError } from './api-error';

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function errorFromXhr(xhr: XMLHttpRequest, body: unknown): ApiError {
  const headers = new Headers();
  const retryAfter = xhr.getResponseHeader('Retry-After');
  if (retryAfter) headers.set('Retry-After', retryAfter);
  // A Response only to reuse the fetch client's error mapping (code, message, fieldErrors).
  return apiErrorFromResponse(new Response(null, { status: xhr.status, headers }), body);
}

export const abortError = () => new DOMException('Upload aborted', 'AbortError');

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

interface MultipartOptions {
  /** The fraction (0–1) of the request body sent so far; 1 once every byte is out. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * `POST` of a multipart form through XMLHttpRequest, because fetch cannot report upload progress.
 * Resolves with the parsed body of a 2xx answer. Rejects with an `ApiError` like the fetch client
 * (status 0 when the server was not reached), or with an `AbortError` when `signal` aborts.
 */
export function postMultipart(
  path: string,
  form: FormData,
  { onProgress, signal }: MultipartOptions = {},
): Promise<unknown> {
  return new Promise<unknown>((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => signal?.removeEventListener('abort', onAbort);

    xhr.open('POST', apiUrl(path));
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.upload.onload = () => onProgress?.(1);
    xhr.onload = () => {
      done();
      const body = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) resolve(body);
      else reject(errorFromXhr(xhr, body));
    };
    xhr.onerror = () => {
      done();
      reject(networkError(new Error('The upload could not reach the server')));
    };
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => {
      done();
      reject(abortError());
    };
    xhr.send(form);
  });
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(abortError());
      },
      { once: true },
    );
  });
}

interface RetryOptions {
  signal: AbortSignal;
  /** Whether a failed attempt is worth another one (network failures and 5xx, typically). */
  isRetryable: (error: unknown) => boolean;
  attempts?: number;
  delayMs?: number;
}

/**
 * Runs `attempt(n)` for n = 1, 2, … until it resolves, up to 3 attempts 1 s apart
 * (docs/product/uploads.md). A failure that is not retryable, or the last one, rejects at once.
 */
export async function withUploadRetries<T>(
  attempt: (n: number) => Promise<T>,
  {
    signal,
    isRetryable,
    attempts = UPLOAD_MAX_ATTEMPTS,
    delayMs = UPLOAD_RETRY_DELAY_MS,
  }: RetryOptions,
): Promise<T> {
  for (let n = 1; ; n++) {
    try {
      return await attempt(n);
    } catch (error) {
      if (n >= attempts || !isRetryable(error)) throw error;
      await wait(delayMs, signal);
    }
  }
}
