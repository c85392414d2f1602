/**
 * A native platform (`ios`, `android`) receives its refresh token in the answer, not as a cookie: the core keeps it
 * in the vault port and presents it on refresh. Proven against the real protobuf gateway adapter over ky and the
 * reference server, with a plain fetch that keeps no cookies (as a native shell's).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ProtobufAuthGateway } from '../../adapters/auth-gateway/protobuf-auth-gateway';
import { KyHttpClient } from '../../adapters/http/ky-http-client';
import type { Platform, RequestContextProvider } from '../../core/api';
import { FakeAuthTokenSource } from '../../core/api/testing';
import { MemoryVault, type AuthAnswer, type AuthResult, type RefreshTokenVault } from '../../core/auth';
import { FakeAuthTab } from '../../core/auth/testing';
import { FakeTime } from '../../core/shared/testing';
import { completeOnboarding } from '../../server/testing/sign-in';
import { startTestServer, type TestServer } from '../../server/testing/test-server';

const PHONE = '+14155550123';
const MINUTE = 60_000;

const context =
  (platform: Platform): RequestContextProvider =>
  () => ({ locale: 'en', acceptLanguage: 'en', appVersion: '1.0.0', platform, funnelSessionId: 'funnel-1' });

type Login = Extract<AuthAnswer, { kind: 'login' }>;

const answerOf = (result: AuthResult): AuthAnswer => {
  if (!result.ok) throw new Error(`the gateway failed with ${String(result.error.code)}`);
  return result.value;
};

describe('native refresh: the vaulted refresh token over the protobuf gateway and the reference server', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  }, 60_000);
  afterAll(() => t.close());

  let time: FakeTime;
  let vault: RefreshTokenVault;
  let gateway: ProtobufAuthGateway;
  let tab: FakeAuthTab;

  const open = (platform: Platform) => {
    time = new FakeTime();
    vault = new MemoryVault();
    const http = new KyHttpClient({ tokens: new FakeAuthTokenSource(), context: context(platform), clock: time, baseUrl: t.baseUrl });
    gateway = new ProtobufAuthGateway(http);
    tab = new FakeAuthTab({ time, gateway, vault });
  };

  beforeEach(async () => {
    await t.reset();
    open('ios');
  });

  const signIn = async (): Promise<AuthAnswer> => {
    const ctx = { funnelSessionId: 'funnel-1' };
    const sent = answerOf(await gateway.submitPhone(PHONE, ctx));
    if (sent.kind !== 'otp-sent') throw new Error(sent.kind);
    const code = /\b(\d{6})\b/.exec(t.outbox.messagesTo(PHONE)[0]?.text ?? '')?.[1] ?? '';
    return answerOf(await gateway.submitPhoneOtp(PHONE, code, sent.bindingToken, ctx));
  };

  /** A member who finished onboarding signs in again: the login result, finalised by the core. */
  const memberSignsIn = async (): Promise<Login> => {
    const first = await signIn();
    if (first.kind !== 'onboarding') throw new Error(first.kind);
    await completeOnboarding(t.database.db, first.userId);
    t.time.advance(MINUTE);
    const login = await signIn();
    if (login.kind !== 'login') throw new Error(login.kind);
    await tab.finalise.execute(login);
    return login;
  };

  /** The refresher waits a moment for another tab's token before asking the server itself. */
  const reauthenticate = async () => {
    const outcome = tab.refresher.reauthenticate();
    await time.advanceAsync(500, 50);
    return outcome;
  };

  it('AUTH-25: an ios sign-in answers its refresh token, which the core keeps in the vault; the refresh presents it and gets a new auth token and a rotated refresh token', async () => {
    const login = await memberSignsIn();
    expect(login.refreshToken).toEqual(expect.stringMatching(/./));
    expect(await vault.get()).toBe(login.refreshToken);

    expect(await reauthenticate()).toBe('refreshed');
    expect(tab.session.authToken()).not.toBeNull();
    expect(tab.session.authToken()).not.toBe(login.authToken);
    expect(tab.session.state.value.userId).toBe(login.userId);
    const rotated = await vault.get();
    expect(rotated).toEqual(expect.stringMatching(/./));
    expect(rotated).not.toBe(login.refreshToken);

    // And again with the rotated one.
    const second = tab.session.authToken();
    expect(await reauthenticate()).toBe('refreshed');
    expect(tab.session.authToken()).not.toBe(second);
  });

  it('AUTH-26: a refresh token presented a second time is refused (401), and the server ends its whole family: the next refresh with the vaulted token logs the member out and empties the vault', async () => {
    const login = await memberSignsIn();
    expect(await reauthenticate()).toBe('refreshed');
    const reused = await gateway.refresh(login.refreshToken, { funnelSessionId: 'funnel-1' });
    expect(reused).toMatchObject({ ok: false, error: { status: 401 } });

    expect(await reauthenticate()).toBe('logged-out');
    await time.advanceAsync(100, 10);
    expect(tab.session.status.value).toBe('signed-out');
    expect(await vault.get()).toBeNull();
  });

  it('AUTH-25: a web sign-in answers no refresh token (the cookie carries it), so the vault stays empty', async () => {
    open('web');
    const login = await memberSignsIn();
    expect(login.refreshToken).toBeUndefined();
    expect(await vault.get()).toBeNull();
  });
});
