/**
 * A member's tier (`users.tier`: none, plus, gold or platinum; paid tiers grow it) and the paywall features it has
 * (PUR-08, the lists `POST /v2/meta` answers). A feature the tier lacks is refused with 403 and the paywall code,
 * naming the feature and the cheapest tier that has it.
 */
import { ErrorCode } from '../../core/errors/error-codes';
import type { Failure } from '../http/failure';
import { TIER_EXTRAS, TIER_FEATURES, type PaywallFeature } from '../startup/app-settings';

export const TIERS = ['none', 'plus', 'gold', 'platinum'] as const;
export type Tier = (typeof TIERS)[number];

const PAID_TIERS = ['plus', 'gold', 'platinum'] as const;

export const tierHas = (tier: Tier, feature: PaywallFeature): boolean => tier !== 'none' && TIER_FEATURES[tier].includes(feature);

/** The cheapest tier with the feature. */
export const tierFor = (feature: PaywallFeature): Tier => PAID_TIERS.find((tier) => tierHas(tier, feature)) ?? 'platinum';

/** SET-07: `featureAccess.preference_filters`: the preference filters come with any paid tier. */
export const preferenceFilterAccess = (tier: Tier) => ({ unlimited: tier !== 'none', required_tier: 'plus' as Tier, allow: tier !== 'none' });

/** The paywall refusal of a feature (or of the preference filters, which SET-07 ties to a tier, not a feature). */
export const paywallFailure = (feature: PaywallFeature | 'preference_filters'): Failure => {
  const requiredTier = feature === 'preference_filters' ? 'plus' : tierFor(feature);
  return {
    status: 403,
    code: ErrorCode.PAYWALL_REQUIRED,
    message: `This needs ${requiredTier}`,
    details: { paywall: { feature, required_tier: requiredTier } },
  };
};

/** LIKES-02: the likes-you list and fast matches come with Gold (and Platinum). */
export const tierHasLikesYou = (tier: Tier): boolean => TIER_EXTRAS[tier].likesYou;

/** BOOST-04: the boosts a tier includes in any 30 days. */
export const boostsPer30Days = (tier: Tier): number => TIER_EXTRAS[tier].boostsPer30Days;

/** LIKES-02: the paywall refusal of the likes-you list (not a PUR-08 feature name: `likes_you`, Gold). */
export const likesYouPaywallFailure = (): Failure => ({
  status: 403,
  code: ErrorCode.PAYWALL_REQUIRED,
  message: 'This needs gold',
  details: { paywall: { feature: 'likes_you', required_tier: 'gold' } },
});
