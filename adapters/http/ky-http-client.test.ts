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

  it('a request goes out only once `beforeSend` has resolved, each request waiting for its own', async () => {
    const { fetch, seen } = scriptedFetch(async () => new Response('{"data":{}}', { status: 200, headers: { 'content-type': 'application/json' } }));
    const turns: Array<() => void> = [];
    const http = new KyHttpClient({
      tokens: new FakeAuthTokenSource('t'),
      context: () => ({ locale: 'en' }),
      clock: new FakeTime(),
      baseUrl: 'http://api.test/api',
      fetch,
      beforeSend: () => new Promise<void>((go) => turns.push(go)),
    });
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    const first = http.request({ method: 'GET', path: '/v2/recs', auth: false });
    const second = http.request({ method: 'GET', path: '/v2/meta', auth: false });
    await settle();
    expect([turns.length, seen.length]).toEqual([2, 0]);
    turns[1]!();
    await settle();
    expect(seen.map((request) => new URL(request.url).pathname)).toEqual(['/api/v2/meta']);
    turns[0]!();
    expect(await first).toMatchObject({ ok: true });
    expect(await second).toMatchObject({ ok: true });
    expect(seen).toHaveLength(2);
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
