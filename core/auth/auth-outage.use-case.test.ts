import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ReauthOutcome } from '../api';
import { err, ok } from '../shared';
import { FakeTime } from '../shared/testing';
import type { AuthFailure } from './auth-answer';
import type { AuthResult } from './auth-gateway.port';
import { isOutageFailure, OUTAGE_MODAL_KINDS } from './auth-outage';
import { PEER_TOKEN_WAIT_MS } from './token-refresher';
import { FakeAuthApi, FakeAuthGateway, FakeAuthTab, failure } from './testing';

const PHONE = '+447700900123';
const MEMBER = { kind: 'login', authToken: 'tok-old', authTokenTtlMs: 30 * 60_000, userId: 'u-1', isNewUser: false } as const;
const PRE = OUTAGE_MODAL_KINDS['pre-auth'];
const RE = OUTAGE_MODAL_KINDS['re-auth'];

const setup = () => {
  const time = new FakeTime();
  const gateway = new FakeAuthGateway();
  const api = new FakeAuthApi();
  const tab = new FakeAuthTab({ time, gateway, api });
  const kinds = () => tab.modalQueue.queue.value.map((m) => m.kind);
  return { time, gateway, api, tab, flow: tab.flow, session: tab.session, outage: tab.outage, kinds };
};

/** A signed-in tab whose next refresh answers `answer`. */
const signedIn = (answer: AuthResult) => {
  const s = setup();
  s.session.applyLogin(MEMBER);
  s.gateway.refreshAnswer = answer;
  const refresh = async (): Promise<ReauthOutcome> => {
    const outcome = s.tab.refresher.reauthenticate();
    await s.time.advanceAsync(PEER_TOKEN_WAIT_MS);
    return outcome;
  };
  return { ...s, refresh };
};

const OUTAGES: readonly AuthFailure[] = [
  failure(50000, 500),
  failure('API.HTTP', 502),
  failure(50000, 503),
  failure('API.HTTP', 504),
  failure('API.NETWORK'),
  failure('API.TIMEOUT'),
];
const NOT_OUTAGES: readonly AuthFailure[] = [failure(40000, 400), failure(42901, 429), failure(50020, 400), failure(41201, 400), failure('API.BAD_RESPONSE')];

describe('auth outages', () => {
  it('AUTH-27: an outage is a 5xx answer or a service out of reach; any other answer, even with a 50000-series code, is not', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: 40000, max: 59999 }), fc.constantFrom<number | string>('API.NETWORK', 'API.TIMEOUT', 'API.BAD_RESPONSE', 'API.HTTP')),
        fc.option(fc.integer({ min: 200, max: 599 }), { nil: undefined }),
        (code, status) => {
          const f: AuthFailure = { code, message: 'm', ...(status === undefined ? {} : { status }) };
          const expected =
            status !== undefined
              ? status >= 500
              : code === 'API.NETWORK' || code === 'API.TIMEOUT' || (typeof code === 'number' && code >= 50000);
          expect(isOutageFailure(f)).toBe(expected);
        },
      ),
    );
  });

  it('AUTH-27: a sign-in call answered 5xx or out of reach sets isOutage and puts the pre-auth modal at the front, once', async () => {
    for (const outageFailure of OUTAGES) {
      const { gateway, flow, session, outage, kinds, tab } = setup();
      tab.modalQueue.open({ kind: 'info-dialog' });
      flow.open('phone');
      gateway.script('submitPhone', err(outageFailure));
      gateway.script('submitPhone', err(outageFailure));
      await flow.submitPhone(PHONE);
      expect(session.state.value.isOutage).toBe(true);
      expect(kinds()).toEqual([PRE, 'info-dialog']);
      expect(outage.current.value).toBe('pre-auth');
      expect(outage.holdsLogin.value).toBe(true);
      // The login flow keeps its step, what was typed and the error, for "Try again".
      expect(flow.step.value).toMatchObject({ step: 'phone', phone: PHONE, error: { code: outageFailure.code } });

      await flow.submitPhone(PHONE);
      expect(kinds()).toEqual([PRE, 'info-dialog']);
    }
  });

  it('AUTH-27: a 4xx on sign-in, or a network failure while the device is offline, is no outage', async () => {
    for (const other of NOT_OUTAGES) {
      const { gateway, flow, session, kinds } = setup();
      flow.open('phone');
      gateway.script('submitPhone', err(other));
      await flow.submitPhone(PHONE);
      expect(session.state.value.isOutage).toBe(false);
      expect(kinds()).toEqual([]);
    }
    const { gateway, flow, session, kinds, tab } = setup();
    tab.offline = true;
    flow.open('phone');
    gateway.script('submitPhone', err(failure('API.NETWORK')));
    await flow.submitPhone(PHONE);
    expect(session.state.value.isOutage).toBe(false);
    expect(kinds()).toEqual([]);
  });

  it('AUTH-27: a captcha check that cannot reach the service is a pre-auth outage', async () => {
    const { gateway, api, flow, session, kinds } = setup();
    flow.open('phone');
    gateway.script('submitPhone', ok({ kind: 'captcha', publicKey: 'pk', data: '{"challenge":7}', referenceToken: 'ref', vendor: 'altcha' }));
    await flow.submitPhone(PHONE);
    api.verifyCaptcha = async () => err(failure(50000, 503));
    await flow.solveCaptcha('12');
    expect(session.state.value.isOutage).toBe(true);
    expect(kinds()).toEqual([PRE]);
  });

  it('AUTH-27: pre-auth "Try again" goes back to the login flow as it was; "Close" closes the login modal too', async () => {
    const a = setup();
    a.flow.open('phone');
    a.gateway.script('submitPhone', err(failure(50000, 503)));
    await a.flow.submitPhone(PHONE);
    await a.outage.retry();
    expect(a.kinds()).toEqual([]);
    expect(a.outage.holdsLogin.value).toBe(false);
    expect(a.flow.isOpen.value).toBe(true);
    expect(a.flow.step.value).toMatchObject({ step: 'phone', phone: PHONE });
    // The next attempt goes through once the service is back, and its token success clears the flag.
    await a.flow.submitPhone(PHONE);
    expect(a.flow.step.value).toMatchObject({ step: 'phone-otp' });

    const b = setup();
    b.flow.open('phone');
    b.gateway.script('submitPhone', err(failure('API.NETWORK')));
    await b.flow.submitPhone(PHONE);
    b.outage.close();
    expect(b.kinds()).toEqual([]);
    expect(b.flow.isOpen.value).toBe(false);
  });

  it('AUTH-27: a refresh answered 5xx or out of reach sets isOutage and queues the re-auth modal once; the member stays signed in', async () => {
    for (const outageFailure of OUTAGES) {
      const { refresh, session, outage, kinds } = signedIn(err(outageFailure));
      await expect(refresh()).resolves.toBe('unavailable');
      expect(session.state.value).toMatchObject({ status: 'signed-in', isOutage: true, isReauthing: false });
      expect(kinds()).toEqual([RE]);
      expect(outage.current.value).toBe('re-auth');
      expect(outage.holdsLogin.value).toBe(false);
      await refresh();
      expect(kinds()).toEqual([RE]);
    }
  });

  it('AUTH-27: a refused refresh logs out and raises no outage', async () => {
    const { refresh, session, kinds } = signedIn(err(failure(40100, 401)));
    await expect(refresh()).resolves.toBe('logged-out');
    expect(session.state.value).toMatchObject({ status: 'signed-out', isOutage: false });
    expect(kinds()).toEqual([]);
  });

  it('AUTH-27, AUTH-22: re-auth "Try again" refreshes again; the token success clears isOutage and the modal goes', async () => {
    const { refresh, session, outage, kinds, gateway, time } = signedIn(err(failure(50000, 503)));
    await refresh();
    gateway.refreshAnswer = undefined;
    gateway.acceptRefreshFor('u-1');
    const retried = outage.retry();
    expect(outage.retrying.value).toBe(true);
    await time.advanceAsync(PEER_TOKEN_WAIT_MS);
    await retried;
    expect(outage.retrying.value).toBe(false);
    expect(gateway.count('refresh')).toBe(2);
    expect(session.state.value).toMatchObject({ status: 'signed-in', isOutage: false });
    expect(session.heldToken()).toBe(gateway.validToken);
    expect(kinds()).toEqual([]);
    expect(outage.current.value).toBeNull();
  });

  it('AUTH-27: a failed "Try again" keeps the one modal; "Close" removes it and the flag stays until a token success', async () => {
    const { refresh, session, outage, kinds, time } = signedIn(err(failure('API.TIMEOUT')));
    await refresh();
    expect(outage.retryFailed.value).toBe(false);
    const retried = outage.retry();
    await time.advanceAsync(PEER_TOKEN_WAIT_MS);
    await retried;
    expect(kinds()).toEqual([RE]);
    // The member is told it did not get through, and may try again.
    expect(outage.retryFailed.value).toBe(true);
    expect(outage.retrying.value).toBe(false);
    outage.close();
    expect(kinds()).toEqual([]);
    expect(session.state.value.isOutage).toBe(true);
    session.applyLogin({ ...MEMBER, authToken: 'tok-new' });
    expect(session.state.value.isOutage).toBe(false);
  });

  it('AUTH-27, AUTH-22: a token from another tab clears the outage; a modal queued behind another leaves when it reaches the front', async () => {
    const { refresh, session, tab, kinds, time } = signedIn(err(failure(50000, 500)));
    await refresh();
    tab.modalQueue.open({ kind: 'its-a-match' }, { prioritize: true });
    expect(kinds()).toEqual(['its-a-match', RE]);
    session.adoptToken('tok-peer', time.now() + 60_000, 'u-1');
    expect(kinds()).toEqual(['its-a-match', RE]);
    tab.modalQueue.close();
    expect(kinds()).toEqual([]);
  });

  it('AUTH-27, AUTH-21: a new login start and signing out clear the outage and its modal', async () => {
    const a = setup();
    a.flow.open('phone');
    a.gateway.script('submitPhone', err(failure(50000, 503)));
    await a.flow.submitPhone(PHONE);
    a.flow.choose('email');
    expect(a.session.state.value.isOutage).toBe(false);
    expect(a.kinds()).toEqual([]);

    const b = signedIn(err(failure(50000, 503)));
    await b.refresh();
    b.session.signOut();
    expect(b.session.state.value.isOutage).toBe(false);
    expect(b.kinds()).toEqual([]);
  });

  it('AUTH-27: reported directly, an outage is logged with its phase, code and status and queues its modal once; anything else queues nothing', () => {
    const { tab, outage, session, kinds } = setup();
    expect(outage.report('re-auth', failure(40000, 400))).toBe(false);
    expect(session.state.value.isOutage).toBe(false);
    expect(kinds()).toEqual([]);
    expect(outage.report('re-auth', failure(50000, 503))).toBe(true);
    expect(outage.report('re-auth', failure('API.NETWORK'))).toBe(true);
    expect(session.state.value.isOutage).toBe(true);
    expect(kinds()).toEqual([RE]);
    expect(tab.logger.entries.filter((e) => e.message === 'auth service outage')).toEqual([
      { level: 'warn', message: 'auth service outage', context: { phase: 're-auth', code: 50000, status: 503 } },
      { level: 'warn', message: 'auth service outage', context: { phase: 're-auth', code: 'API.NETWORK' } },
    ]);
  });

  it('AUTH-27: a call that never left an offline device is no outage; a 5xx answer is one even then', () => {
    const { tab, outage, kinds } = setup();
    tab.offline = true;
    expect(outage.report('pre-auth', failure('API.NETWORK'))).toBe(false);
    expect(kinds()).toEqual([]);
    expect(outage.report('pre-auth', failure(50000, 500))).toBe(true);
    expect(kinds()).toEqual([PRE]);
  });
});
