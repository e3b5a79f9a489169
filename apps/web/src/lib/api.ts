import { TIME_ZONE_HEADER } from '@pawprize/shared';
import { apiErrorFromResponse, ApiError, networkError } from './api-error';

export { ApiError, isApiError } from './api-error';

/** Anything with zod's `parse` shape: `z.object({...})` fits. */
export interface Schema<T> {
  parse(input: unknown): T;
}

/**
 * A schema loaded when a request is sent, so the schema library (zod) is not part of the code a
 * page needs for its first paint (docs/decisions/0042-first-paint.md). Made by `lazySchema`.
 */
export interface LazySchema<T> {
  load(): Promise<Schema<T>>;
}

/**
 * `lazySchema(() => import('@pawprize/shared/schemas/shop').then((m) => m.ProductListSchema))`:
 * the module is fetched once, on the first request that uses it (in parallel with that request);
 * a failed fetch is tried again on the next request.
 */
export function lazySchema<T>(load: () => Promise<Schema<T>>): LazySchema<T> {
  let loading: Promise<Schema<T>> | undefined;
  return {
    load() {
      loading ??= load().catch((error: unknown) => {
        loading = undefined;
        throw error;
      });
      return loading;
    },
  };
}

function isLazy<T>(schema: Schema<T> | LazySchema<T>): schema is LazySchema<T> {
  return typeof (schema as Partial<LazySchema<T>>).load === 'function';
}

export interface RequestOptions<T> {
  /**
   * Validates (and types) the response body; a mismatch rejects with an ApiError. A lazy schema
   * is loaded while the request is on its way.
   */
  schema?: Schema<T> | LazySchema<T>;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export const API_BASE = '/api';

/** `'/pets'` → `'/api/pets'`; a path already under `/api/` is kept as it is. */
export function apiUrl(path: string): string {
  if (path === API_BASE || path.startsWith(`${API_BASE}/`) || path.startsWith(`${API_BASE}?`)) {
    return path;
  }
  return `${API_BASE}${path.startsWith('/') ? '' : '/'}${path}`;
}

function timeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('Content-Type') ?? '';
  if (!type.includes('json')) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** How long an early answer may wait for the app to ask for it. */
const EARLY_ANSWER_MAX_AGE_MS = 10_000;

/**
 * The answer `/boot.js` already asked for at this address (a GET the page's first render makes),
 * taken once; undefined when there is none or it is older than EARLY_ANSWER_MAX_AGE_MS.
 */
export function takeEarlyAnswer(url: string): Promise<Response> | undefined {
  const early = typeof window === 'undefined' ? undefined : window.__pawprizeEarlyAnswers;
  const entry = early && Object.hasOwn(early, url) ? early[url] : undefined;
  if (!early || !entry) return undefined;
  delete early[url];
  return Date.now() - entry.at <= EARLY_ANSWER_MAX_AGE_MS ? entry.answer : undefined;
}

async function request<T>(
  method: Method,
  path: string,
  body: unknown,
  options: RequestOptions<T> = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const zone = timeZone();
  if (zone) headers[TIME_ZONE_HEADER] = zone;
  let payload: BodyInit | undefined;
  if (body instanceof FormData || body instanceof Blob) {
    payload = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  Object.assign(headers, options.headers);
  const schemaLoad = options.schema && isLazy(options.schema) ? options.schema.load() : undefined;
  // Awaited below only for a successful answer; an error answer must not leave it unhandled.
  schemaLoad?.catch(() => undefined);

  let response: Response;
  try {
    const url = apiUrl(path);
    const early =
      method === 'GET' && body === undefined && !options.headers ? takeEarlyAnswer(url) : undefined;
    response = await (early ??
      fetch(url, {
        method,
        headers,
        body: payload,
        credentials: 'include',
        signal: options.signal,
      }));
  } catch (error) {
    // Cancellation is not a failure: let callers (and TanStack Query) see the AbortError.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw networkError(error);
  }

  let data: unknown;
  try {
    data = await readBody(response);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw networkError(error);
  }
  if (!response.ok) throw apiErrorFromResponse(response, data);
  if (!options.schema) return data as T;
  let schema: Schema<T>;
  try {
    schema = schemaLoad ? await schemaLoad : (options.schema as Schema<T>);
  } catch (error) {
    // The schema's code could not be fetched (offline, or a deploy replaced the chunk).
    throw networkError(error);
  }
  try {
    return schema.parse(data);
  } catch (error) {
    throw new ApiError({
      status: response.status,
      code: 'INTERNAL',
      message: 'The server sent an unexpected answer. Please try again.',
      cause: error,
    });
  }
}

/**
 * The typed client for our JSON API. Paths are relative to `/api` (`api.get('/pets')`).
 * Every failure rejects with an `ApiError`; an unreachable server gives code
 * `SERVICE_UNAVAILABLE` with status 0.
 */
export const api = {
  get: <T>(path: string, options?: RequestOptions<T>) =>
    request<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions<T>) =>
    request<T>('POST', path, body, options),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions<T>) =>
    request<T>('PATCH', path, body, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions<T>) =>
    request<T>('PUT', path, body, options),
  delete: <T>(path: string, body?: unknown, options?: RequestOptions<T>) =>
    request<T>('DELETE', path, body, options),
};
