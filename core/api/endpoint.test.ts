import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildPath, defineEndpoint, endpointRequest } from './endpoint';

const name = fc.stringMatching(/^[a-zA-Z][a-zA-Z0-9]{0,11}$/);
const literal = fc.stringMatching(/^[a-z0-9-]{1,8}$/);
const value = fc.oneof(fc.string({ minLength: 1 }), fc.integer());

describe('buildPath', () => {
  it('API-01: fills every {name} with its URI-encoded value, which decodes back to the value', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.tuple(literal, name), { minLength: 1, maxLength: 5, selector: ([, n]) => n }), fc.infiniteStream(value), (parts, values) => {
        const template = parts.map(([lit, n]) => `/${lit}/{${n}}`).join('');
        const params = Object.fromEntries(parts.map(([, n]) => [n, values.next().value]));
        const built = buildPath(template, params);
        expect(built.ok).toBe(true);
        if (!built.ok) return;
        const segments = built.value.split('/').slice(1);
        parts.forEach(([lit, n], i) => {
          expect(segments[2 * i]).toBe(lit);
          expect(decodeURIComponent(segments[2 * i + 1] ?? '')).toBe(String(params[n]));
        });
        expect(segments).toHaveLength(parts.length * 2);
      }),
    );
  });

  it('API-01: a template without placeholders is left as it is', () => {
    fc.assert(
      fc.property(fc.array(literal, { maxLength: 5 }), (segments) => {
        const template = `/${segments.join('/')}`;
        expect(buildPath(template, { unused: 'x' })).toEqual({ ok: true, value: template });
      }),
    );
  });

  it('API-01: a missing, empty or unencodable parameter is refused, naming every one', () => {
    const result = buildPath('/v2/matches/{matchId}/messages/{messageId}', { matchId: '' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('API.INVALID_PATH_PARAM');
    expect(result.error.details).toMatchObject({ invalid: ['matchId', 'messageId'] });
    expect(buildPath('/user/{id}', {}).ok).toBe(false);
    expect(buildPath('/user/{toString}', {}).ok).toBe(false);
    expect(buildPath('/user/{id}', { id: Number.NaN }).ok).toBe(false);
    expect(buildPath('/user/{id}', { id: '\uD800' }).ok).toBe(false);
  });

  it('API-01: never throws, whatever the template and values', () => {
    const anyText = fc.string({ unit: 'binary' });
    fc.assert(
      fc.property(anyText, fc.dictionary(anyText, fc.oneof(anyText, fc.double())), (template, params) => {
        expect(typeof buildPath(template, params).ok).toBe('boolean');
      }),
    );
  });

  it('API-01: characters that would change the path are encoded', () => {
    expect(buildPath('/user/{id}', { id: '../a b/?x#' })).toEqual({ ok: true, value: '/user/..%2Fa%20b%2F%3Fx%23' });
  });
});

describe('defineEndpoint', () => {
  it('endpoints configured by name (no adapter uses them yet): an endpoint configured by name gives requests with its verb, path template, parameters and auth', () => {
    const like = defineEndpoint('like', 'POST', '/like/{userId}', { auth: true });
    const request = endpointRequest(like, { params: { userId: 'u1' }, query: { s_number: 3 } });
    expect(request).toEqual({
      method: 'POST',
      path: '/like/{userId}',
      params: { userId: 'u1' },
      auth: true,
      responseType: 'json',
      query: { s_number: 3 },
    });
    // @ts-expect-error: the template's parameter is required by type.
    endpointRequest(like, { params: {} });
    const health = defineEndpoint('authHealth', 'GET', '/healthcheck/auth', { auth: false });
    expect(endpointRequest(health, { params: {} })).toMatchObject({ auth: false, path: '/healthcheck/auth' });
  });
});
