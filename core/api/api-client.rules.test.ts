import { describe, expect, it } from 'vitest';
import type { ReauthOutcome } from './auth-token-source.port';
import { ApiClient } from './api-client';
import { apiFailure } from './api-failure';
import { classifyFailure } from './classify-failure';
import { buildPath, defineEndpoint, endpointRequest } from './endpoint';
import type { ApiRequest } from './http.port';
import type { HttpTransport, PreparedRequest, TransportOutcome } from './http-transport.port';
import { withLocaleQuery } from './locale-query';
import { failureOfWrapped, parseJsonBody, wrapResponse } from './response-rules';
import { FakeAuthTokenSource } from './testing';

const encoder = new TextEncoder();

/** An answer with a body read as the test says: JSON text, raw text, or a read that breaks. */
const answer = (status: number, body: unknown, headers: Readonly<Record<string, string>> = {}): TransportOutcome => {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  const lower = Object.fromEntries(Object.entries({ 'content-type': 'application/json', ...headers }).map(([k, v]) => [k.toLowerCase(), v]));
  return {
    kind: 'answer',
    status,
    url: `https://api.test/x`,
    header: (name) => lower[name.toLowerCase()] ?? null,
    text: async () => text,
    bytes: async () => encoder.encode(text),
  };
};
const broken = (status: number): TransportOutcome => ({
  kind: 'answer',
  status,
  url: 'https://api.test/x',
  header: () => null,
  text: () => Promise.reject(new Error('stream broke')),
  bytes: () => Promise.reject(new Error('stream broke')),
});

/** A transport answering from a script, one outcome per attempt, recording what was sent. */
class ScriptedTransport implements HttpTransport {
  readonly sent: PreparedRequest[] = [];
  constructor(
    private readonly outcomes: Array<TransportOutcome | ((request: PreparedRequest) => TransportOutcome)>,
  ) {}
  async send(request: PreparedRequest): Promise<TransportOutcome> {
    this.sent.push(request);
    const next = this.outcomes.shift();
    if (next === undefined) throw new Error('the transport broke');
    return typeof next === 'function' ? next(request) : next;
  }
}

const clientOf = (transport: HttpTransport, tokens: { current(): string | null; reauthenticate(): Promise<ReauthOutcome> } = new FakeAuthTokenSource('t1')) =>
  new ApiClient({ transport, tokens, context: () => ({ locale: 'en' }), clock: { now: () => Date.UTC(2026, 0, 1) } });

const get = (overrides: Partial<ApiRequest> = {}): ApiRequest => ({ method: 'GET', path: '/x', auth: true, ...overrides });
const envelope = (data: unknown) => ({ meta: { status: 200 }, data });

describe('ApiClient: what goes out', () => {
  it('API-02: a JSON body is sent as application/json, a binary one with its own type, an upload and no body with none', async () => {
    const transport = new ScriptedTransport([answer(200, envelope(1)), answer(200, envelope(1)), answer(200, envelope(1)), answer(200, envelope(1))]);
    const client = clientOf(transport);
    await client.request(get({ method: 'POST', body: { kind: 'json', value: { a: 1 } } }));
    await client.request(get({ method: 'POST', body: { kind: 'binary', bytes: new Uint8Array([1]), contentType: 'image/jpeg' } }));
    await client.request(get({ method: 'POST', body: { kind: 'upload', field: 'file', file: new Uint8Array([1]), fileName: 'a.jpg', contentType: 'image/jpeg' } }));
    await client.request(get());
    expect(transport.sent.map((r) => r.headers['content-type'])).toEqual(['application/json', 'image/jpeg', undefined, undefined]);
    expect('body' in transport.sent[3]!).toBe(false);
    expect(transport.sent[0]?.body).toEqual({ kind: 'json', value: { a: 1 } });
  });

  it('API-02: a JSON call asks for JSON; a binary call does not', async () => {
    const transport = new ScriptedTransport([answer(200, envelope(1)), answer(200, 'bytes', { 'content-type': 'image/png' })]);
    const client = clientOf(transport);
    await client.request(get());
    const bytes = await client.request<Uint8Array>(get({ responseType: 'bytes' }));
    expect(transport.sent.map((r) => r.headers['accept'])).toEqual(['application/json', undefined]);
    expect(bytes).toEqual({ ok: true, value: encoder.encode('bytes') });
  });

  it('API-01: a path missing its parameters says which, before anything is sent', async () => {
    const transport = new ScriptedTransport([]);
    const result = await clientOf(transport).request(get({ path: '/a/{x}/{y}' }));
    expect(result).toEqual({ ok: false, error: apiFailure.invalidRequest('missing or invalid path parameter(s): x, y') });
    expect(transport.sent).toEqual([]);
  });

  it('API-09: a transport that throws is a network failure', async () => {
    expect(await clientOf(new ScriptedTransport([])).request(get())).toEqual({ ok: false, error: apiFailure.network() });
  });
});

describe('ApiClient: what comes back', () => {
  it('API-09: no answer, or a body that cannot be read, is a network failure', async () => {
    const client = clientOf(new ScriptedTransport([{ kind: 'network' }, broken(200)]));
    expect(await client.request(get())).toEqual({ ok: false, error: apiFailure.network() });
    expect(await client.request(get())).toEqual({ ok: false, error: apiFailure.network() });
  });

  it('AUTH-25: a 401 on an open endpoint is rejected, with the server code when the body has one', async () => {
    const client = clientOf(new ScriptedTransport([answer(401, 'not json'), answer(401, { meta: { status: 401 }, error: { code: 40100 } })]));
    expect(await client.request(get({ auth: false }))).toEqual({ ok: false, error: apiFailure.unauthorized('rejected') });
    expect(await client.request(get({ auth: false }))).toEqual({ ok: false, error: apiFailure.unauthorized('rejected', 40100) });
  });

  it('ERR-01: a 429 carries its Retry-After in seconds', async () => {
    const result = await clientOf(new ScriptedTransport([answer(429, { meta: { status: 429 }, error: { code: 42901 } }, { 'retry-after': '7' })])).request(get());
    expect(result.ok ? undefined : result.error).toMatchObject({ kind: 'rate-limited', retryAfterSeconds: 7 });
  });

  it('API-04: an error of a binary call is read as JSON when the server says it is JSON', async () => {
    const result = await clientOf(new ScriptedTransport([answer(404, { meta: { status: 404 }, error: { code: 40400, message: 'no such photo' } })])).request(get({ responseType: 'bytes' }));
    expect(result.ok ? undefined : result.error).toMatchObject({ kind: 'http', code: 40400, message: 'no such photo' });
  });

  it('API-04: an error whose body is no JSON keeps the text as its data', async () => {
    const result = await clientOf(new ScriptedTransport([answer(500, 'oops', { 'content-type': 'text/plain' })])).request(get());
    expect(result.ok ? undefined : result.error).toMatchObject({ kind: 'http', code: 'API.HTTP', response: { data: 'oops', error: null } });
    expect(result.ok ? undefined : 'serverCode' in result.error).toBe(false);
  });
});

describe('ApiClient: AUTH-25 re-authentication', () => {
  it('AUTH-25: a token renewed by another call meanwhile is used for the retry, with no refresh of its own', async () => {
    const tokens = new FakeAuthTokenSource('t1');
    const transport = new ScriptedTransport([
      () => {
        tokens.set('t2');
        return answer(401, 'expired');
      },
      (request) => answer(200, envelope(request.headers['x-auth-token'])),
    ]);
    expect(await clientOf(transport, tokens).request(get())).toEqual({ ok: true, value: 't2' });
    expect(tokens.reauthentications).toBe(0);
  });

  it('AUTH-25: a member signed out meanwhile is refreshed for, and logged out when that fails', async () => {
    const tokens = new FakeAuthTokenSource('t1');
    const transport = new ScriptedTransport([
      () => {
        tokens.set(null);
        return answer(401, { meta: { status: 401 }, error: { code: 40100 } });
      },
    ]);
    expect(await clientOf(transport, tokens).request(get())).toEqual({ ok: false, error: apiFailure.unauthorized('logged-out', 40100) });
    expect(tokens.reauthentications).toBe(1);
  });

  it('AUTH-25: a refresh that cannot reach the server is a network failure; the member stays signed in', async () => {
    const tokens = new FakeAuthTokenSource('t1');
    tokens.refreshUnavailable();
    const result = await clientOf(new ScriptedTransport([answer(401, 'x')]), tokens).request(get());
    expect(result).toEqual({ ok: false, error: apiFailure.network() });
    expect(tokens.current()).toBe('t1');
  });

  it('AUTH-25: a refresh that says it renewed the token but left none logs out; a 401 whose body breaks still refreshes', async () => {
    let first = true;
    const tokens = {
      current: () => (first ? 't1' : null),
      reauthenticate: async (): Promise<ReauthOutcome> => {
        first = false;
        return 'refreshed';
      },
    };
    expect(await clientOf(new ScriptedTransport([answer(401, 'not json')]), tokens).request(get())).toEqual({ ok: false, error: apiFailure.unauthorized('logged-out') });
    const renewing = new FakeAuthTokenSource('t1');
    renewing.refreshTo('t2');
    expect(await clientOf(new ScriptedTransport([broken(401), answer(200, envelope('again'))]), renewing).request(get())).toEqual({ ok: true, value: 'again' });
  });
});

describe('endpoints, paths and the locale query', () => {
  it('API-01: a value that cannot be encoded is refused', () => {
    expect(buildPath('/u/{id}', { id: '\uD800' })).toMatchObject({ ok: false, error: { code: 'API.INVALID_PATH_PARAM' } });
  });

  it('API-01: a call carries only the query, body and headers it was given', () => {
    const endpoint = defineEndpoint('match', 'GET', '/v2/matches/{id}', { auth: true });
    expect(endpointRequest(endpoint, { params: { id: 'm1' } })).toStrictEqual({ method: 'GET', path: '/v2/matches/{id}', params: { id: 'm1' }, auth: true, responseType: 'json' });
    const full = endpointRequest(endpoint, { params: { id: 'm1' }, query: { a: 1 }, body: { kind: 'json', value: 1 }, headers: { h: 'v' } });
    expect(full).toMatchObject({ query: { a: 1 }, body: { kind: 'json', value: 1 }, headers: { h: 'v' } });
  });

  it('API-02: the locale goes before the fragment; empty pairs go; only a pair named exactly locale is replaced', () => {
    expect(withLocaleQuery('/a?b=1#frag', 'fr')).toBe('/a?b=1&locale=fr#frag');
    expect(withLocaleQuery('/a?&b=1&&locale=de', 'fr')).toBe('/a?b=1&locale=fr');
    expect(withLocaleQuery('/a?locale+=1', 'fr')).toBe('/a?locale+=1&locale=fr');
    expect(withLocaleQuery('/a?%E0%A4%A=1', 'fr')).toBe('/a?%E0%A4%A=1&locale=fr');
  });
});

describe('response rules', () => {
  it('API-04: ok is true for the 2xx statuses only', () => {
    expect([199, 200, 250, 299, 300].map((status) => wrapResponse(status, 'u', null).ok)).toEqual([false, true, true, true, false]);
  });

  it('API-04: blank text is no body; text that is no JSON is unreadable', () => {
    expect(parseJsonBody('  ')).toEqual({ ok: true, value: undefined });
    expect(parseJsonBody('nope')).toStrictEqual({ ok: false });
  });

  it('ERR-01: a 429 is rate-limited even without a server code', () => {
    expect(failureOfWrapped({ status: 429, url: 'u', body: undefined, retryAfter: null }, 0).kind).toBe('rate-limited');
  });

  it('ERR-01: a request that could not be built is unexpected, an unreadable success a server error; both sampled like the others', () => {
    expect(classifyFailure(apiFailure.invalidRequest('x'), 'default', 0)).toMatchObject({ kind: 'unexpected', report: true });
    expect(classifyFailure(apiFailure.badResponse(200, 'u'), 'default', 0)).toMatchObject({ kind: 'server', report: true });
    expect(classifyFailure(apiFailure.timeout(), 'default').kind).toBe('timeout');
  });

  it('BAN-01: an empty challenge token is no challenge token', () => {
    const banned = (challengeToken: string) =>
      classifyFailure(apiFailure.http(wrapResponse(403, 'u', { meta: { status: 403 }, error: { code: 40307, challengeToken } }), 40307), 'default');
    expect(banned('tok').appealable).toBe(true);
    expect(banned('').appealable).toBe(false);
  });
});
