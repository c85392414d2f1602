/**
 * Incentives (PUR-15, PUR-16): a promo code names a campaign (migration 145) that gives one kind of member (`new`:
 * never bought; `existing`: bought before) a free trial or an intro price of a tier. Eligibility answers the
 * campaign's details for the caller; redeeming makes the caller an offer at the campaign's price, which the checkout
 * charges like any offer (`offer_id`). A member redeems a campaign once; redeeming it again answers the same offer.
 */
import { ErrorCode } from '../../core/errors/error-codes';
import { err, ok, type Clock, type Result } from '../../core/shared';
import type { Database, Queryable } from '../db/database';
import { failure, type Failure } from '../http/failure';
import { newId } from '../platform/secrets';
import type { PaidTier } from '../users';
import { reducedPrice } from './offers.service';
import { priceOf } from './purchase.service';

const DAY = 86_400_000;

export type IncentiveUserType = 'new' | 'existing';

interface CampaignRow {
  id: string;
  code: string;
  name: string;
  incentives_type: 'free_trial' | 'intro_price';
  user_type: IncentiveUserType;
  product_type: PaidTier;
  terms: 1 | 6 | 12;
  discount_percentage: number;
  cc_required: boolean;
  open_days: number;
  ends_at: Date | null;
}

/** PUR-15: an incentive as the provider sends it. */
export interface IncentiveJson {
  readonly incentivesType: 'free_trial' | 'intro_price';
  readonly eligible: boolean;
  readonly code: string;
  readonly campaignId: string;
  readonly campaignName: string;
  readonly isIntroPrice: boolean;
  readonly ccRequired: boolean;
  readonly userType: IncentiveUserType;
  readonly offers: ReadonlyArray<{
    readonly purchaseType: 'subscription';
    readonly productType: PaidTier;
    readonly amount: number;
    readonly unit: 'month';
    readonly price: number;
    readonly originalPrice: number;
    readonly currency: string;
    readonly offerId: string | null;
    /** PL-13: the offer is to be shown after sign-in (the intro-price route's only). */
    readonly prompt?: boolean;
  }>;
}

/** Codes are read without regard to case (docs/decisions.md PUR-16). */
export const normalisePromoCode = (code: string): string => code.trim().toUpperCase();

/** The built-in campaigns (docs/decisions.md PUR-15): a month of Plus free for new members, a month of Gold at half price for those who bought before. */
export const DEFAULT_INCENTIVE_CAMPAIGNS: ReadonlyArray<Omit<CampaignRow, 'ends_at'>> = [
  { id: 'cmp_spring_trial', code: 'SPRING', name: 'Spring free trial', incentives_type: 'free_trial', user_type: 'new', product_type: 'plus', terms: 1, discount_percentage: 100, cc_required: true, open_days: 7 },
  { id: 'cmp_welcome_back', code: 'WELCOMEBACK', name: 'Welcome back', incentives_type: 'intro_price', user_type: 'existing', product_type: 'gold', terms: 1, discount_percentage: 50, cc_required: true, open_days: 7 },
];

const noSuchCode = (): Failure => failure.notFound('No such promo code');
const notEligible = (): Failure => ({ status: 409, code: ErrorCode.CONFLICT, message: 'This promo code is not for this account' });

export class IncentivesService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  /** PUR-15: `new` until the member's first successful purchase, `existing` after it. */
  async userTypeOf(userId: string): Promise<IncentiveUserType> {
    const [standing] = await this.db.query<{ bought: boolean }>(`SELECT EXISTS (SELECT 1 FROM purchases WHERE user_id = $1 AND status = 'succeeded') AS bought`, [userId]);
    return standing?.bought ? 'existing' : 'new';
  }

  /** Fills the campaign catalogue with the built-in campaigns when it is empty. */
  async seedDefaults(): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [{ n } = { n: 0 }] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM incentive_campaigns');
      if (n > 0) return;
      for (const c of DEFAULT_INCENTIVE_CAMPAIGNS)
        await tx.query(
          `INSERT INTO incentive_campaigns (id, code, name, incentives_type, user_type, product_type, terms, discount_percentage, cc_required, open_days)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT DO NOTHING`,
          [c.id, c.code, c.name, c.incentives_type, c.user_type, c.product_type, c.terms, c.discount_percentage, c.cc_required, c.open_days],
        );
    });
  }

  /** PUR-15 `POST /v2/incentives/eligibility`: the campaign of a code and whether the caller may redeem it. */
  async eligibility(userId: string, promoCode: string): Promise<Result<IncentiveJson, Failure>> {
    return this.db.transaction(async (tx) => {
      const found = await this.#read(tx, userId, promoCode, false);
      if (!found.ok) return found;
      const { campaign, userType, redemption } = found.value;
      return ok(incentiveJson(campaign, userType, this.#eligible(campaign, userType, redemption), redemption?.offer_id ?? null));
    });
  }

  /** PUR-15 `POST /v2/incentives/redeem`: the caller takes the campaign; its offer is made (once). */
  async redeem(userId: string, promoCode: string): Promise<Result<IncentiveJson, Failure>> {
    const now = this.clock.now();
    return this.db.transaction(async (tx): Promise<Result<IncentiveJson, Failure>> => {
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`offers:${userId}`]);
      const found = await this.#read(tx, userId, promoCode, true);
      if (!found.ok) return found;
      const { campaign, userType, redemption } = found.value;
      if (!this.#eligible(campaign, userType, redemption)) return err(notEligible());
      if (redemption !== null) return ok(incentiveJson(campaign, userType, true, redemption.offer_id));
      const regular = priceOf(campaign.product_type, campaign.terms);
      if (regular === null) return err(noSuchCode());
      const offerId = newId();
      const expires = Math.min(now + campaign.open_days * DAY, campaign.ends_at?.getTime() ?? Number.POSITIVE_INFINITY);
      // A new member's incentive is their intro price; an existing member's is a discount (an intro price is only
      // ever made before a first purchase, docs/decisions.md PUR-15).
      await tx.query(
        `INSERT INTO member_offers (id, user_id, offer_type, purpose, product_type, terms, price_cents, original_cents, currency, discount_percentage, bundle, created_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, '[]', $11, $12)`,
        [
          offerId,
          userId,
          userType === 'new' ? 'INTRO_PRICE' : 'DISCOUNT',
          userType === 'new' ? null : 'winback',
          campaign.product_type,
          campaign.terms,
          reducedPrice(regular.priceCents, campaign.discount_percentage),
          regular.priceCents,
          regular.currency,
          campaign.discount_percentage,
          new Date(now),
          new Date(expires),
        ],
      );
      await tx.query('INSERT INTO incentive_redemptions (user_id, campaign_id, offer_id, redeemed_at) VALUES ($1, $2, $3, $4)', [userId, campaign.id, offerId, new Date(now)]);
      return ok(incentiveJson(campaign, userType, true, offerId));
    });
  }

  /** Eligible: the campaign runs, is for the caller's kind of member, and was not redeemed, or its offer is still open. */
  #eligible(campaign: CampaignRow, userType: IncentiveUserType, redemption: { offer_open: boolean } | null): boolean {
    if (campaign.ends_at !== null && campaign.ends_at.getTime() <= this.clock.now()) return false;
    if (redemption !== null) return redemption.offer_open;
    return campaign.user_type === userType;
  }

  async #read(
    tx: Queryable,
    userId: string,
    promoCode: string,
    forUpdate: boolean,
  ): Promise<Result<{ campaign: CampaignRow; userType: IncentiveUserType; redemption: { offer_id: string | null; offer_open: boolean } | null }, Failure>> {
    const [campaign] = await tx.query<CampaignRow>('SELECT * FROM incentive_campaigns WHERE code = $1', [normalisePromoCode(promoCode)]);
    if (!campaign) return err(noSuchCode());
    const [standing] = await tx.query<{ bought: boolean }>(`SELECT EXISTS (SELECT 1 FROM purchases WHERE user_id = $1 AND status = 'succeeded') AS bought`, [userId]);
    const [redemption] = await tx.query<{ offer_id: string | null; offer_open: boolean }>(
      `SELECT r.offer_id, COALESCE(o.redeemed_at IS NULL AND o.expires_at > $3, false) AS offer_open
         FROM incentive_redemptions r LEFT JOIN member_offers o ON o.id = r.offer_id
        WHERE r.user_id = $1 AND r.campaign_id = $2${forUpdate ? ' FOR UPDATE OF r' : ''}`,
      [userId, campaign.id, new Date(this.clock.now())],
    );
    return ok({ campaign, userType: standing!.bought ? 'existing' : 'new', redemption: redemption ?? null });
  }
}

const incentiveJson = (c: CampaignRow, userType: IncentiveUserType, eligible: boolean, offerId: string | null): IncentiveJson => {
  const regular = priceOf(c.product_type, c.terms);
  const original = regular?.priceCents ?? 0;
  return {
    incentivesType: c.incentives_type,
    eligible,
    code: c.code,
    campaignId: c.id,
    campaignName: c.name,
    isIntroPrice: c.incentives_type === 'intro_price',
    ccRequired: c.cc_required,
    userType,
    offers: [
      {
        purchaseType: 'subscription',
        productType: c.product_type,
        amount: c.terms,
        unit: 'month',
        price: reducedPrice(original, c.discount_percentage),
        originalPrice: original,
        currency: regular?.currency ?? 'USD',
        offerId,
      },
    ],
  };
};
