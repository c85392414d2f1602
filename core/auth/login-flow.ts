import type { AuthAnswer, AuthFailure } from './auth-answer';
import { otpLengthOf } from './auth-answer';

/** A request the login flow sent, kept so a captcha can repeat it (AUTH-29) and a failure lands on its step. */
export type LoginRequest =
  | { readonly kind: 'phone'; readonly phone: string }
  | { readonly kind: 'phone-otp'; readonly phone: string; readonly otp: string; readonly bindingToken: string }
  | { readonly kind: 'email'; readonly email: string }
  | { readonly kind: 'email-otp'; readonly email: string; readonly otp: string; readonly bindingToken: string }
  | { readonly kind: 'resend'; readonly channel: 'sms' | 'email'; readonly destination: string; readonly bindingToken: string };

/** A code that was sent and can be typed in. */
export interface SentCode {
  readonly length: number;
  readonly bindingToken: string;
  readonly masked: string;
  /** When another code may be asked for (ms since epoch). */
  readonly resendAt: number;
  /** Set after a wrong code; absent before the first attempt. */
  readonly attemptsRemaining?: number;
  /** The server killed the code (too many wrong guesses or expired): only a new code helps. */
  readonly dead: boolean;
}

export interface CaptchaChallenge {
  /** The challenge as the vendor gives it (ALTCHA: its JSON), for the solver. */
  readonly data: string;
  readonly referenceToken: string;
  readonly vendor: string;
  readonly publicKey: string;
}

/** The step where the member types a code that was sent by SMS or e-mail. */
export type CodeStep =
  | { readonly step: 'phone-otp'; readonly phone: string; readonly code: SentCode; readonly error?: AuthFailure }
  | { readonly step: 'email-otp'; readonly email: string; readonly code: SentCode; readonly error?: AuthFailure };

/** AUTH-03: the steps of the login flow; each carries what its screen shows and what the member typed. */
export type LoginStep =
  | { readonly step: 'phone'; readonly phone: string; readonly error?: AuthFailure }
  | { readonly step: 'email'; readonly email: string; readonly error?: AuthFailure }
  | CodeStep
  | {
      readonly step: 'captcha';
      readonly challenge: CaptchaChallenge;
      readonly retry: LoginRequest;
      /** The code step the captcha interrupted, if any: the code is still alive and the flow returns there. */
      readonly codeStep?: CodeStep;
      readonly error?: AuthFailure;
    }
  | { readonly step: 'social-account-not-found' }
  | { readonly step: 'account-recovery' }
  | { readonly step: 'done'; readonly outcome: 'login' | 'onboarding' };

export const LOGIN_STEPS = [
  'phone',
  'phone-otp',
  'email',
  'email-otp',
  'captcha',
  'social-account-not-found',
  'account-recovery',
  'done',
] as const satisfies readonly LoginStep['step'][];

export type LoginEvent =
  | { readonly type: 'choose'; readonly method: 'phone' | 'email' | 'account-recovery' }
  | { readonly type: 'answer'; readonly request: LoginRequest; readonly answer: AuthAnswer; readonly now: number }
  | { readonly type: 'failure'; readonly request: LoginRequest; readonly failure: AuthFailure }
  | { readonly type: 'captcha-failed'; readonly failure: AuthFailure }
  | { readonly type: 'back' };

/** Server codes after which the current code can no longer succeed (a new one must be asked for). */
const CODE_KILLED = new Set<number | string>([42905, 42907, 40316, 40317]);

const destinationOf = (r: LoginRequest): { channel: 'sms' | 'email'; destination: string } => {
  switch (r.kind) {
    case 'phone':
    case 'phone-otp':
      return { channel: 'sms', destination: r.phone };
    case 'email':
    case 'email-otp':
      return { channel: 'email', destination: r.email };
    case 'resend':
      return { channel: r.channel, destination: r.destination };
  }
};

const sentCode = (answer: Extract<AuthAnswer, { kind: 'otp-sent' }>, now: number): SentCode => ({
  length: otpLengthOf(answer.otpLength),
  bindingToken: answer.bindingToken,
  masked: answer.masked,
  resendAt: now + Math.max(0, answer.resendAfterSeconds) * 1000,
  dead: false,
});

/** The input step a request was made from, with what the member typed kept. */
const inputStepOf = (r: LoginRequest, error?: AuthFailure): LoginStep => {
  const { channel, destination } = destinationOf(r);
  const withError = error ? { error } : {};
  return channel === 'sms' ? { step: 'phone', phone: destination, ...withError } : { step: 'email', email: destination, ...withError };
};

/**
 * AUTH-04: the next step for a gateway answer. A captcha state shows the captcha step (keeping the request to
 * repeat), a phone state the phone step, an OTP state the code step, an e-mail state the e-mail step, a social
 * account-not-found marker its step; a login result or an onboarding state finish the flow.
 */
export const stepForAnswer = (request: LoginRequest, answer: AuthAnswer, now: number): LoginStep => {
  const { destination } = destinationOf(request);
  switch (answer.kind) {
    case 'captcha':
      return {
        step: 'captcha',
        challenge: { data: answer.data, referenceToken: answer.referenceToken, vendor: answer.vendor, publicKey: answer.publicKey },
        retry: request,
      };
    case 'phone-requested':
      return { step: 'phone', phone: destinationOf(request).channel === 'sms' ? destination : '' };
    case 'email-requested':
      return { step: 'email', email: destinationOf(request).channel === 'email' ? destination : '' };
    case 'otp-sent':
      return answer.channel === 'sms'
        ? { step: 'phone-otp', phone: destination, code: sentCode(answer, now) }
        : { step: 'email-otp', email: destination, code: sentCode(answer, now) };
    case 'social-account-not-found':
      return { step: 'social-account-not-found' };
    case 'login':
      return { step: 'done', outcome: 'login' };
    case 'onboarding':
      return { step: 'done', outcome: 'onboarding' };
  }
};

const isCodeStep = (s: LoginStep): s is CodeStep => s.step === 'phone-otp' || s.step === 'email-otp';

/** The code step a state stands on, directly or under a captcha that interrupted it. */
const codeStepOf = (s: LoginStep): CodeStep | undefined => (isCodeStep(s) ? s : s.step === 'captcha' ? s.codeStep : undefined);

/** Where a failed request leaves the flow: on its own step, with the error and everything typed kept. */
export const stepForFailure = (state: LoginStep, request: LoginRequest, failure: AuthFailure): LoginStep => {
  const codeStep = codeStepOf(state);
  if ((request.kind === 'phone-otp' || request.kind === 'email-otp' || request.kind === 'resend') && codeStep) {
    const killed = CODE_KILLED.has(failure.code) || failure.attemptsRemaining === 0;
    const code: SentCode = {
      ...codeStep.code,
      dead: request.kind === 'resend' ? codeStep.code.dead : killed || codeStep.code.dead,
      ...(failure.attemptsRemaining === undefined ? {} : { attemptsRemaining: failure.attemptsRemaining }),
    };
    return { ...codeStep, code, error: failure };
  }
  return inputStepOf(request, failure);
};

/** The login flow as a pure reducer over its events (AUTH-03, AUTH-04). */
export const loginReducer = (state: LoginStep, event: LoginEvent): LoginStep => {
  switch (event.type) {
    case 'choose':
      return event.method === 'phone'
        ? { step: 'phone', phone: '' }
        : event.method === 'email'
          ? { step: 'email', email: '' }
          : { step: 'account-recovery' };
    case 'answer': {
      const next = stepForAnswer(event.request, event.answer, event.now);
      const codeStep = codeStepOf(state);
      return next.step === 'captcha' && codeStep ? { ...next, codeStep } : next;
    }
    case 'failure':
      return stepForFailure(state, event.request, event.failure);
    case 'captcha-failed':
      return state.step === 'captcha' ? { ...state, error: event.failure } : state;
    case 'back':
      switch (state.step) {
        case 'phone-otp':
          return { step: 'phone', phone: state.phone };
        case 'email-otp':
          return { step: 'email', email: state.email };
        case 'captcha':
          return state.codeStep ?? inputStepOf(state.retry);
        default:
          return state;
      }
  }
};
