import { vi } from 'vitest';

export type FetchHandler = (request: {
  url: URL;
  method: string;
  body: unknown;
}) => Response | Promise<Response>;

/** A JSON response like the server's. */
export function json(
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

/**
 * Replaces `fetch` with a handler that sees the parsed URL, method and JSON body. Undo with
 * `vi.unstubAllGlobals()` in `afterEach`.
 */
export function mockFetch(handler: FetchHandler) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const raw = init?.body;
    const body = typeof raw === 'string' ? (JSON.parse(raw) as unknown) : raw;
    return handler({ url, method: init?.method ?? 'GET', body });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The `pathname + search` of every call so far, e.g. `/api/products?category=toys`. */
export function requestedPaths(fetchMock: ReturnType<typeof mockFetch>): string[] {
  return fetchMock.mock.calls.map(([input]) => {
    const url = new URL(String(input), 'http://localhost');
    return url.pathname + url.search;
  });
}
