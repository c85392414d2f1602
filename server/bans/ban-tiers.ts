/**
 * The bans this server gives (BAN-04, ERR-05..09): each tier, the code every call of a banned member answers, and
 * whether it may be appealed. `banned` is the appealable ban with a challenge token (40305, BAN-06); `blacklisted`
 * (40303) is final; `underReview` (40306) waits for a decision; `bcBanned` (40308) is the RSO ban;
 * `selfieChallenge` (40324, BAN-07) holds the account until the member sends a selfie.
 */
import { ErrorCode } from '../../core/errors/error-codes';

export const BAN_TIERS = ['banned', 'blacklisted', 'underReview', 'bcBanned', 'selfieChallenge'] as const;
export type BanTier = (typeof BAN_TIERS)[number];

export const isBanTier = (value: string): value is BanTier => (BAN_TIERS as readonly string[]).includes(value);

export const BAN_CODES: Readonly<Record<BanTier, number>> = {
  banned: ErrorCode.BANNED_WITH_CHALLENGE,
  blacklisted: ErrorCode.BLACKLISTED,
  underReview: ErrorCode.UNDER_REVIEW,
  bcBanned: ErrorCode.RSO_BAN,
  selfieChallenge: ErrorCode.SELFIE_CHALLENGE,
};

/** Only the ban with a challenge can be appealed; the others are final or already being reviewed. */
export const APPEALABLE: Readonly<Record<BanTier, boolean>> = { banned: true, blacklisted: false, underReview: false, bcBanned: false, selfieChallenge: false };

/** Tiers that come with a token: the appeal token of an appealable ban, the selfie challenge's token (BAN-07). */
export const hasToken = (tier: BanTier): boolean => APPEALABLE[tier] || tier === 'selfieChallenge';

/** BAN-11: the tiers of a warning the admin command gives. */
export const WARNING_TIERS = ['warning', 'finalWarning'] as const;
export type WarningTier = (typeof WARNING_TIERS)[number];
