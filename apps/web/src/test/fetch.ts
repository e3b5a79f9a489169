import { afterEach, beforeEach, vi } from 'vitest';

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

export const noContent = () => new Response(null, { status: 204 });

/** Replaces `fetch` for each test of the file; returns the mock to program and inspect. */
export function installFetchMock() {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());
  return fetchMock;
}

/** The calls made to one API path: `[init, parsed JSON body]`. */
export function callsTo(fetchMock: ReturnType<typeof vi.fn<typeof fetch>>, path: string) {
  return fetchMock.mock.calls
    .filter(([url]) => url === path)
    .map(([, init]) => ({
      init: init!,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body,
    }));
}
