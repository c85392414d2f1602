import { beforeEach, describe, expect, it } from 'vitest';
import { signedInMember } from '../testing/sign-in';
import type { TestServer } from '../testing/test-server';
import { useTestServer } from '../testing/use-test-server';
import { tierTables } from './tier-tables.repository';

const server = useTestServer();
let t: TestServer;
beforeEach(async () => {
  t = server();
  await tierTables.load(t.database.db);
});

const db = () => t.database.db;
let phones = 0;
const member = async () => {
  phones += 1;
  const login = await signedInMember(t.client(), db(), `+1415556${String(1000 + phones).padStart(4, '0')}`, { name: 'Ada', birthDate: '1990-06-01' });
  return { id: login.userId!, token: login.authToken! };
};
const tierOf = async (id: string) => (await db().query<{ tier: string }>('SELECT tier FROM users WHERE id = $1', [id]))[0]!.tier;
const CARD = (number: string) => ({ number, exp_month: 12, exp_year: 2031, cvc: '123', holder_name: 'Ada Lovelace' });
const offersOf = async (token: string) => (await t.client().post('/purchase/offer', { token, body: {} })).body.data.offers as Array<Record<string, any>>;
const buy = (token: string, key: string, extra: Record<string, unknown> = {}) =>
  t.client().post('/purchase/web', { token, body: { product_type: 'gold', terms: 1, idempotency_key: key, payment_method: 'card', card: CARD('4242424242424242'), zip: '10001', ...extra } });

describe('PUR-07: the member\'s offers', () => {
  it('PUR-07, PUR-01: a member who never bought gets the Gold intro price (half of 24.99 for a month, open 72 h) and a bundle', async () => {
    const ada = await member();
    const offers = await offersOf(ada.token);
    const intro = offers.find((o) => o.offer_type === 'INTRO_PRICE')!;
    expect(intro).toMatchObject({ product_type: 'gold', terms: 1, terms_unit: 'month', price: 1250, price_per_term: 1250, original_price: 2499, discount_percentage: 50, currency: 'USD', purchase_type: 'subscription' });
    expect(Date.parse(intro.expires_at) - t.time.now()).toBe(72 * 3_600_000);
    expect(intro.payment_methods[0]).toMatchObject({ platform: 'web', price: 1250, offer_id: intro.offer_id });
    // PUR-06: the bundle's product type and amount are its first entry's.
    const bundle = offers.find((o) => o.offer_type === 'BUNDLE_OFFER' && o.price === 1499)!;
    expect(bundle).toMatchObject({ product_type: 'boost', amount: 5, price: 1499, original_price: 1995, bundle: [{ product_type: 'boost', amount: 5 }, { product_type: 'superlike', amount: 5 }] });
    // Asking again makes no second offer.
    expect((await offersOf(ada.token)).map((o) => o.offer_id)).toEqual(offers.map((o) => o.offer_id));
    // Another member's offers are their own.
    const bob = await member();
    expect((await offersOf(bob.token)).some((o) => offers.some((mine) => mine.offer_id === o.offer_id))).toBe(false);
  });

  it('PUR-07: an intro price ends after 72 h and is not made again', async () => {
    const ada = await member();
    await offersOf(ada.token);
    t.time.jump(72 * 3_600_000);
    // (The access token has expired by now: the service is asked directly.)
    expect((await t.server.purchase.offers.current(ada.id)).some((o) => o.offer_type === 'INTRO_PRICE')).toBe(false);
  });

  it('PUR-07: /v1/paywall/offers answers every tier and term, with the intro price in place of Gold for a month', async () => {
    const ada = await member();
    const offers = (await t.client().post('/v1/paywall/offers', { token: ada.token, body: {} })).body.data.offers as Array<Record<string, any>>;
    expect(offers).toHaveLength(9);
    const goldMonth = offers.find((o) => o.product_type === 'gold' && o.terms === 1)!;
    expect(goldMonth).toMatchObject({ offer_type: 'INTRO_PRICE', price: 1250, original_price: 2499 });
    // PUR-02: price per term = price / terms (Plus for a year: 47.88 / 12 = 3.99).
    expect(offers.find((o) => o.product_type === 'plus' && o.terms === 12)).toMatchObject({ offer_type: 'REGULAR', price: 4788, price_per_term: 399 });
  });

  it('PUR-07, PUR-22: buying Gold at the intro price charges 12.50 and its tax, grants Gold and redeems the offer', async () => {
    const ada = await member();
    const intro = (await offersOf(ada.token)).find((o) => o.offer_type === 'INTRO_PRICE')!;
    const answer = await buy(ada.token, 'offer-key-0001', { offer_id: intro.offer_id });
    expect(answer.status).toBe(200);
    // PUR-10: a card pays 10 % less than the offer's 12.50: 11.25; zip 10001 is 4 % of that: 45 cents of tax.
    expect(answer.body.data.purchase).toMatchObject({ listed_price: 1250, card_discount: 125, price: 1125, tax_price: 45, final_price: 1170 });
    expect(await tierOf(ada.id)).toBe('gold');
    // A retry with the same key is the same purchase; the offer is gone for a second one.
    expect((await buy(ada.token, 'offer-key-0001', { offer_id: intro.offer_id })).body.data.purchase.purchase_id).toBe(answer.body.data.purchase.purchase_id);
    expect((await buy(ada.token, 'offer-key-0002', { offer_id: intro.offer_id })).status).toBe(409);
    expect((await offersOf(ada.token)).some((o) => o.offer_type === 'INTRO_PRICE')).toBe(false);
  });

  it('PUR-07, PUR-23: the tax is quoted on the member\'s own offer (12.50 at 4 % is 0.50); another member\'s offer is not found', async () => {
    const ada = await member();
    const intro = (await offersOf(ada.token)).find((o) => o.offer_type === 'INTRO_PRICE')!;
    const quote = await t.client().get(`/v2/purchase/tax/10001?product_type=gold&terms=1&offer_id=${intro.offer_id}`, { token: ada.token });
    expect(quote.status).toBe(200);
    expect(quote.body.data.products).toEqual([
      expect.objectContaining({ product_type: 'gold', terms: 1, offer_id: intro.offer_id, payment_type: 'card', listed_price: 1250, price: 1125, tax_price: 45, final_price: 1170 }),
      expect.objectContaining({ product_type: 'gold', terms: 1, offer_id: intro.offer_id, payment_type: 'paypal', listed_price: 1250, price: 1250, tax_price: 50, final_price: 1300 }),
    ]);
    // The offer is for Gold for a month only, and only for Ada.
    expect((await t.client().get(`/v2/purchase/tax/10001?product_type=gold&terms=6&offer_id=${intro.offer_id}`, { token: ada.token })).status).toBe(404);
    expect((await t.client().get(`/v2/purchase/tax/10001?offer_id=${intro.offer_id}`, { token: ada.token })).status).toBe(400);
    const bob = await member();
    expect((await t.client().get(`/v2/purchase/tax/10001?product_type=gold&terms=1&offer_id=${intro.offer_id}`, { token: bob.token })).status).toBe(404);
  });

  it('PUR-07, PUR-22: an intro price through 3-D Secure is redeemed when the challenge is answered', async () => {
    const ada = await member();
    const intro = (await offersOf(ada.token)).find((o) => o.offer_type === 'INTRO_PRICE')!;
    const first = await buy(ada.token, 'offer-key-3ds1', { offer_id: intro.offer_id, card: CARD('4000000000003220') });
    expect(first.body.data.three_ds.amount).toBe(1170);
    const { purchase_id, transaction_id } = first.body.data.three_ds;
    const done = await t.client().post('/purchase/web/3d', { token: ada.token, body: { purchase_id, transaction_id, challenge_response: '123456' } });
    expect(done.body.data.purchase).toMatchObject({ listed_price: 1250, price: 1125 });
    expect((await db().query<{ redeemed: boolean }>('SELECT redeemed_at IS NOT NULL AS redeemed FROM member_offers WHERE id = $1', [intro.offer_id]))[0]!.redeemed).toBe(true);
  });

  it('PUR-07: an offer for another tier or term, another member\'s offer or an unknown one is refused, and nothing is charged', async () => {
    const ada = await member();
    const bob = await member();
    const intro = (await offersOf(ada.token)).find((o) => o.offer_type === 'INTRO_PRICE')!;
    expect((await buy(ada.token, 'offer-key-0101', { offer_id: intro.offer_id, terms: 6 })).status).toBe(404);
    expect((await buy(ada.token, 'offer-key-0102', { offer_id: intro.offer_id, product_type: 'platinum' })).status).toBe(404);
    expect((await buy(bob.token, 'offer-key-0103', { offer_id: intro.offer_id })).status).toBe(404);
    expect((await buy(ada.token, 'offer-key-0104', { offer_id: 'nope' })).status).toBe(404);
    expect((await buy(ada.token, 'offer-key-0105', { offer_id: '<script>' })).status).toBe(400);
    expect(await tierOf(ada.id)).toBe('none');
    expect(await tierOf(bob.id)).toBe('none');
  });

  it('PUR-07: an intro price is refused once the member has bought anything', async () => {
    const ada = await member();
    const intro = (await offersOf(ada.token)).find((o) => o.offer_type === 'INTRO_PRICE')!;
    await buy(ada.token, 'offer-key-0201', { product_type: 'plus' });
    expect((await buy(ada.token, 'offer-key-0202', { offer_id: intro.offer_id })).status).toBe(409);
  });
});

describe('PUR-07: views, claims and the discount banner', () => {
  it('PUR-07: introPriceViewed and setOfferSeen are recorded once, on the member\'s own offer only', async () => {
    const ada = await member();
    const bob = await member();
    const intro = (await offersOf(ada.token)).find((o) => o.offer_type === 'INTRO_PRICE')!;
    expect((await t.client().post('/purchase/offer/view', { token: ada.token, body: { offer_id: intro.offer_id, type: 'intro_price' } })).status).toBe(200);
    expect((await t.client().post('/purchase/offer/view', { token: bob.token, body: { offer_id: intro.offer_id, type: 'seen' } })).status).toBe(404);
    expect((await t.client().post('/purchase/offer/view', { token: ada.token, body: { offer_id: intro.offer_id, type: 'later' } })).status).toBe(400);
    const [row] = await db().query<{ viewed: boolean; seen: boolean }>('SELECT viewed_at IS NOT NULL AS viewed, seen_at IS NOT NULL AS seen FROM member_offers WHERE id = $1', [intro.offer_id]);
    expect(row).toEqual({ viewed: true, seen: false });
  });

  it('PUR-07, PUR-14, ERR-14: a subscriber gets a 20 % discount on the next month; claiming it without a saved card is 40048; with one, the renewal is charged at the discount', async () => {
    const ada = await member();
    expect((await buy(ada.token, 'offer-key-0301')).status).toBe(200);
    const discount = (await offersOf(ada.token)).find((o) => o.offer_type === 'DISCOUNT')!;
    expect(discount).toMatchObject({ product_type: 'gold', terms: 1, price: 2000, original_price: 2499, discount_percentage: 20, purpose: 'retention', claimed: false });
    const missing = await t.client().post('/purchase/offer/claim', { token: ada.token, body: { offer_id: discount.offer_id } });
    expect(missing.status).toBe(400);
    expect(missing.body.error.code).toBe(40048);
    const bob = await member();
    expect((await t.client().post('/purchase/offer/claim', { token: bob.token, body: { offer_id: discount.offer_id } })).status).toBe(404);
    await t.client().post('/purchase/payment/card', { token: ada.token, body: CARD('4242424242424242') });
    const claimed = await t.client().post('/purchase/offer/claim', { token: ada.token, body: { offer_id: discount.offer_id } });
    expect(claimed.status).toBe(200);
    expect(claimed.body.data.offer.claimed).toBe(true);
    t.time.jump(30 * 86_400_000);
    await t.server.purchase.service.settleExpired();
    // (The access token has expired by now: the service is asked directly.)
    // PUR-10: the renewal is on the saved card: 10 % off the offer's 20.00.
    expect(await t.server.purchase.service.latest(ada.id)).toMatchObject({ product_type: 'gold', listed_price_cents: 2000, card_discount_cents: 200, price_cents: 1800, offer_id: discount.offer_id });
    // The discount is used: the renewal after it is at the usual price (24.99 listed, 22.49 by card).
    t.time.jump(30 * 86_400_000);
    await t.server.purchase.service.settleExpired();
    expect(await t.server.purchase.service.latest(ada.id)).toMatchObject({ listed_price_cents: 2499, price_cents: 2249 });
  });

  it('PUR-07: an intro price cannot be claimed (only discounts are)', async () => {
    const ada = await member();
    const intro = (await offersOf(ada.token)).find((o) => o.offer_type === 'INTRO_PRICE')!;
    expect((await t.client().post('/purchase/offer/claim', { token: ada.token, body: { offer_id: intro.offer_id } })).status).toBe(404);
  });

  it('PUR-39: the discount banner\'s view is recorded (with or without the discount\'s id; another member\'s id is 404)', async () => {
    const ada = await member();
    await buy(ada.token, 'offer-key-0401');
    const discount = (await offersOf(ada.token)).find((o) => o.offer_type === 'DISCOUNT')!;
    expect((await t.client().post('/v2/purchase/discount/view', { token: ada.token, body: { offer_id: discount.offer_id } })).body.data).toEqual({ views: 1 });
    expect((await t.client().post('/v2/purchase/discount/view', { token: ada.token })).body.data).toEqual({ views: 2 });
    const bob = await member();
    expect((await t.client().post('/v2/purchase/discount/view', { token: bob.token, body: { offer_id: discount.offer_id } })).status).toBe(404);
  });
});

describe('BOOST-08: the boost offer paywall', () => {
  it('BOOST-08: a member is offered 1 boost for 0.99 once, open a day; bought at its price it grants one boost; once ended no second one is made', async () => {
    const ada = await member();
    const offers = await offersOf(ada.token);
    const boostOffer = offers.find((o) => o.offer_type === 'BUNDLE_OFFER' && o.price === 99)!;
    expect(boostOffer).toMatchObject({ product_type: 'boost', amount: 1, price: 99, original_price: 799, currency: 'USD', bundle: [{ product_type: 'boost', amount: 1 }] });
    expect(Date.parse(boostOffer.expires_at) - t.time.now()).toBe(24 * 3_600_000);
    const bought = await t.client().post('/purchase/web', {
      token: ada.token,
      body: { product_type: 'consumable', offer_id: boostOffer.offer_id, idempotency_key: 'boost-offer-01', payment_method: 'card', card: CARD('4242424242424242'), zip: '10001' },
    });
    expect(bought.body.data).toMatchObject({ status: 'succeeded', purchase: { product_type: 'consumable', listed_price: 99, card_discount: 10, price: 89, tax_price: 4 } });
    expect((await t.client().get('/purchase/consumables', { token: ada.token })).body.data.consumables.boost).toBe(1);
    // Bought (or ended): never made again.
    expect((await offersOf(ada.token)).some((o) => o.price === 99)).toBe(false);
    const bob = await member();
    expect((await offersOf(bob.token)).some((o) => o.price === 99)).toBe(true);
    // A day later it has ended and is not made again (the service asked directly: the sign-in has expired by now).
    t.time.jump(25 * 3_600_000);
    expect((await t.server.purchase.offers.current(bob.id)).some((o) => o.price_cents === 99)).toBe(false);
  });
});
