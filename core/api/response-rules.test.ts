import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bodyFormat,
  failureOfWrapped,
  hasLogoutFlag,
  parseRetryAfter,
  serverErrorOf,
  shouldWrap,
  unwrapEnvelope,
  wrapResponse,
} from './response-rules';

const NOW = Date.UTC(2026, 0, 1);

describe('shouldWrap', () => {
  it('API-04: wraps status 400 and every status above 401, and nothing else (Q-06)', () => {
    fc.assert(fc.property(fc.integer(), (status) => {
      expect(shouldWrap(status)).toBe(status === 400 || status > 401);
    }));
    expect([399, 400, 401, 402, 500].map(shouldWrap)).toEqual([false, true, false, true, true]);
  });
});

describe('wrapResponse', () => {
  it('API-04: the wrapped shape is {data, status, error, url, ok}, data and error read from the envelope', () => {
    const body = { meta: { status: 400 }, data: { field: 'name' }, error: { code: 40009, message: 'bad name' } };
    expect(wrapResponse(400, 'https://h/api/x', body)).toEqual({
      data: { field: 'name' },
      status: 400,
      error: { code: 40009, message: 'bad name' },
      url: 'https://h/api/x',
      ok: false,
    });
  });

  it('API-04: any body wraps into exactly the five fields; a body that is no envelope is the data itself', () => {
    fc.assert(
      fc.property(fc.integer({ min: 400, max: 599 }), fc.webUrl(), fc.jsonValue({ maxDepth: 2 }), (status, url, body) => {
        const wrapped = wrapResponse(status, url, body);
        expect(Object.keys(wrapped).sort()).toEqual(['data', 'error', 'ok', 'status', 'url']);
        expect(wrapped).toMatchObject({ status, url, ok: false });
        if (typeof body !== 'object' || body === null || Array.isArray(body) || !('meta' in body)) {
          expect(wrapped.data).toEqual(body ?? null);
        }
      }),
    );
  });
});

describe('envelope readers', () => {
  it('keeps an integer error code and a text message only', () => {
    expect(serverErrorOf({ error: { code: '40303', message: 7, ttl: 3 } })).toEqual({ ttl: 3 });
    expect(serverErrorOf({ error: { code: 40303, message: 'no' } })).toEqual({ code: 40303, message: 'no' });
    expect(serverErrorOf('text')).toBeNull();
  });

  it('AUTH-26 (wire): the logout flag is `logout: true` at the top of the envelope', () => {
    expect(hasLogoutFlag({ meta: { status: 403 }, error: { code: 40300 }, logout: true })).toBe(true);
    expect(hasLogoutFlag({ meta: { status: 403 }, error: { code: 40300, logout: true } })).toBe(false);
    expect(hasLogoutFlag({ logout: 'true' })).toBe(false);
  });

  it('unwraps the data of a success envelope and leaves other bodies alone', () => {
    expect(unwrapEnvelope({ meta: { status: 200 }, data: [1, 2] })).toEqual([1, 2]);
    expect(unwrapEnvelope({ data: 1 })).toEqual({ data: 1 });
    const bytes = Uint8Array.of(1, 2);
    expect(unwrapEnvelope(bytes)).toBe(bytes);
  });

  it('reads binary successes as bytes and JSON errors as text', () => {
    expect(bodyFormat('application/json', 'json', 200)).toBe('text');
    expect(bodyFormat('application/json', 'bytes', 200)).toBe('bytes');
    expect(bodyFormat('application/json; charset=utf-8', 'bytes', 400)).toBe('text');
    expect(bodyFormat('application/problem+json', 'bytes', 500)).toBe('text');
    expect(bodyFormat('application/x-protobuf', 'bytes', 400)).toBe('bytes');
    expect(bodyFormat(null, 'json', 500)).toBe('text');
  });
});

describe('parseRetryAfter', () => {
  it('ERR-01: reads delay seconds', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 2_000_000_000 }), (seconds) => {
      expect(parseRetryAfter(String(seconds), NOW)).toBe(seconds);
    }));
  });

  it('ERR-01: reads an HTTP date as the seconds left from now, never below zero', () => {
    expect(parseRetryAfter(new Date(NOW + 90_500).toUTCString(), NOW)).toBe(90);
    expect(parseRetryAfter(new Date(NOW - 5_000).toUTCString(), NOW)).toBe(0);
  });

  it('ERR-01: anything unreadable gives no delay', () => {
    for (const value of [null, undefined, '', '-3', '1.5', 'soon', '12abc']) expect(parseRetryAfter(value, NOW)).toBeUndefined();
  });
});

describe('failureOfWrapped', () => {
  const answer = (status: number, body: unknown, retryAfter: string | null = null) => ({ status, url: 'u', body, retryAfter });

  it('AUTH-26: a 403 carrying the logout flag is a forced logout; without the flag it is an HTTP failure', () => {
    const body = { meta: { status: 403 }, error: { code: 40300, message: 'bye' }, logout: true };
    expect(failureOfWrapped(answer(403, body), NOW)).toMatchObject({ kind: 'forced-logout', serverCode: 40300 });
    expect(failureOfWrapped(answer(403, { ...body, logout: undefined }), NOW)).toMatchObject({ kind: 'http', code: 40300 });
    expect(failureOfWrapped(answer(400, body), NOW)).toMatchObject({ kind: 'http', status: 400 });
  });

  it('ERR-01: a 429, or 42901 on another status, is rate-limited with the Retry-After seconds', () => {
    expect(failureOfWrapped(answer(429, { meta: { status: 429 }, error: { code: 42901 } }, '7'), NOW)).toMatchObject({
      kind: 'rate-limited',
      code: 'API.RATE_LIMITED',
      message: 'Request rate limited',
      retryAfterSeconds: 7,
      serverCode: 42901,
    });
    expect(failureOfWrapped(answer(400, { meta: {}, error: { code: 42901 } }), NOW)).toMatchObject({ kind: 'rate-limited' });
    expect(failureOfWrapped(answer(429, undefined), NOW)).not.toHaveProperty('retryAfterSeconds');
  });

  it('API-04: any other wrapped status is an HTTP failure whose code is the server code, or API.HTTP without one', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 400, max: 599 }).filter((s) => s !== 401 && s !== 429),
        fc.option(fc.integer({ min: 40000, max: 59999 }).filter((c) => c !== 42901), { nil: undefined }),
        (status, code) => {
          const body = code === undefined ? { meta: { status } } : { meta: { status }, error: { code, message: 'm' } };
          const failure = failureOfWrapped(answer(status, body), NOW);
          expect(failure).toMatchObject({ kind: 'http', status, code: code ?? 'API.HTTP' });
          if (failure.kind === 'http') expect(failure.response.status).toBe(status);
        },
      ),
    );
  });
});
