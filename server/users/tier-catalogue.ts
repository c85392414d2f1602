/**
 * The tiers' feature access and allowances, held in memory for the synchronous checks of every module (tierHas,
 * tierFor, paywallFailure). The database's tier tables are the source (server/purchase loads them at start-up
 * and again whenever they change); the built-in defaults below are only what fills empty tables.
 */
import type { PaywallFeature } from '../startup/app-settings';

export const PAID_TIERS = ['plus', 'gold', 'platinum'] as const;
export type PaidTier = (typeof PAID_TIERS)[number];

export interface TierPrice {
  /** Months. */
  readonly terms: 1 | 6 | 12;
  readonly priceCents: number;
  readonly currency: string;
}

/** What one paid tier gives. */
export interface TierRules {
  readonly rank: number;
  /** PUR-08: its paywall features. */
  readonly features: readonly PaywallFeature[];
  readonly unlimitedLikes: boolean;
  readonly superLikesPerDay: number;
  readonly boostsPerMonth: number;
  readonly readReceiptsPerMonth: number;
  /** SET-07. */
  readonly preferenceFilters: boolean;
  readonly prices: readonly TierPrice[];
}

export type TierCatalogue = Readonly<Record<PaidTier, TierRules>>;

const PLUS_FEATURES: readonly PaywallFeature[] = ['unlimited_swipes', 'undo', 'passport', 'hide_ads', 'your_profile', 'who_sees_you', 'who_you_see'];
const GOLD_FEATURES: readonly PaywallFeature[] = [...PLUS_FEATURES, 'boost', 'super_like'];

/** PUR-08: the paywall features each paying tier has by default (the seed of `tier_features`). */
export const TIER_FEATURES = { plus: PLUS_FEATURES, gold: GOLD_FEATURES, platinum: GOLD_FEATURES } as const;

const prices = (monthly: number, sixMonths: number, year: number): readonly TierPrice[] => [
  { terms: 1, priceCents: monthly, currency: 'USD' },
  { terms: 6, priceCents: sixMonths, currency: 'USD' },
  { terms: 12, priceCents: year, currency: 'USD' },
];

/** The seed of the tier tables (docs/decisions.md: tiers, allowances and prices). */
export const DEFAULT_TIER_CATALOGUE: TierCatalogue = {
  plus: { rank: 1, features: TIER_FEATURES.plus, unlimitedLikes: true, superLikesPerDay: 1, boostsPerMonth: 0, readReceiptsPerMonth: 0, preferenceFilters: true, prices: prices(999, 3594, 4788) },
  gold: { rank: 2, features: TIER_FEATURES.gold, unlimitedLikes: true, superLikesPerDay: 5, boostsPerMonth: 1, readReceiptsPerMonth: 0, preferenceFilters: true, prices: prices(2499, 8994, 11988) },
  platinum: { rank: 3, features: TIER_FEATURES.platinum, unlimitedLikes: true, superLikesPerDay: 5, boostsPerMonth: 1, readReceiptsPerMonth: 10, preferenceFilters: true, prices: prices(2999, 11994, 15588) },
};

let current: TierCatalogue = DEFAULT_TIER_CATALOGUE;

/** The catalogue in force. */
export const tierCatalogue = (): TierCatalogue => current;

/** Puts a catalogue read from the database in force. */
export const useTierCatalogue = (catalogue: TierCatalogue): void => {
  current = catalogue;
};

/** The paid tiers, cheapest first. */
export const tiersByRank = (): readonly PaidTier[] => [...PAID_TIERS].sort((a, b) => current[a].rank - current[b].rank);

/** PUR-08: the lists `paywallFeatures` answers. */
export const paywallFeatureLists = (): Readonly<Record<PaidTier, readonly PaywallFeature[]>> => ({
  plus: current.plus.features,
  gold: current.gold.features,
  platinum: current.platinum.features,
});
