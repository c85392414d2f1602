import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultHeaders, Header } from '../api';
import { FakeTime } from '../shared/testing';
import { sessionRequestContext, sessionRequestContextProvider } from './session-request-context';
import { SessionStore, type SessionTracking } from './session.store';

const tracking = (overrides: Partial<SessionTracking> = {}): SessionTracking => ({
  appSessionId: 'app-1',
  appSessionStartedAt: 1_000,
  userSessionId: 'user-1',
  userSessionStartedAt: 500,
  persistentDeviceId: 'device-1',
  lastActivity: 500,
  isExpired: false,
  source: 'in-app',
  ...overrides,
});

describe('SESS-01 / API-02: the session part of the request context', () => {
  it('SESS-01: app and user session ids with the ms elapsed since each started, and the device id, become the API-02 headers', () => {
    const context = sessionRequestContext(tracking(), 4_000);
    expect(context).toEqual({
      appSessionId: 'app-1',
      appSessionElapsedMs: 3_000,
      userSessionId: 'user-1',
      userSessionElapsedMs: 3_500,
      persistentDeviceId: 'device-1',
    });
    expect(defaultHeaders({ locale: 'en', ...context })).toMatchObject({
      [Header.APP_SESSION_ID]: 'app-1',
      [Header.APP_SESSION_ELAPSED]: '3000',
      [Header.USER_SESSION_ID]: 'user-1',
      [Header.USER_SESSION_ELAPSED]: '3500',
      [Header.PERSISTENT_DEVICE_ID]: 'device-1',
    });
  });

  it('SESS-01: before the user session and device id are known, only the app session is sent', () => {
    const context = sessionRequestContext(tracking({ userSessionId: null, userSessionStartedAt: null, persistentDeviceId: null }), 1_000);
    expect(context).toEqual({ appSessionId: 'app-1', appSessionElapsedMs: 0 });
    const headers = defaultHeaders({ locale: 'en', ...context });
    expect(headers).not.toHaveProperty(Header.USER_SESSION_ID);
    expect(headers).not.toHaveProperty(Header.PERSISTENT_DEVICE_ID);
  });

  it('SESS-01: for any times, elapsed values are never negative and equal now minus start when the clock moved forward', () => {
    const time = fc.integer({ min: 0, max: 2 ** 45 });
    fc.assert(
      fc.property(time, time, time, (appStart, userStart, now) => {
        const context = sessionRequestContext(tracking({ appSessionStartedAt: appStart, userSessionStartedAt: userStart }), now);
        expect(context.appSessionElapsedMs).toBe(Math.max(0, now - appStart));
        expect(context.userSessionElapsedMs).toBe(Math.max(0, now - userStart));
      }),
    );
  });

  it('SESS-01: the provider reads the store and the clock at call time', () => {
    const time = new FakeTime(10_000);
    const store = new SessionStore({ id: 'app-9', startedAt: 10_000 });
    const provide = sessionRequestContextProvider(store, time);
    time.advance(250);
    expect(provide()).toEqual({ appSessionId: 'app-9', appSessionElapsedMs: 250 });
    store.setUserSession({ id: 'user-9', startedAt: 10_100 }, 10_100);
    store.setPersistentDeviceId('dev-9');
    time.advance(50);
    expect(provide()).toEqual({
      appSessionId: 'app-9',
      appSessionElapsedMs: 300,
      userSessionId: 'user-9',
      userSessionElapsedMs: 200,
      persistentDeviceId: 'dev-9',
    });
  });
});
