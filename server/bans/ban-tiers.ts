/**
 * The bans this server gives (BAN-04, ERR-05..09): each tier, the code every call of a banned member answers, and
 * whether it may be appealed. `banned` is the appealable ban with a challenge token (40305, BAN-06); `blacklisted`
 * (40303) is final; `underReview` (40306) waits for a decision; `bcBanned` (40308) is the RSO ban;
 * `selfieChallenge` (40324, BAN-07) holds the account until the member sends a selfie; `challenge` (40307, BAN-06)
 * is appealable once the member passed its challenge (POST /challenge/verify); `underage` answers an underage code
 * (40802, 40321 or 40344, BAN-05) and `temporaryBan` (40305 with a ttl) ends by itself (BAN-03: both open the ban modal).
 */
import { ErrorCode } from '../../core/errors/error-codes';

export const BAN_TIERS = ['banned', 'blacklisted', 'underReview', 'bcBanned', 'selfieChallenge', 'challenge', 'underage', 'temporaryBan'] as const;
export type BanTier = (typeof BAN_TIERS)[number];

export const isBanTier = (value: string): value is BanTier => (BAN_TIERS as readonly string[]).includes(value);

export const BAN_CODES: Readonly<Record<BanTier, number>> = {
  banned: ErrorCode.BANNED_WITH_CHALLENGE,
  blacklisted: ErrorCode.BLACKLISTED,
  underReview: ErrorCode.UNDER_REVIEW,
  bcBanned: ErrorCode.RSO_BAN,
  selfieChallenge: ErrorCode.SELFIE_CHALLENGE,
  challenge: ErrorCode.APPEALABLE_BAN,
  underage: ErrorCode.UNDERAGE_BAN,
  temporaryBan: ErrorCode.BANNED_WITH_CHALLENGE,
};

/**
 * BAN-05: the underage codes an administrator may give (`--code`); 40301 stays the onboarding's own answer (BAN-15).
 * The first is the default.
 */
export const UNDERAGE_BAN_CODES = [ErrorCode.UNDERAGE_BAN, ErrorCode.UNDERAGE_BAN_2, ErrorCode.UNDERAGE_BAN_3] as const;
export const isUnderageBanCode = (code: number): boolean => (UNDERAGE_BAN_CODES as readonly number[]).includes(code);

/** The tier whose ban ends by itself and so needs a length (`--days`). */
export const needsLength = (tier: BanTier): boolean => tier === 'temporaryBan';

/**
 * Only the bans with a challenge can be appealed (40305; 40307 once its challenge is passed, BAN-06); the others are
 * final, already being reviewed, or end by themselves.
 */
export const APPEALABLE: Readonly<Record<BanTier, boolean>> = {
  banned: true,
  blacklisted: false,
  underReview: false,
  bcBanned: false,
  selfieChallenge: false,
  challenge: true,
  underage: false,
  temporaryBan: false,
};

/**
 * Tiers that come with a token: the appeal token of an appealable ban, the selfie challenge's token (BAN-07), the
 * `underageToken` of an underage ban (BAN-05).
 */
export const hasToken = (tier: BanTier): boolean => APPEALABLE[tier] || tier === 'selfieChallenge' || tier === 'underage';

/** BAN-11: the tiers of a warning the admin command gives. */
export const WARNING_TIERS = ['warning', 'finalWarning'] as const;
export type WarningTier = (typeof WARNING_TIERS)[number];
