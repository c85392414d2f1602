/**
 * BAN-01: what every call of a banned member answers: 403 with the ban's code (BAN-04) and the ban payload in the
 * error object: `name`, `isBan`, `policy`, `isAppealable`, `status` (the tier), and for an appealable ban the
 * `appealToken` to appeal with, without a session, which is also the ban's `challengeToken` (BAN-06: 40305 carries it).
 */
import { ErrorCode } from '../../core/errors/error-codes';
import type { Failure } from '../http/failure';
import { APPEALABLE, BAN_CODES } from './ban-tiers';
import type { BanRecord } from './bans.repository';

export const banFailure = (ban: Pick<BanRecord, 'tier' | 'policy' | 'appealToken'>): Failure => {
  if (ban.tier === 'selfieChallenge') {
    // BAN-07: the token the selfie is sent with, and the challenge's status.
    return {
      status: 403,
      code: BAN_CODES.selfieChallenge,
      message: 'A selfie is needed to go on',
      details: { name: 'selfieChallenge', isBan: true, policy: ban.policy, isAppealable: false, status: ban.tier, selfieStatus: 'required', ...(ban.appealToken === null ? {} : { selfieChallengeToken: ban.appealToken }) },
    };
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
