import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authgateway } from '../../adapters/protobuf/generated/auth-gateway.js';
import { CLIENT_VERSION, Header, SUPPORTED_IMAGE_FORMATS } from '../../core/api/constants';
import { ErrorCode } from '../../core/errors/error-codes';
import { startTestServer, type TestServer } from '../testing/test-server';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.reset();
});

const PROTOBUF = { 'content-type': 'application/x-protobuf' };

/** Sends a request and checks the refusal: status, code in the JSON envelope, and not a row written. */
const expectJsonRefusal = async (path: string, init: RequestInit, status: number, code: number) => {
  const before = await t.database.rowCounts();
  const response = await t.client().fetch(path, init);
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toContain('application/json');
  expect(await response.json()).toEqual({ meta: { status }, error: { code, message: expect.any(String) } });
  expect(await t.database.rowCounts()).toEqual(before);
};

/** The same for the gateway, whose refusals are AuthGatewayResponse messages. */
const expectGatewayRefusal = async (bytes: Uint8Array, status: number, code: number) => {
  const before = await t.database.rowCounts();
  const answer = await t.client().gatewayBytes(bytes);
  expect(answer.status).toBe(status);
  expect(answer.headers.get('content-type')).toContain('application/x-protobuf');
  expect(answer.body.meta?.status).toBe(status);
  expect(answer.body.error?.code).toBe(code);
  expect(await t.database.rowCounts()).toEqual(before);
};

describe('the provider`s conventions', () => {
  it('API-02: every request header of the client and the locale query parameter are accepted', async () => {
    const headers = {
      [Header.AUTH_TOKEN]: 'anything',
      [Header.ACCEPT_LANGUAGE]: 'de-DE,de;q=0.9,en;q=0.8',
      [Header.APP_SESSION_ID]: 'a1b2c3',
      [Header.APP_SESSION_ELAPSED]: '12.5',
      [Header.USER_SESSION_ID]: 'u1',
      [Header.USER_SESSION_ELAPSED]: '3',
      [Header.APP_VERSION]: '1070100',
      [Header.PERSISTENT_DEVICE_ID]: 'device-1',
      [Header.CLIENT_VERSION]: CLIENT_VERSION,
      [Header.SUPPORTED_IMAGE_FORMATS]: SUPPORTED_IMAGE_FORMATS,
      [Header.PLATFORM]: 'web',
      [Header.FUNNEL_SESSION_ID]: 'funnel-1',
    };
    const health = await t.client().get('/healthcheck/auth?locale=de-DE', { headers });
    expect(health.status).toBe(200);
    const gateway = await t.client().gateway({ phone: { phone: '+14155550123' } }, { headers });
    expect(gateway.status).toBe(200);
    const captcha = await t.client().post('/v2/auth/verify-captcha?locale=pt_BR', { headers, body: { token: 't', answer: '1', vendor: 'builtin' } });
    expect(captcha.status).toBe(200);
  });

  it('API-02: a malformed locale or an unknown query parameter is 400/40000', async () => {
    for (const query of ['locale=%3Cscript%3E', 'locale=', 'debug=1']) {
      const answer = await t.client().get(`/healthcheck/auth?${query}`);
      expect(answer.status).toBe(400);
      expect(answer.body.error.code).toBe(ErrorCode.BAD_REQUEST);
    }
  });

  it('an unknown path under the API is 404/40400 in the envelope', async () => {
    await expectJsonRefusal('/v9/nothing/here', {}, 404, ErrorCode.NOT_FOUND);
    await expectJsonRefusal('/v3/auth/login', { method: 'GET' }, 404, ErrorCode.NOT_FOUND);
  });

  it('a header of the wrong shape (an auth token longer than any token) is 400/40000', async () => {
    await expectJsonRefusal('/healthcheck/auth', { headers: { 'x-auth-token': 'x'.repeat(300) } }, 400, ErrorCode.BAD_REQUEST);
  });
});

describe('bad JSON input: a 4xx with a code, never a 5xx, nothing written', () => {
  const captcha = (body: string | Uint8Array, contentType = 'application/json'): RequestInit => ({
    method: 'POST',
    headers: { 'content-type': contentType },
    body: typeof body === 'string' ? body : new Uint8Array(body),
  });

  it('malformed JSON is 400/40000', async () => {
    await expectJsonRefusal('/v2/auth/verify-captcha', captcha('{"token": "x", '), 400, ErrorCode.BAD_REQUEST);
    await expectJsonRefusal('/v2/auth/verify-captcha', captcha(''), 400, ErrorCode.BAD_REQUEST);
  });

  it('wrong JSON types are 400/40000 (no coercion of numbers, booleans or nulls into strings)', async () => {
    for (const body of [{ token: 1, answer: '1' }, { token: 'x', answer: true }, { token: 'x', answer: null }, 'x', 42, null]) {
      await expectJsonRefusal('/v2/auth/verify-captcha', captcha(JSON.stringify(body)), 400, ErrorCode.BAD_REQUEST);
    }
  });

  it('a prototype-poisoning body is 400/40000', async () => {
    await expectJsonRefusal('/v2/auth/verify-captcha', captcha('{"token":"x","answer":"1","__proto__":{"admin":true}}'), 400, ErrorCode.BAD_REQUEST);
  });

  it('a body over 64 KB is 413/41300', async () => {
    await expectJsonRefusal('/v2/auth/verify-captcha', captcha(JSON.stringify({ token: 'x', answer: 'y'.repeat(70_000) })), 413, ErrorCode.PAYLOAD_TOO_LARGE);
  });

  it('text, form, XML and protobuf bodies on a JSON route are 415/41500', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml', 'multipart/form-data; boundary=x']) {
      await expectJsonRefusal('/v2/auth/verify-captcha', captcha('token=x&answer=1', type), 415, ErrorCode.UNSUPPORTED_MEDIA_TYPE);
    }
    const protobuf = authgateway.AuthGatewayRequest.encode({ phone: { phone: '+14155550123' } }).finish();
    await expectJsonRefusal('/v2/auth/verify-captcha', captcha(protobuf, 'application/x-protobuf'), 415, ErrorCode.UNSUPPORTED_MEDIA_TYPE);
  });

  it('a body on a route that takes none is 400/40000', async () => {
    await expectJsonRefusal('/v2/auth/logout', captcha('{"everything": true}'), 400, ErrorCode.BAD_REQUEST);
  });
});

describe('bad protobuf input at the gateway: a 4xx with a code, never a 5xx, nothing written', () => {
  it('AUTH-06: unreadable bytes are 400/40000', async () => {
    await expectGatewayRefusal(new Uint8Array([0x0a, 0xff, 0xff, 0xff, 0xff, 0x0f, 0x01]), 400, ErrorCode.BAD_REQUEST);
    await expectGatewayRefusal(new Uint8Array([0xff]), 400, ErrorCode.BAD_REQUEST);
  });

  it('AUTH-06: a field of the wrong wire type (the phone as a number) is 400/40000', async () => {
    // Field 1 (phone) as a varint instead of a message; then inside Phone, field 1 as a varint instead of a string.
    await expectGatewayRefusal(new Uint8Array([0x08, 0x2a]), 400, ErrorCode.BAD_REQUEST);
    await expectGatewayRefusal(new Uint8Array([0x0a, 0x02, 0x08, 0x2a]), 400, ErrorCode.BAD_REQUEST);
  });

  it('AUTH-06: invalid UTF-8 in a string field is 400/40000', async () => {
    await expectGatewayRefusal(new Uint8Array([0x0a, 0x04, 0x0a, 0x02, 0xc3, 0x28]), 400, ErrorCode.BAD_REQUEST);
  });

  it('AUTH-06: a request without a factor is 400/40000', async () => {
    await expectGatewayRefusal(authgateway.AuthGatewayRequest.encode({ funnelSessionId: 'f' }).finish(), 400, ErrorCode.BAD_REQUEST);
    await expectGatewayRefusal(new Uint8Array(0), 400, ErrorCode.BAD_REQUEST);
  });

  it('AUTH-06: oversized strings are 400/40000', async () => {
    const long = authgateway.AuthGatewayRequest.encode({ phone: { phone: '+1'.padEnd(400, '5') } }).finish();
    await expectGatewayRefusal(long, 400, ErrorCode.BAD_REQUEST);
    const longCaptcha = authgateway.AuthGatewayRequest.encode({ phone: { phone: '+14155550123' }, captchaToken: 'c'.repeat(300) }).finish();
    await expectGatewayRefusal(longCaptcha, 400, ErrorCode.BAD_REQUEST);
  });

  it('AUTH-06: a body over 16 KB is 413/41300; JSON or no body at the gateway is 415/41500', async () => {
    await expectGatewayRefusal(new Uint8Array(17_000), 413, ErrorCode.PAYLOAD_TOO_LARGE);
    for (const init of [
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"phone":{"phone":"+14155550123"}}' },
      { method: 'POST' },
    ]) {
      const response = await t.client().fetch('/v3/auth/login', init);
      expect(response.status).toBe(415);
      const body = authgateway.AuthGatewayResponse.decode(new Uint8Array(await response.arrayBuffer()));
      expect(body.error?.code).toBe(ErrorCode.UNSUPPORTED_MEDIA_TYPE);
    }
  });

  it('AUTH-06: random bytes never cause a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 64 }), async (bytes) => {
        const answer = await t.client().gatewayBytes(bytes);
        expect(answer.status).toBeLessThan(500);
      }),
      { numRuns: 60 },
    );
  });

  it('AUTH-06: protobuf JSON-ish garbage on /v4/auth/token is 400, not 5xx', async () => {
    const response = await t.client().fetch('/v4/auth/token', { method: 'POST', headers: PROTOBUF, body: '{"refresh_token":"x"}' });
    expect(response.status).toBe(400);
  });
});
