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

const db = () => t.database.db;
let phones = 0;
const member = () => {
  phones += 1;
  return signedIn(t, `+1415555${String(8100 + phones).padStart(4, '0')}`, { name: 'Ada' });
};
const tierOf = async (id: string) => (await db().query<{ tier: string }>('SELECT tier FROM users WHERE id = $1', [id]))[0]!.tier;
const charges = async (id: string) => (await db().query<{ n: number }>(`SELECT count(*)::int AS n FROM purchases WHERE user_id = $1 AND status = 'succeeded'`, [id]))[0]!.n;

const clientToken = async (token: string): Promise<string> => {
  const answer = await t.client().get('/v2/purchase/braintree/client-token', { token });
  expect(answer.status).toBe(200);
  return answer.body.data.client_token as string;
};
const approve = (token: string, client_token: string, email = 'ada.lovelace@example.com') => t.client().post('/v2/purchase/braintree/approval', { token, body: { client_token, decision: 'approve', email } });
const nonceOf = async (token: string, email?: string): Promise<string> => {
  const answer = await approve(token, await clientToken(token), email);
  expect(answer.status).toBe(200);
  return answer.body.data.payment_method_nonce as string;
};
const buy = (token: string, body: Record<string, unknown>) =>
  t.client().post('/v2/purchase/braintree', { token, body: { product_type: 'gold', terms: 1, zip: '10001', payment_method: 'paypal', ...body } });

describe('PUR-30: PayPal through the Braintree-like provider', () => {
  it('PUR-30: EP-170 answers a client token whose approval yields a one-time nonce; the purchase with it charges Gold and its tax and grants Gold', async () => {
    const ada = await member();
    const session = await t.client().get('/v2/purchase/braintree/client-token', { token: ada.token });
    expect(session.body.data).toMatchObject({ client_token: expect.any(String), merchant: 'Spark', payment_method_types: ['paypal'] });
    const approved = await approve(ada.token, session.body.data.client_token);
    expect(approved.body.data).toMatchObject({ status: 'approved', payment_method_type: 'paypal', paypal_metadata: { email: 'a***@example.com' } });
    const answer = await buy(ada.token, { idempotency_key: 'pp-key-0001', payment_method_nonce: approved.body.data.payment_method_nonce });
    expect(answer.status).toBe(200);
    // PUR-02: Gold for a month is 24.99; PUR-23: zip 10001 is 4 % (100 cents).
    expect(answer.body.data).toMatchObject({ status: 'succeeded', tier: 'gold', purchase: { product_type: 'gold', terms: 1, price: 2499, tax_price: 100, final_price: 2599, payment_method: 'paypal', brand: 'paypal' } });
    expect(await tierOf(ada.id)).toBe('gold');
    expect((await t.client().get('/purchase/payment/latest', { token: ada.token })).body.data.payment).toMatchObject({ product_type: 'gold', payment_method: 'paypal' });
  });

  it('PUR-30: a cancelled approval yields no nonce and charges nothing; the session cannot then be approved', async () => {
    const bo = await member();
    const token = await clientToken(bo.token);
    const cancelled = await t.client().post('/v2/purchase/braintree/approval', { token: bo.token, body: { client_token: token, decision: 'cancel' } });
    expect(cancelled.body.data).toEqual({ status: 'cancelled' });
    expect((await approve(bo.token, token)).status).toBe(409);
    expect(await charges(bo.id)).toBe(0);
    expect(await tierOf(bo.id)).toBe('none');
  });

  it('PUR-30: a nonce is single-use: a second purchase with it (a new key) is refused 409/40900 and charges nothing more', async () => {
    const ada = await member();
    const nonce = await nonceOf(ada.token);
    expect((await buy(ada.token, { idempotency_key: 'pp-key-0010', payment_method_nonce: nonce })).status).toBe(200);
    const again = await buy(ada.token, { idempotency_key: 'pp-key-0011', payment_method_nonce: nonce, product_type: 'platinum' });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe(40900);
    expect(await charges(ada.id)).toBe(1);
    expect(await tierOf(ada.id)).toBe('gold');
  });

  it("PUR-30: another member's nonce and client token are refused 404 (nothing charged, the nonce stays its owner's)", async () => {
    const ada = await member();
    const eve = await member();
    const nonce = await nonceOf(ada.token);
    const stolen = await buy(eve.token, { idempotency_key: 'pp-key-0020', payment_method_nonce: nonce });
    expect(stolen.status).toBe(404);
    expect(stolen.body.error.code).toBe(40400);
    expect((await approve(eve.token, await clientToken(ada.token))).status).toBe(404);
    expect((await t.client().post('/v2/purchase/payment-methods/braintree/paypal', { token: eve.token, body: { payment_method_nonce: nonce } })).status).toBe(404);
    expect(await charges(eve.id)).toBe(0);
    expect((await buy(ada.token, { idempotency_key: 'pp-key-0021', payment_method_nonce: nonce })).status).toBe(200);
  });

  it('PUR-30: a retry with the same idempotency key answers the first outcome and charges once', async () => {
    const ada = await member();
    const nonce = await nonceOf(ada.token);
    const [first, second] = await Promise.all([
      buy(ada.token, { idempotency_key: 'pp-key-0030', payment_method_nonce: nonce }),
      buy(ada.token, { idempotency_key: 'pp-key-0030', payment_method_nonce: nonce }),
    ]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body.data.purchase.purchase_id).toBe(first.body.data.purchase.purchase_id);
    const third = await buy(ada.token, { idempotency_key: 'pp-key-0030', payment_method_nonce: nonce });
    expect(third.body.data.purchase.purchase_id).toBe(first.body.data.purchase.purchase_id);
    expect(await charges(ada.id)).toBe(1);
  });

  it('PUR-30: an expired nonce or client token is refused 409 (10 minutes)', async () => {
    const ada = await member();
    const nonce = await nonceOf(ada.token);
    const stale = await clientToken(ada.token);
    t.time.jump(10 * 60_000 - 1);
    const fresh = await clientToken(ada.token);
    t.time.jump(1);
    expect((await buy(ada.token, { idempotency_key: 'pp-key-0040', payment_method_nonce: nonce })).status).toBe(409);
    expect((await approve(ada.token, stale)).status).toBe(409);
    expect((await approve(ada.token, fresh)).status).toBe(200);
    expect(await charges(ada.id)).toBe(0);
  });

  it('PUR-30: the test provider declines an account whose e-mail starts with "decline": 402/40201, no tier', async () => {
    const ada = await member();
    const nonce = await nonceOf(ada.token, 'declined@example.com');
    const answer = await buy(ada.token, { idempotency_key: 'pp-key-0050', payment_method_nonce: nonce });
    expect(answer.status).toBe(402);
    expect(answer.body.error.code).toBe(40201);
    expect(await tierOf(ada.id)).toBe('none');
  });

  it('PUR-30: a purchase grants a consumable pack through the same grant as a card purchase', async () => {
    const ada = await member();
    const nonce = await nonceOf(ada.token);
    const answer = await buy(ada.token, { idempotency_key: 'pp-key-0060', payment_method_nonce: nonce, product_type: 'superlike', terms: undefined, amount: 5 });
    expect(answer.status).toBe(200);
    // PUR-05: 5 super likes are 12.49.
    expect(answer.body.data.purchase).toMatchObject({ product_type: 'superlike', amount: 5, price: 1249 });
  });

  it('PUR-30: a schema-invalid body is 400 (an unknown payment method, no nonce for paypal)', async () => {
    const ada = await member();
    expect((await buy(ada.token, { idempotency_key: 'pp-key-0070', payment_method: 'venmo' })).status).toBe(400);
    expect((await buy(ada.token, { idempotency_key: 'pp-key-0071' })).status).toBe(400);
  });
});

describe('EP-122, EP-123: the saved PayPal account', () => {
  it('EP-122: saving the approved account lists it in the payment methods by its masked e-mail only, and the next checkout pays with it', async () => {
    const ada = await member();
    const saved = await t.client().post('/v2/purchase/payment-methods/braintree/paypal', { token: ada.token, body: { payment_method_nonce: await nonceOf(ada.token, 'jane.doe@example.com') } });
    expect(saved.status).toBe(200);
    expect(saved.body.data.payment_method).toEqual({ payment_method: 'paypal', platform: 'web_braintree_paypal', paypal_metadata: { email: 'j***@example.com' } });
    const methods = await t.client().get('/v2/purchase/payment-methods', { token: ada.token });
    expect(methods.body.data.payment_methods).toEqual([{ payment_method: 'paypal', platform: 'web_braintree_paypal', paypal_metadata: { email: 'j***@example.com' } }]);
    expect(JSON.stringify(methods.body)).not.toContain('jane.doe');
    const answer = await buy(ada.token, { idempotency_key: 'pp-key-0100', payment_method: 'saved_paypal' });
    expect(answer.body.data).toMatchObject({ status: 'succeeded', tier: 'gold' });
  });

  it('EP-123: deleting it takes it off the payment methods; a second delete is 404; buying with it is then 400/40048', async () => {
    const ada = await member();
    await t.client().post('/v2/purchase/payment-methods/braintree/paypal', { token: ada.token, body: { payment_method_nonce: await nonceOf(ada.token) } });
    expect((await t.client().json('DELETE', '/v2/purchase/payment-methods/braintree/paypal', { token: ada.token })).body.data).toEqual({ deleted: true });
    expect((await t.client().get('/v2/purchase/payment-methods', { token: ada.token })).body.data.payment_methods).toEqual([]);
    expect((await t.client().json('DELETE', '/v2/purchase/payment-methods/braintree/paypal', { token: ada.token })).status).toBe(404);
    const answer = await buy(ada.token, { idempotency_key: 'pp-key-0110', payment_method: 'saved_paypal' });
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe(40048);
  });

  it('PUR-30, PUR-25: a subscription paid with a saved PayPal account renews on it after its 30 days (no card saved); once deleted, the next end takes the tier back', async () => {
    const ada = await member();
    await buy(ada.token, { idempotency_key: 'pp-key-0130', payment_method_nonce: await nonceOf(ada.token), save_payment_method: true });
    t.time.jump(30 * 86_400_000);
    await t.server.purchase.service.settleExpired();
    expect(await tierOf(ada.id)).toBe('gold');
    expect(await charges(ada.id)).toBe(2);
    expect((await t.server.purchase.service.latest(ada.id))!.brand).toBe('paypal');
    await db().query('DELETE FROM braintree_payment_methods WHERE user_id = $1', [ada.id]);
    t.time.jump(30 * 86_400_000);
    await t.server.purchase.service.settleExpired();
    expect(await tierOf(ada.id)).toBe('none');
  });

  it('EP-122: a purchase may save the account (save_payment_method); applepay is refused with a clear 400; an unknown type is 400', async () => {
    const ada = await member();
    await buy(ada.token, { idempotency_key: 'pp-key-0120', payment_method_nonce: await nonceOf(ada.token), save_payment_method: true });
    expect((await t.client().get('/v2/purchase/payment-methods', { token: ada.token })).body.data.payment_methods).toHaveLength(1);
    const apple = await t.client().post('/v2/purchase/payment-methods/braintree/applepay', { token: ada.token, body: { payment_method_nonce: 'nonce_x' } });
    expect(apple.status).toBe(400);
    expect(apple.body.error).toMatchObject({ payment_method_type: 'applepay', reason: 'unsupported_payment_method' });
    expect((await t.client().post('/v2/purchase/payment-methods/braintree/venmo', { token: ada.token, body: { payment_method_nonce: 'nonce_x' } })).status).toBe(400);
  });
});
