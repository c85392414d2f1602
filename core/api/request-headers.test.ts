import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CLIENT_VERSION, Header, SUPPORTED_IMAGE_FORMATS } from './constants';
import { defaultHeaders, type RequestContext } from './request-headers';

const full: RequestContext = {
  authToken: 'tok',
  acceptLanguage: 'de-DE',
  locale: 'de',
  appSessionId: 'app-1',
  appSessionElapsedMs: 1234.9,
  userSessionId: 'user-1',
  userSessionElapsedMs: 50,
  appVersion: '1.0.0',
  persistentDeviceId: 'device-1',
  platform: 'web',
  funnelSessionId: 'funnel-1',
};

describe('defaultHeaders', () => {
  it('API-02: sends the token, language, sessions with elapsed times, versions, device id, image formats and platform', () => {
    expect(defaultHeaders(full)).toEqual({
      'x-auth-token': 'tok',
      'accept-language': 'de-DE',
      'app-session-id': 'app-1',
      'app-session-time-elapsed': '1234',
      'user-session-id': 'user-1',
      'user-session-time-elapsed': '50',
      'app-version': '1.0.0',
      'persistent-device-id': 'device-1',
      platform: 'web',
      'funnel-session-id': 'funnel-1',
      'x-client-version': '6.25.0',
      'x-supported-image-formats': 'webp,jpeg',
    });
    expect(CLIENT_VERSION).toBe('6.25.0');
    expect(SUPPORTED_IMAGE_FORMATS).toBe('webp,jpeg');
  });

  it('API-02: absent values send no header; the client version and image formats are always there', () => {
    const optional = fc.option(fc.string(), { nil: undefined });
    const elapsedMs = fc.option(fc.double(), { nil: undefined });
    fc.assert(
      fc.property(
        fc.record({
          authToken: fc.option(fc.string(), { nil: null }),
          acceptLanguage: optional,
          locale: fc.string(),
          appSessionId: optional,
          appSessionElapsedMs: elapsedMs,
          userSessionId: optional,
          userSessionElapsedMs: elapsedMs,
          appVersion: optional,
          persistentDeviceId: optional,
        }),
        (context) => {
          const headers = defaultHeaders(context);
          expect(headers[Header.CLIENT_VERSION]).toBe(CLIENT_VERSION);
          expect(headers[Header.SUPPORTED_IMAGE_FORMATS]).toBe(SUPPORTED_IMAGE_FORMATS);
          for (const value of Object.values(headers)) expect(value).not.toBe('');
          expect(Header.AUTH_TOKEN in headers).toBe(Boolean(context.authToken));
          expect(Header.ACCEPT_LANGUAGE in headers).toBe(Boolean(context.acceptLanguage));
          const elapsed = context.appSessionElapsedMs;
          expect(Header.APP_SESSION_ELAPSED in headers).toBe(elapsed !== undefined && Number.isFinite(elapsed) && elapsed >= 0);
          expect(Header.PLATFORM in headers).toBe(false);
        },
      ),
    );
  });
});
