import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { matchOf, member, type Member } from '../matches/testing/members';
import { readMigrations } from '../db/migrate';
import { startTestServer, type TestServer } from '../testing/test-server';
import { tierTables } from './tier-tables.repository';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.reset();
  await tierTables.load(t.database.db);
});

const CARD = (number: string) => ({ number, exp_month: 12, exp_year: 2031, cvc: '123', holder_name: 'Ada Lovelace' });
const buy = (me: Member, body: Record<string, unknown>, key: string, number = '4242424242424242') =>
  me.post('/purchase/web', { ...body, idempotency_key: key, payment_method: 'card', card: CARD(number), zip: '10001' });
const remaining = async (me: Member): Promise<number> => (await me.get('/v2/read-receipts')).body.data.read_receipts.remaining;
/** A member who spent every read receipt they had. */
const withNone = async (name: string): Promise<Member> => {
  const me = await member(t, name);
  await t.database.db.query('UPDATE users SET read_receipts_remaining = 0 WHERE id = $1', [me.userId]);
  return me;
};

describe('read receipts in packs (the `readreceipt` consumable)', () => {
  it('CHAT-08, PUR-05: GET /purchase/consumables sells read receipts in packs of 1, 5 and 10 (1.99, 7.99, 12.99) and says how many the member holds', async () => {
    const me = await member(t, 'Ann');
    const answer = await me.get('/purchase/consumables');
    expect(answer.status).toBe(200);
    const packs = (answer.body.data.packs as Array<{ product_type: string; amount: number; price: number; price_per_unit: number; currency: string }>).filter((p) => p.product_type === 'readreceipt');
    expect(packs.map((p) => [p.amount, p.price, p.currency])).toEqual([
      [1, 199, 'USD'],
      [5, 799, 'USD'],
      [10, 1299, 'USD'],
    ]);
    expect(packs.map((p) => p.price_per_unit)).toEqual([199, 160, 130]);
    // Every member starts with 10 (CHAT-08's allowance); the held count is the same one the chat spends.
    expect(answer.body.data.consumables.readreceipt).toBe(10);
  });

  it('CHAT-08: a pack bought with a card adds its read receipts with the charge: the read-receipt count, the profile and the held consumables say so, and a match can have them on again', async () => {
    const [ann, bob] = [await withNone('Ann'), await member(t, 'Bob')];
    const matchId = await matchOf(t, ann, bob);
    expect((await ann.post(`/v2/read-receipts/${matchId}`)).status).toBe(409);

    const bought = await buy(ann, { product_type: 'readreceipt', amount: 5 }, 'receipts-0001');
    expect(bought.status).toBe(200);
    expect(bought.body.data).toMatchObject({ status: 'succeeded', tier: 'none', purchase: { product_type: 'readreceipt', amount: 5, listed_price: 799, price: 719 } });
    expect(await remaining(ann)).toBe(5);
    expect((await ann.get('/v2/profile')).body.data.readReceipts).toEqual({ remaining: 5 });
    expect((await ann.get('/purchase/consumables')).body.data.consumables.readreceipt).toBe(5);

    const on = await ann.post(`/v2/read-receipts/${matchId}`);
    expect(on.status).toBe(200);
    expect(on.body.data).toEqual({ match_id: matchId, enabled: true, read_receipts: { remaining: 4 } });
    // A pack is no subscription: nothing renews and the tier stays.
    expect((await ann.get('/purchase/payment/latest')).body.data.payment).toBeNull();
  });

  it('CHAT-08: bought read receipts add to what the member holds; Platinum adds its 10 a month to the same count', async () => {
    const me = await member(t, 'Cleo');
    await buy(me, { product_type: 'readreceipt', amount: 10 }, 'receipts-0002');
    expect(await remaining(me)).toBe(20);
    const platinum = await buy(me, { product_type: 'platinum', terms: 1 }, 'receipts-0003');
    expect(platinum.body.data).toMatchObject({ status: 'succeeded', tier: 'platinum' });
    expect(await remaining(me)).toBe(30);
  });

  it('CHAT-08, PUR-22: with 3-D Secure nothing is added until the challenge passes; a declined card, a retry with the same key and a size not on sale add nothing more', async () => {
    const me = await withNone('Dee');
    const first = await buy(me, { product_type: 'readreceipt', amount: 1 }, 'receipts-0004', '4000000000003220');
    expect(first.body.data.status).toBe('challenge_required');
    expect(await remaining(me)).toBe(0);
    const { purchase_id, transaction_id } = first.body.data.three_ds;
    const done = await me.post('/purchase/web/3d', { purchase_id, transaction_id, challenge_response: '123456' });
    expect(done.body.data).toMatchObject({ status: 'succeeded', purchase: { product_type: 'readreceipt', amount: 1, listed_price: 199, price: 179 } });
    expect(await remaining(me)).toBe(1);

    expect((await buy(me, { product_type: 'readreceipt', amount: 5 }, 'receipts-0005', '4000000000000002')).status).toBe(402);
    expect(await remaining(me)).toBe(1);
    expect((await buy(me, { product_type: 'readreceipt', amount: 5 }, 'receipts-0006')).status).toBe(200);
    expect((await buy(me, { product_type: 'readreceipt', amount: 5 }, 'receipts-0006')).body.data.status).toBe('succeeded');
    expect(await remaining(me)).toBe(6);
    expect((await buy(me, { product_type: 'readreceipt', amount: 3 }, 'receipts-0007')).status).toBe(400);
    expect((await buy(me, { product_type: 'readreceipt', amount: 5, terms: 1 }, 'receipts-0008')).status).toBe(400);
    expect(await remaining(me)).toBe(6);
  });

  it('CHAT-08, PUR-23: the tax of a read-receipt pack by zip', async () => {
    const me = await member(t, 'Eve');
    const answer = await me.get('/v2/purchase/tax/10001?product_type=readreceipt&amount=5');
    expect(answer.body.data.products).toEqual([
      { product_type: 'readreceipt', amount: 5, payment_type: 'card', listed_price: 799, card_discount_percentage: 10, card_discount: 80, price: 719, tax_price: 29, final_price: 748, currency: 'USD' },
      { product_type: 'readreceipt', amount: 5, payment_type: 'paypal', listed_price: 799, card_discount_percentage: 0, card_discount: 0, price: 799, tax_price: 32, final_price: 831, currency: 'USD' },
    ]);
  });

  it('CHAT-08: migration 160 adds the read-receipt packs to a price list filled before it; an empty list is filled from the defaults, the packs among them', async () => {
    const migration = readMigrations().find((m) => m.version === 160)!;
    const db = t.database.db;
    const readReceiptPacks = async () => (await db.query<{ amount: number; price_cents: number }>(`SELECT amount, price_cents FROM consumable_prices WHERE product_type = 'readreceipt' ORDER BY amount`)).map((p) => [p.amount, p.price_cents]);
    await db.query(`DELETE FROM consumable_prices WHERE product_type = 'readreceipt'`);
    await db.exec(migration.sql);
    expect(await readReceiptPacks()).toEqual([
      [1, 199],
      [5, 799],
      [10, 1299],
    ]);
    await db.query('DELETE FROM consumable_prices');
    await db.exec(migration.sql);
    expect((await db.query('SELECT 1 FROM consumable_prices')).length).toBe(0);
    await tierTables.load(db);
    expect(await readReceiptPacks()).toEqual([
      [1, 199],
      [5, 799],
      [10, 1299],
    ]);
    expect((await db.query(`SELECT 1 FROM consumable_prices WHERE product_type = 'superlike'`)).length).toBe(3);
  });
});
