import { describe, expect, it } from 'vitest';
import { apiFailure } from '../../core/api';
import { authgateway } from '../protobuf/generated/auth-gateway.js';
import { failureOf } from './failure';
import { gatewayFailureOf } from './protobuf-auth-gateway';

describe('auth failures that are bans', () => {
  it('BAN-01, BAN-02: a JSON refusal (the browser`s token refresh) keeps the ban payload beside the code', () => {
    const error = { code: 40305, message: 'User is banned', isBan: true, appealToken: 't'.repeat(43), policy: 'spam', status: 'banned' };
    const failure = failureOf(apiFailure.http({ data: null, status: 403, error, url: '/v4/auth/token', ok: false }, 40305));
    expect(failure).toEqual({ code: 40305, message: 'User is banned', status: 403, ban: { isBan: true, appealToken: 't'.repeat(43), policy: 'spam', status: 'banned' } });
    const plain = failureOf(apiFailure.http({ data: null, status: 403, error: { code: 40300, message: 'Forbidden' }, url: '/x', ok: false }, 40300));
    expect(plain.ban).toBeUndefined();
  });

  it('BAN-01, BAN-08: the protobuf gateway`s error carries the ban payload in the JSON field names', () => {
    const bytes = authgateway.AuthGatewayResponse.encode({
      meta: { status: 403 },
      error: { code: 40305, message: 'User is banned', ban: { name: 'ban', policy: 'spam', status: 'banned', isAppealable: true, appealToken: 'a1', challengeToken: 'a1' } },
    }).finish();
    const failure = gatewayFailureOf(apiFailure.http({ data: bytes, status: 403, error: null, url: '/v3/auth/login', ok: false }));
    expect(failure).toMatchObject({ code: 40305, ban: { isBan: true, name: 'ban', policy: 'spam', status: 'banned', isAppealable: true, appealToken: 'a1', challengeToken: 'a1' } });
    const flagged = authgateway.AuthGatewayResponse.encode({ meta: { status: 403 }, error: { code: 40302, message: 'flagged', ban: { name: 'deviceFlagged', ttl: 86_400 } } }).finish();
    expect(gatewayFailureOf(apiFailure.http({ data: flagged, status: 403, error: null, url: '/v3/auth/login', ok: false })).ban).toEqual({ isBan: true, isAppealable: false, name: 'deviceFlagged', ttl: 86_400 });
  });
});
