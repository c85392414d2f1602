import fc from 'fast-check';
import { EMAIL_MARKETING_OPTIONS, type AuthAnswer, type AuthFailure } from '../auth-answer';
import type { CaptchaChallenge, LoginRequest, LoginStep, SentCode } from '../login-flow';

/** fast-check generators for the login flow's values, shared by the auth module's property tests. */

export const phoneArb = fc.stringMatching(/^\+[1-9]\d{7,14}$/);
export const emailArb = fc.stringMatching(/^[a-z0-9._-]{1,12}@[a-z0-9-]{1,10}\.[a-z]{2,6}$/);
const tokenArb = fc.stringMatching(/^[A-Za-z0-9_-]{1,16}$/);
export const nowArb = fc.integer({ min: 0, max: 4_000_000_000_000 });

/** Codes after which the server accepts no attempt with the current code. */
export const KILLING_CODES = [42905, 42907, 40316, 40317] as const;

export const failureArb: fc.Arbitrary<AuthFailure> = fc.record(
  {
    code: fc.oneof(
      fc.constantFrom<number | string>(...KILLING_CODES, 41201, 41202, 42901, 40315, 50000, 'API.NETWORK', 'API.TIMEOUT'),
      fc.integer({ min: 40000, max: 59999 }),
    ),
    message: fc.string({ maxLength: 20 }),
    status: fc.constantFrom(400, 401, 403, 429, 500),
    attemptsRemaining: fc.integer({ min: 0, max: 5 }),
  },
  { requiredKeys: ['code', 'message'] },
);

export const sentCodeArb: fc.Arbitrary<SentCode> = fc.record(
  {
    length: fc.integer({ min: 4, max: 10 }),
    bindingToken: tokenArb,
    masked: fc.string({ maxLength: 12 }),
    resendAt: nowArb,
    attemptsRemaining: fc.integer({ min: 0, max: 5 }),
    dead: fc.boolean(),
  },
  { requiredKeys: ['length', 'bindingToken', 'masked', 'resendAt', 'dead'] },
);

const challengeArb: fc.Arbitrary<CaptchaChallenge> = fc.record({
  data: fc.string({ maxLength: 10 }),
  referenceToken: tokenArb,
  vendor: fc.constantFrom('recaptcha', 'arkose', 'altcha'),
  publicKey: fc.string({ maxLength: 10 }),
});

const withError = <T extends object>(arb: fc.Arbitrary<T>): fc.Arbitrary<T & { error?: AuthFailure }> =>
  fc.tuple(arb, fc.option(failureArb, { nil: undefined })).map(([v, error]) => (error ? { ...v, error } : v));

export const phoneCodeStepArb = withError(fc.record({ step: fc.constant('phone-otp' as const), phone: phoneArb, code: sentCodeArb }));
export const emailCodeStepArb = withError(fc.record({ step: fc.constant('email-otp' as const), email: emailArb, code: sentCodeArb }));
export const codeStepArb = fc.oneof(phoneCodeStepArb, emailCodeStepArb);

/** A request that could have been sent from `step` (the member's input, the code typed there, a resend). */
export const requestFrom = (step: LoginStep): fc.Arbitrary<LoginRequest> => {
  const otp = fc.stringMatching(/^\d{4,10}$/);
  switch (step.step) {
    case 'phone':
      return phoneArb.map((phone) => ({ kind: 'phone' as const, phone }));
    case 'email':
      return emailArb.map((email) => ({ kind: 'email' as const, email }));
    case 'phone-otp':
      return fc.oneof(
        otp.map((o): LoginRequest => ({ kind: 'phone-otp', phone: step.phone, otp: o, bindingToken: step.code.bindingToken })),
        fc.constant<LoginRequest>({ kind: 'resend', channel: 'sms', destination: step.phone, bindingToken: step.code.bindingToken }),
      );
    case 'email-otp':
      return fc.oneof(
        otp.map((o): LoginRequest => ({ kind: 'email-otp', email: step.email, otp: o, bindingToken: step.code.bindingToken })),
        fc.constant<LoginRequest>({ kind: 'resend', channel: 'email', destination: step.email, bindingToken: step.code.bindingToken }),
      );
    case 'captcha':
      return fc.constant(step.retry);
    default:
      return fc.constant<LoginRequest>({ kind: 'phone', phone: '+15550000000' });
  }
};

const inputStepArb: fc.Arbitrary<LoginStep> = fc.oneof(
  withError(phoneArb.map((phone) => ({ step: 'phone' as const, phone }))),
  withError(emailArb.map((email) => ({ step: 'email' as const, email }))),
);

/** A captcha step, raised either by an input step's request or by a code step's request. */
const captchaStepArb: fc.Arbitrary<LoginStep> = fc
  .oneof(inputStepArb, codeStepArb)
  .chain((from) => fc.tuple(fc.constant(from), requestFrom(from), challengeArb, fc.option(failureArb, { nil: undefined })))
  .map(([from, retry, challenge, error]): LoginStep => ({
    step: 'captcha',
    challenge,
    retry,
    ...(from.step === 'phone-otp' || from.step === 'email-otp' ? { codeStep: from } : {}),
    ...(error ? { error } : {}),
  }));

/** Any step of the flow (AUTH-03). */
export const stepArb: fc.Arbitrary<LoginStep> = fc.oneof(
  inputStepArb,
  codeStepArb,
  captchaStepArb,
  fc.constant<LoginStep>({ step: 'social-account-not-found' }),
  fc.constant<LoginStep>({ step: 'account-recovery' }),
  fc.constantFrom<LoginStep>({ step: 'done', outcome: 'login' }, { step: 'done', outcome: 'onboarding' }),
);

/** Any answer of the gateway (AUTH-04, AUTH-05). */
export const answerArb: fc.Arbitrary<AuthAnswer> = fc.oneof(
  fc.constant<AuthAnswer>({ kind: 'phone-requested' }),
  fc.option(fc.constantFrom(...EMAIL_MARKETING_OPTIONS), { nil: undefined }).map(
    (emailMarketing): AuthAnswer => (emailMarketing ? { kind: 'email-requested', emailMarketing } : { kind: 'email-requested' }),
  ),
  fc.record({
    kind: fc.constant('otp-sent' as const),
    channel: fc.constantFrom('sms' as const, 'email' as const),
    otpLength: fc.oneof(fc.integer({ min: 4, max: 10 }), fc.integer()),
    bindingToken: tokenArb,
    masked: fc.string({ maxLength: 12 }),
    resendAfterSeconds: fc.integer({ min: -10, max: 600 }),
  }),
  fc.record({ kind: fc.constant('captcha' as const), publicKey: fc.string(), data: fc.string(), referenceToken: tokenArb, vendor: fc.string() }),
  fc.record({
    kind: fc.constant('login' as const),
    authToken: tokenArb,
    authTokenTtlMs: fc.integer({ min: 0, max: 10 * 86_400_000 }),
    userId: tokenArb,
    isNewUser: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('onboarding' as const), onboardingToken: tokenArb, userId: tokenArb }),
  fc.constant<AuthAnswer>({ kind: 'social-account-not-found' }),
);
