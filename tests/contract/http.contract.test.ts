import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { KyHttpClient } from '../../adapters/http/ky-http-client';
import type { HttpMethod, HttpPort, RequestContextProvider } from '../../core/api';
import {
  FakeAuthTokenSource,
  FakeHttp,
  type RecordedRequest,
  type Responder,
  type ScriptedReply,
} from '../../core/api/testing';
import { FakeTime } from '../../core/shared/testing';
import { ScriptedHttpServer } from './support/scripted-http-server';

/** One `HttpPort` implementation with a scriptable far end, as the contract sees it. */
interface HttpHarness {
  readonly http: HttpPort;
  readonly tokens: FakeAuthTokenSource;
  route(method: HttpMethod, path: string, reply: ScriptedReply | Responder): void;
  requests(): readonly RecordedRequest[];
  /** A client of the same kind whose far end cannot be reached. */
  unreachable(): Promise<HttpPort>;
  close(): Promise<void>;
}

type HarnessFactory = () => Promise<HttpHarness>;

/** Short, so the timeout case runs fast; the default 30000 ms is tested in the adapter's own tests. */
const TIMEOUT_MS = 150;
const context: RequestContextProvider = () => ({
  locale: 'de',
  acceptLanguage: 'de-DE',
  platform: 'web',
  appVersion: '1.2.3',
  persistentDeviceId: 'device-1',
  appSessionId: 'app-1',
  appSessionElapsedMs: 1500,
  userSessionId: 'user-1',
  userSessionElapsedMs: 700,
});
const envelope = (data: unknown) => ({ meta: { status: 200 }, data });
const failure = (status: number, code: number, extra: Record<string, unknown> = {}) => ({
  meta: { status },
  error: { code, message: `error ${code}` },
  ...extra,
});

const fakeHarness: HarnessFactory = async () => {
  const options = { context, timeoutMs: TIMEOUT_MS, clock: new FakeTime() };
  const fake = new FakeHttp({ ...options, tokens: new FakeAuthTokenSource() });
  return {
    http: fake,
    tokens: fake.tokens,
    route: (method, path, reply) => void fake.route(method, path, reply),
    requests: () => fake.requests,
    unreachable: async () => Object.assign(new FakeHttp(options), { offline: true }),
    close: async () => {},
  };
};

const kyHarness: HarnessFactory = async () => {
  const server = await ScriptedHttpServer.start('/api');
  const tokens = new FakeAuthTokenSource();
  const client = (baseUrl: string) =>
    new KyHttpClient({
      tokens,
      context,
      clock: new FakeTime(),
      baseUrl,
      timeoutMs: TIMEOUT_MS,
      fetch: (input, init) => globalThis.fetch(input, init),
    });
  return {
    http: client(server.baseUrl),
    tokens,
    route: (method, path, reply) => server.route(method, path, reply),
    requests: () => server.requests,
    unreachable: async () => client(`http://127.0.0.1:${await closedPort()}/api`),
    close: () => server.close(),
  };
};

/** A loopback port that was just free and now refuses connections. */
const closedPort = async (): Promise<number> => {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
};

const httpContract = (name: string, makeHarness: HarnessFactory) =>
  describe(`HttpPort contract: ${name}`, () => {
    let h: HttpHarness;
    beforeEach(async () => {
      h = await makeHarness();
    });
    afterEach(async () => {
      await h.close();
    });

    it('API-02: sends the default headers, the token and the locale query on every call', async () => {
      h.tokens.set('token-1');
      h.route('GET', '/v2/profile', { status: 200, body: envelope({}) });
      await h.http.request({ method: 'GET', path: '/v2/profile', query: { include: 'user' }, auth: true });
      const [sent] = h.requests();
      expect(sent?.query).toEqual({ include: 'user', locale: 'de' });
      expect(sent?.headers).toMatchObject({
        'x-auth-token': 'token-1',
        'x-client-version': '6.25.0',
        'x-supported-image-formats': 'webp,jpeg',
        'accept-language': 'de-DE',
        platform: 'web',
        'app-version': '1.2.3',
        'persistent-device-id': 'device-1',
        'app-session-id': 'app-1',
        'app-session-time-elapsed': '1500',
        'user-session-id': 'user-1',
        'user-session-time-elapsed': '700',
      });
    });

    it('API-01: fills encoded path parameters and sends JSON bodies; a 200 envelope gives its data', async () => {
      h.tokens.set('t');
      h.route('POST', '/v2/matches/a%2Fb/messages', (req) => ({ status: 200, body: envelope({ echo: req.body }) }));
      const result = await h.http.request({
        method: 'POST',
        path: '/v2/matches/{matchId}/messages',
        params: { matchId: 'a/b' },
        body: { kind: 'json', value: { text: 'héllo' } },
        auth: true,
      });
      expect(result).toEqual({ ok: true, value: { echo: { kind: 'json', value: { text: 'héllo' } } } });
      expect(h.requests()[0]?.headers['content-type']).toMatch(/^application\/json/);
    });

    it('API-04: a 400 is wrapped with the server code', async () => {
      h.route('POST', '/v2/onboarding/fields', { status: 400, body: failure(400, 40009) });
      const result = await h.http.request({ method: 'POST', path: '/v2/onboarding/fields', auth: false });
      expect(result).toMatchObject({
        ok: false,
        error: {
          kind: 'http',
          code: 40009,
          serverCode: 40009,
          status: 400,
          response: { status: 400, ok: false, data: null, error: { code: 40009, message: 'error 40009' } },
        },
      });
      if (!result.ok && result.error.kind === 'http') expect(result.error.response.url).toContain('/api/v2/onboarding/fields?');
    });

    it('API-04: 404 and 500 are wrapped too', async () => {
      h.route('GET', '/boom', { status: 500, body: failure(500, 50000) });
      expect(await h.http.request({ method: 'GET', path: '/missing', auth: false })).toMatchObject({
        ok: false,
        error: { kind: 'http', status: 404, code: 40400, response: { status: 404 } },
      });
      expect(await h.http.request({ method: 'GET', path: '/boom', auth: false })).toMatchObject({
        ok: false,
        error: { kind: 'http', status: 500, code: 50000, response: { status: 500 } },
      });
    });

    it('AUTH-25 (client rule): a 401 re-authenticates once and retries with the new token', async () => {
      h.tokens.set('old');
      h.tokens.refreshTo('new');
      h.route('GET', '/v2/profile', (req) =>
        req.headers['x-auth-token'] === 'new' ? { status: 200, body: envelope({ name: 'Ada' }) } : { status: 401, body: failure(401, 40100) },
      );
      expect(await h.http.request({ method: 'GET', path: '/v2/profile', auth: true })).toEqual({ ok: true, value: { name: 'Ada' } });
      expect(h.tokens.reauthentications).toBe(1);
      expect(h.requests().map((r) => r.headers['x-auth-token'])).toEqual(['old', 'new']);
    });

    it('AUTH-25 (client rule): a 401 whose re-authentication logs out fails as unauthorized', async () => {
      h.tokens.set('old');
      h.tokens.refuseRefresh();
      h.route('GET', '/v2/profile', { status: 401, body: failure(401, 40100) });
      expect(await h.http.request({ method: 'GET', path: '/v2/profile', auth: true })).toMatchObject({
        ok: false,
        error: { kind: 'unauthorized', reason: 'logged-out', serverCode: 40100 },
      });
      expect(h.requests()).toHaveLength(1);
    });

    it('AUTH-25 (client rule): a 401 whose refresh cannot reach the server is a network failure, not a logout', async () => {
      h.tokens.set('old');
      h.tokens.refreshUnavailable();
      h.route('GET', '/v2/profile', { status: 401, body: failure(401, 40100) });
      expect(await h.http.request({ method: 'GET', path: '/v2/profile', auth: true })).toMatchObject({
        ok: false,
        error: { kind: 'network' },
      });
      expect(h.tokens.current()).toBe('old');
      expect(h.requests()).toHaveLength(1);
    });

    it('AUTH-26 (client rule): a 403 with the logout flag is a forced logout', async () => {
      h.tokens.set('t');
      h.route('GET', '/v2/recs', { status: 403, body: failure(403, 40300, { logout: true }) });
      expect(await h.http.request({ method: 'GET', path: '/v2/recs', auth: true })).toMatchObject({
        ok: false,
        error: { kind: 'forced-logout', code: 'API.FORCED_LOGOUT', serverCode: 40300, response: { status: 403 } },
      });
    });

    it('ERR-01: a 429 with Retry-After is rate-limited with the delay in seconds', async () => {
      h.tokens.set('t');
      h.route('POST', '/like/u1', { status: 429, body: failure(429, 42901), headers: { 'retry-after': '120' } });
      expect(await h.http.request({ method: 'POST', path: '/like/{id}', params: { id: 'u1' }, auth: true })).toMatchObject({
        ok: false,
        error: { kind: 'rate-limited', message: 'Request rate limited', serverCode: 42901, retryAfterSeconds: 120 },
      });
    });

    it('API-05: an authorised call without a token fails and makes no request', async () => {
      h.route('GET', '/v2/profile', { status: 200, body: envelope({}) });
      expect(await h.http.request({ method: 'GET', path: '/v2/profile', auth: true })).toMatchObject({
        ok: false,
        error: { kind: 'missing-token', message: 'Missing API token when calling authorized endpoint' },
      });
      expect(h.requests()).toHaveLength(0);
    });

    it('API-06: a binary body goes out with its content type and binary answers come back as bytes', async () => {
      h.route('POST', '/v3/auth/login', (req) => ({
        status: 200,
        body: req.body.kind === 'bytes' ? Uint8Array.from([...req.body.bytes, 255]) : Uint8Array.of(),
      }));
      const sent = Uint8Array.of(0, 10, 13, 128, 255);
      const result = await h.http.request<Uint8Array>({
        method: 'POST',
        path: '/v3/auth/login',
        auth: false,
        responseType: 'bytes',
        body: { kind: 'binary', bytes: sent, contentType: 'application/x-protobuf' },
      });
      expect(result).toEqual({ ok: true, value: Uint8Array.of(0, 10, 13, 128, 255, 255) });
      expect(h.requests()[0]?.body).toEqual({ kind: 'bytes', bytes: sent, contentType: 'application/x-protobuf' });
      expect(h.requests()[0]?.headers['content-type']).toBe('application/x-protobuf');
    });

    it('API-01: a form-data upload carries its file and fields', async () => {
      h.tokens.set('t');
      h.route('POST', '/v2/onboarding/photo', { status: 200, body: envelope({ id: 'p1' }) });
      const result = await h.http.request({
        method: 'POST',
        path: '/v2/onboarding/photo',
        auth: true,
        body: { kind: 'upload', field: 'file', file: Uint8Array.of(1, 2, 3), fileName: 'me.jpg', contentType: 'image/jpeg', fields: { slot: '0' } },
      });
      expect(result).toEqual({ ok: true, value: { id: 'p1' } });
      expect(h.requests()[0]?.body).toEqual({
        kind: 'form',
        fields: { slot: '0' },
        files: [{ field: 'file', fileName: 'me.jpg', contentType: 'image/jpeg', bytes: Uint8Array.of(1, 2, 3) }],
      });
      expect(h.requests()[0]?.headers['content-type']).toMatch(/^multipart\/form-data/);
    });

    it('API-03: an answer slower than the timeout fails with "Request timeout exceeded"', async () => {
      h.route('GET', '/slow', { status: 200, body: envelope(1), delayMs: TIMEOUT_MS * 6 });
      expect(await h.http.request({ method: 'GET', path: '/slow', auth: false })).toEqual({
        ok: false,
        error: { kind: 'timeout', code: 'API.TIMEOUT', message: 'Request timeout exceeded' },
      });
    });

    it('API-09: a refused connection fails with "Browser unable to access target resource"', async () => {
      const http = await h.unreachable();
      expect(await http.request({ method: 'GET', path: '/healthcheck/auth', auth: false })).toEqual({
        ok: false,
        error: { kind: 'network', code: 'API.NETWORK', message: 'Browser unable to access target resource' },
      });
    });

    it('API-09: a connection dropped by the far end is a network failure', async () => {
      h.route('GET', '/drop', { fail: 'network' });
      expect(await h.http.request({ method: 'GET', path: '/drop', auth: false })).toMatchObject({ ok: false, error: { kind: 'network' } });
    });
  });

httpContract('in-memory FakeHttp', fakeHarness);
httpContract('KyHttpClient against a real node:http server', kyHarness);
