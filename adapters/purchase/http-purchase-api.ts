import type { HttpPort } from '../../core/api';
import { CONSUMABLE_PRODUCTS, isConsumableProduct, isSubscriptionProduct, isTierProduct, kindOfPlatform, NO_HOLDINGS, type ConsumablesCatalogue, type Holdings, type Pack, type SubscriptionsCatalogue } from '../../core/purchase';
import type { CardBrand, CardInput, Cart, MemberTier, PaymentMethods, PaymentQuote, PendingChallenge, PurchaseAnswer, PurchaseApiPort, PurchaseRequest, Receipt, SavedCard, TaxQuote, Terms, ThreeDsChallenge, TierOffer } from '../../core/purchase';
import { ok } from '../../core/shared';

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Json) : {});
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
const brand = (v: unknown): CardBrand => (v === 'mastercard' ? 'mastercard' : 'visa');
const tier = (v: unknown): MemberTier => (typeof v === 'string' && isTierProduct(v) ? v : 'none');
const product = (v: unknown) => (v === 'plus' || v === 'platinum' ? v : 'gold');
const terms = (v: unknown): Terms => (v === 6 || v === 12 ? v : 1);
/** A receipt's or a pending attempt's product: a tier, a consumable, a bundle (`consumable`) or a subscription product (PUR-31). */
const anyProduct = (v: unknown): Receipt['productType'] =>
  v === 'consumable' ? v : typeof v === 'string' && (isConsumableProduct(v) || isSubscriptionProduct(v)) ? v : product(v);
/** A pending attempt's cart: a pack (or bundle) by its units, a tier by its term. */
const cartOf = (raw: Json): Cart => {
  const type = anyProduct(raw['product_type']);
  const offer = typeof raw['offer_id'] === 'string' ? { offerId: raw['offer_id'] } : {};
  if (isSubscriptionProduct(type)) return { productType: type, terms: terms(raw['terms']) };
  return isTierProduct(type) ? { productType: type, terms: terms(raw['terms']), ...offer } : { productType: type, amount: Math.max(1, num(raw['amount'])), ...offer };
};
const time = (v: unknown): number => (typeof v === 'string' ? Date.parse(v) : 0);

export const readReceipt = (raw: unknown): Receipt => {
  const r = obj(raw);
  return {
    purchaseId: str(r['purchase_id']),
    productType: anyProduct(r['product_type']),
    terms: terms(r['terms']),
    units: num(r['amount']),
    amount: num(r['price']),
    // PUR-10: the price listed and the card discount (an answer without them was charged its listed price).
    listedPrice: typeof r['listed_price'] === 'number' ? num(r['listed_price']) : num(r['price']),
    cardDiscount: num(r['card_discount']),
    taxPrice: num(r['tax_price']),
    finalPrice: num(r['final_price']),
    currency: str(r['currency']) || 'USD',
    brand: brand(r['brand']),
    lastFour: str(r['last_four']),
    ...(r['payment_method'] === 'paypal' ? { paymentMethod: 'paypal' as const } : {}),
    createdAt: time(r['created_at']),
    expiresAt: time(r['expires_at']),
    autoRenew: r['auto_renew'] === true,
    restoreToken: str(r['restore_token']),
  };
};

const readChallenge = (raw: unknown): ThreeDsChallenge => {
  const c = obj(raw);
  return {
    purchaseId: str(c['purchase_id']),
    transactionId: str(c['transaction_id']),
    issuer: str(c['issuer']),
    merchant: str(c['merchant']),
    amount: num(c['amount']),
    currency: str(c['currency']) || 'USD',
    lastFour: str(c['last_four']),
    brand: brand(c['brand']),
  };
};

const readCard = (raw: unknown): SavedCard => {
  const c = obj(raw);
  return { brand: brand(c['brand']), lastFour: str(c['last_four']), expMonth: num(c['exp_month']), expYear: num(c['exp_year']) };
};

const cardJson = (card: CardInput) => ({ number: card.number, exp_month: card.expMonth, exp_year: card.expYear, cvc: card.cvc, holder_name: card.holderName });

/** The purchase endpoints over HTTP (docs/api.md, "Tiers and purchases"). */
export class HttpPurchaseApi implements PurchaseApiPort {
  constructor(private readonly http: HttpPort) {}

  async tiers() {
    const answer = await this.http.request<Json>({ method: 'GET', path: '/purchase/tiers', auth: true });
    if (!answer.ok) return answer;
    const tiers: TierOffer[] = list(answer.value['tiers']).map((raw) => {
      const t = obj(raw);
      return {
        tier: product(t['product_type']),
        features: list(t['features']).map(str),
        superLikesPerDay: num(t['super_likes_per_day']),
        boostsPerMonth: num(t['boosts_per_month']),
        readReceiptsPerMonth: num(t['read_receipts_per_month']),
        preferenceFilters: t['preference_filters'] === true,
        prices: list(t['prices']).map((p) => ({ terms: terms(obj(p)['terms']), price: num(obj(p)['price']), currency: str(obj(p)['currency']) || 'USD' })),
      };
    });
    return ok(tiers);
  }

  /** PUR-31: `GET /v2/purchase/subscriptions`. */
  async subscriptions() {
    const answer = await this.http.request<Json>({ method: 'GET', path: '/v2/purchase/subscriptions', auth: true });
    if (!answer.ok) return answer;
    const catalogue: SubscriptionsCatalogue = {
      products: list(answer.value['products']).flatMap((raw) => {
        const p = obj(raw);
        const type = p['product_type'];
        return typeof type === 'string' && isSubscriptionProduct(type)
          ? [{ productType: type, terms: terms(p['terms']), price: num(p['price']), currency: str(p['currency']) || 'USD', boostsPerMonth: num(p['boosts_per_month']) }]
          : [];
      }),
      held: list(answer.value['subscriptions']).map((raw) => {
        const s = obj(raw);
        const discount = obj(s['pending_sub_offer'])['offer_discount_percentage'];
        return {
          id: str(s['id']),
          expireDate: time(s['expire_date']),
          isAutoRenewing: s['is_auto_renewing'] === true,
          platform: str(s['platform']),
          productType: str(s['product_type']),
          terms: terms(s['terms']),
          ...(typeof discount === 'number' ? { pendingDiscountPercentage: discount } : {}),
        };
      }),
    };
    return ok(catalogue);
  }

  async purchase({ cart, idempotencyKey, payment }: PurchaseRequest) {
    const body = {
      product_type: cart.productType,
      // A pack (or bundle) is bought by its units, a tier by its term.
      ...('amount' in cart ? (cart.productType === 'consumable' ? {} : { amount: cart.amount }) : { terms: cart.terms }),
      ...(cart.offerId === undefined ? {} : { offer_id: cart.offerId }),
      idempotency_key: idempotencyKey,
      payment_method: payment.kind === 'saved' ? 'saved_card' : 'card',
      zip: payment.kind === 'card' ? payment.card.zip : payment.zip,
      ...(payment.kind === 'card' ? { card: cardJson(payment.card), save_card: payment.save, ...(payment.card.cpf ? { cpf: payment.card.cpf } : {}) } : {}),
    };
    const answer = await this.http.request<Json>({ method: 'POST', path: '/purchase/web', auth: true, body: { kind: 'json', value: body } });
    if (!answer.ok) return answer;
    const result: PurchaseAnswer =
      answer.value['status'] === 'challenge_required'
        ? { status: 'challenge', challenge: readChallenge(answer.value['three_ds']) }
        : { status: 'succeeded', receipt: readReceipt(answer.value['purchase']) };
    return ok(result);
  }

  async completeChallenge(purchaseId: string, transactionId: string, response: string) {
    const answer = await this.http.request<Json>({
      method: 'POST',
      path: '/purchase/web/3d',
      auth: true,
      body: { kind: 'json', value: { purchase_id: purchaseId, transaction_id: transactionId, challenge_response: response } },
    });
    return answer.ok ? ok(readReceipt(answer.value['purchase'])) : answer;
  }

  async cancelChallenge(purchaseId: string, transactionId: string) {
    const answer = await this.http.request<Json>({ method: 'POST', path: '/purchase/web/3d/cancel', auth: true, body: { kind: 'json', value: { purchase_id: purchaseId, transaction_id: transactionId } } });
    return answer.ok ? ok(undefined) : answer;
  }

  async pendingChallenge() {
    const answer = await this.http.request<Json>({ method: 'GET', path: '/purchase/payment/latest', auth: true });
    if (!answer.ok) return answer;
    const raw = answer.value['pending_three_ds'];
    if (raw === null || raw === undefined) return ok(null);
    const pending: PendingChallenge = { cart: cartOf(obj(raw)), challenge: readChallenge(raw) };
    return ok(pending);
  }

  async tax(zip: string, cart: Cart) {
    // A bundle (`consumable`) is quoted at its offer.
    const query = 'amount' in cart ? { product_type: cart.productType, ...(cart.productType === 'consumable' ? { offer_id: cart.offerId } : { amount: cart.amount }) } : { product_type: cart.productType, terms: cart.terms, ...(cart.offerId === undefined ? {} : { offer_id: cart.offerId }) };
    const answer = await this.http.request<Json>({ method: 'GET', path: '/v2/purchase/tax/{zip}', params: { zip }, query, auth: true });
    if (!answer.ok) return answer;
    // PUR-10: one quote per way to pay: a card's after the card discount, PayPal's at the listed price.
    const products = list(answer.value['products']).map(obj);
    const of = (kind: string): PaymentQuote => {
      const p = products.find((q) => q['payment_type'] === kind) ?? products[0] ?? {};
      const price = num(p['price']);
      return { listedPrice: typeof p['listed_price'] === 'number' ? num(p['listed_price']) : price, discount: num(p['card_discount']), price, taxPrice: num(p['tax_price']), finalPrice: num(p['final_price']) };
    };
    const card = products.find((q) => q['payment_type'] === 'card') ?? {};
    const quote: TaxQuote = { zip, taxRate: num(answer.value['tax_rate']), card: { ...of('card'), discountPercentage: num(card['card_discount_percentage']) }, paypal: of('paypal') };
    return ok(quote);
  }

  async consumables() {
    const answer = await this.http.request<Json>({ method: 'GET', path: '/purchase/consumables', auth: true });
    if (!answer.ok) return answer;
    const packs: Pack[] = list(answer.value['packs']).flatMap((raw) => {
      const p = obj(raw);
      const type = str(p['product_type']);
      return isConsumableProduct(type) ? [{ productType: type, amount: num(p['amount']), price: num(p['price']), currency: str(p['currency']) || 'USD' }] : [];
    });
    const heldRaw = obj(answer.value['consumables']);
    const held: Holdings = { ...NO_HOLDINGS, ...Object.fromEntries(CONSUMABLE_PRODUCTS.map((type) => [type, num(heldRaw[type])])) };
    const catalogue: ConsumablesCatalogue = { packs, held };
    return ok(catalogue);
  }

  async paymentMethods() {
    const answer = await this.http.request<Json>({ method: 'GET', path: '/v2/purchase/payment-methods', auth: true });
    if (!answer.ok) return answer;
    // PUR-30: the list holds a saved PayPal account too; the card is the entry whose platform is a card's (PUR-19).
    const card = obj(list(answer.value['payment_methods']).find((m) => kindOfPlatform(obj(m)['platform']) === 'card'))['card_metadata'];
    const billing = obj(answer.value['billing_info']);
    const methods: PaymentMethods = {
      card: card === undefined ? null : readCard(card),
      billingInfo: { email: typeof billing['email'] === 'string' ? billing['email'] : null, zip_code: typeof billing['zip_code'] === 'string' ? billing['zip_code'] : null, require_brazil_cpf: billing['require_brazil_cpf'] === true },
      latest: answer.value['latest_payment'] ? readReceipt(answer.value['latest_payment']) : null,
      tier: tier(answer.value['tier']),
    };
    return ok(methods);
  }

  async saveCard(card: CardInput) {
    const answer = await this.http.request<Json>({ method: 'POST', path: '/purchase/payment/card', auth: true, body: { kind: 'json', value: cardJson(card) } });
    return answer.ok ? ok(readCard(answer.value['card_metadata'])) : answer;
  }

  async deleteCard() {
    const answer = await this.http.request<Json>({ method: 'DELETE', path: '/purchase/payment/card', auth: true });
    return answer.ok ? ok(undefined) : answer;
  }

  async setAutoRenew(purchaseId: string, enabled: boolean) {
    const answer = await this.http.request<Json>({ method: enabled ? 'PUT' : 'DELETE', path: '/v2/purchase/{purchaseId}/auto-renew', params: { purchaseId }, auth: true });
    return answer.ok ? ok(undefined) : answer;
  }

  async restore(restoreToken: string) {
    const answer = await this.http.request<Json>({ method: 'PUT', path: '/v2/purchase/{restoreToken}/restore', params: { restoreToken }, auth: true });
    return answer.ok ? ok(tier(answer.value['tier'])) : answer;
  }

  async updateEmail(email: string) {
    const answer = await this.http.request<Json>({ method: 'PUT', path: '/purchase/web/billing/email', auth: true, body: { kind: 'json', value: { email } } });
    return answer.ok ? ok(undefined) : answer;
  }
}
