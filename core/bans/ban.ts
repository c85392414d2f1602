/**
 * A ban as the API answers it (BAN-01) and the warden screen it sends the member to (BAN-04).
 */
import type { ApiFailure } from '../api/api-failure';
import { ErrorCode } from '../errors/error-codes';
import type { WardenTier } from '../routing/routes';

/** BAN-01: the ban or error payload, as far as the answer carries it. */
export interface BanPayload {
  readonly code: number;
  readonly name?: string;
  readonly isBan: boolean;
  readonly appealToken?: string;
  readonly policy?: string;
  readonly challengeToken?: string;
  /** BAN-06: the token of the challenge a ban's appeal waits on (40305; 40307 is appealable once one exists). */
  readonly appealChallengeToken?: string;
  readonly ttl?: number;
  readonly isAppealable: boolean;
  readonly isOnboarding?: boolean;
  readonly underageToken?: string;
  readonly selfieChallengeToken?: string;
  readonly selfieStatus?: string;
  readonly status?: string;
}

const UNDERAGE_CODES: readonly number[] = [ErrorCode.UNDERAGE_BAN, ErrorCode.UNDERAGE_BAN_APPEALABLE, ErrorCode.UNDERAGE_BAN_2, ErrorCode.UNDERAGE_BAN_3];

/** BAN-05: the underage codes (40802, 40301, 40321, 40344). */
export const isUnderageCode = (code: number): boolean => UNDERAGE_CODES.includes(code);

/**
 * BAN-04: the warden screen of an error code: underage and blacklisted → `banned` (blacklisted → `customBanScreen`
 * when that switch is on); under review → `underReview`; the RSO ban → `bcBanned`. The ban with an appeal challenge
 * (40305, ERR-07) and the appealable ban (40307) are bans too. Any other code has no warden screen.
 */
export const wardenTierOf = (code: number, options: { readonly customBanScreen: boolean }): WardenTier | null => {
  if (code === ErrorCode.BLACKLISTED) return options.customBanScreen ? 'customBanScreen' : 'banned';
  if (UNDERAGE_CODES.includes(code) || code === ErrorCode.BANNED_WITH_CHALLENGE || code === ErrorCode.APPEALABLE_BAN) return 'banned';
  if (code === ErrorCode.UNDER_REVIEW) return 'underReview';
  if (code === ErrorCode.RSO_BAN) return 'bcBanned';
  return null;
};

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);
const num = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

/**
 * BAN-05, BAN-06: whether a ban may be appealed: an underage code only when it is 40301 (whatever the answer says);
 * 40307 when a ban-appeal challenge token came with it; any other ban as the answer says.
 */
export const appealableOf = (code: number, said: boolean, hasChallengeToken: boolean): boolean => {
  if (isUnderageCode(code)) return code === ErrorCode.UNDERAGE_BAN_APPEALABLE;
  if (code === ErrorCode.APPEALABLE_BAN) return hasChallengeToken;
  return said;
};

/** BAN-01: reads the ban of a failed call; null for any failure that is no ban (no warden screen for its code). */
export const readBan = (failure: ApiFailure): BanPayload | null => {
  if (failure.kind !== 'http' || failure.status !== 403 || failure.serverCode === undefined) return null;
  const code = failure.serverCode;
  // Stryker disable next-line ObjectLiteral,BooleanLiteral: equivalent, whether a code has a warden screen does not depend on the switch
  if (wardenTierOf(code, { customBanScreen: false }) === null && code !== ErrorCode.SELFIE_CHALLENGE) return null;
  const e = failure.response.error ?? {};
  const appealChallengeToken = text(e['appealChallengeToken']);
  const fields = {
    name: text(e['name']),
    appealToken: text(e['appealToken']),
    policy: text(e['policy']),
    challengeToken: text(e['challengeToken']) ?? appealChallengeToken,
    appealChallengeToken,
    ttl: num(e['ttl']),
    isOnboarding: typeof e['isOnboarding'] === 'boolean' ? e['isOnboarding'] : typeof e['is_onboarding'] === 'boolean' ? e['is_onboarding'] : undefined,
    underageToken: text(e['underageToken']) ?? text(e['underage_token']),
    selfieChallengeToken: text(e['selfieChallengeToken']),
    selfieStatus: text(e['selfieStatus']),
    status: text(e['status']),
  };
  const said = e['isAppealable'] === true || e['is_appealable'] === true;
  return {
    code,
    isBan: true,
    isAppealable: appealableOf(code, said, fields.challengeToken !== undefined),
    ...(Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<BanPayload>),
  };
};

/**
 * A ban the app takes to its warden screen: any ban but an underage answer to onboarding, which the onboarding flow
 * shows on its own underage screen and remembers on the device (BAN-15, BAN-09).
 */
export const wardenBanOf = (failure: ApiFailure): BanPayload | null => {
  const ban = readBan(failure);
  return ban === null || ban.isOnboarding === true ? null : ban;
};

