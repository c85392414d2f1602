/**
 * PUR-35, MISC-02: the dynamic paywall: what the provider's dynamic UI puts on the paywall of a feature (its
 * heading, the perks it lists, the tiers it offers in order, the one highlighted, the term chosen first), with each
 * tier's prices per term from the tier catalogue. The feature paywall opens it when the provider has content for the
 * feature and its prices can be read; otherwise the paywall of before applies (docs/decisions.md PUR-35, MISC-02).
 */
import type { ApiFailure } from '../api/api-failure';
import type { Logger, Result } from '../shared';
import type { TierOffer } from './purchase-api.port';
import { PRODUCT_TIERS, TERMS, type ProductTier, type Terms } from './purchase-state';
import type { PurchaseStore } from './purchase.store';

/** The perks a dynamic paywall may list (the same as the tier paywalls'). */
export const DYNAMIC_PAYWALL_PERKS = ['likesYou', 'unlimitedLikes', 'superLikes', 'boost', 'rewindPassport', 'readReceipts'] as const;
export type DynamicPaywallPerk = (typeof DYNAMIC_PAYWALL_PERKS)[number];

/** The headings the app has words for; another falls back to the feature's own ("{feature} comes with Spark"). */
export const DYNAMIC_PAYWALL_HEADINGS = ['undo', 'passport', 'unlimited_swipes', 'control', 'boost', 'super_like'] as const;

/** The provider's content for the paywall of one feature. */
export interface DynamicPaywallContent {
  readonly feature: string;
  /** A heading key (DYNAMIC_PAYWALL_HEADINGS), never text to show as it is. */
  readonly heading: string;
  readonly perks: readonly DynamicPaywallPerk[];
  /** The tiers offered, in the provider's order, none twice. */
  readonly tiers: readonly ProductTier[];
  /** One of `tiers`. */
  readonly highlighted: ProductTier;
  readonly terms: Terms;
}

/** What the dynamic paywall needs from the provider: `GET /v2/dynamicui/configuration/content?placement=paywall&feature=`. */
export interface DynamicUiPort {
  /** The paywall content of a feature for the member, or null when the provider has none. */
  paywallContent(feature: string): Promise<Result<DynamicPaywallContent | null, ApiFailure>>;
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const isTier = (v: unknown): v is ProductTier => (PRODUCT_TIERS as readonly unknown[]).includes(v);
const isTerms = (v: unknown): v is Terms => (TERMS as readonly unknown[]).includes(v);
const isPerk = (v: unknown): v is DynamicPaywallPerk => (DYNAMIC_PAYWALL_PERKS as readonly unknown[]).includes(v);

/**
 * Reads the content as the API (or a modal's props) carries it; null when it is not whole: no tier, a tier twice or
 * unknown, a highlighted tier not offered, a term that is not 1, 6 or 12. Perks the app does not know are left out.
 */
export const readDynamicPaywall = (raw: unknown): DynamicPaywallContent | null => {
  if (!isObject(raw)) return null;
  const { feature, heading, tiers, highlighted, terms } = raw;
  const perks = Array.isArray(raw['features']) ? raw['features'] : Array.isArray(raw['perks']) ? raw['perks'] : [];
  if (typeof feature !== 'string' || feature === '' || typeof heading !== 'string' || !Array.isArray(tiers) || tiers.length === 0) return null;
  if (!tiers.every(isTier) || new Set(tiers).size !== tiers.length || !isTier(highlighted) || !tiers.includes(highlighted) || !isTerms(terms)) return null;
  return { feature, heading, perks: perks.filter(isPerk), tiers, highlighted, terms };
};

/** One tier of the dynamic paywall with its prices per term. */
export interface DynamicPaywallPlan {
  readonly tier: ProductTier;
  readonly prices: TierOffer['prices'];
}

/** The content's tiers in its order, each with its prices; a tier not on sale is left out. */
export const dynamicPaywallPlans = (content: DynamicPaywallContent, catalogue: readonly TierOffer[]): DynamicPaywallPlan[] =>
  content.tiers.flatMap((tier) => {
    const offer = catalogue.find((t) => t.tier === tier);
    return offer === undefined || offer.prices.length === 0 ? [] : [{ tier, prices: offer.prices }];
  });

/**
 * The term a tier's card starts on: the provider's when the tier is sold for it, else the tier's first. Every tier
 * of the dynamic paywall shows its price for the same term when it can.
 */
export const startingTerms = (plan: DynamicPaywallPlan, terms: Terms): Terms => (plan.prices.some((p) => p.terms === terms) ? terms : (plan.prices[0]?.terms ?? terms));

/** A dynamic paywall ready to show: the content and its plans (at least one, the highlighted one among them). */
export interface DynamicPaywall {
  readonly content: DynamicPaywallContent;
  readonly plans: readonly DynamicPaywallPlan[];
}

export interface DynamicPaywallDeps {
  readonly api: DynamicUiPort;
  readonly store: PurchaseStore;
  /** Reads the tier catalogue into the store (once). */
  readonly loadTiers: () => Promise<void>;
  readonly logger?: Logger;
}

export class DynamicPaywallUseCase {
  constructor(private readonly deps: DynamicPaywallDeps) {}

  /**
   * PUR-35: the dynamic paywall of a feature, or null when the feature paywall keeps to the paywall of before: the
   * provider has no content for it, its answer cannot be read or did not come, or none of its tiers is on sale. When
   * the highlighted tier is not on sale, the first one left is highlighted.
   */
  async paywallFor(feature: string): Promise<DynamicPaywall | null> {
    const [answer] = await Promise.all([this.deps.api.paywallContent(feature), this.deps.loadTiers()]);
    if (!answer.ok) {
      this.deps.logger?.log('warn', 'dynamic paywall: the content could not be read', { feature, code: answer.error.code });
      return null;
    }
    const content = answer.value;
    const catalogue = this.deps.store.tiers.peek();
    if (content === null || catalogue === null) return null;
    const plans = dynamicPaywallPlans(content, catalogue);
    const first = plans[0];
    if (first === undefined) return null;
    const highlighted = plans.some((p) => p.tier === content.highlighted) ? content.highlighted : first.tier;
    return { content: { ...content, tiers: plans.map((p) => p.tier), highlighted }, plans };
  }
}
