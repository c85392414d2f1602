/**
 * A member's tier (`users.tier`: none, plus, gold or platinum; a purchase grants it, server/purchase) and the
 * paywall features it has (PUR-08, the lists `POST /v2/meta` answers). The features and allowances of each tier
 * are the tier tables' (server/users/tier-catalogue.ts holds them in memory). A feature the tier lacks is refused
 * with 403 and the paywall code, naming the feature and the cheapest tier that has it.
 */
import { ErrorCode } from '../../core/errors/error-codes';
import type { Failure } from '../http/failure';
import type { PaywallFeature } from '../startup/app-settings';
import { tierCatalogue, tiersByRank, type TierRules } from './tier-catalogue';

export const TIERS = ['none', 'plus', 'gold', 'platinum'] as const;
export type Tier = (typeof TIERS)[number];

export const tierHas = (tier: Tier, feature: PaywallFeature): boolean => tier !== 'none' && tierCatalogue()[tier].features.includes(feature);

/** The cheapest tier with the feature. */
export const tierFor = (feature: PaywallFeature): Tier => tiersByRank().find((tier) => tierHas(tier, feature)) ?? 'platinum';

/** What a tier gives beyond its features (allowances); null for members without a tier. */
export const tierRules = (tier: Tier): TierRules | null => (tier === 'none' ? null : tierCatalogue()[tier]);

const filtersTier = (): Tier => tiersByRank().find((tier) => tierCatalogue()[tier].preferenceFilters) ?? 'platinum';

/** SET-07: `featureAccess.preference_filters`: the preference filters come with the tiers whose rules have them. */
export const preferenceFilterAccess = (tier: Tier) => {
  const allow = tierRules(tier)?.preferenceFilters ?? false;
  return { unlimited: allow, required_tier: filtersTier(), allow };
};

/** The paywall refusal of a feature (or of the preference filters, which SET-07 ties to a tier, not a feature). */
export const paywallFailure = (feature: PaywallFeature | 'preference_filters'): Failure => {
  const requiredTier = feature === 'preference_filters' ? filtersTier() : tierFor(feature);
  return {
    status: 403,
    code: ErrorCode.PAYWALL_REQUIRED,
    message: `This needs ${requiredTier}`,
    details: { paywall: { feature, required_tier: requiredTier } },
  };
};

/** LIKES-02: the likes-you list and fast matches come with Gold and every tier ranked above it. */
export const tierHasLikesYou = (tier: Tier): boolean => tier !== 'none' && tierCatalogue()[tier].rank >= tierCatalogue().gold.rank;

/** BOOST-04: the boosts a tier includes in any 30 days (the tier tables' boosts per month). */
export const boostsPer30Days = (tier: Tier): number => tierRules(tier)?.boostsPerMonth ?? 0;

/** LIKES-02: the paywall refusal of the likes-you list (not a PUR-08 feature name: `likes_you`, Gold). */
export const likesYouPaywallFailure = (): Failure => ({
  status: 403,
  code: ErrorCode.PAYWALL_REQUIRED,
  message: 'This needs gold',
  details: { paywall: { feature: 'likes_you', required_tier: 'gold' } },
});
