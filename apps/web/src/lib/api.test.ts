import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, apiUrl, lazySchema } from './api';
import { NETWORK_ERROR_MESSAGE } from './api-error';
import { shouldRetry } from './query-client';

const fetchMock = vi.fn<typeof fetch>();

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('api client', () => {
  it('prefixes /api and keeps paths that already have it', () => {
    expect(apiUrl('/pets')).toBe('/api/pets');
    expect(apiUrl('pets?sort=popular')).toBe('/api/pets?sort=popular');
    expect(apiUrl('/api/auth/session')).toBe('/api/auth/session');
  });

  it('sends JSON with credentials and returns the parsed body', async () => {
    fetchMock.mockResolvedValue(json(200, { id: 'p1', name: 'Biscuit' }));
    const pet = await api.post<{ id: string; name: string }>('/pets', { name: 'Biscuit' });
    expect(pet).toEqual({ id: 'p1', name: 'Biscuit' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/pets');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect(init?.body).toBe(JSON.stringify({ name: 'Biscuit' }));
    expect((init?.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('sends FormData as is, without a JSON content type', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    const form = new FormData();
    form.append('name', 'Biscuit');
    await expect(api.post('/pets', form)).resolves.toBeUndefined();
    const init = fetchMock.mock.calls[0]![1]!;
    expect(init.body).toBe(form);
    expect((init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('uses GET, PATCH and DELETE', async () => {
    fetchMock.mockImplementation(async () => json(200, {}));
    await api.get('/a');
    await api.patch('/b', { x: 1 });
    await api.delete('/c');
    expect(fetchMock.mock.calls.map(([, init]) => init?.method)).toEqual([
      'GET',
      'PATCH',
      'DELETE',
    ]);
    expect(fetchMock.mock.calls[0]![1]!.body).toBeUndefined();
  });

  it("maps the server's error body to a typed ApiError", async () => {
    fetchMock.mockResolvedValue(
      json(400, {
        code: 'VALIDATION_FAILED',
        message: 'Please check the form',
        fieldErrors: { name: ["Please enter your pet's name"] },
      }),
    );
    const error = await rejection(api.post('/pets', {}));
    expect(error.status).toBe(400);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).toBe('Please check the form');
    expect(error.fieldErrors).toEqual({ name: ["Please enter your pet's name"] });
    expect(error.fieldError('name')).toBe("Please enter your pet's name");
  });

  it('maps ALREADY_VOTED and keeps the catalogue message', async () => {
    fetchMock.mockResolvedValue(
      json(409, { code: 'ALREADY_VOTED', message: "You've already voted for this pet" }),
    );
    const error = await rejection(api.post('/pets/1/vote'));
    expect(error.code).toBe('ALREADY_VOTED');
    expect(error.message).toBe("You've already voted for this pet");
  });

  it('reads Retry-After on 429', async () => {
    fetchMock.mockResolvedValue(
      json(429, { code: 'RATE_LIMITED', message: 'Slow down' }, { 'Retry-After': '42' }),
    );
    const error = await rejection(api.post('/auth/sign-in', {}));
    expect(error.code).toBe('RATE_LIMITED');
    expect(error.retryAfterSeconds).toBe(42);
  });

  it('falls back to a code from the status when the body is not ours', async () => {
    fetchMock.mockResolvedValue(
      new Response('<html>Bad gateway</html>', {
        status: 502,
        headers: { 'Content-Type': 'text/html' },
      }),
    );
    const error = await rejection(api.get('/pets'));
    expect(error.status).toBe(502);
    expect(error.code).toBe('SERVICE_UNAVAILABLE');
    expect(error.message).toMatch(/temporarily unavailable/);

    fetchMock.mockResolvedValue(json(404, { error: 'nope' }));
    expect((await rejection(api.get('/pets/x'))).code).toBe('NOT_FOUND');
    fetchMock.mockResolvedValue(json(500, { code: 'NOT_A_CODE' }));
    expect((await rejection(api.get('/pets/x'))).code).toBe('INTERNAL');
  });

  it('turns a network failure into SERVICE_UNAVAILABLE with a friendly message', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await rejection(api.get('/pets'));
    expect(error.status).toBe(0);
    expect(error.code).toBe('SERVICE_UNAVAILABLE');
    expect(error.message).toBe(NETWORK_ERROR_MESSAGE);
  });

  it('lets an abort through untouched', async () => {
    fetchMock.mockRejectedValue(new DOMException('aborted', 'AbortError'));
    await expect(api.get('/pets')).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('validates the result with a schema', async () => {
    const schema = {
      parse(input: unknown) {
        const value = input as { count?: unknown };
        if (typeof value.count !== 'number') throw new Error('count must be a number');
        return { count: value.count };
      },
    };
    fetchMock.mockResolvedValue(json(200, { count: 3 }));
    await expect(api.get('/count', { schema })).resolves.toEqual({ count: 3 });
    fetchMock.mockResolvedValue(json(200, { count: 'three' }));
    const error = await rejection(api.get('/count', { schema }));
    expect(error.code).toBe('INTERNAL');
  });

  it('loads a lazy schema with the request, once, and checks the answer with it', async () => {
    const schema = {
      parse(input: unknown) {
        const value = input as { count?: unknown };
        if (typeof value.count !== 'number') throw new Error('count must be a number');
        return { count: value.count };
      },
    };
    const load = vi.fn(() => Promise.resolve(schema));
    const lazy = lazySchema(load);
    fetchMock.mockResolvedValue(json(200, { count: 3 }));
    await expect(api.get('/count', { schema: lazy })).resolves.toEqual({ count: 3 });
    fetchMock.mockResolvedValue(json(200, { count: 'three' }));
    expect((await rejection(api.get('/count', { schema: lazy }))).code).toBe('INTERNAL');
    expect(load).toHaveBeenCalledTimes(1);
    // An error answer is the server's error, whatever the schema.
    fetchMock.mockResolvedValue(json(404, { code: 'NOT_FOUND', message: 'No such count' }));
    expect((await rejection(api.get('/count', { schema: lazy }))).message).toBe('No such count');
  });

  it('says the server was not reached when a lazy schema cannot be loaded, and tries again next time', async () => {
    const load = vi
      .fn<() => Promise<{ parse: (input: unknown) => unknown }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ parse: (input) => input });
    const lazy = lazySchema(load);
    fetchMock.mockImplementation(async () => json(200, { ok: true }));
    const error = await rejection(api.get('/thing', { schema: lazy }));
    expect(error.status).toBe(0);
    expect(error.code).toBe('SERVICE_UNAVAILABLE');
    await expect(api.get('/thing', { schema: lazy })).resolves.toEqual({ ok: true });
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe("boot.js's early answers (ADR 0043)", () => {
  afterEach(() => {
    delete window.__pawprizeEarlyAnswers;
  });
  const early = (address: string, answer: Promise<Response>, at = Date.now()) => {
    window.__pawprizeEarlyAnswers = { ...window.__pawprizeEarlyAnswers, [address]: { at, answer } };
  };

  it('takes an early answer once, then asks the server itself', async () => {
    early('/api/pets?sort=recent&limit=6', Promise.resolve(json(200, { pets: ['early'] })));
    fetchMock.mockResolvedValue(json(200, { pets: ['fetched'] }));
    expect(await api.get('/pets?sort=recent&limit=6')).toEqual({ pets: ['early'] });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await api.get('/pets?sort=recent&limit=6')).toEqual({ pets: ['fetched'] });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('reads an early error answer as its own, and a failed one as a network failure', async () => {
    early('/api/voter', Promise.resolve(json(429, { code: 'RATE_LIMITED', message: 'Slow down' })));
    expect((await rejection(api.get('/voter'))).status).toBe(429);
    early('/api/voter', Promise.reject(new TypeError('Failed to fetch')));
    expect((await rejection(api.get('/voter'))).message).toBe(NETWORK_ERROR_MESSAGE);
  });

  it('ignores an answer older than ten seconds, another address, other methods and own headers', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(json(200, { from: 'server' })));
    early('/api/old', Promise.resolve(json(200, { from: 'early' })), Date.now() - 10_001);
    expect(await api.get('/old')).toEqual({ from: 'server' });
    early('/api/pets', Promise.resolve(json(200, { from: 'early' })));
    expect(await api.get('/pets?sort=popular')).toEqual({ from: 'server' });
    expect(await api.post('/pets')).toEqual({ from: 'server' });
    expect(await api.get('/pets', { headers: { 'X-Other': '1' } })).toEqual({ from: 'server' });
    expect(await api.get('/pets')).toEqual({ from: 'early' });
  });
});

describe('query retry policy', () => {
  it('retries once, but not client errors', () => {
    const notFound = new ApiError({ status: 404, code: 'NOT_FOUND' });
    const down = new ApiError({ status: 0, code: 'SERVICE_UNAVAILABLE' });
    expect(shouldRetry(0, notFound)).toBe(false);
    expect(shouldRetry(0, down)).toBe(true);
    expect(shouldRetry(1, down)).toBe(false);
  });
});
