import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { otpLengthOf, type AuthAnswer } from './auth-answer';
import { LOGIN_STEPS, loginReducer, type LoginEvent, type LoginRequest, type LoginStep } from './login-flow';
import { answerArb, codeStepArb, failureArb, KILLING_CODES, nowArb, requestFrom, stepArb } from './testing/arbitraries';

const START: LoginStep = { step: 'phone', phone: '' };
const run = (events: readonly LoginEvent[], from: LoginStep = START): LoginStep => events.reduce(loginReducer, from);
const phoneRequest: LoginRequest = { kind: 'phone', phone: '+15550001111' };
const answer = (a: AuthAnswer, request: LoginRequest = phoneRequest): LoginEvent => ({ type: 'answer', request, answer: a, now: 0 });
const otpSent = (channel: 'sms' | 'email'): AuthAnswer => ({
  kind: 'otp-sent',
  channel,
  otpLength: 6,
  bindingToken: 'b1',
  masked: '…11',
  resendAfterSeconds: 30,
});

/** The request a step's input stands for (what the member typed there). */
const destinationOf = (r: LoginRequest): string => (r.kind === 'phone' || r.kind === 'phone-otp' ? r.phone : r.kind === 'resend' ? r.destination : r.email);
const isCodeRequest = (r: LoginRequest) => r.kind === 'phone-otp' || r.kind === 'email-otp' || r.kind === 'resend';

/** AUTH-04: the step each answer leads to, whatever the state. */
const EXPECTED_STEP: { readonly [K in AuthAnswer['kind']]: (a: Extract<AuthAnswer, { kind: K }>) => LoginStep['step'] } = {
  'phone-requested': () => 'phone',
  'email-requested': () => 'email',
  'otp-sent': (a) => (a.channel === 'sms' ? 'phone-otp' : 'email-otp'),
  captcha: () => 'captcha',
  login: () => 'done',
  onboarding: () => 'done',
  'social-account-not-found': () => 'social-account-not-found',
};
const expectedStep = (a: AuthAnswer): LoginStep['step'] => (EXPECTED_STEP[a.kind] as (x: AuthAnswer) => LoginStep['step'])(a);

describe('login flow reducer', () => {
  it('AUTH-03: every step of the flow is reachable from the start', () => {
    const emailRequest: LoginRequest = { kind: 'email', email: 'a@b.co' };
    const paths: Record<LoginStep['step'], readonly LoginEvent[]> = {
      phone: [{ type: 'choose', method: 'phone' }],
      'phone-otp': [{ type: 'choose', method: 'phone' }, answer(otpSent('sms'))],
      email: [{ type: 'choose', method: 'email' }],
      'email-otp': [{ type: 'choose', method: 'email' }, answer(otpSent('email'), emailRequest)],
      captcha: [answer({ kind: 'captcha', publicKey: 'k', data: 'c', referenceToken: 'r', vendor: 'altcha' })],
      'social-account-not-found': [answer({ kind: 'social-account-not-found' })],
      'account-recovery': [{ type: 'choose', method: 'account-recovery' }],
      done: [answer({ kind: 'login', authToken: 't', authTokenTtlMs: 1000, userId: 'u', isNewUser: false })],
    };
    for (const step of LOGIN_STEPS) expect(run(paths[step]).step).toBe(step);
  });

  it('AUTH-03: whatever happens, the flow stands on one of its known steps', () => {
    const eventArb: fc.Arbitrary<LoginEvent> = fc.oneof(
      fc.constantFrom<LoginEvent>({ type: 'choose', method: 'phone' }, { type: 'choose', method: 'email' }, { type: 'choose', method: 'account-recovery' }, { type: 'back' }),
      fc.tuple(stepArb.chain(requestFrom), answerArb, nowArb).map(([request, a, now]): LoginEvent => ({ type: 'answer', request, answer: a, now })),
      fc.tuple(stepArb.chain(requestFrom), failureArb).map(([request, failure]): LoginEvent => ({ type: 'failure', request, failure })),
      failureArb.map((failure): LoginEvent => ({ type: 'captcha-failed', failure })),
    );
    fc.assert(
      fc.property(stepArb, fc.array(eventArb, { maxLength: 12 }), (from, events) => {
        expect(LOGIN_STEPS).toContain(run(events, from).step);
      }),
    );
  });

  it('AUTH-04: for any state and any answer, the next step follows the answer', () => {
    fc.assert(
      fc.property(
        stepArb.chain((s) => fc.tuple(fc.constant(s), requestFrom(s))),
        answerArb,
        nowArb,
        ([state, request], a, now) => {
          const next = loginReducer(state, { type: 'answer', request, answer: a, now });
          expect(next.step).toBe(expectedStep(a));
          if (a.kind === 'login' || a.kind === 'onboarding') expect(next).toEqual({ step: 'done', outcome: a.kind });
        },
      ),
    );
  });

  it('AUTH-04: a captcha keeps the request to repeat, and the code step it interrupted', () => {
    fc.assert(
      fc.property(stepArb.chain((s) => fc.tuple(fc.constant(s), requestFrom(s))), answerArb, ([state, request], a) => {
        fc.pre(a.kind === 'captcha');
        const next = loginReducer(state, { type: 'answer', request, answer: a, now: 0 });
        if (next.step !== 'captcha' || a.kind !== 'captcha') throw new Error('expected the captcha step');
        expect(next.retry).toEqual(request);
        expect(next.challenge).toEqual({ data: a.data, referenceToken: a.referenceToken, vendor: a.vendor, publicKey: a.publicKey });
        const interrupted = state.step === 'phone-otp' || state.step === 'email-otp' ? state : state.step === 'captcha' ? state.codeStep : undefined;
        expect(next.codeStep).toEqual(interrupted);
      }),
    );
  });

  it('AUTH-04, AUTH-11: a sent code lands on its code step with the server length, the binding token and the resend time', () => {
    fc.assert(
      fc.property(stepArb.chain((s) => fc.tuple(fc.constant(s), requestFrom(s))), answerArb, nowArb, ([state, request], a, now) => {
        fc.pre(a.kind === 'otp-sent');
        if (a.kind !== 'otp-sent') return;
        const next = loginReducer(state, { type: 'answer', request, answer: a, now });
        if (next.step !== 'phone-otp' && next.step !== 'email-otp') throw new Error('expected a code step');
        expect(next.code).toEqual({
          length: otpLengthOf(a.otpLength),
          bindingToken: a.bindingToken,
          masked: a.masked,
          resendAt: now + Math.max(0, a.resendAfterSeconds) * 1000,
          dead: false,
        });
        expect(next.step === 'phone-otp' ? next.phone : next.email).toBe(destinationOf(request));
      }),
    );
  });

  it("AUTH-04: a failure keeps what the member typed and lands on the request's step with the error", () => {
    fc.assert(
      fc.property(stepArb.chain((s) => fc.tuple(fc.constant(s), requestFrom(s))), failureArb, ([state, request], failure) => {
        const next = loginReducer(state, { type: 'failure', request, failure });
        const codeStep = state.step === 'phone-otp' || state.step === 'email-otp' ? state : state.step === 'captcha' ? state.codeStep : undefined;
        if (isCodeRequest(request) && codeStep) {
          // Back on the code step of that code, which is kept as it was apart from what the failure says.
          expect(next.step).toBe(codeStep.step);
          if (next.step !== 'phone-otp' && next.step !== 'email-otp') return;
          expect(next.step === 'phone-otp' ? next.phone : next.email).toBe(codeStep.step === 'phone-otp' ? codeStep.phone : codeStep.email);
          const { dead: _d, attemptsRemaining: _a, ...kept } = codeStep.code;
          expect(next.code).toMatchObject(kept);
        } else {
          expect(next.step).toBe(request.kind === 'phone' || request.kind === 'phone-otp' || (request.kind === 'resend' && request.channel === 'sms') ? 'phone' : 'email');
          expect(next.step === 'phone' ? next.phone : next.step === 'email' ? next.email : undefined).toBe(destinationOf(request));
        }
        expect('error' in next ? next.error : undefined).toEqual(failure);
      }),
    );
  });

  it('AUTH-04: a killed code (42905, 42907, 40316, 40317 or no attempt left) is marked dead; other failures leave it as it was', () => {
    fc.assert(
      fc.property(codeStepArb.chain((s) => fc.tuple(fc.constant(s), requestFrom(s))), failureArb, ([state, request], failure) => {
        const next = loginReducer(state, { type: 'failure', request, failure });
        if (next.step !== 'phone-otp' && next.step !== 'email-otp') throw new Error('expected the code step');
        const killed = (KILLING_CODES as readonly (number | string)[]).includes(failure.code) || failure.attemptsRemaining === 0;
        // Asking for a new code never kills the old one; a wrong or expired code does.
        expect(next.code.dead).toBe(request.kind === 'resend' ? state.code.dead : state.code.dead || killed);
        expect(next.code.attemptsRemaining).toBe(failure.attemptsRemaining ?? state.code.attemptsRemaining);
      }),
    );
  });

  it('AUTH-04: a wrong code after a captcha that interrupted the code step goes back to that code step, not to the phone step', () => {
    const codeStep: LoginStep = { step: 'phone-otp', phone: '+15550001111', code: { length: 6, bindingToken: 'b1', masked: '…11', resendAt: 30_000, dead: false } };
    const retry: LoginRequest = { kind: 'phone-otp', phone: '+15550001111', otp: '000000', bindingToken: 'b1' };
    const onCaptcha = run([answer({ kind: 'captcha', publicKey: '', data: 'c1', referenceToken: 'r1', vendor: 'altcha' }, retry)], codeStep);
    expect(onCaptcha).toMatchObject({ step: 'captcha', retry, codeStep });
    const wrong = loginReducer(onCaptcha, { type: 'failure', request: retry, failure: { code: 41201, message: 'wrong', attemptsRemaining: 3 } });
    expect(wrong).toMatchObject({ step: 'phone-otp', phone: '+15550001111', code: { bindingToken: 'b1', attemptsRemaining: 3, dead: false } });
    expect(loginReducer(onCaptcha, { type: 'back' })).toEqual(codeStep);
  });

  it('AUTH-04: back from a code step returns to its input with the typed phone or e-mail; a captcha failure stays on the captcha', () => {
    fc.assert(
      fc.property(codeStepArb, failureArb, (state, failure) => {
        const back = loginReducer(state, { type: 'back' });
        expect(back).toEqual(state.step === 'phone-otp' ? { step: 'phone', phone: state.phone } : { step: 'email', email: state.email });
        // A captcha failure outside the captcha step changes nothing.
        expect(loginReducer(state, { type: 'captcha-failed', failure })).toBe(state);
      }),
    );
    const captcha = run([answer({ kind: 'captcha', publicKey: '', data: 'p', referenceToken: 'r', vendor: 'altcha' })]);
    const failed = loginReducer(captcha, { type: 'captcha-failed', failure: { code: 'AUTH.CAPTCHA_FAILED', message: 'Captcha verification failed' } });
    expect(failed).toMatchObject({ step: 'captcha', retry: phoneRequest, error: { message: 'Captcha verification failed' } });
    expect(loginReducer(failed, { type: 'back' })).toEqual({ step: 'phone', phone: '+15550001111' });
  });
});
