/**
 * BAN-01: what every call of a banned member answers: 403 with the ban's code (BAN-04) and the ban payload in the
 * error object: `name`, `isBan`, `policy`, `isAppealable`, `status` (the tier), and for an appealable ban the
 * `appealToken` to appeal with, without a session, which is also the ban's `challengeToken` (BAN-06: 40305 carries it).
 */
import { ErrorCode } from '../../core/errors/error-codes';
import type { Failure } from '../http/failure';
import { APPEALABLE, BAN_CODES } from './ban-tiers';
import type { BanRecord } from './bans.repository';

/** BAN-01, BAN-03: seconds until a ban ends by itself (a day begun counts whole on the device, BAN-09). */
const ttlOf = (expiresAt: number | null | undefined, now: number): number | undefined =>
  expiresAt === null || expiresAt === undefined ? undefined : Math.max(1, Math.ceil((expiresAt - now) / 1000));

type BanShape = Pick<BanRecord, 'tier' | 'policy' | 'appealToken'> & Partial<Pick<BanRecord, 'code' | 'expiresAt' | 'challengeToken' | 'challengePassedAt'>>;

export const banFailure = (ban: BanShape, now = 0): Failure => {
  const ttl = ttlOf(ban.expiresAt, now);
  const lasting = ttl === undefined ? {} : { ttl };
  if (ban.tier === 'selfieChallenge') {
    // BAN-07: the token the selfie is sent with, and the challenge's status.
    return {
      status: 403,
      code: BAN_CODES.selfieChallenge,
      message: 'A selfie is needed to go on',
      details: { name: 'selfieChallenge', isBan: true, policy: ban.policy, isAppealable: false, status: ban.tier, selfieStatus: 'required', ...(ban.appealToken === null ? {} : { selfieChallengeToken: ban.appealToken }) },
    };
  }
  if (ban.tier === 'challenge') {
    // BAN-06 (ERR-04): 40307, appealable with its challenge token. Before the challenge is passed the ban is named
    // `challenge` (BAN-03: the app goes to the verify page) and carries no appeal token; once it is passed, the
    // appeal token comes too and the name is `ban` (the warden screen, whose appeal opens the appeals center).
    const passed = ban.challengePassedAt !== null && ban.challengePassedAt !== undefined;
    const challengeToken = ban.challengeToken ?? undefined;
    return {
      status: 403,
      code: BAN_CODES.challenge,
      message: 'User is banned',
      details: {
        name: passed ? 'ban' : 'challenge',
        isBan: true,
        policy: ban.policy,
        isAppealable: challengeToken !== undefined,
        status: 'banned',
        ...(challengeToken === undefined ? {} : { challengeToken, appealChallengeToken: challengeToken }),
        ...(passed && ban.appealToken !== null ? { appealToken: ban.appealToken } : {}),
      },
    };
  }
  if (ban.tier === 'underage') {
    // BAN-05: an underage code the administrator chose; `ttl` when the ban has an end, the `underageToken`, and
    // `isOnboarding: false` (the ban did not come from the onboarding's birth date, BAN-15). Not appealable.
    return {
      status: 403,
      code: ban.code ?? BAN_CODES.underage,
      message: 'User is banned',
      details: {
        name: 'underage',
        isBan: true,
        policy: ban.policy,
        isAppealable: false,
        status: 'banned',
        isOnboarding: false,
        ...lasting,
        ...(ban.appealToken === null ? {} : { underageToken: ban.appealToken }),
      },
    };
  }
  if (ban.tier === 'temporaryBan') {
    // BAN-03: a ban that ends by itself after `ttl` seconds; nothing to appeal.
    return { status: 403, code: BAN_CODES.temporaryBan, message: 'User is banned', details: { name: 'temporaryBan', isBan: true, policy: ban.policy, isAppealable: false, status: 'banned', ...lasting } };
  }
  const appealable = APPEALABLE[ban.tier] && ban.appealToken !== null;
  return {
    status: 403,
    code: BAN_CODES[ban.tier],
    message: 'User is banned',
    details: {
      name: 'ban',
      isBan: true,
      policy: ban.policy,
      isAppealable: appealable,
      status: ban.tier,
      ...lasting,
      ...(appealable ? { appealToken: ban.appealToken, challengeToken: ban.appealToken } : {}),
    },
  };
};

/**
 * BAN-08 (ERR-02): a sign-in of a member whose onboarding got an under-18 birth date (BAN-15), until the 18th
 * birthday: 403/40302, the device is flagged for a date-of-birth violation; `ttl` is the seconds left.
 */
export const deviceFlaggedFailure = (ttlSeconds: number): Failure => ({
  status: 403,
  code: ErrorCode.DEVICE_FLAGGED_DOB,
  message: 'This device is flagged for a date-of-birth violation',
  details: { name: 'deviceFlagged', isBan: true, ttl: ttlSeconds, isAppealable: false },
});
