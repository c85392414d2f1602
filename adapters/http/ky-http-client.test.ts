import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeAuthTokenSource } from '../../core/api/testing';
import { FakeTime } from '../../core/shared/testing';
import { KyHttpClient } from './ky-http-client';

/** A fetch that answers from a function and counts what it was asked. */
const scriptedFetch = (answer: (request: Request) => Promise<Response>) => {
  const seen: Request[] = [];
  const fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    seen.push(request);
    return answer(request);
  };
  return { fetch, seen };
};

const client = (fetch: ReturnType<typeof scriptedFetch>['fetch'], timeoutMs?: number) =>
  new KyHttpClient({
    tokens: new FakeAuthTokenSource('t'),
    context: () => ({ locale: 'en' }),
    clock: new FakeTime(),
    baseUrl: 'http://api.test/api',
    fetch,
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
  });

describe('KyHttpClient', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('API-03: aborts after 30000 ms by default with "Request timeout exceeded"', async () => {
    vi.useFakeTimers();
    const { fetch } = scriptedFetch(
      (request) =>
        new Promise((_, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason), { once: true })),
    );
    let settled: unknown;
    void client(fetch)
      .request({ method: 'GET', path: '/v2/recs', auth: false })
      .then((result) => (settled = result));
    await vi.advanceTimersByTimeAsync(29_999);
    expect(settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toEqual({ ok: false, error: { kind: 'timeout', code: 'API.TIMEOUT', message: 'Request timeout exceeded' } });
  });

  it('makes exactly one attempt: ky retries nothing, neither a 503 nor a network failure', async () => {
    const unavailable = scriptedFetch(async () => new Response('{}', { status: 503, headers: { 'content-type': 'application/json' } }));
    const result = await client(unavailable.fetch).request({ method: 'GET', path: '/v2/recs', auth: false });
    expect(result).toMatchObject({ ok: false, error: { kind: 'http', status: 503 } });
    expect(unavailable.seen).toHaveLength(1);

    const refused = scriptedFetch(async () => {
      throw new TypeError('fetch failed');
    });
    expect(await client(refused.fetch).request({ method: 'GET', path: '/v2/recs', auth: false })).toMatchObject({
      ok: false,
      error: { kind: 'network' },
    });
    expect(refused.seen).toHaveLength(1);
  });

  it('API-01: prefixes the path with the base URL and adds the locale query', async () => {
    const { fetch, seen } = scriptedFetch(async () => new Response(null, { status: 204 }));
    expect(await client(fetch).request({ method: 'DELETE', path: '/v2/onboarding/user', auth: true })).toEqual({ ok: true, value: undefined });
    expect(seen[0]?.url).toBe('http://api.test/api/v2/onboarding/user?locale=en');
    expect(seen[0]?.method).toBe('DELETE');
  });
});
