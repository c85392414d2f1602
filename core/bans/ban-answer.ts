/**
 * What the start-up code needs of bans, kept small (the rest of core/bans is its own chunk): whether a failed call
 * answered a ban the bans module takes (BAN-01, BAN-04, BAN-07; an underage answer to onboarding is the onboarding
 * flow's, BAN-15).
 */
import type { ApiFailure } from '../api/api-failure';

/** The codes of a ban: underage (40802, 40301, 40321, 40344), blacklisted, the bans with a challenge, review, RSO, selfie. */
const BAN_ANSWER_CODES: ReadonlySet<number> = new Set([40802, 40301, 40321, 40344, 40303, 40305, 40306, 40307, 40308, 40324]);

export const isBanAnswer = (failure: ApiFailure): boolean => {
  if (failure.kind !== 'http' || failure.status !== 403 || failure.serverCode === undefined || !BAN_ANSWER_CODES.has(failure.serverCode)) return false;
  const e = failure.response.error ?? {};
  return e['isOnboarding'] !== true && e['is_onboarding'] !== true;
};
