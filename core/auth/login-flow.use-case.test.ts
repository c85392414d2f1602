import fc from 'fast-check';
import { signal } from '@preact/signals-core';
import { describe, expect, it } from 'vitest';
import { err, ok } from '../shared';
import { FakeTime } from '../shared/testing';
import type { AuthFailure } from './auth-answer';
import type { AuthApiPort, AuthGatewayPort, AuthResult } from './auth-gateway.port';
import { LoginErrorCode } from './login-flow.use-case';
import { CaptchaSolverError } from './captcha-solver.port';
import { FAKE_CODE_ATTEMPTS, FakeAuthApi, FakeAuthGateway, FakeAuthTab, FakeCaptchaSolver, MemoryVault, failure } from './testing';

const PHONE = '+447700900123';
const EMAIL = 'sam@example.com';

const setup = (options: { gateway?: AuthGatewayPort; api?: AuthApiPort } = {}) => {
  const time = new FakeTime();
  const gateway = new FakeAuthGateway();
  const tab = new FakeAuthTab({ time, gateway: options.gateway ?? gateway, ...(options.api ? { api: options.api } : {}) });
  return { time, gateway, tab, flow: tab.flow };
};

const captcha = ok({ kind: 'captcha', publicKey: 'pk', data: '{"challenge":7}', referenceToken: 'ref-1', vendor: 'altcha' }) as AuthResult;

/** A tab with a captcha solver (failing with `failure` when given) whose phone submission meets a captcha. */
const captchaWithSolver = async (failure?: AuthFailure) => {
  const solver = new FakeCaptchaSolver();
  if (failure) solver.failure = failure;
  const gateway = new FakeAuthGateway();
  const tab = new FakeAuthTab({ time: new FakeTime(), gateway, solver });
  gateway.script('submitPhone', captcha);
  tab.flow.open('phone');
  await tab.flow.submitPhone(PHONE);
  return { solver, gateway, tab };
};

/** A gateway whose answers wait until the test lets them through. */
const heldGateway = (inner: AuthGatewayPort) => {
  const waiting: (() => void)[] = [];
  const hold = <T>(answer: Promise<T>): Promise<T> => new Promise((resolve) => waiting.push(() => void answer.then(resolve)));
  const gateway: AuthGatewayPort = {
    submitPhone: (...a) => hold(inner.submitPhone(...a)),
    submitPhoneOtp: (...a) => hold(inner.submitPhoneOtp(...a)),
    submitEmail: (...a) => hold(inner.submitEmail(...a)),
    submitEmailOtp: (...a) => hold(inner.submitEmailOtp(...a)),
    resendOtp: (...a) => hold(inner.resendOtp(...a)),
    refresh: (...a) => hold(inner.refresh(...a)),
  };
  return { gateway, releaseAll: () => waiting.splice(0).forEach((release) => release()) };
};

describe('login flow use-case', () => {
  it('BAN-08: 40302 answered to a sign-in closes every modal and the flow, and opens the device-flagged modal', async () => {
    const { gateway, tab, flow } = setup();
    tab.modals.openLogin();
    flow.open('phone');
    await flow.submitPhone(PHONE);
    gateway.script('submitPhoneOtp', err({ ...failure(40302, 403), ban: { isBan: true, ttl: 86_400 } }));
    await flow.submitCode(gateway.codeFor(PHONE)!);
    expect(flow.isOpen.value).toBe(false);
    expect(tab.modals.clears).toBeGreaterThan(0);
    expect(tab.modals.open).toEqual(['device-flagged']);
    expect(tab.bans).toEqual([]);
    expect(tab.session.state.value.status).not.toBe('signed-in');
  });

  it('BAN-01, BAN-02: a sign-in answered with a ban closes the flow and hands the ban (with its appeal token) to the bans module', async () => {
    const { gateway, tab, flow } = setup();
    flow.open('phone');
    await flow.submitPhone(PHONE);
    const ban = { ...failure(40305, 403), ban: { isBan: true, appealToken: 'appeal-1', policy: 'spam', isAppealable: true } };
    gateway.script('submitPhoneOtp', err(ban));
    await flow.submitCode(gateway.codeFor(PHONE)!);
    expect(flow.isOpen.value).toBe(false);
    expect(tab.bans).toEqual([ban]);
  });

  it('AUTH-19: on a native platform the onboarding answer\'s refresh token goes to the vault, so onboarding can be resumed and refreshed', async () => {
    const gateway = new FakeAuthGateway();
    const vault = new MemoryVault();
    const tab = new FakeAuthTab({ time: new FakeTime(), gateway, vault });
    const flow = tab.flow;
    flow.open('phone');
    await flow.submitPhone(PHONE);
    gateway.script('submitPhoneOtp', ok({ kind: 'onboarding', onboardingToken: 'ob-1', userId: 'u-9', refreshToken: 'rt-ob' }));
    await flow.submitCode(gateway.codeFor(PHONE)!);
    expect(tab.session.state.value).toMatchObject({ status: 'onboarding', onboardingToken: 'ob-1' });
    expect(vault.token).toBe('rt-ob');
  });

  it('AUTH-19: a new member by phone: the phone, the code from the outbox, then the onboarding route', async () => {
    const { gateway, tab, flow } = setup();
    flow.open('phone');
    await flow.submitPhone('+44 7700 900123');
    expect(flow.step.value).toMatchObject({ step: 'phone-otp', phone: PHONE, code: { length: 6, dead: false } });

    await flow.submitCode(gateway.codeFor(PHONE)!);

    expect(tab.authNavigator.visits).toEqual(['onboarding']);
    expect(tab.session.state.value).toMatchObject({ status: 'onboarding', onboardingUserId: `u-${PHONE}`, loginType: 'phone' });
    expect(tab.session.state.value.onboardingToken).toBeDefined();
    expect(tab.refresher.current()).toBeNull();
    expect(flow.isOpen.value).toBe(false);
  });

  it('AUTH-20: a known member by e-mail: the address, the code, then recs with a usable token', async () => {
    const { gateway, tab, flow } = setup();
    gateway.members.add(EMAIL);
    flow.open('email');
    await flow.submitEmail('  Sam@Example.com ');
    expect(flow.step.value).toMatchObject({ step: 'email-otp', email: EMAIL });

    await flow.submitCode(gateway.codeFor(EMAIL)!);

    expect(tab.authNavigator.visits).toEqual(['recs']);
    expect(tab.refresher.current()).toBe(gateway.validToken);
    expect(tab.session.state.value).toMatchObject({ status: 'signed-in', loginType: 'email', userId: `u-${EMAIL}` });
    expect(tab.analytics.events).toEqual([
      { type: 'decision', decision: 'sign-in' },
      { type: 'login', userId: `u-${EMAIL}` },
    ]);
    expect(flow.isOpen.value).toBe(false);
  });

  it('AUTH-30: a captcha in the middle: solved only when the server says is_success; then the held request is repeated with the captcha token', async () => {
    const { gateway, tab, flow } = setup();
    const api = tab.api as FakeAuthApi;
    gateway.script('submitPhone', captcha);
    flow.open('phone');
    await flow.submitPhone(PHONE);
    expect(flow.step.value).toMatchObject({ step: 'captcha', challenge: { data: '{"challenge":7}' }, retry: { kind: 'phone', phone: PHONE } });

    await flow.solveCaptcha(' 12 ');

    expect(api.captchaChecks).toEqual([{ referenceToken: 'ref-1', answer: '12', vendor: 'altcha', funnelSessionId: 'funnel-1' }]);
    expect(gateway.calls.map((c) => [c.op, c.ctx.captchaToken])).toEqual([
      ['submitPhone', undefined],
      ['submitPhone', 'ref-1'],
    ]);
    expect(flow.step.value).toMatchObject({ step: 'phone-otp', phone: PHONE });
    // The captcha token is used once.
    await flow.submitCode('000000');
    expect(gateway.calls.at(-1)?.ctx.captchaToken).toBeUndefined();
  });

  it('AUTH-29: with a solver the captcha is worked out on the device and the held request repeated, without the member doing anything', async () => {
    const { solver, gateway, tab } = await captchaWithSolver();
    expect(solver.solved).toEqual([{ data: '{"challenge":7}', referenceToken: 'ref-1', vendor: 'altcha', publicKey: 'pk' }]);
    expect((tab.api as FakeAuthApi).captchaChecks).toEqual([{ referenceToken: 'ref-1', answer: '12', vendor: 'altcha', funnelSessionId: 'funnel-1' }]);
    expect(gateway.calls.map((c) => [c.op, c.ctx.captchaToken])).toEqual([
      ['submitPhone', undefined],
      ['submitPhone', 'ref-1'],
    ]);
    expect(tab.flow.step.value).toMatchObject({ step: 'phone-otp', phone: PHONE });
    expect(tab.flow.busy.value).toBe(false);
  });

  it('AUTH-29: work the device could not finish leaves the captcha step without an error, sends nothing, and proveWork tries again', async () => {
    const { solver, gateway, tab } = await captchaWithSolver({ code: CaptchaSolverError.UNSOLVED, message: 'timeout' });
    expect(tab.flow.step.value).toMatchObject({ step: 'captcha' });
    expect(tab.flow.step.value).not.toHaveProperty('error');
    expect((tab.api as FakeAuthApi).captchaChecks).toEqual([]);
    expect(gateway.count('submitPhone')).toBe(1);

    solver.failure = undefined;
    await tab.flow.proveWork();
    expect(solver.solved).toHaveLength(2);
    expect(tab.flow.step.value).toMatchObject({ step: 'phone-otp', phone: PHONE });
  });

  it('AUTH-31: a captcha vendor the device has no solver for is a failed captcha', async () => {
    const solver = new FakeCaptchaSolver();
    solver.failure = { code: CaptchaSolverError.UNSUPPORTED, message: 'No solver for arkose' };
    const tab = new FakeAuthTab({ time: new FakeTime(), gateway: new FakeAuthGateway(), solver });
    (tab.gateway as FakeAuthGateway).script('submitPhone', ok({ kind: 'captcha', publicKey: 'k', data: '{}', referenceToken: 'r', vendor: 'arkose' }));
    tab.flow.open('phone');
    await tab.flow.submitPhone(PHONE);
    expect(tab.flow.step.value).toMatchObject({ step: 'captcha', error: { code: CaptchaSolverError.UNSUPPORTED } });
    expect(tab.session.state.value.loginError?.code).toBe(CaptchaSolverError.UNSUPPORTED);
  });

  it('AUTH-31: a wrong captcha records "Captcha verification failed", stays on the captcha, and repeats nothing', async () => {
    const { gateway, tab, flow } = setup();
    gateway.script('submitPhone', captcha);
    flow.open('phone');
    await flow.submitPhone(PHONE);
    await flow.solveCaptcha('13');

    expect(tab.session.state.value.loginError).toMatchObject({ code: LoginErrorCode.CAPTCHA_FAILED, message: 'Captcha verification failed' });
    expect(flow.step.value).toMatchObject({ step: 'captcha', error: { message: 'Captcha verification failed' } });
    expect(gateway.count('submitPhone')).toBe(1);
  });

  it('AUTH-30: a captcha check that fails on the way is not a solved captcha', async () => {
    const api = new FakeAuthApi();
    api.verifyCaptcha = async () => err(failure('API.NETWORK'));
    const { gateway, tab, flow } = setup({ api });
    gateway.script('submitPhone', captcha);
    flow.open('phone');
    await flow.submitPhone(PHONE);
    await flow.solveCaptcha('12');
    expect(flow.step.value).toMatchObject({ step: 'captcha', error: { code: 'API.NETWORK' } });
    expect(tab.session.state.value.loginError?.code).toBe('API.NETWORK');
    expect(gateway.count('submitPhone')).toBe(1);
  });

  it('AUTH-04: a captcha raised by a code keeps the code: a wrong code after it lands back on the code step', async () => {
    const { gateway, tab, flow } = setup();
    flow.open('phone');
    await flow.submitPhone(PHONE);
    gateway.script('submitPhoneOtp', captcha);
    await flow.submitCode('000000');
    expect(flow.step.value).toMatchObject({ step: 'captcha', retry: { kind: 'phone-otp', otp: '000000' } });
    await flow.solveCaptcha('12');
    expect(flow.step.value).toMatchObject({ step: 'phone-otp', phone: PHONE, code: { attemptsRemaining: FAKE_CODE_ATTEMPTS - 1, dead: false }, error: { code: 41201 } });
    await flow.submitCode(gateway.codeFor(PHONE)!);
    expect(tab.authNavigator.visits).toEqual(['onboarding']);
  });

  it('AUTH-09: a new code can be asked for only once the countdown has run out', async () => {
    const { time, gateway, flow } = setup();
    flow.open('phone');
    await flow.submitPhone(PHONE);
    const first = gateway.codeFor(PHONE);

    time.advance(29_999);
    await flow.resend();
    expect(gateway.count('resendOtp')).toBe(0);

    time.advance(1);
    await flow.resend();
    expect(gateway.count('resendOtp')).toBe(1);
    expect(gateway.outbox).toHaveLength(2);
    expect(flow.step.value).toMatchObject({ step: 'phone-otp', code: { resendAt: time.now() + 30_000 } });
    // The new code replaced the first one.
    await flow.submitCode(first!);
    expect(flow.step.value).toMatchObject({ step: 'phone-otp', error: { code: 41201 } });
  });

  it('AUTH-04: five wrong codes kill the code; only a new code signs in', async () => {
    const { time, gateway, tab, flow } = setup();
    gateway.members.add(PHONE);
    flow.open('phone');
    await flow.submitPhone(PHONE);
    const right = gateway.codeFor(PHONE)!;
    const wrong = right === '999999' ? '999998' : '999999';

    for (let left = FAKE_CODE_ATTEMPTS - 1; left > 0; left--) {
      await flow.submitCode(wrong);
      expect(flow.step.value).toMatchObject({ step: 'phone-otp', code: { attemptsRemaining: left, dead: false } });
    }
    await flow.submitCode(wrong);
    expect(flow.step.value).toMatchObject({ step: 'phone-otp', phone: PHONE, code: { attemptsRemaining: 0, dead: true }, error: { code: 42905 } });

    await flow.submitCode(right);
    expect(flow.step.value).toMatchObject({ step: 'phone-otp', code: { dead: true } });
    expect(tab.session.loggedIn.value).toBe(false);

    time.advance(30_000);
    await flow.resend();
    expect(flow.step.value).toMatchObject({ step: 'phone-otp', code: { dead: false } });
    await flow.submitCode(gateway.codeFor(PHONE)!);
    expect(tab.session.loggedIn.value).toBe(true);
    expect(tab.authNavigator.visits).toEqual(['recs']);
  });

  it('AUTH-17: a code of the wrong length is refused without a call, and the step keeps the code', async () => {
    const { gateway, flow } = setup();
    flow.open('phone');
    await flow.submitPhone(PHONE);
    const before = flow.step.value;
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 12 }), async (typed) => {
        fc.pre(!/^\d{6}$/.test(typed.replace(/\s+/g, '')));
        await flow.submitCode(typed);
        expect(gateway.count('submitPhoneOtp')).toBe(0);
        expect(flow.step.value).toMatchObject({ step: 'phone-otp', code: before?.step === 'phone-otp' ? before.code : {}, error: { code: LoginErrorCode.INVALID_CODE } });
      }),
    );
  });

  it('AUTH-17: every code verification carries the binding token of the request that sent the code', async () => {
    const { gateway, flow } = setup();
    flow.open('email');
    await flow.submitEmail(EMAIL);
    await flow.submitCode('123456');
    const sent = flow.step.value?.step === 'email-otp' ? flow.step.value.code.bindingToken : undefined;
    expect(sent).toMatch(/^bind-/);
    expect(gateway.calls.find((c) => c.op === 'submitEmailOtp')?.args).toEqual([EMAIL, '123456', sent]);
  });

  it('AUTH-17: without a binding token no verification call is made: the member is back on the e-mail step to ask for a code', async () => {
    const { gateway, flow } = setup();
    gateway.script('submitEmail', ok({ kind: 'otp-sent', channel: 'email', otpLength: 6, bindingToken: '', masked: 's…@example.com', resendAfterSeconds: 30 }));
    flow.open('email');
    await flow.submitEmail(EMAIL);
    await flow.submitCode('123456');
    expect(gateway.count('submitEmailOtp')).toBe(0);
    expect(flow.step.value).toMatchObject({ step: 'email', email: EMAIL, error: { code: LoginErrorCode.NO_CODE_REQUEST } });
  });

  it('AUTH-11: the code step expects the length the server gave, 6 when it gave none', async () => {
    const { gateway, flow } = setup();
    gateway.script('submitPhone', ok({ kind: 'otp-sent', channel: 'sms', otpLength: 4, bindingToken: 'b', masked: '…23', resendAfterSeconds: 30 }));
    flow.open('phone');
    await flow.submitPhone(PHONE);
    await flow.submitCode('123456');
    expect(gateway.count('submitPhoneOtp')).toBe(0);
    await flow.submitCode('1234');
    expect(gateway.count('submitPhoneOtp')).toBe(1);
  });

  it('AUTH-21: opening the flow resets the session but keeps the funnel id, and every request carries it', async () => {
    const { gateway, tab, flow } = setup();
    tab.session.applyLogin({ kind: 'login', authToken: 'old', authTokenTtlMs: 60_000, userId: 'u-0', isNewUser: false });
    tab.session.recordLoginError(failure(50000));
    flow.open('phone');
    expect(tab.session.state.value).toEqual({ status: 'signed-out', funnelSessionId: 'funnel-1', loginType: 'phone', isOutage: false, isReauthing: false });
    await flow.submitPhone(PHONE);
    expect(gateway.calls[0]?.ctx.funnelSessionId).toBe('funnel-1');
  });

  it('AUTH-06: an invalid phone or e-mail is refused before anything is sent, keeping what was typed', async () => {
    const { gateway, flow } = setup();
    flow.open('phone');
    await flow.submitPhone('12 34');
    expect(flow.step.value).toEqual({ step: 'phone', phone: '12 34', error: { code: LoginErrorCode.INVALID_PHONE, message: LoginErrorCode.INVALID_PHONE } });
    flow.open('email');
    await flow.submitEmail('sam@');
    expect(flow.step.value).toMatchObject({ step: 'email', email: 'sam@', error: { code: LoginErrorCode.INVALID_EMAIL } });
    expect(gateway.calls).toEqual([]);
  });

  it('AUTH-22: a failed request stores the login error in the session and keeps what the member typed', async () => {
    const { gateway, tab, flow } = setup();
    gateway.script('submitPhone', err({ ...failure(42902, 429), retryAfterSeconds: 60 }));
    flow.open('phone');
    await flow.submitPhone(PHONE);
    expect(tab.session.state.value).toMatchObject({ loginError: { code: 42902 }, isReauthing: false });
    expect(flow.step.value).toMatchObject({ step: 'phone', phone: PHONE, error: { code: 42902, retryAfterSeconds: 60 } });
  });

  it('AUTH-03: a request still on its way when the member closes the flow does not reopen it', async () => {
    const inner = new FakeAuthGateway();
    const { gateway, releaseAll } = heldGateway(inner);
    const { flow } = setup({ gateway });
    flow.open('phone');
    const sending = flow.submitPhone(PHONE);
    flow.close();
    releaseAll();
    await sending;
    expect(flow.step.value).toBeNull();
    expect(flow.isOpen.value).toBe(false);
    expect(flow.busy.value).toBe(false);
  });

  it('AUTH-03: a sign-in the server made after the member closed the flow still counts', async () => {
    const inner = new FakeAuthGateway();
    inner.members.add(PHONE);
    const { gateway, releaseAll } = heldGateway(inner);
    const { tab, flow } = setup({ gateway });
    flow.open('phone');
    const sending = flow.submitPhone(PHONE);
    releaseAll();
    await sending;
    const verifying = flow.submitCode(inner.codeFor(PHONE)!);
    flow.close();
    releaseAll();
    await verifying;
    expect(tab.session.loggedIn.value).toBe(true);
    expect(tab.authNavigator.visits).toEqual(['recs']);
    expect(flow.isOpen.value).toBe(false);
  });

  it('AUTH-03: an answer to the first method does not land in a flow restarted with the other one', async () => {
    const inner = new FakeAuthGateway();
    const { gateway, releaseAll } = heldGateway(inner);
    const { flow } = setup({ gateway });
    flow.open('phone');
    const sending = flow.submitPhone(PHONE);
    flow.open('email');
    releaseAll();
    await sending;
    expect(flow.step.value).toEqual({ step: 'email', email: '' });
  });

  it('AUTH-29: a captcha the gateway asks for is recorded on the session (key and vendor)', async () => {
    const { gateway, tab, flow } = setup();
    gateway.script('submitPhone', ok({ kind: 'captcha', publicKey: 'site-key', data: '{"challenge":7}', referenceToken: 'ref', vendor: 'arkose' }));
    flow.open('phone');
    await flow.submitPhone('+447700900123');
    expect(tab.session.state.value).toMatchObject({ captchaKey: 'site-key', captchaType: 'arkose' });
  });

  it('AUTH-10: with the smsCaptcha lever off, a captcha the phone flow meets is not submitted: no device work, no check, no repeated request', async () => {
    const solver = new FakeCaptchaSolver();
    const gateway = new FakeAuthGateway();
    const api = new FakeAuthApi();
    const tab = new FakeAuthTab({ time: new FakeTime(), gateway, api, solver, smsCaptcha: signal(false) });
    gateway.script('submitPhone', captcha);
    tab.flow.open('phone');
    await tab.flow.submitPhone(PHONE);
    // The member's own answer is not submitted either.
    await tab.flow.solveCaptcha('12');
    await tab.flow.proveWork();
    expect(solver.solved).toEqual([]);
    expect(api.captchaChecks).toEqual([]);
    expect(gateway.calls.map((c) => c.op)).toEqual(['submitPhone']);
    expect(tab.flow.step.value).toMatchObject({ step: 'captcha', error: { code: 'AUTH.CAPTCHA_FAILED', message: 'Captcha verification failed' } });
    expect(tab.session.loggedIn.value).toBe(false);
  });

  it('AUTH-10: the captcha is checked iff the smsCaptcha lever is on or the captcha came from the e-mail flow (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.boolean(), fc.constantFrom('phone', 'email'), async (leverOn, channel) => {
        const solver = new FakeCaptchaSolver();
        const gateway = new FakeAuthGateway();
        const api = new FakeAuthApi();
        const tab = new FakeAuthTab({ time: new FakeTime(), gateway, api, solver, smsCaptcha: signal(leverOn) });
        gateway.script(channel === 'phone' ? 'submitPhone' : 'submitEmail', captcha);
        tab.flow.open(channel);
        if (channel === 'phone') await tab.flow.submitPhone(PHONE);
        else await tab.flow.submitEmail(EMAIL);
        const submitted = leverOn || channel === 'email';
        expect(api.captchaChecks.length).toBe(submitted ? 1 : 0);
        expect(gateway.calls.length).toBe(submitted ? 2 : 1);
      }),
      { numRuns: 20 },
    );
  });

  it('AUTH-10: a captcha raised by the phone code is not submitted with the lever off either', async () => {
    const gateway = new FakeAuthGateway();
    const api = new FakeAuthApi();
    const tab = new FakeAuthTab({ time: new FakeTime(), gateway, api, smsCaptcha: signal(false) });
    tab.flow.open('phone');
    await tab.flow.submitPhone(PHONE);
    gateway.script('submitPhoneOtp', captcha);
    await tab.flow.submitCode('000000');
    await tab.flow.solveCaptcha('12');
    expect(api.captchaChecks).toEqual([]);
    expect(gateway.calls.map((c) => c.op)).toEqual(['submitPhone', 'submitPhoneOtp']);
  });

  it('AUTH-28: a login error arriving after the member closed the flow opens the login modal iff the member is neither logged in nor in a modal (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.boolean(), fc.boolean(), async (loggedIn, inModal) => {
        const inner = new FakeAuthGateway();
        inner.script('submitPhone', err(failure('API.NETWORK')));
        const { gateway, releaseAll } = heldGateway(inner);
        const { tab, flow } = setup({ gateway });
        flow.open('phone');
        const sending = flow.submitPhone(PHONE);
        flow.close();
        if (loggedIn) tab.session.applyLogin({ kind: 'login', authToken: 'tok', authTokenTtlMs: 60_000, userId: 'u-1', isNewUser: false });
        if (inModal) tab.modalQueue.open({ kind: 'info-dialog' });
        releaseAll();
        await sending;
        expect(tab.modals.open).toEqual(!loggedIn && !inModal ? ['login'] : []);
        expect(tab.session.state.value.loginError).toMatchObject({ code: 'API.NETWORK' });
      }),
      { numRuns: 12 },
    );
  });

  it('AUTH-28: a flow restarted meanwhile is a modal: the earlier attempt\'s error opens nothing more', async () => {
    const inner = new FakeAuthGateway();
    inner.script('submitPhone', err(failure(42902, 429)));
    const { gateway, releaseAll } = heldGateway(inner);
    const { tab, flow } = setup({ gateway });
    flow.open('phone');
    const sending = flow.submitPhone(PHONE);
    flow.open('email');
    releaseAll();
    await sending;
    expect(tab.modals.open).toEqual([]);
    expect(flow.step.value).toEqual({ step: 'email', email: '' });
  });

  it('AUTH-28: a wrong captcha answer arriving after the member closed the flow opens the login modal', async () => {
    const { gateway, tab, flow } = setup();
    gateway.script('submitPhone', captcha);
    flow.open('phone');
    await flow.submitPhone(PHONE);
    const solving = flow.solveCaptcha('wrong');
    flow.close();
    await solving;
    expect(tab.modals.open).toEqual(['login']);
    expect(gateway.calls.map((c) => c.op)).toEqual(['submitPhone']);
  });

  it('AUTH-09: on the e-mail code step too, a new code comes only once the countdown has run out, and it signs in', async () => {
    const { time, gateway, tab, flow } = setup();
    gateway.members.add(EMAIL);
    flow.open('email');
    await flow.submitEmail(EMAIL);
    time.advance(29_999);
    await flow.resend();
    expect(gateway.count('resendOtp')).toBe(0);
    time.advance(1);
    await flow.resend();
    expect(gateway.count('resendOtp')).toBe(1);
    expect(gateway.outbox.map((m) => m.to)).toEqual([EMAIL, EMAIL]);
    expect(flow.step.value).toMatchObject({ step: 'email-otp', email: EMAIL });
    await flow.submitCode(gateway.codeFor(EMAIL)!);
    expect(tab.session.state.value.status).toBe('signed-in');
  });

  it('AUTH-17: spaces typed inside a code are ignored', async () => {
    const { gateway, tab, flow } = setup();
    gateway.members.add(PHONE);
    flow.open('phone');
    await flow.submitPhone(PHONE);
    const code = gateway.codeFor(PHONE)!;
    await flow.submitCode(` ${code.slice(0, 3)} ${code.slice(3)} `);
    expect(tab.session.state.value.status).toBe('signed-in');
  });
});
