import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REQUEST_TIMEOUT_MS } from './constants';
import type { ApiRequest, HttpMethod } from './http.port';
import { FakeAuthTokenSource, FakeHttp } from './testing';

const ok = (data: unknown) => ({ status: 200, body: { meta: { status: 200 }, data } });
const context = () => ({ locale: 'fr', acceptLanguage: 'fr-FR', platform: 'web' as const, appSessionId: 'app-1' });
const method = fc.constantFrom<HttpMethod>('GET', 'POST', 'PUT', 'PATCH', 'DELETE');
const segment = fc.stringMatching(/^[a-z0-9]{1,6}$/);
const request = fc.record({
  method,
  path: fc.array(segment, { minLength: 1, maxLength: 4 }).map((s) => `/${s.join('/')}`),
  auth: fc.boolean(),
  query: fc.option(fc.dictionary(fc.stringMatching(/^[a-z]{1,5}$/), fc.string()), { nil: undefined }),
});

describe('ApiClient over the in-memory transport', () => {
  it('API-01: fills path parameters and sends the verb, the query and the JSON body', async () => {
    const http = new FakeHttp({ context, tokens: new FakeAuthTokenSource('t1') });
    http.route('PATCH', '/v2/matches/m%201/messages', ok({ saved: true }));
    const result = await http.request<{ saved: boolean }>({
      method: 'PATCH',
      path: '/v2/matches/{matchId}/messages',
      params: { matchId: 'm 1' },
      query: { count: 20, skip: undefined },
      body: { kind: 'json', value: { text: 'hi' } },
      auth: true,
    });
    expect(result).toEqual({ ok: true, value: { saved: true } });
    expect(http.requests[0]).toMatchObject({
      method: 'PATCH',
      path: '/v2/matches/m%201/messages',
      query: { count: '20', locale: 'fr' },
      body: { kind: 'json', value: { text: 'hi' } },
    });
  });

  it('API-01: a request whose path parameter is missing fails before anything is sent', async () => {
    const http = new FakeHttp();
    const result = await http.request({ method: 'GET', path: '/user/{id}', auth: false });
    expect(result).toMatchObject({ ok: false, error: { kind: 'invalid-request', code: 'API.INVALID_REQUEST' } });
    expect(http.requests).toHaveLength(0);
  });

  it('API-02: every call carries the default headers, the token when there is one, and the locale query', async () => {
    await fc.assert(
      fc.asyncProperty(request, fc.option(fc.stringMatching(/^[a-z0-9]{1,12}$/), { nil: null }), async (req, token) => {
        fc.pre(!(req.auth && token === null));
        const http = new FakeHttp({ context, tokens: new FakeAuthTokenSource(token) });
        await http.request(req);
        const sent = http.requests[0];
        expect(sent?.query['locale']).toBe('fr');
        expect(sent?.headers).toMatchObject({
          'x-client-version': '6.25.0',
          'x-supported-image-formats': 'webp,jpeg',
          'accept-language': 'fr-FR',
          'app-session-id': 'app-1',
          platform: 'web',
        });
        expect(sent?.headers['x-auth-token']).toBe(token ?? undefined);
      }),
    );
  });

  it('API-02: headers of one call win over the defaults', async () => {
    const http = new FakeHttp({ context });
    await http.request({ method: 'GET', path: '/lite', auth: false, headers: { platform: 'web', 'x-extra': '1' } });
    expect(http.requests[0]?.headers).toMatchObject({ platform: 'web', 'x-extra': '1' });
  });

  it('API-03: an answer later than 30000 ms is a timeout with "Request timeout exceeded"; earlier ones are answers', async () => {
    expect(REQUEST_TIMEOUT_MS).toBe(30_000);
    await fc.assert(
      fc.asyncProperty(request, fc.integer({ min: 0, max: 120_000 }), async (req, delayMs) => {
        const http = new FakeHttp({ tokens: new FakeAuthTokenSource('t') });
        http.route(req.method, req.path, { ...ok(1), delayMs });
        const result = await http.request(req);
        if (delayMs >= REQUEST_TIMEOUT_MS) {
          expect(result).toEqual({
            ok: false,
            error: { kind: 'timeout', code: 'API.TIMEOUT', message: 'Request timeout exceeded' },
          });
        } else {
          expect(result).toEqual({ ok: true, value: 1 });
        }
      }),
    );
  });

  it('API-04: statuses below 400 are answers; 400 and above 401 fail with the wrapped answer of that status', async () => {
    await fc.assert(
      fc.asyncProperty(request, fc.integer({ min: 200, max: 599 }).filter((s) => s !== 401), async (req, status) => {
        const http = new FakeHttp({ tokens: new FakeAuthTokenSource('t') });
        http.route(req.method, req.path, { status, body: { meta: { status }, data: { n: 1 }, error: { code: 40000 + (status % 100) } } });
        const result = await http.request(req);
        if (status < 400) {
          expect(result).toEqual({ ok: true, value: { n: 1 } });
          return;
        }
        expect(result.ok).toBe(false);
        if (result.ok || !('response' in result.error)) throw new Error('expected a wrapped failure');
        expect(result.error.response).toMatchObject({ status, data: { n: 1 }, ok: false });
        expect(result.error.response.url).toContain(req.path);
        expect(result.error.kind).toBe(status === 429 ? 'rate-limited' : 'http');
      }),
    );
  });

  it('API-05: an authorised call without a token fails with the missing-token message and sends nothing', async () => {
    await fc.assert(
      fc.asyncProperty(request, async (req) => {
        const http = new FakeHttp();
        const result = await http.request({ ...req, auth: true });
        expect(result).toEqual({
          ok: false,
          error: { kind: 'missing-token', code: 'API.MISSING_TOKEN', message: 'Missing API token when calling authorized endpoint' },
        });
        expect(http.requests).toHaveLength(0);
      }),
    );
  });

  it('API-09: a resource that cannot be reached fails with "Browser unable to access target resource"', async () => {
    const http = new FakeHttp();
    http.offline = true;
    expect(await http.request({ method: 'GET', path: '/healthcheck/auth', auth: false })).toEqual({
      ok: false,
      error: { kind: 'network', code: 'API.NETWORK', message: 'Browser unable to access target resource' },
    });
    http.offline = false;
    http.route('GET', '/x', { fail: 'network' });
    expect(await http.request({ method: 'GET', path: '/x', auth: false })).toMatchObject({ ok: false, error: { kind: 'network' } });
  });

  describe('a 401 on an authorised call', () => {
    const call: ApiRequest = { method: 'GET', path: '/v2/profile', auth: true };
    const unauthorized = { status: 401, body: { meta: { status: 401 }, error: { code: 40100, message: 'expired' } } };

    it('re-authenticates once and retries once with the new token', async () => {
      const http = new FakeHttp({ tokens: new FakeAuthTokenSource('old') });
      http.tokens.refreshTo('new');
      http.route('GET', '/v2/profile', (req) => (req.headers['x-auth-token'] === 'new' ? ok({ name: 'A' }) : unauthorized));
      expect(await http.request(call)).toEqual({ ok: true, value: { name: 'A' } });
      expect(http.tokens.reauthentications).toBe(1);
      expect(http.requests.map((r) => r.headers['x-auth-token'])).toEqual(['old', 'new']);
    });

    it('fails as unauthorized without a retry when re-authentication logs out', async () => {
      const http = new FakeHttp({ tokens: new FakeAuthTokenSource('old') });
      http.tokens.refuseRefresh();
      http.route('GET', '/v2/profile', unauthorized);
      expect(await http.request(call)).toMatchObject({
        ok: false,
        error: { kind: 'unauthorized', code: 'API.UNAUTHORIZED', reason: 'logged-out', serverCode: 40100 },
      });
      expect(http.requests).toHaveLength(1);
    });

    it('fails as unauthorized when the retry is 401 again, without a second re-authentication', async () => {
      const http = new FakeHttp({ tokens: new FakeAuthTokenSource('old') });
      http.tokens.refreshTo('new');
      http.route('GET', '/v2/profile', unauthorized);
      expect(await http.request(call)).toMatchObject({ ok: false, error: { kind: 'unauthorized', reason: 'rejected' } });
      expect(http.tokens.reauthentications).toBe(1);
      expect(http.requests).toHaveLength(2);
    });

    it('treats a re-authentication that throws as a logout', async () => {
      const tokens = new FakeAuthTokenSource('old');
      tokens.reauthenticate = () => Promise.reject(new Error('boom'));
      const http = new FakeHttp({ tokens });
      http.route('GET', '/v2/profile', unauthorized);
      expect(await http.request(call)).toMatchObject({ ok: false, error: { kind: 'unauthorized', reason: 'logged-out' } });
    });

    it('is not re-authenticated on an open endpoint', async () => {
      const http = new FakeHttp({ tokens: new FakeAuthTokenSource('old') });
      http.route('POST', '/v2/auth/logout', unauthorized);
      expect(await http.request({ method: 'POST', path: '/v2/auth/logout', auth: false })).toMatchObject({
        ok: false,
        error: { kind: 'unauthorized', reason: 'rejected' },
      });
      expect(http.tokens.reauthentications).toBe(0);
    });
  });

  describe('answers', () => {
    it('gives bytes of a binary call and sends binary bodies with their content type', async () => {
      const http = new FakeHttp();
      http.route('POST', '/v3/auth/login', (req) => ({ status: 200, body: req.body.kind === 'bytes' ? req.body.bytes.toReversed() : undefined }));
      const result = await http.request<Uint8Array>({
        method: 'POST',
        path: '/v3/auth/login',
        auth: false,
        responseType: 'bytes',
        body: { kind: 'binary', bytes: Uint8Array.of(1, 2, 3), contentType: 'application/x-protobuf' },
      });
      expect(result).toEqual({ ok: true, value: Uint8Array.of(3, 2, 1) });
      expect(http.requests[0]?.body).toEqual({ kind: 'bytes', bytes: Uint8Array.of(1, 2, 3), contentType: 'application/x-protobuf' });
    });

    it('gives the body itself when it is no envelope, undefined when empty, and a bad-response when it is no JSON', async () => {
      const http = new FakeHttp();
      http.route('GET', '/plain', { status: 200, body: [1, 2] });
      http.route('GET', '/empty', { status: 204 });
      http.route('GET', '/garbage', { status: 200, body: Uint8Array.of(60, 104, 116, 109, 108, 62) });
      expect(await http.request({ method: 'GET', path: '/plain', auth: false })).toEqual({ ok: true, value: [1, 2] });
      expect(await http.request({ method: 'GET', path: '/empty', auth: false })).toEqual({ ok: true, value: undefined });
      expect(await http.request({ method: 'GET', path: '/garbage', auth: false })).toMatchObject({
        ok: false,
        error: { kind: 'bad-response', status: 200 },
      });
    });

    it('records multipart uploads with their fields and file', async () => {
      const http = new FakeHttp({ tokens: new FakeAuthTokenSource('t') });
      http.route('POST', '/v2/onboarding/photo', ok({ id: 'p1' }));
      const result = await http.request({
        method: 'POST',
        path: '/v2/onboarding/photo',
        auth: true,
        body: { kind: 'upload', field: 'file', file: Uint8Array.of(9, 9), fileName: 'a.jpg', contentType: 'image/jpeg', fields: { type: 'photo' } },
      });
      expect(result).toEqual({ ok: true, value: { id: 'p1' } });
      expect(http.requests[0]?.body).toEqual({
        kind: 'form',
        fields: { type: 'photo' },
        files: [{ field: 'file', fileName: 'a.jpg', contentType: 'image/jpeg', bytes: Uint8Array.of(9, 9) }],
      });
    });

    it('answers 404 with the not-found code for a route nobody scripted', async () => {
      const result = await new FakeHttp().request({ method: 'GET', path: '/nowhere', auth: false });
      expect(result).toMatchObject({ ok: false, error: { kind: 'http', status: 404, code: 40400 } });
    });
  });
});

describe('the same GET twice at once', () => {
  const profile = { method: 'GET', path: '/v2/profile', auth: true } as const;

  it('goes out once and gives both callers its answer; once answered, the next goes out again', async () => {
    const http = new FakeHttp({ tokens: new FakeAuthTokenSource('t1') });
    let served = 0;
    http.route('GET', '/v2/profile', () => ok({ n: ++served }));
    // The default answer type named or not, it is the same request.
    const [a, b] = await Promise.all([http.request(profile), http.request({ ...profile, responseType: 'json' })]);
    expect(http.requests).toHaveLength(1);
    expect(a).toEqual({ ok: true, value: { n: 1 } });
    expect(b).toEqual({ ok: true, value: { n: 1 } });
    expect(await http.request(profile)).toEqual({ ok: true, value: { n: 2 } });
    expect(http.requests).toHaveLength(2);
  });

  it('a different query, parameter, header, answer type, token or method is another request', async () => {
    const tokens = new FakeAuthTokenSource('t1');
    const http = new FakeHttp({ tokens });
    http.route('GET', '/v2/profile', ok({}));
    http.route('GET', '/user/u1', ok({}));
    http.route('GET', '/user/u2', ok({}));
    http.route('POST', '/v2/profile', ok({}));
    await Promise.all([
      http.request(profile),
      http.request({ ...profile, query: { include: 'user' } }),
      http.request({ ...profile, headers: { platform: 'android' } }),
      http.request({ ...profile, responseType: 'bytes' }),
      http.request({ ...profile, auth: false }),
      http.request({ method: 'GET', path: '/user/{id}', params: { id: 'u1' }, auth: true }),
      http.request({ method: 'GET', path: '/user/{id}', params: { id: 'u2' }, auth: true }),
      http.request({ method: 'POST', path: '/v2/profile', auth: true }),
      http.request({ method: 'POST', path: '/v2/profile', auth: true }),
      // A GET carrying a body (which nothing sends, but the port allows) is never taken for another.
      http.request({ ...profile, body: { kind: 'json', value: { a: 1 } } }),
      http.request({ ...profile, body: { kind: 'json', value: { a: 1 } } }),
    ]);
    expect(http.requests).toHaveLength(11);
    const before = http.requests.length;
    const first = http.request(profile);
    tokens.set('t2');
    await Promise.all([first, http.request(profile)]);
    expect(http.requests).toHaveLength(before + 2);
  });

  it('a failed GET is not kept: the next one goes out', async () => {
    const http = new FakeHttp({ tokens: new FakeAuthTokenSource('t1') });
    http.offline = true;
    const [a, b] = await Promise.all([http.request(profile), http.request(profile)]);
    expect(a).toMatchObject({ ok: false, error: { kind: 'network' } });
    expect(b).toBe(a);
    http.offline = false;
    http.route('GET', '/v2/profile', ok({ back: true }));
    expect(await http.request(profile)).toEqual({ ok: true, value: { back: true } });
  });
});
