import { describe, expect, it } from 'vitest';
import { FakeAuthTokenSource, FakeHttp } from '../../core/api/testing';
import { HttpAlternatePayment } from './http-alternate-payment';
import { HttpPurchaseApi } from './http-purchase-api';

const envelope = (data: unknown) => ({ status: 200, body: { meta: { status: 200 }, data } });

/** The provider's list of saved payment methods, PayPal first: each entry's kind is read from its platform (PUR-19). */
const METHODS = envelope({
  payment_methods: [
    { payment_method: 'paypal', platform: 'web_braintree_paypal', paypal_metadata: { email: 'p***@example.com' } },
    { payment_method: 'card', platform: 'web_adyen_card', card_metadata: { brand: 'visa', last_four: '4242', exp_month: 12, exp_year: 2031 } },
  ],
  billing_info: { email: null, zip_code: '10001' },
  latest_payment: null,
  tier: 'none',
});

describe('the saved payment methods as the adapters read them', () => {
  it('PUR-19, PUR-29, PUR-30: `web_adyen_card` is the saved card and `web_braintree_paypal` the saved PayPal account, whatever their order', async () => {
    const http = new FakeHttp({ tokens: new FakeAuthTokenSource('tok') });
    http.route('GET', '/v2/purchase/payment-methods', METHODS);
    const methods = await new HttpPurchaseApi(http).paymentMethods();
    expect(methods.ok && methods.value.card).toMatchObject({ brand: 'visa', lastFour: '4242' });
    const paypal = await new HttpAlternatePayment(http).savedPayPal();
    expect(paypal).toEqual({ ok: true, value: { emailMasked: 'p***@example.com' } });
  });

  it('PUR-19: a method on a platform that is no card (an app store`s, a gift card) is not taken for the saved card', async () => {
    const http = new FakeHttp({ tokens: new FakeAuthTokenSource('tok') });
    http.route('GET', '/v2/purchase/payment-methods', envelope({ payment_methods: [{ payment_method: 'card', platform: 'apple_cc', card_metadata: { brand: 'visa', last_four: '1111', exp_month: 1, exp_year: 2030 } }], billing_info: {}, tier: 'none' }));
    const methods = await new HttpPurchaseApi(http).paymentMethods();
    expect(methods.ok && methods.value.card).toBeNull();
  });

  it('PUR-05: of the product types, the member`s tier is plus, gold or platinum as the provider says; anything else (a pack, a bundle, an unknown name) is no tier', async () => {
    const tierOf = async (tier: unknown) => {
      const http = new FakeHttp({ tokens: new FakeAuthTokenSource('tok') });
      http.route('GET', '/v2/purchase/payment-methods', envelope({ payment_methods: [], billing_info: {}, tier }));
      const methods = await new HttpPurchaseApi(http).paymentMethods();
      return methods.ok ? methods.value.tier : undefined;
    };
    for (const t of ['plus', 'gold', 'platinum']) expect(await tierOf(t)).toBe(t);
    for (const t of ['boost', 'consumable', 'select', 'Gold', 3, null]) expect(await tierOf(t)).toBe('none');
  });
});

describe('the card discount as the adapter reads it', () => {
  it('PUR-10: the quote is read per way to pay (a card 10 % under the listed price, PayPal at it) and a receipt keeps its listed price and card discount', async () => {
    const http = new FakeHttp({ tokens: new FakeAuthTokenSource('tok') });
    http.route(
      'GET',
      '/v2/purchase/tax/10001',
      envelope({
        zip: '10001',
        tax_rate: 4,
        products: [
          { product_type: 'gold', terms: 1, payment_type: 'card', listed_price: 2499, card_discount_percentage: 10, card_discount: 250, price: 2249, tax_price: 90, final_price: 2339, currency: 'USD' },
          { product_type: 'gold', terms: 1, payment_type: 'paypal', listed_price: 2499, card_discount_percentage: 0, card_discount: 0, price: 2499, tax_price: 100, final_price: 2599, currency: 'USD' },
        ],
      }),
    );
    const quote = await new HttpPurchaseApi(http).tax('10001', { productType: 'gold', terms: 1 });
    expect(quote).toEqual({
      ok: true,
      value: {
        zip: '10001',
        taxRate: 4,
        card: { listedPrice: 2499, discount: 250, discountPercentage: 10, price: 2249, taxPrice: 90, finalPrice: 2339 },
        paypal: { listedPrice: 2499, discount: 0, price: 2499, taxPrice: 100, finalPrice: 2599 },
      },
    });
    http.route('POST', '/purchase/web', envelope({ status: 'succeeded', purchase: { purchase_id: 'p1', product_type: 'gold', terms: 1, listed_price: 2499, card_discount: 250, price: 2249, tax_price: 90, final_price: 2339, currency: 'USD', brand: 'visa', last_four: '4242' } }));
    const bought = await new HttpPurchaseApi(http).purchase({ cart: { productType: 'gold', terms: 1 }, idempotencyKey: 'key-00000001', payment: { kind: 'saved', zip: '10001' } });
    expect(bought.ok && bought.value.status === 'succeeded' && bought.value.receipt).toMatchObject({ listedPrice: 2499, cardDiscount: 250, amount: 2249, finalPrice: 2339 });
    // The saved card is paid at the billing zip the checkout asked for.
    expect(http.requests.at(-1)!.body).toEqual({ kind: 'json', value: expect.objectContaining({ payment_method: 'saved_card', zip: '10001' }) });
  });
});
