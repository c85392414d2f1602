/**
 * BAN-01: what every call of a banned member answers: 403 with the ban's code (BAN-04) and the ban payload in the
 * error object: `name`, `isBan`, `policy`, `isAppealable`, `status` (the tier), and for an appealable ban the
 * `appealToken` to appeal with, without a session, which is also the ban's `challengeToken` (BAN-06: 40305 carries it).
 */
import type { Failure } from '../http/failure';
import { APPEALABLE, BAN_CODES } from './ban-tiers';
import type { BanRecord } from './bans.repository';

export const banFailure = (ban: Pick<BanRecord, 'tier' | 'policy' | 'appealToken'>): Failure => {
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
