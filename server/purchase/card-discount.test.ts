import { beforeEach, describe, expect, it } from 'vitest';
import { signedIn } from '../recs/testing/discovery-members';
import type { TestServer } from '../testing/test-server';
import { useTestServer } from '../testing/use-test-server';
import { tierTables } from './tier-tables.repository';

const server = useTestServer();
let t: TestServer;
beforeEach(async () => {
  t = server();
  await tierTables.load(t.database.db);
});

let phones = 0;
const member = () => {
  phones += 1;
  return signedIn(t, `+1415555${String(8600 + phones).padStart(4, '0')}`, { name: 'Ada' });
};
const CARD = (number: string) => ({ number, exp_month: 12, exp_year: 2031, cvc: '123', holder_name: 'Ada Lovelace' });
const byCard = (token: string, key: string, extra: Record<string, unknown> = {}) =>
  t.client().post('/purchase/web', { token, body: { product_type: 'gold', terms: 1, idempotency_key: key, payment_method: 'card', card: CARD('4242424242424242'), zip: '10001', ...extra } });
const byPaypal = async (token: string, key: string) => {
  const session = await t.client().get('/v2/purchase/braintree/client-token', { token });
  const approved = await t.client().post('/v2/purchase/braintree/approval', { token, body: { client_token: session.body.data.client_token, decision: 'approve', email: 'ada@example.com' } });
  return t.client().post('/v2/purchase/braintree', {
    token,
    body: { product_type: 'gold', terms: 1, zip: '10001', payment_method: 'paypal', idempotency_key: key, payment_method_nonce: approved.body.data.payment_method_nonce },
  });
};
const rows = async (userId: string) =>
  t.database.db.query<{ listed_price_cents: number; card_discount_cents: number; price_cents: number; tax_cents: number; status: string }>(
    'SELECT listed_price_cents, card_discount_cents, price_cents, tax_cents, status FROM purchases WHERE user_id = $1 ORDER BY created_at',
    [userId],
  );
/** Gold for a month as the seeded tier tables list it (24.99). */
const listedGoldMonth = async (token: string) => {
  const tiers = (await t.client().get('/purchase/tiers', { token })).body.data.tiers as Array<{ product_type: string; prices: Array<{ terms: number; price: number }> }>;
  return tiers.find((tier) => tier.product_type === 'gold')!.prices.find((p) => p.terms === 1)!.price;
};

describe('PUR-10: a card pays 10 % less than the listed price; PayPal pays it', () => {
  it('PUR-10: a new card is charged 90 % of the seeded price (24.99 → 22.49), the tax on that; the row holds listed price, discount and charge', async () => {
    const ada = await member();
    expect(await listedGoldMonth(ada.token)).toBe(2499);
    const answer = await byCard(ada.token, 'cc-discount-01');
    expect(answer.status).toBe(200);
    // 10 % of 24.99 is 2.499, 2.50 to the cent; 4 % (zip 10001) of 22.49 is 0.8996, 0.90.
    expect(answer.body.data.purchase).toMatchObject({ listed_price: 2499, card_discount: 250, price: 2249, tax_price: 90, final_price: 2339, payment_method: 'card' });
    expect(await rows(ada.id)).toEqual([{ listed_price_cents: 2499, card_discount_cents: 250, price_cents: 2249, tax_cents: 90, status: 'succeeded' }]);
  });

  it('PUR-10: the saved card is a card: charged 90 % too', async () => {
    const ada = await member();
    expect((await t.client().post('/purchase/payment/card', { token: ada.token, body: CARD('5555555555554444') })).status).toBe(200);
    const answer = await t.client().post('/purchase/web', { token: ada.token, body: { product_type: 'gold', terms: 1, idempotency_key: 'cc-discount-02', payment_method: 'saved_card', zip: '10001' } });
    expect(answer.body.data.purchase).toMatchObject({ listed_price: 2499, card_discount: 250, price: 2249, final_price: 2339, brand: 'mastercard' });
  });

  it('PUR-10: PayPal is charged 100 % of the listed price, with no discount', async () => {
    const ada = await member();
    const answer = await byPaypal(ada.token, 'cc-discount-03');
    expect(answer.status).toBe(200);
    expect(answer.body.data.purchase).toMatchObject({ listed_price: 2499, card_discount: 0, price: 2499, tax_price: 100, final_price: 2599, payment_method: 'paypal' });
    expect(await rows(ada.id)).toEqual([{ listed_price_cents: 2499, card_discount_cents: 0, price_cents: 2499, tax_cents: 100, status: 'succeeded' }]);
  });

  it('PUR-10: the quote tells the card price and the PayPal price of what the checkout buys, and they are what is charged', async () => {
    const ada = await member();
    const quote = (await t.client().get('/v2/purchase/tax/10001?product_type=gold&terms=1', { token: ada.token })).body.data.products as Array<Record<string, unknown>>;
    expect(quote.map((p) => [p['payment_type'], p['listed_price'], p['card_discount_percentage'], p['price'], p['final_price']])).toEqual([
      ['card', 2499, 10, 2249, 2339],
      ['paypal', 2499, 0, 2499, 2599],
    ]);
    expect((await byCard(ada.token, 'cc-discount-04')).body.data.purchase.final_price).toBe(2339);
    const bob = await member();
    expect((await byPaypal(bob.token, 'cc-discount-05')).body.data.purchase.final_price).toBe(2599);
  });

  it('PUR-10: a retry with the same key answers the same discounted charge and charges nothing more; through 3-D Secure the challenge asks the card price', async () => {
    const ada = await member();
    const first = await byCard(ada.token, 'cc-discount-06');
    const again = await byCard(ada.token, 'cc-discount-06');
    expect(again.body.data.purchase).toEqual(first.body.data.purchase);
    expect(await rows(ada.id)).toHaveLength(1);
    const bob = await member();
    const challenged = await byCard(bob.token, 'cc-discount-07', { card: CARD('4000000000003220') });
    expect(challenged.body.data.three_ds.amount).toBe(2339);
    const { purchase_id, transaction_id } = challenged.body.data.three_ds;
    const done = await t.client().post('/purchase/web/3d', { token: bob.token, body: { purchase_id, transaction_id, challenge_response: '123456' } });
    expect(done.body.data.purchase).toMatchObject({ listed_price: 2499, card_discount: 250, final_price: 2339 });
    expect((await byCard(bob.token, 'cc-discount-07', { card: CARD('4000000000003220') })).body.data.purchase.final_price).toBe(2339);
    expect(await rows(bob.id)).toHaveLength(1);
  });
});
