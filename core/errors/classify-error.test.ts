import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classificationOf, classifyError, ERROR_REPORT_SAMPLE_RATE, type ClassifyInput } from './classify-error';
import { ERROR_CONTEXTS, type ErrorContext } from './code-catalogue';
import { ErrorCode } from './error-codes';
import { ERROR_KINDS, type ErrorKind } from './error-kind';
import { ERROR_MESSAGES } from './error-messages';

const context = fc.constantFrom(...ERROR_CONTEXTS);
const sample = fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true });
const sampledIn = fc.double({ min: 0, max: ERROR_REPORT_SAMPLE_RATE, maxExcluded: true, noNaN: true });
/** 4xx answers that reach the code catalogue: not 401, not 429, no logout flag. */
const codedStatus = fc.integer({ min: 400, max: 499 }).filter((s) => s !== 401 && s !== 429);
const contextsOtherThan = (...excluded: ErrorContext[]) =>
  fc.constantFrom(...ERROR_CONTEXTS.filter((c) => !excluded.includes(c)));

const kindOf = (input: ClassifyInput): ErrorKind => classifyError(input).kind;

describe('classifyError', () => {
  it('is total: any integer status and code, any context, flags and sample give a known kind and message', () => {
    fc.assert(
      fc.property(
        fc.record({
          status: fc.oneof(fc.integer(), fc.integer({ min: 100, max: 599 })),
          code: fc.option(fc.oneof(fc.integer(), fc.constantFrom(...Object.values(ErrorCode))), { nil: undefined }),
          context,
          hasChallengeToken: fc.option(fc.boolean(), { nil: undefined }),
          logoutFlag: fc.option(fc.boolean(), { nil: undefined }),
          sample: fc.option(fc.double(), { nil: undefined }),
        }),
        (input) => {
          const result = classifyError(input);
          expect(ERROR_KINDS).toContain(result.kind);
          expect(Object.keys(ERROR_MESSAGES)).toContain(result.messageKey);
          if (result.report) expect(result.logAsError).toBe(true);
        },
      ),
    );
  });

  it('ERR-01: 401 always goes to re-authentication, whatever the code and context', () => {
    fc.assert(
      fc.property(fc.option(fc.integer(), { nil: undefined }), context, sample, (code, ctx, s) => {
        const result = classifyError({ status: 401, code, context: ctx, sample: s });
        expect(result.kind).toBe('re-auth');
        expect(result.report).toBe(false);
      }),
    );
  });

  it('ERR-01: a 403 with the logout flag is a forced logout, whatever the code', () => {
    fc.assert(
      fc.property(fc.option(fc.integer(), { nil: undefined }), context, (code, ctx) => {
        expect(kindOf({ status: 403, code, context: ctx, logoutFlag: true })).toBe('forced-logout');
      }),
    );
  });

  it('rate limits (status 429 or any 429xx code) are never marked for the error-reporting service (the app has none yet)', () => {
    const rateLimited = fc.oneof(
      fc.record({ status: fc.constant(429), code: fc.option(fc.integer(), { nil: undefined }) }),
      fc.record({ status: fc.integer(), code: fc.integer({ min: 42900, max: 42999 }) }),
    );
    fc.assert(
      fc.property(rateLimited, context, fc.boolean(), sample, ({ status, code }, ctx, flag, s) => {
        expect(classifyError({ status, code, context: ctx, logoutFlag: flag, sample: s }).report).toBe(false);
      }),
    );
  });

  it('ERR-01: 429, and 42901 on any other 4xx, classify as rate-limited outside the e-mail and SMS flows', () => {
    fc.assert(
      fc.property(codedStatus, context, (status, ctx) => {
        expect(kindOf({ status: 429, context: ctx })).toBe('rate-limited');
        expect(kindOf({ status, code: ErrorCode.RATE_LIMITED, context: ctx })).toBe('rate-limited');
        expect(classifyError({ status: 429, context: ctx }).messageKey).toBe('error.rateLimited');
      }),
    );
  });

  it('ERR-01: every 5xx is a server error, whatever the code, context and flags', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 500, max: 599 }),
        fc.option(fc.integer(), { nil: undefined }),
        context,
        fc.boolean(),
        fc.boolean(),
        (status, code, ctx, token, flag) => {
          expect(kindOf({ status, code, context: ctx, hasChallengeToken: token, logoutFlag: flag })).toBe('server');
        },
      ),
    );
  });

  it('ERR-01: other 4xx without a known code are bad requests', () => {
    fc.assert(
      fc.property(codedStatus, context, fc.boolean(), (status, ctx, flag) => {
        fc.pre(!(status === 403 && flag));
        expect(kindOf({ status, context: ctx, logoutFlag: flag })).toBe('bad-request');
      }),
    );
  });

  it('4xx and 5xx errors are marked for the error-reporting service exactly when the sample falls under 1 % (the app has none yet)', () => {
    const status = fc.oneof(codedStatus, fc.integer({ min: 500, max: 599 }));
    fc.assert(
      fc.property(status, context, sample, (st, ctx, s) => {
        const result = classifyError({ status: st, context: ctx, sample: s });
        expect(result.logAsError).toBe(true);
        expect(result.report).toBe(s < ERROR_REPORT_SAMPLE_RATE);
      }),
    );
    expect(classifyError({ status: 500, context: 'default' }).report).toBe(false);
  });

  it('ERR-02: 40302 is a DOB flag in login and ban contexts, a consent error on the consent call, nothing special elsewhere', () => {
    fc.assert(
      fc.property(codedStatus, context, (status, ctx) => {
        const kind = kindOf({ status, code: ErrorCode.DEVICE_FLAGGED_DOB, context: ctx });
        const expected: ErrorKind =
          ctx === 'login' || ctx === 'ban' ? 'device-flagged-dob' : ctx === 'message-consent' ? 'message-consent' : 'bad-request';
        expect(kind).toBe(expected);
      }),
    );
  });

  it('ERR-03: 40303 is blacklisted in every context, expected, never logged nor reported', () => {
    fc.assert(
      fc.property(codedStatus, context, sampledIn, (status, ctx, s) => {
        const result = classifyError({ status, code: ErrorCode.BLACKLISTED, context: ctx, sample: s });
        expect(result).toMatchObject({ kind: 'blacklisted', logAsError: false, report: false });
      }),
    );
  });

  it('ERR-04: 40307 with a challenge token is an appealable ban, not logged; without one it is a logged ban', () => {
    fc.assert(
      fc.property(codedStatus, context, sampledIn, (status, ctx, s) => {
        const withToken = classifyError({ status, code: ErrorCode.APPEALABLE_BAN, context: ctx, hasChallengeToken: true, sample: s });
        expect(withToken).toMatchObject({ kind: 'appealable-ban', logAsError: false, report: false, appealable: true });
        const without = classifyError({ status, code: ErrorCode.APPEALABLE_BAN, context: ctx, sample: s });
        expect(without).toMatchObject({ kind: 'banned', logAsError: true, appealable: false });
      }),
    );
  });

  it('ERR-05: 40802, 40301, 40321 and 40344 are underage bans, appealable only on 40301', () => {
    const underage = fc.constantFrom(
      ErrorCode.UNDERAGE_BAN,
      ErrorCode.UNDERAGE_BAN_APPEALABLE,
      ErrorCode.UNDERAGE_BAN_2,
      ErrorCode.UNDERAGE_BAN_3,
    );
    fc.assert(
      fc.property(codedStatus, underage, context, fc.boolean(), (status, code, ctx, token) => {
        const result = classifyError({ status, code, context: ctx, hasChallengeToken: token });
        expect(result.kind).toBe('underage-ban');
        expect(result.appealable).toBe(code === 40301);
        expect(result.messageKey).toBe('error.underageBan');
      }),
    );
  });

  it.each([
    ['ERR-06', ErrorCode.SELFIE_CHALLENGE, 'selfie-challenge'],
    ['ERR-07', ErrorCode.BANNED_WITH_CHALLENGE, 'banned'],
    ['ERR-08', ErrorCode.UNDER_REVIEW, 'under-review'],
    ['ERR-09', ErrorCode.RSO_BAN, 'rso-ban'],
    ['ERR-13', ErrorCode.REQUEST_VERIFICATION, 'request-verification'],
  ] as const)('%s: code %i classifies as %s in every context', (_id, code, kind) => {
    fc.assert(
      fc.property(codedStatus, context, (status, ctx) => {
        expect(kindOf({ status, code, context: ctx })).toBe(kind);
      }),
    );
  });

  it('ERR-07: a 40305 ban carries its appeal challenge token, which makes it appealable', () => {
    const input = { status: 403, code: ErrorCode.BANNED_WITH_CHALLENGE, context: 'login' } as const;
    expect(classifyError({ ...input, hasChallengeToken: true })).toMatchObject({ kind: 'banned', appealable: true });
    expect(classifyError(input)).toMatchObject({ kind: 'banned', appealable: false, messageKey: 'error.userBanned' });
  });

  it('ERR-10: e-mail collection codes map to their kinds in the e-mail collection and sign-in contexts', () => {
    const table: ReadonlyArray<readonly [number, ErrorKind]> = [
      [40009, 'email-invalid'],
      [42904, 'email-rate-limit'],
      [41202, 'otp-invalid'],
      [42903, 'otp-count-limit'],
      [42907, 'otp-too-many-invalid'],
    ];
    fc.assert(
      fc.property(fc.constantFrom(...table), codedStatus, fc.constantFrom<ErrorContext>('email-collection', 'login'), ([code, kind], status, ctx) => {
        expect(kindOf({ status, code, context: ctx })).toBe(kind);
        if (code >= 42900) expect(kindOf({ status: 429, code, context: ctx })).toBe(kind);
      }),
    );
  });

  it('the catalogue\'s onboarding context (the onboarding steps map their codes themselves, ONB-10): field codes map to their fields; 40009 is the name in onboarding but the e-mail elsewhere (Q-04)', () => {
    const table: ReadonlyArray<readonly [number, ErrorKind]> = [
      [40009, 'name-characters-not-allowed'],
      [40010, 'name-not-allowed'],
      [40012, 'photo-invalid'],
      [40038, 'email-invalid'],
      [50020, 'photo-upload-invalid'],
    ];
    fc.assert(
      fc.property(fc.constantFrom(...table), codedStatus, ([code, kind], status) => {
        expect(kindOf({ status, code, context: 'onboarding' })).toBe(kind);
      }),
    );
    fc.assert(
      fc.property(codedStatus, context, (status, ctx) => {
        const expected: ErrorKind =
          ctx === 'onboarding' ? 'name-characters-not-allowed' : ctx === 'email-collection' || ctx === 'login' ? 'email-invalid' : 'bad-request';
        expect(kindOf({ status, code: 40009, context: ctx })).toBe(expected);
      }),
    );
  });

  it('ERR-12: SMS codes map to their kinds in the SMS and sign-in contexts, and to nothing SMS-specific elsewhere', () => {
    const table: ReadonlyArray<readonly [number, ErrorKind]> = [
      [40096, 'sms-unavailable'],
      [40315, 'phone-invalid'],
      [40316, 'otp-expired'],
      [40317, 'otp-request-unknown'],
      [41201, 'otp-invalid'],
      [42902, 'sms-rate-limit'],
      [42905, 'otp-too-many-invalid'],
      [42906, 'otp-count-limit'],
    ];
    fc.assert(
      fc.property(fc.constantFrom(...table), codedStatus, fc.constantFrom<ErrorContext>('sms', 'login'), ([code, kind], status, ctx) => {
        expect(kindOf({ status, code, context: ctx })).toBe(kind);
      }),
    );
    fc.assert(
      fc.property(fc.constantFrom(...table), codedStatus, contextsOtherThan('sms', 'login'), ([code], status, ctx) => {
        expect(kindOf({ status, code, context: ctx })).toBe(code >= 42900 ? 'rate-limited' : 'bad-request');
      }),
    );
  });

  it('the catalogue\'s claim-offer context (no offers yet): 40048 on claiming an offer is "credit card info missing"; elsewhere a bad request', () => {
    fc.assert(
      fc.property(codedStatus, context, (status, ctx) => {
        const result = classifyError({ status, code: ErrorCode.CREDIT_CARD_MISSING, context: ctx });
        expect(result.kind).toBe(ctx === 'claim-offer' ? 'credit-card-missing' : 'bad-request');
      }),
    );
    expect(ERROR_MESSAGES[classifyError({ status: 400, code: 40048, context: 'claim-offer' }).messageKey]).toBe(
      'Credit card info missing',
    );
  });

  it('a status that is no error classifies as unexpected', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ max: 399 }), fc.integer({ min: 600 })), context, (status, ctx) => {
        expect(kindOf({ status, context: ctx })).toBe('unexpected');
      }),
    );
    for (const status of [399, 600, 404.5, Number.NaN]) expect(kindOf({ status, context: 'default' })).toBe('unexpected');
    expect(kindOf({ status: 400, context: 'default' })).toBe('bad-request');
    expect(kindOf({ status: 599, context: 'default' })).toBe('server');
  });

  it('ERR-01: the 1 % sample is taken on [0, 0.01): a draw of 0 is reported, 0.01 and a negative draw are not', () => {
    const report = (sample: number | undefined) => classifyError({ status: 500, context: 'default', sample }).report;
    expect(report(0)).toBe(true);
    expect(report(0.009)).toBe(true);
    expect(report(0.01)).toBe(false);
    expect(report(-0.001)).toBe(false);
    expect(report(undefined)).toBe(false);
  });

  it('only the ban kinds can be appealed: any other answer is not appealable', () => {
    const banKinds: readonly ErrorKind[] = ['underage-ban', 'appealable-ban', 'banned'];
    fc.assert(
      fc.property(
        fc.integer({ min: 400, max: 599 }),
        fc.option(fc.constantFrom(...Object.values(ErrorCode)), { nil: undefined }),
        context,
        fc.boolean(),
        (status, code, ctx, hasChallengeToken) => {
          const result = classifyError({ status, code, context: ctx, hasChallengeToken });
          if (!banKinds.includes(result.kind)) expect(result.appealable).toBe(false);
        },
      ),
    );
    expect(classifyError({ status: 403, code: 40305, context: 'default', hasChallengeToken: false })).toMatchObject({ kind: 'banned', appealable: false });
  });

  it('classificationOf: a kind built without options is neither appealable nor reported', () => {
    for (const kind of ERROR_KINDS) {
      expect(classificationOf(kind)).toMatchObject({ kind, appealable: false, report: false });
    }
    expect(classificationOf('server', { sample: 0 }).report).toBe(true);
    expect(classificationOf('server', { sample: 0, rateLimited: true }).report).toBe(false);
    expect(classificationOf('banned', { appealable: true }).appealable).toBe(true);
  });
});
