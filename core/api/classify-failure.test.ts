import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ERROR_CONTEXTS } from '../errors';
import { apiFailure } from './api-failure';
import { classifyFailure } from './classify-failure';
import { wrapResponse } from './response-rules';

const wrapped = (status: number, error: Record<string, unknown>, data?: unknown) =>
  wrapResponse(status, 'u', { meta: { status }, error, ...(data === undefined ? {} : { data }) });

describe('classifyFailure', () => {
  it('failures without a status point at the client messages', () => {
    expect(classifyFailure(apiFailure.timeout(), 'default').messageKey).toBe('error.requestTimeout');
    expect(classifyFailure(apiFailure.network(), 'default').messageKey).toBe('error.networkUnreachable');
    expect(classifyFailure(apiFailure.missingToken(), 'default')).toMatchObject({
      kind: 'missing-token',
      messageKey: 'error.missingApiToken',
      logAsError: true,
    });
    const limited = apiFailure.rateLimited(wrapped(429, { code: 42901 }), 42901, 3);
    expect(classifyFailure(limited, 'default', 0)).toMatchObject({ kind: 'rate-limited', messageKey: 'error.rateLimited', report: false });
  });

  it('ERR-01: an unauthorized call goes to re-authentication; a forced logout stays a forced logout', () => {
    expect(classifyFailure(apiFailure.unauthorized('logged-out'), 'default').kind).toBe('re-auth');
    expect(classifyFailure(apiFailure.forcedLogout(wrapped(403, { code: 40300 })), 'default').kind).toBe('forced-logout');
  });

  it('ERR-04: a 40307 whose answer carries a challenge token, in the error or the data, is an appealable ban', () => {
    const inError = apiFailure.http(wrapped(403, { code: 40307, challengeToken: 'c' }), 40307);
    const inData = apiFailure.http(wrapped(403, { code: 40307 }, { appealChallengeToken: 'c' }), 40307);
    const none = apiFailure.http(wrapped(403, { code: 40307 }), 40307);
    expect(classifyFailure(inError, 'login').kind).toBe('appealable-ban');
    expect(classifyFailure(inData, 'login').kind).toBe('appealable-ban');
    expect(classifyFailure(none, 'login').kind).toBe('banned');
  });

  it('the context given decides what 40302 means (the app classifies calls in the default context; the login flow reads 40302 itself)', () => {
    const failure = apiFailure.http(wrapped(403, { code: 40302 }), 40302);
    expect(classifyFailure(failure, 'login').kind).toBe('device-flagged-dob');
    expect(classifyFailure(failure, 'message-consent').kind).toBe('message-consent');
  });

  it('is total over every failure kind and context', () => {
    const failures = [
      apiFailure.timeout(),
      apiFailure.network(),
      apiFailure.missingToken(),
      apiFailure.unauthorized('rejected', 40100),
      apiFailure.forcedLogout(wrapped(403, {})),
      apiFailure.rateLimited(wrapped(429, {})),
      apiFailure.http(wrapped(500, {})),
      apiFailure.invalidRequest('x'),
      apiFailure.badResponse(200, 'u'),
    ];
    fc.assert(
      fc.property(fc.constantFrom(...failures), fc.constantFrom(...ERROR_CONTEXTS), fc.double(), (failure, context, sample) => {
        expect(typeof classifyFailure(failure, context, sample).messageKey).toBe('string');
      }),
    );
  });
});
