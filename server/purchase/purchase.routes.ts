/**
 * The purchase routes (PUR-22..29, PL-09, EP-108, EP-112, EP-113, EP-169): the tiers and prices, a purchase and its
 * 3-D Secure answer, tax by zip, the payment methods, the saved card, the latest payment, auto-renew, restore and
 * the billing e-mail. Card numbers come in here and go only to the card processor: no answer, row or log has one.
 */
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { authOf } from '../http/auth-guard';
import { sendData, sendFailure } from '../http/envelope';
import { failure } from '../http/failure';
import { body, Id, LocaleOnlyQuery, NoBody, withLocale } from '../http/schemas';
import { consumables, CONSUMABLE_TYPES, isConsumable, PAID_TIERS, tierCatalogue, tiersByRank } from '../users';
import type { BraintreeService } from './braintree.service';
import type { PaymentGuard } from './payment-failures';
import { ISSUER, MERCHANT, packPrices, priceOf, type PurchaseRow, type PurchaseService } from './purchase.service';
import { isSubscriptionProduct, SUBSCRIPTION_PRODUCTS, subscriptionProducts } from './subscription-products';
import { taxOf, taxRateOf, ZIP_PATTERN } from './tax';
import { CARD_DISCOUNT_PERCENT, priceByPayment } from '../../core/purchase/card-discount';

const ProductType = Type.Union(PAID_TIERS.map((tier) => Type.Literal(tier)));
/** PUR-05: a tier, a consumable sold in packs, `consumable` (a bundle offer), or a subscription product (PUR-31). */
const AnyProductType = Type.Union([...PAID_TIERS, ...CONSUMABLE_TYPES, 'consumable' as const, ...SUBSCRIPTION_PRODUCTS].map((type) => Type.Literal(type)));
const Amount = Type.Integer({ minimum: 1, maximum: 100 });
const Terms = Type.Union([Type.Literal(1), Type.Literal(6), Type.Literal(12)]);
const Zip = Type.String({ pattern: ZIP_PATTERN, maxLength: 10 });
const Email = Type.String({ minLength: 3, maxLength: 254, pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' });
const IdempotencyKey = Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });
const Card = {
  number: Type.String({ minLength: 12, maxLength: 23, pattern: '^[0-9][0-9 -]*[0-9]$' }),
  exp_month: Type.Integer({ minimum: 1, maximum: 12 }),
  exp_year: Type.Integer({ minimum: 2000, maximum: 2100 }),
  cvc: Type.String({ pattern: '^[0-9]{3,4}$' }),
};
const CardBody = body({ ...Card, holder_name: Type.String({ minLength: 1, maxLength: 100 }) });
/** What every purchase names, however it is paid (the card's here, PayPal's in braintree.routes.ts). */
export const PurchaseFields = {
  product_type: AnyProductType,
  terms: Type.Optional(Terms),
  amount: Type.Optional(Amount),
  idempotency_key: IdempotencyKey,
  zip: Zip,
  email: Type.Optional(Email),
  offer_id: Type.Optional(Id),
};
const PurchaseBody = body({
  ...PurchaseFields,
  payment_method: Type.Union([Type.Literal('card'), Type.Literal('saved_card')]),
  card: Type.Optional(CardBody),
  cpf: Type.Optional(Type.String({ pattern: '^[0-9]{3}\\.?[0-9]{3}\\.?[0-9]{3}-?[0-9]{2}$' })),
  save_card: Type.Optional(Type.Boolean()),
});
const TransactionId = Type.String({ minLength: 1, maxLength: 80, pattern: '^[A-Za-z0-9_-]+$' });
const ChallengeBody = body({ purchase_id: Id, transaction_id: TransactionId, challenge_response: Type.String({ minLength: 1, maxLength: 12, pattern: '^[0-9]+$' }) });
const CancelChallengeBody = body({ purchase_id: Id, transaction_id: TransactionId });
const TaxParams = Type.Object({ zip: Zip }, { additionalProperties: false });
const TaxQuery = withLocale({
  product_type: Type.Optional(Type.Union([...PAID_TIERS, ...CONSUMABLE_TYPES, 'consumable' as const, ...SUBSCRIPTION_PRODUCTS].map((type) => Type.Literal(type)))),
  terms: Type.Optional(Type.Integer({ minimum: 1, maximum: 12 })),
  amount: Type.Optional(Amount),
  offer_id: Type.Optional(Id),
});
const PurchaseParams = Type.Object({ purchaseId: Id }, { additionalProperties: false });
const RestoreParams = Type.Object({ restoreToken: Id }, { additionalProperties: false });
const EmailBody = body({ email: Email });

const iso = (date: Date | null) => (date === null ? null : date.toISOString());

/** A charge, as the latest payment and a purchase answer it. */
export const receiptJson = (row: PurchaseRow) => ({
  purchase_id: row.id,
  product_type: row.product_type,
  terms: row.terms,
  amount: row.amount,
  // PUR-10: the price listed, what a card took off it, and the subtotal charged (the tax is on it).
  listed_price: row.listed_price_cents,
  card_discount: row.card_discount_cents,
  price: row.price_cents,
  tax_price: row.tax_cents,
  final_price: row.price_cents + row.tax_cents,
  currency: row.currency,
  brand: row.brand,
  last_four: row.last_four,
  payment_method: row.brand === 'paypal' ? 'paypal' : 'card',
  created_at: iso(row.charged_at),
  expires_at: iso(row.expires_at),
  auto_renew: row.auto_renew,
  is_active: row.ended_at === null,
  restore_token: row.restore_token,
});

const challengeJson = (row: PurchaseRow) => ({
  purchase_id: row.id,
  transaction_id: row.transaction_id,
  issuer: ISSUER,
  merchant: MERCHANT,
  amount: row.price_cents + row.tax_cents,
  currency: row.currency,
  brand: row.brand,
  last_four: row.last_four,
});

/**
 * PUR-10, PUR-23: what a product costs at a zip, once per way to pay: by card (the listed price less the card
 * discount) and by PayPal (the listed price), each with the tax on what is paid. `what` names the product.
 */
const quotesOf = <T extends object>(what: T, listed: number, currency: string, rate: number) =>
  (['card', 'paypal'] as const).map((kind) => {
    const paid = priceByPayment(listed, kind);
    const tax = taxOf(paid.price, rate);
    return {
      ...what,
      payment_type: kind,
      listed_price: listed,
      card_discount_percentage: kind === 'card' ? CARD_DISCOUNT_PERCENT : 0,
      card_discount: paid.discount,
      price: paid.price,
      tax_price: tax,
      final_price: paid.price + tax,
      currency,
    };
  });

const tiersJson = () =>
  tiersByRank().map((tier) => {
    const rules = tierCatalogue()[tier];
    return {
      product_type: tier,
      features: rules.features,
      unlimited_likes: rules.unlimitedLikes,
      super_likes_per_day: rules.superLikesPerDay,
      boosts_per_month: rules.boostsPerMonth,
      read_receipts_per_month: rules.readReceiptsPerMonth,
      preference_filters: rules.preferenceFilters,
      prices: rules.prices.map((p) => ({ terms: p.terms, terms_unit: 'month', price: p.priceCents, price_per_term: Math.round(p.priceCents / p.terms), currency: p.currency })),
    };
  });

export const registerPurchaseRoutes = (
  api: FastifyInstance,
  { member, purchases, braintree, payments }: { readonly member: preHandlerAsyncHookHandler; readonly purchases: PurchaseService; readonly braintree: BraintreeService; readonly payments: PaymentGuard },
): void => {
  const paying = [member, payments.preHandler];
  api.get('/purchase/tiers', { preHandler: member, schema: { querystring: LocaleOnlyQuery } }, async (_request, reply) => sendData(reply, { tiers: tiersJson() }));

  api.post<{ Body: Static<typeof PurchaseBody> }>('/purchase/web', { preHandler: paying, schema: { body: PurchaseBody } }, async (request, reply) => {
    const userId = authOf(request).userId;
    const outcome = payments.counted(userId, await purchases.purchase(userId, request.body));
    if (!outcome.ok) return sendFailure(reply, outcome.error);
    return outcome.value.kind === 'challenge'
      ? sendData(reply, { status: 'challenge_required', three_ds: challengeJson(outcome.value.purchase) })
      : sendData(reply, { status: 'succeeded', purchase: receiptJson(outcome.value.purchase), tier: await purchases.tierOf(authOf(request).userId) });
  });

  api.post<{ Body: Static<typeof ChallengeBody> }>('/purchase/web/3d', { preHandler: paying, schema: { body: ChallengeBody } }, async (request, reply) => {
    const { purchase_id, transaction_id, challenge_response } = request.body;
    const userId = authOf(request).userId;
    const done = payments.counted(userId, await purchases.completeChallenge(userId, purchase_id, transaction_id, challenge_response));
    return done.ok ? sendData(reply, { status: 'succeeded', purchase: receiptJson(done.value), tier: await purchases.tierOf(authOf(request).userId), is3dsComplete: true }) : sendFailure(reply, done.error);
  });

  api.post<{ Body: Static<typeof CancelChallengeBody> }>('/purchase/web/3d/cancel', { preHandler: member, schema: { body: CancelChallengeBody } }, async (request, reply) => {
    const { purchase_id, transaction_id } = request.body;
    const done = await purchases.cancelChallenge(authOf(request).userId, purchase_id, transaction_id);
    return done.ok ? sendData(reply, { cancelled: true }) : sendFailure(reply, done.error);
  });

  api.get<{ Params: Static<typeof TaxParams>; Querystring: Static<typeof TaxQuery> }>(
    '/v2/purchase/tax/:zip',
    { preHandler: member, schema: { params: TaxParams, querystring: TaxQuery } },
    async (request, reply) => {
      const rate = taxRateOf(request.params.zip);
      const { offer_id, product_type, terms } = request.query;
      // PUR-06, BOOST-08: the tax on the member's own bundle offer's price.
      if (product_type === 'consumable') {
        if (offer_id === undefined) return sendFailure(reply, failure.badRequest('A bundle is quoted at its offer'));
        const offered = await purchases.bundlePriceOf(authOf(request).userId, offer_id);
        if (!offered.ok) return sendFailure(reply, offered.error);
        return sendData(reply, { zip: request.params.zip, tax_rate: rate / 100, products: quotesOf({ product_type, offer_id }, offered.value.priceCents, offered.value.currency, rate) });
      }
      // PUR-07: the tax on the member's own offer's price (for its one tier and term).
      if (offer_id !== undefined) {
        if (product_type === undefined || isConsumable(product_type) || isSubscriptionProduct(product_type) || (terms !== 1 && terms !== 6 && terms !== 12)) return sendFailure(reply, failure.badRequest('An offer is quoted for one tier and term'));
        const offered = await purchases.offerPriceOf(authOf(request).userId, offer_id, product_type, terms);
        if (!offered.ok) return sendFailure(reply, offered.error);
        return sendData(reply, { zip: request.params.zip, tax_rate: rate / 100, products: quotesOf({ product_type, terms, offer_id }, offered.value.priceCents, offered.value.currency, rate) });
      }
      if (product_type !== undefined && isConsumable(product_type)) {
        const type = product_type;
        // A pack's tax: the one size asked for, or every size.
        const packs = (await packPrices(purchases.db)).filter((p) => p.product_type === type && (request.query.amount === undefined || p.amount === request.query.amount));
        const products = packs.flatMap((p) => quotesOf({ product_type: type, amount: p.amount }, p.price_cents, p.currency, rate));
        return sendData(reply, { zip: request.params.zip, tax_rate: rate / 100, products });
      }
      if (product_type !== undefined && isSubscriptionProduct(product_type)) {
        // PUR-31: a subscription product's tax: the term asked for, or every term.
        const terms = (await subscriptionProducts.all(purchases.db)).filter((p) => p.productType === product_type && (request.query.terms === undefined || p.terms === request.query.terms));
        const products = terms.flatMap((p) => quotesOf({ product_type, terms: p.terms }, p.priceCents, p.currency, rate));
        return sendData(reply, { zip: request.params.zip, tax_rate: rate / 100, products });
      }
      const products = PAID_TIERS.filter((tier) => request.query.product_type === undefined || tier === request.query.product_type).flatMap((tier) =>
        tierCatalogue()[tier].prices
          .filter((p) => request.query.terms === undefined || p.terms === request.query.terms)
          .flatMap((p) => quotesOf({ product_type: tier, terms: p.terms }, p.priceCents, p.currency, rate)),
      );
      return sendData(reply, { zip: request.params.zip, tax_rate: rate / 100, products });
    },
  );

  // The consumable packs on sale (price per unit falling with the pack's size) and what the member holds.
  api.get('/purchase/consumables', { preHandler: member, schema: { querystring: LocaleOnlyQuery } }, async (request, reply) => {
    const [packs, held] = await Promise.all([packPrices(purchases.db), consumables.of(purchases.db, authOf(request).userId)]);
    return sendData(reply, {
      packs: packs.map((p) => ({ product_type: p.product_type, amount: p.amount, price: p.price_cents, price_per_unit: Math.round(p.price_cents / p.amount), currency: p.currency })),
      consumables: held,
    });
  });

  // PUR-31: the subscription products on sale (the boost subscription) and the member's live subscriptions.
  api.get('/v2/purchase/subscriptions', { preHandler: member, schema: { querystring: LocaleOnlyQuery } }, async (request, reply) => {
    const [products, live] = await Promise.all([subscriptionProducts.all(purchases.db), purchases.liveSubscriptions(authOf(request).userId)]);
    const subscriptions = await Promise.all(
      live.map(async (row) => {
        const discount = await purchases.pendingSubOffer(row);
        return {
          id: row.id,
          expire_date: iso(row.expires_at),
          is_auto_renewing: row.auto_renew,
          platform: 'web',
          product_type: row.product_type,
          terms: row.terms,
          pending_sub_offer: discount === null ? null : { offer_discount_percentage: discount },
        };
      }),
    );
    return sendData(reply, {
      products: products.map((p) => ({
        product_type: p.productType,
        terms: p.terms,
        terms_unit: 'month',
        price: p.priceCents,
        price_per_term: Math.round(p.priceCents / p.terms),
        currency: p.currency,
        boosts_per_month: p.boostsPerMonth,
      })),
      subscriptions,
    });
  });

  api.get('/v2/purchase/payment-methods', { preHandler: member, schema: { querystring: LocaleOnlyQuery } }, async (request, reply) => {
    const userId = authOf(request).userId;
    const [card, billing, latest, saved] = await Promise.all([purchases.savedCard(userId), purchases.billing(userId), purchases.latest(userId), braintree.savedMethods(userId)]);
    return sendData(reply, {
      // PUR-19, PUR-30: a saved PayPal account is its platform's method, shown by its masked e-mail only.
      payment_methods: [
        ...(card === null ? [] : [{ payment_method: 'card', platform: 'web', card_metadata: card }]),
        ...saved.map((method) => ({ payment_method: method.methodType, platform: 'web_braintree_paypal', paypal_metadata: { email: method.emailMasked } })),
      ],
      billing_info: { ...billing, require_brazil_cpf: await purchases.requiresCpf(userId) },
      require_zip: true,
      latest_payment: latest === null ? null : receiptJson(latest),
      tier: await purchases.tierOf(userId),
    });
  });

  api.post<{ Body: Static<typeof CardBody> }>('/purchase/payment/card', { preHandler: paying, schema: { body: CardBody } }, async (request, reply) => {
    const userId = authOf(request).userId;
    const saved = payments.counted(userId, await purchases.saveCard(userId, request.body));
    return saved.ok ? sendData(reply, { card_metadata: saved.value }) : sendFailure(reply, saved.error);
  });

  api.delete('/purchase/payment/card', { preHandler: member, schema: { body: NoBody } }, async (request, reply) => {
    const deleted = await purchases.deleteCard(authOf(request).userId);
    return deleted.ok ? sendData(reply, { deleted: true }) : sendFailure(reply, deleted.error);
  });

  // PUR-29, PL-09: the latest charge, and the last attempt when it still waits for its 3-D Secure answer.
  api.get('/purchase/payment/latest', { preHandler: member, schema: { querystring: LocaleOnlyQuery } }, async (request, reply) => {
    const userId = authOf(request).userId;
    const [latest, pending] = await Promise.all([purchases.latest(userId), purchases.pendingChallenge(userId)]);
    return sendData(reply, {
      payment: latest === null ? null : receiptJson(latest),
      pending_three_ds: pending === null ? null : { ...challengeJson(pending), product_type: pending.product_type, terms: pending.terms, amount: pending.amount, offer_id: pending.offer_id },
    });
  });

  for (const [method, enabled] of [
    ['PUT', true],
    ['DELETE', false],
  ] as const) {
    api.route<{ Params: Static<typeof PurchaseParams> }>({
      method,
      url: '/v2/purchase/:purchaseId/auto-renew',
      preHandler: member,
      schema: { params: PurchaseParams, body: NoBody },
      handler: async (request, reply) => {
        const done = await purchases.setAutoRenew(authOf(request).userId, request.params.purchaseId, enabled);
        return done.ok ? sendData(reply, { purchase: receiptJson(done.value) }) : sendFailure(reply, done.error);
      },
    });
  }

  api.put<{ Params: Static<typeof RestoreParams> }>('/v2/purchase/:restoreToken/restore', { preHandler: member, schema: { params: RestoreParams, body: NoBody } }, async (request, reply) => {
    const tier = await purchases.restore(authOf(request).userId, request.params.restoreToken);
    return tier.ok ? sendData(reply, { tier: tier.value }) : sendFailure(reply, tier.error);
  });

  api.put<{ Body: Static<typeof EmailBody> }>('/purchase/web/billing/email', { preHandler: member, schema: { body: EmailBody } }, async (request, reply) => {
    await purchases.updateEmail(authOf(request).userId, request.body.email);
    return sendData(reply, { billing_info: { ...(await purchases.billing(authOf(request).userId)), require_brazil_cpf: await purchases.requiresCpf(authOf(request).userId) } });
  });
};

export { priceOf };
