/**
 * Offers per member (PUR-01, PUR-07, PUR-11, PUR-39): made when the member asks for them (an intro price for a
 * member who never bought, a discount on a subscriber's next term, a bundle), their views, claims and the discount
 * banner's views. A purchase at an offer's price is charged by PurchaseService (it reads the offer in its own
 * transaction); a claimed discount is the price of the subscription's next renewal.
 */
import { ErrorCode } from '../../core/errors/error-codes';
import { err, ok, type Clock, type Result } from '../../core/shared';
import type { Database } from '../db/database';
import { failure, type Failure } from '../http/failure';
import { newId } from '../platform/secrets';
import { tierCatalogue } from '../users';
import { priceOf } from './purchase.service';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** How offers are made (docs/decisions.md PUR-07): the product, the reduction and how long each stays open. */
export const OFFER_RULES = {
  intro: { productType: 'gold', terms: 1, discountPercentage: 50, openMs: 72 * HOUR },
  discount: { terms: 1, discountPercentage: 20, openMs: 7 * DAY, purpose: 'retention' },
  bundle: { productType: 'boost', priceCents: 1499, originalCents: 1995, openMs: 7 * DAY, entries: [{ product_type: 'boost', amount: 5 }, { product_type: 'superlike', amount: 5 }] },
  /** BOOST-08: the boost offer paywall's static offer, once per member: 1 boost for 0.99 (a boost alone is 7.99), open a day. */
  boost: { productType: 'boost', priceCents: 99, originalCents: 799, openMs: DAY, entries: [{ product_type: 'boost', amount: 1 }] },
} as const;

/** BOOST-08: the boost offer (a bundle of one boost) is told from the bundle of boosts and super likes by its entries. */
const isBoostOffer = (bundle: ReadonlyArray<{ product_type: string; amount: number }>): boolean => bundle.length === 1 && bundle[0]!.product_type === 'boost' && bundle[0]!.amount === 1;

export interface OfferRow {
  id: string;
  user_id: string;
  offer_type: 'INTRO_PRICE' | 'DISCOUNT' | 'REGULAR' | 'SUB_OFFER' | 'BUNDLE_OFFER';
  purpose: string | null;
  product_type: string;
  terms: number;
  price_cents: number;
  original_cents: number;
  currency: string;
  discount_percentage: number;
  bundle: Array<{ product_type: string; amount: number }>;
  created_at: Date;
  expires_at: Date;
  viewed_at: Date | null;
  seen_at: Date | null;
  claimed_at: Date | null;
  redeemed_at: Date | null;
  /** PL-13: to be shown once after the member's next sign-in (migration 170). */
  prompt_after_sign_in: boolean;
}

/** PL-13: a prompted offer is shown after sign-in until it is viewed (an intro price) or seen (any other). */
export const promptsAfterSignIn = (row: OfferRow): boolean => row.prompt_after_sign_in && (row.offer_type === 'INTRO_PRICE' ? row.viewed_at === null : row.seen_at === null);

/** The reduced price of a regular price, in whole cents (the reduction rounded down: never more than the percentage says). */
export const reducedPrice = (priceCents: number, percentage: number): number => Math.ceil((priceCents * (100 - percentage)) / 100);

const noSuchOffer = (): Failure => failure.notFound('No such offer');
const cardMissing = (): Failure => ({ status: 400, code: ErrorCode.CREDIT_CARD_MISSING, message: 'Credit card info missing' });

export class OffersService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  /** PUR-07 `POST /purchase/offer`: the member's open offers, made first when they are due. */
  async current(userId: string): Promise<OfferRow[]> {
    const now = this.clock.now();
    await this.db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`offers:${userId}`]);
      const [standing] = await tx.query<{ bought: boolean; live_tier: string | null; renews: boolean }>(
        `SELECT EXISTS (SELECT 1 FROM purchases WHERE user_id = $1 AND status = 'succeeded') AS bought,
                (SELECT product_type FROM purchases WHERE user_id = $1 AND status = 'succeeded' AND ended_at IS NULL AND product_type IN ('plus', 'gold', 'platinum') ORDER BY charged_at DESC LIMIT 1) AS live_tier,
                COALESCE((SELECT auto_renew FROM purchases WHERE user_id = $1 AND status = 'succeeded' AND ended_at IS NULL AND product_type IN ('plus', 'gold', 'platinum') ORDER BY charged_at DESC LIMIT 1), false) AS renews`,
        [userId],
      );
      const made = await tx.query<{ offer_type: string; open: boolean; bundle: Array<{ product_type: string; amount: number }> }>(
        'SELECT offer_type, expires_at > $2 AS open, bundle FROM member_offers WHERE user_id = $1',
        [userId, new Date(now)],
      );
      const insert = (offer: Omit<OfferRow, 'id' | 'user_id' | 'created_at' | 'viewed_at' | 'seen_at' | 'claimed_at' | 'redeemed_at' | 'prompt_after_sign_in'>) =>
        tx.query(
          `INSERT INTO member_offers (id, user_id, offer_type, purpose, product_type, terms, price_cents, original_cents, currency, discount_percentage, bundle, created_at, expires_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
          [newId(), userId, offer.offer_type, offer.purpose, offer.product_type, offer.terms, offer.price_cents, offer.original_cents, offer.currency, offer.discount_percentage, JSON.stringify(offer.bundle), new Date(now), offer.expires_at],
        );
      // An intro price once per member, only before their first purchase.
      if (!standing!.bought && !made.some((m) => m.offer_type === 'INTRO_PRICE')) {
        const { productType, terms, discountPercentage, openMs } = OFFER_RULES.intro;
        const regular = priceOf(productType, terms)!;
        await insert({ offer_type: 'INTRO_PRICE', purpose: null, product_type: productType, terms, price_cents: reducedPrice(regular.priceCents, discountPercentage), original_cents: regular.priceCents, currency: regular.currency, discount_percentage: discountPercentage, bundle: [], expires_at: new Date(now + openMs) });
      }
      // A discount on the next term of a live subscription that renews, while none is open.
      if (standing!.live_tier !== null && standing!.renews && !made.some((m) => m.offer_type === 'DISCOUNT' && m.open)) {
        const { terms, discountPercentage, openMs, purpose } = OFFER_RULES.discount;
        const regular = priceOf(standing!.live_tier as 'gold', terms);
        if (regular !== null)
          await insert({ offer_type: 'DISCOUNT', purpose, product_type: standing!.live_tier, terms, price_cents: reducedPrice(regular.priceCents, discountPercentage), original_cents: regular.priceCents, currency: regular.currency, discount_percentage: discountPercentage, bundle: [], expires_at: new Date(now + openMs) });
      }
      if (!made.some((m) => m.offer_type === 'BUNDLE_OFFER' && m.open && !isBoostOffer(m.bundle))) {
        const { productType, priceCents, originalCents, openMs, entries } = OFFER_RULES.bundle;
        await insert({ offer_type: 'BUNDLE_OFFER', purpose: null, product_type: productType, terms: 1, price_cents: priceCents, original_cents: originalCents, currency: 'USD', discount_percentage: Math.round((1 - priceCents / originalCents) * 100), bundle: entries.map((e) => ({ ...e })), expires_at: new Date(now + openMs) });
      }
      // BOOST-08: the boost offer once per member.
      if (!made.some((m) => m.offer_type === 'BUNDLE_OFFER' && isBoostOffer(m.bundle))) {
        const { productType, priceCents, originalCents, openMs, entries } = OFFER_RULES.boost;
        await insert({ offer_type: 'BUNDLE_OFFER', purpose: null, product_type: productType, terms: 1, price_cents: priceCents, original_cents: originalCents, currency: 'USD', discount_percentage: Math.round((1 - priceCents / originalCents) * 100), bundle: entries.map((e) => ({ ...e })), expires_at: new Date(now + openMs) });
      }
    });
    return this.db.query<OfferRow>(
      `SELECT * FROM member_offers WHERE user_id = $1 AND expires_at > $2 AND redeemed_at IS NULL
         AND NOT (offer_type = 'INTRO_PRICE' AND EXISTS (SELECT 1 FROM purchases WHERE user_id = $1 AND status = 'succeeded'))
       ORDER BY created_at, id`,
      [userId, new Date(now)],
    );
  }

  /**
   * PL-13: the member's open intro price, or their open bundle of boosts and super likes, is put before them after
   * their next sign-in (made first when due). Answers the offer, or null when the member has none open.
   */
  async promptAfterSignIn(userId: string, offerType: 'INTRO_PRICE' | 'BUNDLE_OFFER'): Promise<OfferRow | null> {
    const open = (await this.current(userId)).find((o) => o.offer_type === offerType && !isBoostOffer(o.bundle));
    if (open === undefined) return null;
    const [row] = await this.db.query<OfferRow>('UPDATE member_offers SET prompt_after_sign_in = true WHERE id = $1 RETURNING *', [open.id]);
    return row ?? null;
  }

  /** PUR-07 `introPriceViewed` / `setOfferSeen`: the member's own offer only. */
  async view(userId: string, offerId: string, kind: 'intro_price' | 'seen'): Promise<Result<OfferRow, Failure>> {
    const column = kind === 'intro_price' ? 'viewed_at' : 'seen_at';
    const [row] = await this.db.query<OfferRow>(
      `UPDATE member_offers SET ${column} = COALESCE(${column}, $3) WHERE id = $1 AND user_id = $2 AND ($4::text IS NULL OR offer_type = $4) RETURNING *`,
      [offerId, userId, new Date(this.clock.now()), kind === 'intro_price' ? 'INTRO_PRICE' : null],
    );
    return row ? ok(row) : err(noSuchOffer());
  }

  /**
   * PUR-07 `claimOffer`: takes an open discount for the next renewal of the member's subscription. Needs a saved
   * card (40048, ERR-14): the renewal is charged on it.
   */
  async claim(userId: string, offerId: string): Promise<Result<OfferRow, Failure>> {
    const now = this.clock.now();
    return this.db.transaction(async (tx): Promise<Result<OfferRow, Failure>> => {
      const [offer] = await tx.query<OfferRow>('SELECT * FROM member_offers WHERE id = $1 AND user_id = $2 FOR UPDATE', [offerId, userId]);
      if (!offer || (offer.offer_type !== 'DISCOUNT' && offer.offer_type !== 'SUB_OFFER')) return err(noSuchOffer());
      if (offer.claimed_at !== null) return ok(offer);
      if (offer.redeemed_at !== null || offer.expires_at.getTime() <= now) return err({ status: 409, code: ErrorCode.CONFLICT, message: 'The offer has ended' });
      const [card] = await tx.query('SELECT 1 FROM payment_cards WHERE user_id = $1', [userId]);
      if (!card) return err(cardMissing());
      const [claimed] = await tx.query<OfferRow>('UPDATE member_offers SET claimed_at = $2 WHERE id = $1 RETURNING *', [offerId, new Date(now)]);
      return ok(claimed!);
    });
  }

  /** PUR-39 `POST /v2/purchase/discount/view`: the banner was shown (naming the member's own discount, if any). */
  async discountViewed(userId: string, offerId: string | null): Promise<Result<{ views: number }, Failure>> {
    const now = new Date(this.clock.now());
    return this.db.transaction(async (tx): Promise<Result<{ views: number }, Failure>> => {
      if (offerId !== null) {
        const [own] = await tx.query('UPDATE member_offers SET seen_at = COALESCE(seen_at, $3) WHERE id = $1 AND user_id = $2 RETURNING id', [offerId, userId, now]);
        if (!own) return err(noSuchOffer());
      }
      await tx.query('INSERT INTO discount_views (user_id, offer_id, viewed_at) VALUES ($1, $2, $3)', [userId, offerId, now]);
      const [count] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM discount_views WHERE user_id = $1', [userId]);
      return ok({ views: count!.n });
    });
  }
}

/** PUR-01: an offer as the provider answers it. */
export const offerJson = (row: OfferRow) => {
  const pricePerTerm = Math.round(row.price_cents / row.terms);
  const consumable = row.offer_type === 'BUNDLE_OFFER';
  const skuId = `${row.product_type}_${row.terms}m`;
  return {
    product_id: skuId,
    product_type: consumable && row.bundle[0] ? row.bundle[0].product_type : row.product_type,
    offer_type: row.offer_type,
    offer_id: row.id,
    purpose: row.purpose,
    price: row.price_cents,
    price_per_term: pricePerTerm,
    terms: row.terms,
    terms_unit: 'month',
    currency: row.currency,
    original_price: row.original_cents,
    original_product_id: skuId,
    discount: row.original_cents - row.price_cents,
    discount_percentage: row.discount_percentage,
    duration: consumable ? 0 : row.terms * 30,
    amount: consumable && row.bundle[0] ? row.bundle[0].amount : 1,
    is_primary: row.offer_type === 'INTRO_PRICE',
    bundle: row.bundle,
    payment_methods: [{ platform: 'web', price: row.price_cents, currency: row.currency, offer_id: row.id, sku_id: skuId, tax_rate: 0, price_per_term: pricePerTerm }],
    purchase_type: consumable ? 'consumable' : 'subscription',
    expires_at: row.expires_at.toISOString(),
    claimed: row.claimed_at !== null,
    prompt: promptsAfterSignIn(row),
  };
};

/** PUR-07 `POST /v1/paywall/offers`: every tier's terms at the usual price, the member's intro price in place of its term. */
export const paywallOffersJson = (own: readonly OfferRow[]) =>
  (['plus', 'gold', 'platinum'] as const).flatMap((tier, rank) =>
    tierCatalogue()[tier].prices.map((price) => {
      const intro = own.find((o) => o.offer_type === 'INTRO_PRICE' && o.product_type === tier && o.terms === price.terms);
      if (intro) return offerJson(intro);
      const skuId = `${tier}_${price.terms}m`;
      const perTerm = Math.round(price.priceCents / price.terms);
      return {
        product_id: skuId,
        product_type: tier,
        offer_type: 'REGULAR',
        offer_id: skuId,
        purpose: null,
        price: price.priceCents,
        price_per_term: perTerm,
        terms: price.terms,
        terms_unit: 'month',
        currency: price.currency,
        original_price: price.priceCents,
        original_product_id: skuId,
        discount: 0,
        discount_percentage: 0,
        duration: price.terms * 30,
        amount: 1,
        is_primary: rank === 1 && price.terms === 1,
        is_best_value: price.terms === 12,
        is_most_popular: price.terms === 6,
        bundle: [],
        payment_methods: [{ platform: 'web', price: price.priceCents, currency: price.currency, offer_id: skuId, sku_id: skuId, tax_rate: 0, price_per_term: perTerm }],
        purchase_type: 'subscription',
        expires_at: null,
        claimed: false,
      };
    }),
  );
