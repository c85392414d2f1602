/**
 * Purchases (PUR-22..29): a charge through the test card processor, with 3-D Secure; one purchase per
 * idempotency key of a member, so a retried request answers the first outcome and never charges again (the key
 * is locked for the transaction, and unique in the table). A successful charge grants its tier in the same
 * transaction. Subscriptions end on their expiry date (docs/decisions.md PUR-25): with auto-renew on and a saved
 * card they are charged again for the same term; otherwise the member's tier goes back to none.
 */
import { ErrorCode } from '../../core/errors/error-codes';
import { err, ok, type Result } from '../../core/shared';
import type { Clock } from '../../core/shared';
import type { Database, Queryable } from '../db/database';
import { failure, type Failure } from '../http/failure';
import { newId, newToken } from '../platform/secrets';
import { consumables, isConsumable, tierCatalogue, type ConsumableType, type PaidTier, type Tier } from '../users';
import { cpfValid } from '../../core/purchase/cpf';
import { priceByPayment } from '../../core/purchase/card-discount';
import { countryAt } from '../geo/country';
import { cardProcessor, type CardInput } from './card-processor';
import { isSubscriptionProduct, subscriptionProducts, type SubscriptionProduct } from './subscription-products';
import { taxOf, taxRateOf } from './tax';

const DAY = 86_400_000;
/** A term's month is 30 days (docs/decisions.md PUR-25). */
export const MONTH_MS = 30 * DAY;
/** PL-09: how long a 3-D Secure challenge waits for its answer (docs/decisions.md PL-09). */
export const PENDING_3DS_WINDOW_MS = DAY;

export interface PurchaseRow {
  id: string;
  user_id: string;
  idempotency_key: string;
  /** A tier, a consumable (a pack of `amount` units), `consumable` (the bundle of the offer it names) or a subscription product (PUR-31). */
  product_type: PaidTier | ConsumableType | 'consumable' | SubscriptionProduct;
  /** Months of a tier; 0 for a pack or a bundle. */
  terms: number;
  /** Units of a pack; 0 for a tier. */
  amount: number;
  /** The subtotal charged before tax: the listed price less the card discount (PUR-10). */
  price_cents: number;
  /** PUR-10: what a card payment took off the listed price (0 for PayPal). */
  card_discount_cents: number;
  /** The price listed (`price_cents + card_discount_cents`). */
  listed_price_cents: number;
  tax_cents: number;
  currency: string;
  status: 'pending' | 'succeeded' | 'declined' | 'failed';
  card_token: string;
  /** A card's brand, or `paypal` (PUR-30; its `last_four` is empty). */
  brand: 'visa' | 'mastercard' | 'paypal';
  last_four: string;
  zip_code: string | null;
  transaction_id: string | null;
  restore_token: string | null;
  auto_renew: boolean;
  created_at: Date;
  charged_at: Date | null;
  expires_at: Date | null;
  ended_at: Date | null;
  /** The offer whose price was charged (PUR-07), or null. */
  offer_id: string | null;
}

export interface PurchaseBody {
  readonly product_type: PaidTier | ConsumableType | 'consumable' | SubscriptionProduct;
  /** A tier's term (required for a tier). */
  readonly terms?: 1 | 6 | 12;
  /** A pack's size (required for a consumable). */
  readonly amount?: number;
  readonly idempotency_key: string;
  readonly payment_method: 'card' | 'saved_card';
  readonly card?: CardInput & { readonly holder_name: string };
  readonly zip: string;
  readonly cpf?: string;
  readonly save_card?: boolean;
  readonly email?: string;
  /** PUR-07: buys at this offer's price (the member's own, open, for this tier and term). */
  readonly offer_id?: string;
}

/** What every purchase names, however it is paid. */
export type PurchaseBase = Pick<PurchaseBody, 'product_type' | 'terms' | 'amount' | 'idempotency_key' | 'zip' | 'email' | 'offer_id'>;

/** What pays a purchase: the processor's or provider's token, what a receipt shows of it, and what charging it does. */
export interface PaymentSource {
  readonly token: string;
  readonly brand: 'visa' | 'mastercard' | 'paypal';
  readonly lastFour: string;
  readonly outcome: 'succeed' | 'decline' | 'challenge';
}

export type PurchaseOutcome = { readonly kind: 'succeeded'; readonly purchase: PurchaseRow } | { readonly kind: 'challenge'; readonly purchase: PurchaseRow };

export interface SavedCardRow {
  brand: 'visa' | 'mastercard';
  last_four: string;
  exp_month: number;
  exp_year: number;
}

export const ISSUER = 'Spark Test Bank';
export const MERCHANT = 'Spark';

const declined = (): Failure => ({ status: 402, code: ErrorCode.PAYMENT_DECLINED, message: 'The card was declined' });
const challengeFailed = (): Failure => ({ status: 402, code: ErrorCode.THREE_DS_FAILED, message: 'The card issuer did not confirm the payment' });
const noSavedCard = (): Failure => ({ status: 400, code: ErrorCode.CREDIT_CARD_MISSING, message: 'No saved card' });
const cardRefused = (reason: 'unsupported_brand' | 'invalid_number' | 'expired'): Failure => ({
  status: 400,
  code: reason === 'unsupported_brand' ? ErrorCode.CARD_BRAND_UNSUPPORTED : reason === 'expired' ? ErrorCode.CARD_EXPIRED : ErrorCode.CARD_NUMBER_INVALID,
  message: reason === 'unsupported_brand' ? 'Only Visa and Mastercard are taken' : reason === 'expired' ? 'The card has expired' : 'The card number is not valid',
});

/** The price of a tier's term, in cents (the tier tables). */
export const priceOf = (tier: PaidTier, terms: number): { readonly priceCents: number; readonly currency: string } | null => {
  const price = tierCatalogue()[tier].prices.find((p) => p.terms === terms);
  return price ? { priceCents: price.priceCents, currency: price.currency } : null;
};

/**
 * PUR-07: the price of a purchase at an offer: the member's own offer, open, not redeemed, for this tier and term;
 * an intro price only for a member who never bought.
 */
const offerPrice = async (tx: Queryable, userId: string, body: Pick<PurchaseBody, 'offer_id' | 'product_type' | 'terms'>, now: number): Promise<Result<{ readonly priceCents: number; readonly currency: string }, Failure>> => {
  const [offer] = await tx.query<{ offer_type: string; price_cents: number; currency: string; expires_at: Date; redeemed_at: Date | null; bought: boolean }>(
    `SELECT offer_type, price_cents, currency, expires_at, redeemed_at,
            EXISTS (SELECT 1 FROM purchases WHERE user_id = $2 AND status = 'succeeded') AS bought
       FROM member_offers WHERE id = $1 AND user_id = $2 AND product_type = $3 AND terms = $4 AND offer_type IN ('INTRO_PRICE', 'DISCOUNT', 'SUB_OFFER', 'REGULAR') FOR UPDATE`,
    [body.offer_id, userId, body.product_type, body.terms],
  );
  if (!offer) return err(failure.notFound('No such offer'));
  if (offer.redeemed_at !== null || offer.expires_at.getTime() <= now || (offer.offer_type === 'INTRO_PRICE' && offer.bought)) return err({ status: 409, code: ErrorCode.CONFLICT, message: 'The offer has ended' });
  return ok({ priceCents: offer.price_cents, currency: offer.currency });
};

/** A consumable pack's price (migration 150's `consumable_prices`), or null when there is no such pack. */
export const packPriceOf = async (q: Queryable, type: ConsumableType, amount: number): Promise<{ readonly priceCents: number; readonly currency: string } | null> => {
  const [row] = await q.query<{ price_cents: number; currency: string }>('SELECT price_cents, currency FROM consumable_prices WHERE product_type = $1 AND amount = $2', [type, amount]);
  return row ? { priceCents: row.price_cents, currency: row.currency } : null;
};

/** The packs on sale, smallest first within each consumable. */
export const packPrices = (q: Queryable) =>
  q.query<{ product_type: ConsumableType; amount: number; price_cents: number; currency: string }>('SELECT product_type, amount, price_cents, currency FROM consumable_prices ORDER BY product_type, amount');

/** What a purchase body buys, its price at the regular rate (an offer's price is read in the transaction). */
type Product =
  | { readonly kind: 'tier'; readonly tier: PaidTier; readonly terms: 1 | 6 | 12 }
  | { readonly kind: 'subscription'; readonly type: SubscriptionProduct; readonly terms: 1 | 6 | 12 }
  | { readonly kind: 'pack'; readonly type: ConsumableType; readonly amount: number }
  | { readonly kind: 'bundle' };

const productOf = (body: PurchaseBase): Result<Product, Failure> => {
  const type = body.product_type;
  if (type === 'consumable') return body.offer_id === undefined ? err(failure.badRequest('A bundle is bought at its offer')) : ok({ kind: 'bundle' });
  if (isConsumable(type)) return body.amount === undefined || body.terms !== undefined ? err(failure.badRequest('A consumable needs an amount and no term')) : ok({ kind: 'pack', type, amount: body.amount });
  if (isSubscriptionProduct(type))
    return body.terms === undefined || body.amount !== undefined || body.offer_id !== undefined ? err(failure.badRequest('A subscription needs a term, no amount and no offer')) : ok({ kind: 'subscription', type, terms: body.terms });
  return body.terms === undefined || body.amount !== undefined ? err(failure.badRequest('A tier needs a term and no amount')) : ok({ kind: 'tier', tier: type, terms: body.terms });
};

/** PUR-06, PUR-07: a bundle offer's price: the member's own, open and not yet bought. */
const bundlePrice = async (tx: Queryable, userId: string, offerId: string, now: number): Promise<Result<{ readonly priceCents: number; readonly currency: string }, Failure>> => {
  const [offer] = await tx.query<{ price_cents: number; currency: string; expires_at: Date; redeemed_at: Date | null }>(
    `SELECT price_cents, currency, expires_at, redeemed_at FROM member_offers WHERE id = $1 AND user_id = $2 AND offer_type = 'BUNDLE_OFFER' FOR UPDATE`,
    [offerId, userId],
  );
  if (!offer) return err(failure.notFound('No such offer'));
  if (offer.redeemed_at !== null || offer.expires_at.getTime() <= now) return err({ status: 409, code: ErrorCode.CONFLICT, message: 'The offer has ended' });
  return ok({ priceCents: offer.price_cents, currency: offer.currency });
};

/** A pack or a bundle charged now: its units are the member's in the same transaction; no tier changes. */
const chargeConsumables = async (tx: Queryable, row: PurchaseRow, now: number): Promise<PurchaseRow> => {
  // A pack is no subscription: it is over once charged (`ended_at`), so nothing that looks for a live subscription
  // (renewals, the tier's end, offers) ever takes it for one.
  const [charged] = await tx.query<PurchaseRow>(`UPDATE purchases SET status = 'succeeded', charged_at = $2, ended_at = $2 WHERE id = $1 RETURNING *`, [row.id, new Date(now)]);
  let entries: ReadonlyArray<{ product_type: string; amount: number }> = [{ product_type: row.product_type, amount: row.amount }];
  if (row.offer_id !== null) {
    const [offer] = await tx.query<{ bundle: Array<{ product_type: string; amount: number }> }>('UPDATE member_offers SET redeemed_at = $2 WHERE id = $1 RETURNING bundle', [row.offer_id, new Date(now)]);
    if (row.product_type === 'consumable') entries = offer?.bundle ?? [];
  }
  for (const entry of entries) if (isConsumable(entry.product_type)) await consumables.grant(tx, row.user_id, entry.product_type, entry.amount);
  return charged!;
};

const isTierRow = (row: PurchaseRow): row is PurchaseRow & { product_type: PaidTier } => row.product_type === 'plus' || row.product_type === 'gold' || row.product_type === 'platinum';

/** The product types a new charge of `row` ends the live subscriptions of: a tier ends the other tiers, a subscription product its own kind. */
const replacedBy = (row: PurchaseRow): readonly string[] => (isTierRow(row) ? ['plus', 'gold', 'platinum'] : [row.product_type]);

/**
 * Charges a subscription (a tier or PUR-31's boost subscription) now: its term starts, the member's other live
 * subscriptions of the same kind end. A tier is granted with its read receipts; a boost subscription's boosts are
 * counted from its live row (server/boosts).
 */
const charge = async (tx: Queryable, row: PurchaseRow, now: number): Promise<PurchaseRow> => {
  if (!isTierRow(row) && !isSubscriptionProduct(row.product_type)) return chargeConsumables(tx, row, now);
  const [charged] = await tx.query<PurchaseRow>(
    `UPDATE purchases SET status = 'succeeded', charged_at = $2, expires_at = $3, restore_token = $4 WHERE id = $1 RETURNING *`,
    [row.id, new Date(now), new Date(now + row.terms * MONTH_MS), isTierRow(row) ? `rst_${newToken()}` : null],
  );
  await tx.query(`UPDATE purchases SET ended_at = $3 WHERE user_id = $1 AND id <> $2 AND status = 'succeeded' AND ended_at IS NULL AND product_type = ANY($4::text[])`, [
    row.user_id,
    row.id,
    new Date(now),
    replacedBy(row),
  ]);
  if (row.offer_id !== null) await tx.query('UPDATE member_offers SET redeemed_at = $2 WHERE id = $1', [row.offer_id, new Date(now)]);
  if (!isTierRow(row)) return charged!;
  const receipts = tierCatalogue()[row.product_type].readReceiptsPerMonth * row.terms;
  await tx.query('UPDATE users SET tier = $2, read_receipts_remaining = read_receipts_remaining + $3 WHERE id = $1', [row.user_id, row.product_type, receipts]);
  return charged!;
};

export class PurchaseService {
  /** When the next live subscription ends (ms), as far as this process knows; Infinity when none does. */
  nextExpiry = Number.POSITIVE_INFINITY;

  constructor(
    readonly db: Database,
    private readonly clock: Clock,
  ) {}

  /** PUR-07, PUR-23: the price the member would pay at their offer (the tax is quoted on it), checked as a purchase checks it. */
  async offerPriceOf(userId: string, offerId: string, productType: PaidTier, terms: 1 | 6 | 12): Promise<Result<{ readonly priceCents: number; readonly currency: string }, Failure>> {
    const now = this.clock.now();
    return this.db.transaction((tx) => offerPrice(tx, userId, { offer_id: offerId, product_type: productType, terms }, now));
  }

  /** PUR-24 `billing_info.require_brazil_cpf`: the member is in Brazil (their stored position), where a card payment needs the CPF. */
  async requiresCpf(userId: string): Promise<boolean> {
    const [row] = await this.db.query<{ lat: number | null; lng: number | null }>('SELECT lat, lng FROM users WHERE id = $1', [userId]);
    return row !== undefined && row.lat !== null && row.lng !== null && countryAt(row.lat, row.lng) === 'BR';
  }

  /** PUR-06, BOOST-08: the price of the member's own open bundle offer (the tax is quoted on it), checked as a purchase checks it. */
  async bundlePriceOf(userId: string, offerId: string): Promise<Result<{ readonly priceCents: number; readonly currency: string }, Failure>> {
    const now = this.clock.now();
    return this.db.transaction((tx) => bundlePrice(tx, userId, offerId, now));
  }

  async purchase(userId: string, body: PurchaseBody): Promise<Result<PurchaseOutcome, Failure>> {
    const now = this.clock.now();
    // PUR-24: a new card from Brazil goes with a valid CPF.
    if (productOf(body).ok && body.payment_method === 'card' && (await this.requiresCpf(userId)) && (body.cpf === undefined || !cpfValid(body.cpf)))
      return err({ status: 400, code: ErrorCode.BAD_REQUEST, message: 'A valid CPF is needed', details: { field: 'cpf' } });
    return this.purchaseWith(userId, body, async (tx): Promise<Result<PaymentSource, Failure>> => {
      if (body.payment_method === 'saved_card') {
        const [saved] = await tx.query<{ token: string; brand: 'visa' | 'mastercard'; last_four: string }>('SELECT token, brand, last_four FROM payment_cards WHERE user_id = $1', [userId]);
        if (!saved) return err(noSavedCard());
        return ok({ token: saved.token, brand: saved.brand, lastFour: saved.last_four, outcome: cardProcessor.outcomeOf(saved.token) });
      }
      if (body.card === undefined) return err(failure.badRequest('A card is needed'));
      const tokenised = cardProcessor.tokenise(body.card, now);
      if (!tokenised.ok) return err(cardRefused(tokenised.reason));
      if (body.save_card === true && tokenised.card.outcome !== 'decline') await this.#vault(tx, userId, tokenised.card, now);
      return ok({ token: tokenised.card.token, brand: tokenised.card.brand, lastFour: tokenised.card.lastFour, outcome: tokenised.card.outcome });
    });
  }

  /**
   * A purchase paid by `pay` (a card, or PUR-30's PayPal through the provider): one per idempotency key of the
   * member (a retry answers the first outcome without paying again), priced in the transaction, and granted in it
   * when the charge succeeds. `pay` runs only for a new key, after the price is known.
   */
  async purchaseWith(userId: string, body: PurchaseBase, pay: (tx: Queryable, now: number) => Promise<Result<PaymentSource, Failure>>): Promise<Result<PurchaseOutcome, Failure>> {
    const now = this.clock.now();
    const product = productOf(body);
    if (!product.ok) return product;
    const regular = product.value.kind === 'tier' ? priceOf(product.value.tier, product.value.terms) : null;
    if (product.value.kind === 'tier' && regular === null) return err(failure.badRequest('No such term'));
    const subscription = product.value.kind === 'subscription' ? await subscriptionProducts.priceOf(this.db, product.value.type, product.value.terms) : null;
    if (product.value.kind === 'subscription' && subscription === null) return err(failure.badRequest('No such term'));
    return this.db.transaction(async (tx): Promise<Result<PurchaseOutcome, Failure>> => {
      // One request per key at a time: a retry waits for the first and then answers what it did.
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`purchase:${userId}:${body.idempotency_key}`]);
      const [known] = await tx.query<PurchaseRow>('SELECT * FROM purchases WHERE user_id = $1 AND idempotency_key = $2', [userId, body.idempotency_key]);
      if (known) return this.#answerOf(known, body);
      const offered = await this.#priceOf(tx, userId, body, product.value, regular ?? subscription, now);
      if (!offered.ok) return offered;
      const price = offered.value;
      const paid = await pay(tx, now);
      if (!paid.ok) return paid;
      const card = paid.value;
      await tx.query('INSERT INTO billing_profiles (user_id, email, zip_code) VALUES ($1, $2, $3) ON CONFLICT (user_id) DO UPDATE SET zip_code = $3, email = COALESCE($2, billing_profiles.email)', [
        userId,
        body.email ?? null,
        body.zip,
      ]);
      const outcome = card.outcome;
      const status = outcome === 'decline' ? 'declined' : 'pending';
      // PUR-10: a card pays the listed price less the card discount, PayPal the listed price; the tax is on what is paid.
      const charged = priceByPayment(price.priceCents, card.brand === 'paypal' ? 'paypal' : 'card');
      const [row] = await tx.query<PurchaseRow>(
        `INSERT INTO purchases (id, user_id, idempotency_key, product_type, terms, price_cents, tax_cents, currency, status, card_token, brand, last_four, zip_code, transaction_id, created_at, offer_id, amount, card_discount_cents)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18) RETURNING *`,
        [
          newId(),
          userId,
          body.idempotency_key,
          body.product_type,
          body.terms ?? 0,
          charged.price,
          taxOf(charged.price, taxRateOf(body.zip)),
          price.currency,
          status,
          card.token,
          card.brand,
          card.lastFour,
          body.zip,
          outcome === 'challenge' ? `3ds_${newToken()}` : null,
          new Date(now),
          body.offer_id ?? null,
          product.value.kind === 'pack' ? product.value.amount : 0,
          charged.discount,
        ],
      );
      if (outcome === 'succeed') return ok({ kind: 'succeeded', purchase: this.#noteExpiry(await charge(tx, row!, now)) });
      return this.#answerOf(row!, body);
    });
  }

  /** The price of what the body buys: a tier's term, a pack, or an offer's price. */
  async #priceOf(tx: Queryable, userId: string, body: PurchaseBase, product: Product, regular: { readonly priceCents: number; readonly currency: string } | null, now: number): Promise<Result<{ readonly priceCents: number; readonly currency: string }, Failure>> {
    if (product.kind === 'bundle') return bundlePrice(tx, userId, body.offer_id!, now);
    if (product.kind === 'pack') {
      const pack = await packPriceOf(tx, product.type, product.amount);
      return pack === null ? err(failure.badRequest('No such pack')) : ok(pack);
    }
    if (product.kind === 'subscription') return ok(regular!);
    return body.offer_id === undefined ? ok(regular!) : offerPrice(tx, userId, body, now);
  }

  /** What a purchase answers, the first time and on every retry with its key. */
  #answerOf(row: PurchaseRow, body: PurchaseBase): Result<PurchaseOutcome, Failure> {
    if (row.product_type !== body.product_type || row.terms !== (body.terms ?? 0) || row.amount !== (body.amount ?? 0) || row.offer_id !== (body.offer_id ?? null)) return err({ status: 409, code: ErrorCode.CONFLICT, message: 'This key was used for another purchase' });
    switch (row.status) {
      case 'succeeded':
        return ok({ kind: 'succeeded', purchase: row });
      case 'pending':
        return ok({ kind: 'challenge', purchase: row });
      case 'declined':
        return err(declined());
      case 'failed':
        return err(challengeFailed());
    }
  }

  /** PUR-22: the member's answer to the 3-D Secure challenge of a pending purchase. */
  async completeChallenge(userId: string, purchaseId: string, transactionId: string, answer: string): Promise<Result<PurchaseRow, Failure>> {
    const now = this.clock.now();
    return this.db.transaction(async (tx): Promise<Result<PurchaseRow, Failure>> => {
      const [row] = await tx.query<PurchaseRow>('SELECT * FROM purchases WHERE id = $1 AND user_id = $2 AND transaction_id = $3 FOR UPDATE', [purchaseId, userId, transactionId]);
      if (!row) return err(failure.notFound('No such payment'));
      if (row.status === 'succeeded') return ok(row);
      if (row.status !== 'pending') return err(challengeFailed());
      if (!cardProcessor.challengePassed(answer) || row.created_at.getTime() <= now - PENDING_3DS_WINDOW_MS) {
        await tx.query(`UPDATE purchases SET status = 'failed' WHERE id = $1`, [row.id]);
        return err(challengeFailed());
      }
      return ok(this.#noteExpiry(await charge(tx, row, now)));
    });
  }

  /**
   * PL-09: the member's last purchase attempt when it still waits for its 3-D Secure answer (an attempt made after it,
   * a cancelled challenge or one older than the window leaves nothing pending).
   */
  async pendingChallenge(userId: string): Promise<PurchaseRow | null> {
    const [row] = await this.db.query<PurchaseRow>('SELECT * FROM purchases WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT 1', [userId]);
    return row && row.status === 'pending' && row.transaction_id !== null && row.created_at.getTime() > this.clock.now() - PENDING_3DS_WINDOW_MS ? row : null;
  }

  /** PUR-22: the member closed the challenge: the payment is abandoned (nothing was charged); a finished one stays as it is. */
  async cancelChallenge(userId: string, purchaseId: string, transactionId: string): Promise<Result<void, Failure>> {
    const [row] = await this.db.query<{ status: PurchaseRow['status'] }>(
      `UPDATE purchases SET status = CASE WHEN status = 'pending' THEN 'failed' ELSE status END WHERE id = $1 AND user_id = $2 AND transaction_id = $3 RETURNING status`,
      [purchaseId, userId, transactionId],
    );
    return row ? ok(undefined) : err(failure.notFound('No such payment'));
  }

  #noteExpiry(row: PurchaseRow): PurchaseRow {
    if (row.expires_at !== null) this.nextExpiry = Math.min(this.nextExpiry, row.expires_at.getTime());
    return row;
  }

  /** Reads when the next live subscription ends. */
  async refreshNextExpiry(): Promise<void> {
    const [row] = await this.db.query<{ at: Date | null }>(`SELECT min(expires_at) AS at FROM purchases WHERE status = 'succeeded' AND ended_at IS NULL`);
    this.nextExpiry = row?.at ? row.at.getTime() : Number.POSITIVE_INFINITY;
  }

  async #vault(tx: Queryable, userId: string, card: { token: string; brand: string; lastFour: string; expMonth: number; expYear: number }, now: number): Promise<void> {
    await tx.query(
      `INSERT INTO payment_cards (user_id, token, brand, last_four, exp_month, exp_year, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (user_id) DO UPDATE SET token = $2, brand = $3, last_four = $4, exp_month = $5, exp_year = $6, created_at = $7`,
      [userId, card.token, card.brand, card.lastFour, card.expMonth, card.expYear, new Date(now)],
    );
  }

  /** PUR-26: saves (or replaces) the member's card; a card the processor declines is not saved. */
  async saveCard(userId: string, input: CardInput): Promise<Result<SavedCardRow, Failure>> {
    const now = this.clock.now();
    const tokenised = cardProcessor.tokenise(input, now);
    if (!tokenised.ok) return err(cardRefused(tokenised.reason));
    if (tokenised.card.outcome === 'decline') return err(declined());
    await this.#vault(this.db, userId, tokenised.card, now);
    return ok({ brand: tokenised.card.brand, last_four: tokenised.card.lastFour, exp_month: tokenised.card.expMonth, exp_year: tokenised.card.expYear });
  }

  async deleteCard(userId: string): Promise<Result<void, Failure>> {
    const deleted = await this.db.query('DELETE FROM payment_cards WHERE user_id = $1 RETURNING user_id', [userId]);
    return deleted.length === 0 ? err(failure.notFound('No saved card')) : ok(undefined);
  }

  async savedCard(userId: string): Promise<SavedCardRow | null> {
    const [card] = await this.db.query<SavedCardRow>('SELECT brand, last_four, exp_month, exp_year FROM payment_cards WHERE user_id = $1', [userId]);
    return card ?? null;
  }

  async billing(userId: string): Promise<{ email: string | null; zip_code: string | null }> {
    const [row] = await this.db.query<{ email: string | null; zip_code: string | null }>('SELECT email, zip_code FROM billing_profiles WHERE user_id = $1', [userId]);
    return row ?? { email: null, zip_code: null };
  }

  async tierOf(userId: string): Promise<Tier> {
    const [row] = await this.db.query<{ tier: Tier }>('SELECT tier FROM users WHERE id = $1', [userId]);
    return row?.tier ?? 'none';
  }

  /** PUR-29: the member's latest charge, or null. */
  async latest(userId: string): Promise<PurchaseRow | null> {
    await this.settleExpired();
    // A subscription's charge: packs have no term, no renewal and nothing to restore.
    const [row] = await this.db.query<PurchaseRow>(
      `SELECT * FROM purchases WHERE user_id = $1 AND status = 'succeeded' AND product_type IN ('plus', 'gold', 'platinum') ORDER BY charged_at DESC LIMIT 1`,
      [userId],
    );
    return row ?? null;
  }

  /** PUR-31: the member's live subscriptions (a tier and a boost subscription), the latest charge first. */
  async liveSubscriptions(userId: string): Promise<PurchaseRow[]> {
    await this.settleExpired();
    return this.db.query<PurchaseRow>(
      `SELECT * FROM purchases WHERE user_id = $1 AND status = 'succeeded' AND ended_at IS NULL AND product_type IN ('plus', 'gold', 'platinum', 'boost_subscription') ORDER BY charged_at DESC`,
      [userId],
    );
  }

  /** PUR-31 `pending_sub_offer`: the discount (per cent) a claimed offer takes off the next renewal of this product and term, or null. */
  async pendingSubOffer(row: PurchaseRow): Promise<number | null> {
    const [offer] = await this.db.query<{ discount_percentage: number }>(
      `SELECT discount_percentage FROM member_offers WHERE user_id = $1 AND product_type = $2 AND terms = $3 AND claimed_at IS NOT NULL AND redeemed_at IS NULL ORDER BY claimed_at LIMIT 1`,
      [row.user_id, row.product_type, row.terms],
    );
    return offer ? offer.discount_percentage : null;
  }

  /** PUR-25: auto-renew of the member's live subscription on or off (off is cancelling: the tier stays until expiry). */
  async setAutoRenew(userId: string, purchaseId: string, enabled: boolean): Promise<Result<PurchaseRow, Failure>> {
    const [row] = await this.db.query<PurchaseRow>(
      `UPDATE purchases SET auto_renew = $3 WHERE id = $1 AND user_id = $2 AND status = 'succeeded' AND ended_at IS NULL RETURNING *`,
      [purchaseId, userId, enabled],
    );
    return row ? ok(row) : err(failure.notFound('No such subscription'));
  }

  /** PUR-27: puts back the tier of a live subscription the member bought (after a tier was lost on this account). */
  async restore(userId: string, restoreToken: string): Promise<Result<Tier, Failure>> {
    const now = this.clock.now();
    return this.db.transaction(async (tx): Promise<Result<Tier, Failure>> => {
      const [row] = await tx.query<PurchaseRow>(
        `SELECT * FROM purchases WHERE restore_token = $1 AND user_id = $2 AND status = 'succeeded' AND ended_at IS NULL AND expires_at > $3 AND product_type IN ('plus', 'gold', 'platinum')`,
        [restoreToken, userId, new Date(now)],
      );
      if (!row) return err(failure.notFound('Nothing to restore'));
      await tx.query('UPDATE users SET tier = $2 WHERE id = $1', [userId, row.product_type]);
      return ok(row.product_type as PaidTier);
    });
  }

  /** PUR-28: the billing e-mail. */
  async updateEmail(userId: string, email: string): Promise<void> {
    await this.db.query('INSERT INTO billing_profiles (user_id, email) VALUES ($1, $2) ON CONFLICT (user_id) DO UPDATE SET email = $2', [userId, email]);
  }

  /**
   * PUR-25: every subscription whose term is over: renewed (a new charge on the saved card, same tier and term)
   * when auto-renew is on and the card charges; otherwise ended, and the member's tier back to none.
   */
  async settleExpired(): Promise<number> {
    const now = this.clock.now();
    return this.db.transaction(async (tx) => {
      const due = await tx.query<PurchaseRow>(`SELECT * FROM purchases WHERE status = 'succeeded' AND ended_at IS NULL AND expires_at <= $1 FOR UPDATE SKIP LOCKED`, [new Date(now)]);
      for (const row of due) {
        // The saved card renews; without one, a saved PayPal account (PUR-30).
        const [card] = await tx.query<{ token: string; brand: string; last_four: string }>(
          `SELECT token, brand, last_four FROM payment_cards WHERE user_id = $1
           UNION ALL SELECT token, 'paypal', '' FROM braintree_payment_methods WHERE user_id = $1 AND method_type = 'paypal' AND NOT EXISTS (SELECT 1 FROM payment_cards WHERE user_id = $1)`,
          [row.user_id],
        );
        // PUR-07: a claimed discount is the price of the next renewal.
        const [claimed] = await tx.query<{ id: string; price_cents: number; currency: string }>(
          `SELECT id, price_cents, currency FROM member_offers WHERE user_id = $1 AND product_type = $2 AND terms = $3 AND claimed_at IS NOT NULL AND redeemed_at IS NULL ORDER BY claimed_at LIMIT 1`,
          [row.user_id, row.product_type, row.terms],
        );
        const price = claimed
          ? { priceCents: claimed.price_cents, currency: claimed.currency }
          : isSubscriptionProduct(row.product_type)
            ? await subscriptionProducts.priceOf(tx, row.product_type, row.terms)
            : priceOf(row.product_type as PaidTier, row.terms);
        if (row.auto_renew && card && price && cardProcessor.outcomeOf(card.token) === 'succeed') {
          await tx.query('UPDATE purchases SET ended_at = $2 WHERE id = $1', [row.id, new Date(now)]);
          // PUR-10: a renewal on the saved card is a card payment too; on PayPal it pays the listed price.
          const renewed = priceByPayment(price.priceCents, card.brand === 'paypal' ? 'paypal' : 'card');
          const [renewal] = await tx.query<PurchaseRow>(
            `INSERT INTO purchases (id, user_id, idempotency_key, product_type, terms, price_cents, tax_cents, currency, status, card_token, brand, last_four, zip_code, created_at, offer_id, card_discount_cents)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'pending', $9, $10, $11, $12, $13, $14, $15) RETURNING *`,
            [newId(), row.user_id, `renewal:${row.id}`, row.product_type, row.terms, renewed.price, row.zip_code ? taxOf(renewed.price, taxRateOf(row.zip_code)) : 0, price.currency, card.token, card.brand, card.last_four, row.zip_code, new Date(now), claimed?.id ?? null, renewed.discount],
          );
          await charge(tx, renewal!, now);
        } else {
          await tx.query('UPDATE purchases SET ended_at = $2 WHERE id = $1', [row.id, new Date(now)]);
          // A tier's end takes the tier back (a boost subscription's end only stops its boosts).
          if (isTierRow(row))
            await tx.query(
              `UPDATE users SET tier = 'none' WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM purchases WHERE user_id = $1 AND status = 'succeeded' AND ended_at IS NULL AND product_type IN ('plus', 'gold', 'platinum'))`,
              [row.user_id],
            );
        }
      }
      return due.length;
    }).finally(() => this.refreshNextExpiry());
  }
}
