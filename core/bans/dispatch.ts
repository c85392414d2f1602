/**
 * BAN-03: where a ban sends the member, by its name: a ban with a challenge to the verify page (reason `captcha`),
 * an underage or temporary ban to the ban modal, a selfie challenge to the selfie-challenge page, any other ban to
 * the warden screen of its code (BAN-04); a ban raised while the member is already on the appeals center changes
 * nothing.
 */
import { ErrorCode } from '../errors/error-codes';
import type { WardenTier } from '../routing/routes';
import { wardenTierOf, type BanPayload } from './ban';

/** The names a ban payload (BAN-01 `name`) may carry; any other name is an ordinary ban. */
export const BAN_NAMES = { challenge: 'challenge', underage: 'underage', temporary: 'temporaryBan', selfie: 'selfieChallenge' } as const;

export type BanDispatch =
  | { readonly kind: 'nothing' }
  | { readonly kind: 'verify'; readonly reason: 'captcha' }
  | { readonly kind: 'ban-modal' }
  | { readonly kind: 'selfie-challenge' }
  | { readonly kind: 'warden'; readonly tier: WardenTier };

export const dispatchBan = (ban: BanPayload, context: { readonly onAppealsCenter: boolean; readonly customBanScreen: boolean }): BanDispatch => {
  if (context.onAppealsCenter) return { kind: 'nothing' };
  if (ban.name === BAN_NAMES.selfie || ban.code === ErrorCode.SELFIE_CHALLENGE) return { kind: 'selfie-challenge' };
  if (ban.name === BAN_NAMES.challenge && ban.challengeToken !== undefined) return { kind: 'verify', reason: 'captcha' };
  if (ban.name === BAN_NAMES.temporary || ban.name === BAN_NAMES.underage) return { kind: 'ban-modal' };
  const tier = wardenTierOf(ban.code, { customBanScreen: context.customBanScreen });
  return tier === null ? { kind: 'nothing' } : { kind: 'warden', tier };
};
