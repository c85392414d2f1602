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
  await t.server.purchase.incentives.seedDefaults();
});

let phones = 0;
const member = async () => {
  phones += 1;
  const login = await signedInMember(t.client(), t.database.db, `+1415557${String(1000 + phones).padStart(4, '0')}`, { name: 'Ada', birthDate: '1990-06-01' });
  return { id: login.userId!, token: login.authToken! };
};
const CARD = { number: '4242424242424242', exp_month: 12, exp_year: 2031, cvc: '123', holder_name: 'Ada Lovelace' };
const post = (path: string, token: string, body: unknown) => t.client().post(path, { token, body });
const offersOf = async (token: string) => (await post('/purchase/offer', token, {})).body.data.offers as Array<Record<string, any>>;

describe('PUR-15: incentives', () => {
  it('PUR-15: eligibility answers {eligible, code, campaignId, campaignName, isIntroPrice, ccRequired, offers[0]{purchaseType, productType, amount, unit}} for a new member', async () => {
    const ada = await member();
    const answer = await post('/v2/incentives/eligibility', ada.token, { promoCode: 'spring' });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      incentivesType: 'free_trial',
      eligible: true,
      code: 'SPRING',
      campaignId: 'cmp_spring_trial',
      campaignName: 'Spring free trial',
      isIntroPrice: false,
      ccRequired: true,
      userType: 'new',
    });
    expect(answer.body.data.offers[0]).toMatchObject({ purchaseType: 'subscription', productType: 'plus', amount: 1, unit: 'month', price: 0 });
    // The intro price for existing members is not for a member who never bought.
    const welcome = await post('/v2/incentives/eligibility', ada.token, { promoCode: 'WELCOMEBACK' });
    expect(welcome.body.data).toMatchObject({ incentivesType: 'intro_price', isIntroPrice: true, eligible: false, userType: 'new' });
    expect(welcome.body.data.offers[0]).toMatchObject({ productType: 'gold', amount: 1, unit: 'month' });
  });

  it('PUR-15: an unknown code is 404, a malformed one 400, a caller without a session 401', async () => {
    const ada = await member();
    expect((await post('/v2/incentives/eligibility', ada.token, { promoCode: 'NOPE' })).status).toBe(404);
    expect((await post('/v2/incentives/redeem', ada.token, { promoCode: 'NOPE' })).status).toBe(404);
    expect((await post('/v2/incentives/redeem', ada.token, { promoCode: '<b>' })).status).toBe(400);
    expect((await post('/v2/incentives/redeem', ada.token, {})).status).toBe(400);
    expect((await t.client().post('/v2/incentives/redeem', { body: { promoCode: 'SPRING' } })).status).toBe(401);
  });

  it('PUR-15: redeeming a free trial makes the member a Plus offer at 0 that the checkout charges; redeeming again answers the same offer', async () => {
    const ada = await member();
    const redeemed = await post('/v2/incentives/redeem', ada.token, { promoCode: 'SPRING' });
    expect(redeemed.status).toBe(200);
    const offerId = redeemed.body.data.offers[0].offerId as string;
    expect(offerId).toEqual(expect.any(String));
    expect((await post('/v2/incentives/redeem', ada.token, { promoCode: 'spring' })).body.data.offers[0].offerId).toBe(offerId);
    const offer = (await offersOf(ada.token)).find((o) => o.offer_id === offerId)!;
    expect(offer).toMatchObject({ offer_type: 'INTRO_PRICE', product_type: 'plus', terms: 1, price: 0, discount_percentage: 100 });
    const bought = await post('/purchase/web', ada.token, { product_type: 'plus', terms: 1, idempotency_key: 'k-trial-1', payment_method: 'card', card: CARD, zip: '10001', offer_id: offerId });
    expect(bought.status).toBe(200);
    const [row] = await t.database.db.query<{ price_cents: number; offer_id: string }>('SELECT price_cents, offer_id FROM purchases WHERE user_id = $1', [ada.id]);
    expect(row).toEqual({ price_cents: 0, offer_id: offerId });
    // The trial is used: the code is no longer eligible, and another member's redemption is their own.
    expect((await post('/v2/incentives/eligibility', ada.token, { promoCode: 'SPRING' })).body.data.eligible).toBe(false);
    expect((await post('/v2/incentives/redeem', ada.token, { promoCode: 'SPRING' })).status).toBe(409);
    const bob = await member();
    expect((await post('/v2/incentives/redeem', bob.token, { promoCode: 'SPRING' })).body.data.offers[0].offerId).not.toBe(offerId);
  });

  it('PUR-15: an existing member (bought before) redeems the Gold intro price at half of 24.99, not the new members\' trial', async () => {
    const ada = await member();
    expect((await post('/purchase/web', ada.token, { product_type: 'plus', terms: 1, idempotency_key: 'k-plus-first', payment_method: 'card', card: CARD, zip: '10001' })).status).toBe(200);
    expect((await post('/v2/incentives/redeem', ada.token, { promoCode: 'SPRING' })).status).toBe(409);
    const redeemed = await post('/v2/incentives/redeem', ada.token, { promoCode: 'WELCOMEBACK' });
    expect(redeemed.status).toBe(200);
    expect(redeemed.body.data).toMatchObject({ eligible: true, userType: 'existing', isIntroPrice: true });
    expect(redeemed.body.data.offers[0]).toMatchObject({ productType: 'gold', price: 1250, originalPrice: 2499 });
    const offer = (await offersOf(ada.token)).find((o) => o.offer_id === redeemed.body.data.offers[0].offerId)!;
    expect(offer).toMatchObject({ product_type: 'gold', price: 1250, original_price: 2499 });
  });
});

describe('PUR-15: the intro price as an incentive', () => {
  it('PUR-15: POST /v2/incentives/intro-price answers a new member their intro price (Gold for a month at half of 24.99) with its offer, bought at that price; after a purchase it is not eligible', async () => {
    const ada = await member();
    const answer = await t.client().post('/v2/incentives/intro-price', { token: ada.token });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ incentivesType: 'intro_price', eligible: true, isIntroPrice: true, ccRequired: true, userType: 'new' });
    const [offer] = answer.body.data.offers;
    expect(offer).toMatchObject({ purchaseType: 'subscription', productType: 'gold', amount: 1, unit: 'month', price: 1250, originalPrice: 2499, currency: 'USD' });
    // The same offer as the member's offers hold.
    expect((await offersOf(ada.token)).find((o) => o.offer_type === 'INTRO_PRICE')!.offer_id).toBe(offer.offerId);
    const bought = await post('/purchase/web', ada.token, { product_type: 'gold', terms: 1, offer_id: offer.offerId, idempotency_key: 'intro-incentive-1', payment_method: 'card', card: CARD, zip: '10001' });
    expect(bought.body.data).toMatchObject({ status: 'succeeded', purchase: { listed_price: 1250, price: 1125 } });
    const after = (await t.client().post('/v2/incentives/intro-price', { token: ada.token })).body.data;
    expect(after).toMatchObject({ eligible: false, userType: 'existing', offers: [] });
    expect((await t.client().post('/v2/incentives/intro-price', { token: ada.token, body: { extra: 1 } })).status).toBe(400);
  });
});

describe('PUR-15: attempts per member', () => {
  it('PUR-15: a member has 20 eligibility and redeem attempts together in any hour; the next is 429 with the rate-limit code 42901 and a retry time; the intro-price route (no code) and another member are not held back', async () => {
    const ada = await member();
    for (let i = 0; i < 10; i++) expect((await post('/v2/incentives/eligibility', ada.token, { promoCode: `GUESS${i}` })).status).toBe(404);
    for (let i = 0; i < 10; i++) expect((await post('/v2/incentives/redeem', ada.token, { promoCode: `TRY${i}` })).status).toBe(404);
    const refused = await post('/v2/incentives/redeem', ada.token, { promoCode: 'SPRING' });
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe(42901);
    expect(refused.body.error.retry_after).toBeGreaterThan(0);
    expect((await t.client().post('/v2/incentives/intro-price', { token: ada.token })).status).toBe(200);
    expect((await post('/v2/incentives/eligibility', ada.token, { promoCode: 'SPRING' })).status).toBe(429);
    // The refused code was not redeemed.
    expect((await offersOf(ada.token)).some((o) => o.product_type === 'plus')).toBe(false);
    const bob = await member();
    expect((await post('/v2/incentives/eligibility', bob.token, { promoCode: 'SPRING' })).status).toBe(200);
  });
});

describe('PL-13: offers put before a member after sign-in', () => {
  it('PL-13: an intro price the provider prompts is answered with prompt: true by the intro-price route and the offers until it is viewed; offers made on asking are not prompted', async () => {
    const ada = await member();
    const before = (await t.client().post('/v2/incentives/intro-price', { token: ada.token })).body.data;
    expect(before.offers[0].prompt).toBe(false);
    expect((await offersOf(ada.token)).every((o) => o.prompt === false)).toBe(true);
    const prompted = await t.server.purchase.offers.promptAfterSignIn(ada.id, 'INTRO_PRICE');
    expect(prompted?.id).toBe(before.offers[0].offerId);
    expect((await t.client().post('/v2/incentives/intro-price', { token: ada.token })).body.data.offers[0]).toMatchObject({ prompt: true, price: 1250, originalPrice: 2499 });
    expect((await post('/purchase/offer/view', ada.token, { offer_id: prompted!.id, type: 'intro_price' })).status).toBe(200);
    expect((await t.client().post('/v2/incentives/intro-price', { token: ada.token })).body.data.offers[0].prompt).toBe(false);
  });

  it('PL-13: a prompted bundle of 5 boosts and 5 super likes (14.99) is prompt: true in the offers until it is seen; the boost offer is never the one prompted', async () => {
    const ada = await member();
    const bundle = await t.server.purchase.offers.promptAfterSignIn(ada.id, 'BUNDLE_OFFER');
    expect(bundle).toMatchObject({ price_cents: 1499, bundle: [{ product_type: 'boost', amount: 5 }, { product_type: 'superlike', amount: 5 }] });
    const prompted = (await offersOf(ada.token)).filter((o) => o.prompt === true);
    expect(prompted.map((o) => o.offer_id)).toEqual([bundle!.id]);
    expect((await post('/purchase/offer/view', ada.token, { offer_id: bundle!.id, type: 'seen' })).status).toBe(200);
    expect((await offersOf(ada.token)).some((o) => o.prompt === true)).toBe(false);
  });
});
