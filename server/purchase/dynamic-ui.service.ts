/**
 * MISC-02, PUR-35: the dynamic UI's content (migration 175): what the provider puts on a placement for a member. The
 * one placement is the paywall: for a feature, the heading, the perks listed, the tiers offered in order, the one
 * highlighted and the term chosen first. The stored rows are filled from DEFAULT_PAYWALL_CONTENT when the table is
 * empty; a member is offered only the tiers above their own that have the feature (a tier the tier tables no
 * longer give it is left out), so a member who has everything it could sell gets no content.
 */
import { DYNAMIC_PAYWALL_PERKS as PAYWALL_PERKS, type DynamicPaywallPerk as PaywallPerk } from '../../core/purchase/dynamic-paywall';
import type { Database } from '../db/database';
import { PAYWALL_FEATURES, type PaywallFeature } from '../startup/app-settings';
import { PAID_TIERS, tierCatalogue, type PaidTier } from '../users/tier-catalogue';
import { tierHas, type Tier } from '../users/tier';

export const DYNAMIC_UI_PLACEMENTS = ['paywall'] as const;
export type DynamicUiPlacement = (typeof DYNAMIC_UI_PLACEMENTS)[number];


export interface PaywallContentRow {
  readonly feature: string;
  readonly heading: string;
  readonly perks: readonly PaywallPerk[];
  readonly tiers: readonly PaidTier[];
  readonly highlighted: PaidTier;
  readonly terms: 1 | 6 | 12;
}

const plusFeature = (feature: PaywallFeature, heading: string, perks: readonly PaywallPerk[]): PaywallContentRow => ({
  feature,
  heading,
  perks,
  tiers: ['plus', 'gold', 'platinum'],
  highlighted: 'gold',
  terms: 6,
});
const goldFeature = (feature: PaywallFeature, heading: string, perks: readonly PaywallPerk[]): PaywallContentRow => ({
  feature,
  heading,
  perks,
  tiers: ['gold', 'platinum'],
  highlighted: 'gold',
  terms: 6,
});

/** The seed of `dynamic_ui_content` (docs/decisions.md MISC-02): one paywall per feature, Gold highlighted at 6 months. */
export const DEFAULT_PAYWALL_CONTENT: readonly PaywallContentRow[] = [
  plusFeature('undo', 'undo', ['rewindPassport', 'unlimitedLikes', 'likesYou']),
  plusFeature('passport', 'passport', ['rewindPassport', 'unlimitedLikes', 'likesYou']),
  plusFeature('unlimited_swipes', 'unlimited_swipes', ['unlimitedLikes', 'rewindPassport', 'likesYou']),
  plusFeature('hide_ads', 'control', ['unlimitedLikes', 'rewindPassport', 'likesYou']),
  plusFeature('your_profile', 'control', ['unlimitedLikes', 'rewindPassport', 'likesYou']),
  plusFeature('who_sees_you', 'control', ['unlimitedLikes', 'rewindPassport', 'likesYou']),
  plusFeature('who_you_see', 'control', ['unlimitedLikes', 'rewindPassport', 'likesYou']),
  goldFeature('boost', 'boost', ['boost', 'superLikes', 'likesYou']),
  goldFeature('super_like', 'super_like', ['superLikes', 'boost', 'likesYou']),
];

/** The paywall content as the API answers it (docs/api.md, "Dynamic UI"). */
export interface PaywallContentJson {
  readonly placement: DynamicUiPlacement;
  readonly feature: string;
  readonly heading: string;
  readonly features: readonly string[];
  readonly tiers: readonly PaidTier[];
  readonly highlighted: PaidTier;
  readonly terms: number;
}

interface ContentRow {
  feature: string;
  heading: string;
  perks: string[];
  tiers: PaidTier[];
  highlighted: PaidTier;
  terms: number;
}

const isFeature = (feature: string): feature is PaywallFeature => (PAYWALL_FEATURES as readonly string[]).includes(feature);
const rank = (tier: Tier): number => (tier === 'none' ? 0 : tierCatalogue()[tier].rank);

export class DynamicUiService {
  constructor(private readonly db: Database) {}

  /** Fills an empty table with the defaults. */
  async seedDefaults(): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [any] = await tx.query('SELECT 1 FROM dynamic_ui_content LIMIT 1');
      if (any) return;
      for (const row of DEFAULT_PAYWALL_CONTENT)
        await tx.query(
          `INSERT INTO dynamic_ui_content (placement, feature, heading, perks, tiers, highlighted, terms)
           VALUES ('paywall', $1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
          [row.feature, row.heading, [...row.perks], [...row.tiers], row.highlighted, row.terms],
        );
    });
  }

  /** MISC-02 `GET /dynamicui/configuration`: the placements and features that have content. */
  async configuration(): Promise<ReadonlyArray<{ placement: DynamicUiPlacement; feature: string }>> {
    const rows = await this.db.query<{ placement: DynamicUiPlacement; feature: string }>('SELECT placement, feature FROM dynamic_ui_content ORDER BY placement, feature');
    return rows.map((r) => ({ placement: r.placement, feature: r.feature }));
  }

  /**
   * MISC-02, PUR-35: the paywall content of `feature` for a member: null when there is none, or when no tier it offers
   * is above the member's own and has the feature. The highlighted tier moves to the first one left when it was not.
   */
  async paywallContent(userId: string, feature: string): Promise<PaywallContentJson | null> {
    if (!isFeature(feature)) return null;
    const [row] = await this.db.query<ContentRow>(
      "SELECT feature, heading, perks, tiers, highlighted, terms FROM dynamic_ui_content WHERE placement = 'paywall' AND feature = $1",
      [feature],
    );
    if (!row) return null;
    const [user] = await this.db.query<{ tier: Tier }>('SELECT tier FROM users WHERE id = $1', [userId]);
    const own = rank(user?.tier ?? 'none');
    const tiers = row.tiers.filter((tier) => (PAID_TIERS as readonly string[]).includes(tier) && rank(tier) > own && tierHas(tier, feature));
    const first = tiers[0];
    if (first === undefined) return null;
    return {
      placement: 'paywall',
      feature: row.feature,
      heading: row.heading,
      features: row.perks.filter((perk) => (PAYWALL_PERKS as readonly string[]).includes(perk)),
      tiers,
      highlighted: tiers.includes(row.highlighted) ? row.highlighted : first,
      terms: row.terms,
    };
  }
}
