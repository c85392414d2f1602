import { beforeEach, describe, expect, it } from 'vitest';
import { setColumns, signedIn, type SignedIn } from '../recs/testing/discovery-members';
import type { TestServer } from '../testing/test-server';
import { useTestServer } from '../testing/use-test-server';
import { subscriptionProducts } from './subscription-products';
import { tierTables } from './tier-tables.repository';

const DAY = 86_400_000;
const server = useTestServer({ overrides: { boosts: { durationMs: 60_000 } } });
let t: TestServer;
beforeEach(async () => {
  t = server();
  await tierTables.load(t.database.db);
});

const CARD = (number: string) => ({ number, exp_month: 12, exp_year: 2031, cvc: '123', holder_name: 'Ada Lovelace' });
const subscribe = (me: SignedIn, key: string, extra: Record<string, unknown> = {}, number = '4242424242424242') =>
  t.client().post('/purchase/web', { token: me.token, body: { product_type: 'boost_subscription', terms: 1, idempotency_key: key, payment_method: 'card', card: CARD(number), zip: '10001', ...extra } });
const subscriptions = async (me: SignedIn) => (await t.client().get('/v2/purchase/subscriptions', { token: me.token })).body.data;
const boostResult = async (me: SignedIn) => (await t.client().get('/boost/result', { token: me.token })).body.data;
const tierOf = async (id: string) => (await t.database.db.query<{ tier: string }>('SELECT tier FROM users WHERE id = $1', [id]))[0]!.tier;

describe('PUR-31: the boost subscription', () => {
  it('PUR-31: the boost subscription is on sale per term with its boosts a month; a member subscribes with a card (3-D Secure too) and holds {id, expire_date, is_auto_renewing, platform, product_type, pending_sub_offer}', async () => {
    const me = await signedIn(t, '+14155550901');
    const before = await subscriptions(me);
    expect(before.subscriptions).toEqual([]);
    expect(before.products).toEqual([
      { product_type: 'boost_subscription', terms: 1, terms_unit: 'month', price: 1499, price_per_term: 1499, currency: 'USD', boosts_per_month: 4 },
      { product_type: 'boost_subscription', terms: 6, terms_unit: 'month', price: 5994, price_per_term: 999, currency: 'USD', boosts_per_month: 4 },
    ]);
    const first = await subscribe(me, 'boost-sub-0001', {}, '4000000000003220');
    expect(first.body.data.status).toBe('challenge_required');
    // PUR-10: listed at 14.99, 13.49 by card (10 % off), and 4 % tax on that.
    expect(first.body.data.three_ds).toMatchObject({ amount: 1349 + 54, currency: 'USD' });
    expect((await subscriptions(me)).subscriptions).toEqual([]);
    const { purchase_id, transaction_id } = first.body.data.three_ds;
    const done = await t.client().post('/purchase/web/3d', { token: me.token, body: { purchase_id, transaction_id, challenge_response: '123456' } });
    expect(done.body.data).toMatchObject({ status: 'succeeded', tier: 'none', purchase: { product_type: 'boost_subscription', terms: 1, listed_price: 1499, card_discount: 150, price: 1349, auto_renew: true } });
    const [held] = (await subscriptions(me)).subscriptions;
    expect(held).toEqual({
      id: purchase_id,
      expire_date: new Date(t.time.now() + 30 * DAY).toISOString(),
      is_auto_renewing: true,
      platform: 'web',
      product_type: 'boost_subscription',
      terms: 1,
      pending_sub_offer: null,
    });
    // The same key again: the same outcome, no second charge.
    expect((await subscribe(me, 'boost-sub-0001', {}, '4000000000003220')).body.data.status).toBe('succeeded');
    const charges = await t.database.db.query(`SELECT 1 FROM purchases WHERE user_id = $1 AND status = 'succeeded'`, [me.id]);
    expect(charges.length).toBe(1);
  });

  it('PUR-31: a free member with the boost subscription has 4 boosts in 30 days, a Gold member 4 more than Gold gives; the tier is untouched and stays when the subscription ends', async () => {
    const me = await signedIn(t, '+14155550902');
    expect((await boostResult(me)).remaining).toBe(0);
    await subscribe(me, 'boost-sub-0002');
    expect((await boostResult(me)).remaining).toBe(4);
    const started = await t.client().post('/boost', { token: me.token });
    expect(started.body.data).toMatchObject({ consumed_from: 'subscription', remaining: 3 });

    const gold = await signedIn(t, '+14155550903');
    await setColumns(t, gold.id, { tier: 'gold' });
    const goldAlone = (await boostResult(gold)).remaining;
    await subscribe(gold, 'boost-sub-0003');
    expect((await boostResult(gold)).remaining).toBe(goldAlone + 4);
    expect(await tierOf(gold.id)).toBe('gold');
  });

  it('PUR-31, PUR-25: auto-renew off ends it at its expiry (its boosts stop, the tier stays); on with a saved card it is charged again; a tier bought later does not end it', async () => {
    const me = await signedIn(t, '+14155550904');
    const sub = (await subscribe(me, 'boost-sub-0004', { save_card: true })).body.data.purchase;
    // A tier bought after it: both live side by side.
    await t.client().post('/purchase/web', { token: me.token, body: { product_type: 'gold', terms: 1, idempotency_key: 'gold-after-01', payment_method: 'saved_card', zip: '10001' } });
    expect((await subscriptions(me)).subscriptions.map((s: { product_type: string }) => s.product_type).sort()).toEqual(['boost_subscription', 'gold']);
    // Renewed with the saved card after 30 days.
    t.time.jump(30 * DAY);
    await t.server.purchase.service.settleExpired();
    const renewed = await t.database.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM purchases WHERE user_id = $1 AND product_type = 'boost_subscription' AND status = 'succeeded'`, [me.id]);
    expect(renewed[0]!.n).toBe(2);
    const live = (await t.server.purchase.service.liveSubscriptions(me.id)).find((row) => row.product_type === 'boost_subscription')!;
    expect(live.id).not.toBe(sub.purchase_id);
    // Auto-renew off: at its end it stops, the tier stays where it is.
    await t.database.db.query(`UPDATE purchases SET auto_renew = false WHERE id = $1`, [live.id]);
    await t.database.db.query(`UPDATE purchases SET auto_renew = false WHERE user_id = $1 AND product_type = 'gold'`, [me.id]);
    await t.database.db.query(`UPDATE purchases SET expires_at = $2 WHERE user_id = $1 AND product_type = 'gold' AND ended_at IS NULL`, [me.id, new Date(t.time.now() + 60 * DAY)]);
    t.time.jump(30 * DAY);
    await t.server.purchase.service.settleExpired();
    expect((await t.server.purchase.service.liveSubscriptions(me.id)).map((row) => row.product_type)).toEqual(['gold']);
    expect(await tierOf(me.id)).toBe('gold');
    expect(await subscriptionProducts.boostsPerMonthOf(t.database.db, me.id, t.time.now())).toBe(0);
  });

  it('PUR-31: auto-renew of the boost subscription is turned off and on by its owner only; a term not on sale, an amount or an offer is 400', async () => {
    const me = await signedIn(t, '+14155550905');
    const other = await signedIn(t, '+14155550906');
    const sub = (await subscribe(me, 'boost-sub-0005')).body.data.purchase;
    expect((await t.client().json('DELETE', `/v2/purchase/${sub.purchase_id}/auto-renew`, { token: other.token })).status).toBe(404);
    expect((await t.client().json('DELETE', `/v2/purchase/${sub.purchase_id}/auto-renew`, { token: me.token })).status).toBe(200);
    expect((await subscriptions(me)).subscriptions[0].is_auto_renewing).toBe(false);
    expect((await subscriptions(other)).subscriptions).toEqual([]);
    expect((await subscribe(me, 'boost-sub-0006', { terms: 12 })).status).toBe(400);
    expect((await subscribe(me, 'boost-sub-0007', { amount: 1 })).status).toBe(400);
    expect((await subscribe(me, 'boost-sub-0008', { offer_id: 'abc' })).status).toBe(400);
  });

  it('PUR-31: pending_sub_offer names the discount a claimed offer takes off the next renewal', async () => {
    const me = await signedIn(t, '+14155550907');
    await subscribe(me, 'boost-sub-0009');
    await t.database.db.query(
      `INSERT INTO member_offers (id, user_id, offer_type, product_type, terms, price_cents, original_cents, currency, discount_percentage, created_at, expires_at, claimed_at)
       VALUES ('offer-bs-1', $1, 'SUB_OFFER', 'boost_subscription', 1, 1199, 1499, 'USD', 20, $2, $3, $2)`,
      [me.id, new Date(t.time.now()), new Date(t.time.now() + 7 * DAY)],
    );
    expect((await subscriptions(me)).subscriptions[0].pending_sub_offer).toEqual({ offer_discount_percentage: 20 });
  });
});
