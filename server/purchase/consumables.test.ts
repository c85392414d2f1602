import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertCandidates, setColumns, signedIn, type SignedIn } from '../recs/testing/discovery-members';
import { startTestServer, type TestServer } from '../testing/test-server';
import { DEFAULT_TIER_CATALOGUE } from '../users';
import { tierTables } from './tier-tables.repository';

const DURATION_MS = 60_000;
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ overrides: { boosts: { durationMs: DURATION_MS } } });
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.reset();
  await tierTables.load(t.database.db);
});

const CARD = (number: string) => ({ number, exp_month: 12, exp_year: 2031, cvc: '123', holder_name: 'Ada Lovelace' });
const buyPack = (me: SignedIn, product_type: string, amount: number, key: string, number = '4242424242424242') =>
  t.client().post('/purchase/web', { token: me.token, body: { product_type, amount, idempotency_key: key, payment_method: 'card', card: CARD(number), zip: '10001' } });
const held = async (me: SignedIn) => (await t.client().get('/purchase/consumables', { token: me.token })).body.data.consumables as Record<string, number>;
const superLike = (me: SignedIn, id: string) => t.client().post(`/like/${id}/super`, { token: me.token });
const charges = async (id: string) => (await t.database.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM purchases WHERE user_id = $1 AND status = 'succeeded'`, [id]))[0]!.n;

describe('consumables: packs of boosts and super likes through the card checkout', () => {
  it('PUR-05: GET /purchase/consumables lists the packs (1, 5, 10) with a price per unit that falls with the size, and what the member holds', async () => {
    const me = await signedIn(t, '+14155550801');
    const answer = await t.client().get('/purchase/consumables', { token: me.token });
    expect(answer.status).toBe(200);
    const superLikes = (answer.body.data.packs as Array<{ product_type: string; amount: number; price: number; price_per_unit: number }>).filter((p) => p.product_type === 'superlike');
    expect(superLikes.map((p) => [p.amount, p.price])).toEqual([
      [1, 299],
      [5, 1249],
      [10, 1999],
    ]);
    for (let i = 1; i < superLikes.length; i += 1) expect(superLikes[i]!.price_per_unit).toBeLessThan(superLikes[i - 1]!.price_per_unit);
    expect(answer.body.data.consumables).toMatchObject({ superlike: 0, boost: 0, superboost: 0, primetimeboost: 0 });
  });

  it('PUR-22: a pack bought with a card that needs 3-D Secure grants nothing until the challenge passes, then its units with the charge; the tier stays', async () => {
    const me = await signedIn(t, '+14155550802');
    const first = await buyPack(me, 'superlike', 5, 'pack-key-0001', '4000000000003220');
    expect(first.body.data.status).toBe('challenge_required');
    // PUR-10: listed at 12.49, 11.24 by card (10 % off, 1.249 rounds to 1.25), and 4 % tax on that.
    expect(first.body.data.three_ds).toMatchObject({ amount: 1124 + 45, currency: 'USD' });
    expect((await held(me)).superlike).toBe(0);
    const { purchase_id, transaction_id } = first.body.data.three_ds;
    const done = await t.client().post('/purchase/web/3d', { token: me.token, body: { purchase_id, transaction_id, challenge_response: '123456' } });
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ status: 'succeeded', tier: 'none', purchase: { product_type: 'superlike', amount: 5, listed_price: 1249, card_discount: 125, price: 1124 } });
    expect((await held(me)).superlike).toBe(5);
    // A pack is not a subscription: the latest payment (auto-renew, restore) stays empty.
    expect((await t.client().get('/purchase/payment/latest', { token: me.token })).body.data.payment).toBeNull();
  });

  it('PUR-22: a retried pack purchase with the same key never charges twice; another product under the key is 409', async () => {
    const me = await signedIn(t, '+14155550803');
    expect((await buyPack(me, 'boost', 5, 'pack-key-0002')).body.data).toMatchObject({ status: 'succeeded', purchase: { product_type: 'boost', amount: 5, listed_price: 2999, price: 2699 } });
    expect((await buyPack(me, 'boost', 5, 'pack-key-0002')).body.data.status).toBe('succeeded');
    expect(await charges(me.id)).toBe(1);
    expect((await held(me)).boost).toBe(5);
    expect((await buyPack(me, 'boost', 10, 'pack-key-0002')).status).toBe(409);
  });

  it('PUR-22: a declined card grants nothing; a pack size not on sale, or a pack with a term, is 400', async () => {
    const me = await signedIn(t, '+14155550804');
    expect((await buyPack(me, 'superlike', 5, 'pack-key-0003', '4000000000000002')).status).toBe(402);
    expect((await held(me)).superlike).toBe(0);
    expect((await buyPack(me, 'superlike', 7, 'pack-key-0004')).status).toBe(400);
    const withTerm = await t.client().post('/purchase/web', { token: me.token, body: { product_type: 'superlike', amount: 5, terms: 1, idempotency_key: 'pack-key-0005', payment_method: 'card', card: CARD('4242424242424242'), zip: '10001' } });
    expect(withTerm.status).toBe(400);
    const tierWithoutTerm = await t.client().post('/purchase/web', { token: me.token, body: { product_type: 'gold', idempotency_key: 'pack-key-0006', payment_method: 'card', card: CARD('4242424242424242'), zip: '10001' } });
    expect(tierWithoutTerm.status).toBe(400);
  });

  it('PUR-23: the tax of a pack by zip', async () => {
    const me = await signedIn(t, '+14155550805');
    const answer = await t.client().get('/v2/purchase/tax/10001?product_type=superlike&amount=5', { token: me.token });
    expect(answer.body.data.products).toEqual([
      { product_type: 'superlike', amount: 5, payment_type: 'card', listed_price: 1249, card_discount_percentage: 10, card_discount: 125, price: 1124, tax_price: 45, final_price: 1169, currency: 'USD' },
      { product_type: 'superlike', amount: 5, payment_type: 'paypal', listed_price: 1249, card_discount_percentage: 0, card_discount: 0, price: 1249, tax_price: 50, final_price: 1299, currency: 'USD' },
    ]);
  });

  it('PUR-06: the bundle offer is bought at its price and grants each of its entries (5 boosts and 5 super likes), once', async () => {
    const me = await signedIn(t, '+14155550806');
    const offers = (await t.client().post('/purchase/offer', { token: me.token, body: {} })).body.data.offers as Array<{ offer_id: string; offer_type: string; price: number }>;
    const bundle = offers.find((o) => o.offer_type === 'BUNDLE_OFFER' && o.price === 1499)!;
    const body = { product_type: 'consumable', offer_id: bundle.offer_id, payment_method: 'card', card: CARD('4242424242424242'), zip: '10001' };
    const bought = await t.client().post('/purchase/web', { token: me.token, body: { ...body, idempotency_key: 'bundle-key-01' } });
    expect(bought.body.data).toMatchObject({ status: 'succeeded', purchase: { product_type: 'consumable', listed_price: 1499, price: 1349 } });
    expect(await held(me)).toMatchObject({ boost: 5, superlike: 5 });
    expect((await t.client().post('/purchase/web', { token: me.token, body: { ...body, idempotency_key: 'bundle-key-02' } })).status).toBe(409);
    expect(await held(me)).toMatchObject({ boost: 5, superlike: 5 });
  });
});

describe('RECS-12: super likes per day from the tier tables, then bought ones', () => {
  it('RECS-12: a free member has 1 super like a day; out of it, a bought super like is spent (and given back by a rewind)', async () => {
    const me = await signedIn(t, '+14155550811');
    await insertCandidates(t, [{ id: 'sl1' }, { id: 'sl2' }, { id: 'sl3' }]);
    expect((await superLike(me, 'sl1')).body.data.super_likes).toMatchObject({ remaining: 0, per_day: 1, purchased: 0 });
    expect((await superLike(me, 'sl2')).status).toBe(429);
    await buyPack(me, 'superlike', 1, 'pack-key-0011');
    const after = await superLike(me, 'sl2');
    expect(after.status).toBe(200);
    expect(after.body.data.super_likes).toMatchObject({ remaining: 0, purchased: 0 });
    expect((await held(me)).superlike).toBe(0);
    // A rewind (with a tier that has it) gives the bought super like back.
    await setColumns(t, me.id, { tier: 'plus' });
    const undone = await t.client().json('DELETE', '/like/sl2/super', { token: me.token });
    expect(undone.status).toBe(200);
    expect((await held(me)).superlike).toBe(1);
  });

  it('RECS-12: Gold has 5 super likes a day (the tier tables), and a change of the tables changes it', async () => {
    const me = await signedIn(t, '+14155550812');
    await setColumns(t, me.id, { tier: 'gold' });
    await insertCandidates(t, [{ id: 'g1' }, { id: 'g2' }, { id: 'g3' }]);
    expect((await superLike(me, 'g1')).body.data.super_likes).toMatchObject({ remaining: 4, per_day: 5 });
    await tierTables.update(t.database.db, 'gold', { ...DEFAULT_TIER_CATALOGUE.gold, superLikesPerDay: 2 });
    expect((await superLike(me, 'g2')).body.data.super_likes).toMatchObject({ remaining: 0, per_day: 2 });
    expect((await superLike(me, 'g3')).status).toBe(429);
  });
});

describe('BOOST-05: bought boosts and the variants', () => {
  it('BOOST-05: a free member with a bought boost starts it (consumed_from consumable); without one it is the paywall', async () => {
    const me = await signedIn(t, '+14155550821');
    const refused = await t.client().post('/boost', { token: me.token });
    expect(refused.status).toBe(403);
    expect(refused.body.error.paywall).toMatchObject({ feature: 'boost', product_type: 'boost' });
    await buyPack(me, 'boost', 1, 'pack-key-0021');
    expect((await t.client().get('/boost/result', { token: me.token })).body.data).toMatchObject({ remaining: 1, purchased_remaining: 1 });
    const started = await t.client().post('/boost', { token: me.token });
    expect(started.status).toBe(200);
    expect(started.body.data).toMatchObject({ boost_ended: false, consumed_from: 'consumable', remaining: 0, is_super_boost: false, is_primetime_boost: false, duration: DURATION_MS });
  });

  it("BOOST-05: Gold's monthly boost is taken first, then a bought one", async () => {
    const me = await signedIn(t, '+14155550822');
    await setColumns(t, me.id, { tier: 'gold' });
    await buyPack(me, 'boost', 1, 'pack-key-0022');
    expect((await t.client().post('/boost', { token: me.token })).body.data).toMatchObject({ consumed_from: 'subscription', remaining: 1 });
    t.time.advance(DURATION_MS);
    expect((await t.client().post('/boost', { token: me.token })).body.data).toMatchObject({ consumed_from: 'consumable', remaining: 0 });
  });

  it('BOOST-05: a super boost (is_super_boost) runs three times as long from a bought super boost; without one the paywall names superboost', async () => {
    const me = await signedIn(t, '+14155550823');
    await setColumns(t, me.id, { tier: 'gold' });
    const refused = await t.client().post('/boost', { token: me.token, body: { boost_type: 'super_boost' } });
    expect(refused.status).toBe(403);
    expect(refused.body.error.paywall.product_type).toBe('superboost');
    await buyPack(me, 'superboost', 1, 'pack-key-0023');
    const started = await t.client().post('/boost', { token: me.token, body: { boost_type: 'super_boost' } });
    expect(started.body.data).toMatchObject({ is_super_boost: true, is_primetime_boost: false, duration: 3 * DURATION_MS, multiplier: 100, consumed_from: 'consumable', super_boost_remaining: 0 });
    // The tier's own boost is still there.
    expect(started.body.data.remaining).toBe(1);
  });

  it('BOOST-05: a primetime boost (is_primetime_boost) from a bought one; primetime_boost_remaining counts what is held', async () => {
    const me = await signedIn(t, '+14155550824');
    await buyPack(me, 'primetimeboost', 5, 'pack-key-0024');
    expect((await t.client().get('/boost/result', { token: me.token })).body.data.primetime_boost_remaining).toBe(5);
    const started = await t.client().post('/boost', { token: me.token, body: { boost_type: 'primetime_boost' } });
    expect(started.body.data).toMatchObject({ is_primetime_boost: true, primetime_boost_remaining: 4, multiplier: 20, boost_ended: false });
    expect((await t.client().post('/boost', { token: me.token, body: { boost_type: 'nope' } })).status).toBe(400);
  });
});

describe('RECS-15: swipe notes', () => {
  it('RECS-15: POST /v2/like/{userId}/swipenote likes with a note from a bought swipe note; the member liked sees it on the card; the profile says how many are held', async () => {
    const me = await signedIn(t, '+14155550831');
    const other = await signedIn(t, '+14155550832');
    await insertCandidates(t, [{ id: 'sn1' }]);
    const refused = await t.client().post('/v2/like/sn1/swipenote', { token: me.token, body: { message: 'Hi!' } });
    expect(refused.status).toBe(403);
    expect(refused.body.error.paywall).toMatchObject({ feature: 'swipe_note', product_type: 'swipenote' });
    await buyPack(me, 'swipenote', 5, 'pack-key-0031');
    expect((await t.client().get('/v2/profile', { token: me.token })).body.data.feature_access.swipe_note).toEqual({ amount: 5 });
    const sent = await t.client().post(`/v2/like/${other.id}/swipenote`, { token: me.token, body: { message: '  Your hiking photos <b>rock</b>  ' } });
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({ match: false, swipe_note: { amount: 4 } });
    const recs = (await t.client().get('/v2/recs/core', { token: other.token })).body.data.results as Array<{ user: { _id: string }; swipe_note?: { text: string } }>;
    expect(recs.find((rec) => rec.user._id === me.id)?.swipe_note).toEqual({ text: 'Your hiking photos <b>rock</b>' });
    expect((await t.client().post('/v2/like/sn1/swipenote', { token: me.token, body: { message: ' ' } })).status).toBe(400);
    expect((await t.client().post('/v2/like/sn1/swipenote', { token: me.token, body: { message: 'x'.repeat(141) } })).status).toBe(400);
  });
});

describe('RECS-16: bouncer bypasses', () => {
  /** The member has used all 100 likes of the last 12 hours (RECS-11), on members who never liked them back. */
  const outOfLikes = async (me: SignedIn) => {
    await t.database.db.query(
      `INSERT INTO users (id, name, onboarding_state, created_at) SELECT 'used' || g, 'Used ' || g, 'complete', $1 FROM generate_series(1, 100) g`,
      [new Date(t.time.now())],
    );
    await t.database.db.query(`INSERT INTO likes (liker_id, liked_id, is_super, created_at) SELECT $1, 'used' || g, false, $2 FROM generate_series(1, 100) g`, [
      me.id,
      new Date(t.time.now() - 60_000),
    ]);
  };
  const bypass = (me: SignedIn, user_id: string) => t.client().post('/v2/consumables/bouncer-bypass', { token: me.token, body: { user_id } });
  const profile = async (me: SignedIn) => (await t.client().get('/v2/profile', { token: me.token })).body.data;

  it('RECS-16: out of likes, POST /v2/consumables/bouncer-bypass lets a like through with one bought bypass; a retry spends nothing; none left is the paywall', async () => {
    const me = await signedIn(t, '+14155550841');
    await insertCandidates(t, [{ id: 'bb1' }, { id: 'bb2' }, { id: 'bb3' }]);
    await outOfLikes(me);
    expect((await t.client().post('/like/bb1', { token: me.token })).status).toBe(429);

    // None held: 403 with the paywall code naming the pack, and nothing liked.
    const refused = await bypass(me, 'bb1');
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe(40390);
    expect(refused.body.error.paywall).toMatchObject({ feature: 'bouncer_bypass', product_type: 'bouncerbypass' });
    expect(refused.body.error.bouncerBypass).toEqual({ total_bouncer_bypass_remaining: 0 });

    await buyPack(me, 'bouncerbypass', 5, 'pack-key-0041');
    expect((await profile(me)).bouncerBypass).toEqual({ total_bouncer_bypass_remaining: 5 });
    const through = await bypass(me, 'bb1');
    expect(through.status).toBe(200);
    expect(through.body.data).toMatchObject({ match: false, likes_remaining: 0, bouncerBypass: { total_bouncer_bypass_remaining: 4 } });
    expect((await t.database.db.query('SELECT 1 FROM likes WHERE liker_id = $1 AND liked_id = $2', [me.id, 'bb1'])).length).toBe(1);
    // The same like again (a retry) spends nothing.
    expect((await bypass(me, 'bb1')).body.data.bouncerBypass).toEqual({ total_bouncer_bypass_remaining: 4 });
    // Still out of likes: an ordinary like is refused; the bypassed like took nothing of the allowance.
    expect((await t.client().post('/like/bb2', { token: me.token })).status).toBe(429);
    expect((await held(me)).bouncerbypass).toBe(4);
  });

  it('RECS-16: with likes left the like spends the allowance, not a bypass; a bypassed like that is rewound gives its bypass back; spends never go below zero', async () => {
    const me = await signedIn(t, '+14155550842');
    await insertCandidates(t, [{ id: 'bc1' }, { id: 'bc2' }, { id: 'bc3' }]);
    await buyPack(me, 'bouncerbypass', 1, 'pack-key-0042');
    const plain = await bypass(me, 'bc1');
    expect(plain.body.data).toMatchObject({ likes_remaining: 99, bouncerBypass: { total_bouncer_bypass_remaining: 1 } });

    await outOfLikes(me);
    // Two bypasses at once with one held: one goes through, the other is the paywall.
    const [a, b] = await Promise.all([bypass(me, 'bc2'), bypass(me, 'bc3')]);
    expect([a.status, b.status].sort()).toEqual([200, 403]);
    expect((await held(me)).bouncerbypass).toBe(0);
    const through = a.status === 200 ? 'bc2' : 'bc3';
    // Rewind (RECS-14) is a tier's feature.
    await setColumns(t, me.id, { tier: 'gold' });
    expect((await t.client().json('DELETE', `/like/${through}`, { token: me.token })).status).toBe(200);
    expect((await held(me)).bouncerbypass).toBe(1);
  });

  it('RECS-16: the body is checked (400), and a member who is not there or not visible is 404', async () => {
    const me = await signedIn(t, '+14155550843');
    expect((await t.client().post('/v2/consumables/bouncer-bypass', { token: me.token, body: {} })).status).toBe(400);
    expect((await t.client().post('/v2/consumables/bouncer-bypass', { token: me.token, body: { user_id: 'x', extra: 1 } })).status).toBe(400);
    expect((await bypass(me, 'nobody')).status).toBe(404);
    expect((await bypass(me, me.id)).status).toBe(400);
  });
});
