/**
 * Consumables a member holds (migration 150): bought in packs (server/purchase adds them in the transaction of the
 * charge) and spent one at a time by the module that uses them (a boost, a super like, a swipe note, a bouncer
 * bypass). A spend is a conditional update, so two spends never take the same unit. Read receipts (CHAT-08, migration
 * 160) are the one consumable kept elsewhere: `users.read_receipts_remaining`, the count Platinum's monthly read
 * receipts add to and server/matches spends from, so a bought one and a tier's one are the same thing.
 */
import type { Queryable } from '../db/database';

/** PUR-05: the product types sold as consumables (a pack of units). */
export const CONSUMABLE_TYPES = ['boost', 'superboost', 'primetimeboost', 'superlike', 'swipenote', 'bouncerbypass', 'readreceipt'] as const;
export type ConsumableType = (typeof CONSUMABLE_TYPES)[number];

export type Holdings = Readonly<Record<ConsumableType, number>>;

const NONE: Holdings = { boost: 0, superboost: 0, primetimeboost: 0, superlike: 0, swipenote: 0, bouncerbypass: 0, readreceipt: 0 };

export const isConsumable = (value: string): value is ConsumableType => (CONSUMABLE_TYPES as readonly string[]).includes(value);

export const consumables = {
  /** What the member holds of each consumable. */
  async of(q: Queryable, userId: string): Promise<Holdings> {
    const rows = await q.query<{ product_type: ConsumableType; remaining: number }>(
      `SELECT product_type, remaining FROM member_consumables WHERE user_id = $1
       UNION ALL SELECT 'readreceipt', read_receipts_remaining FROM users WHERE id = $1`,
      [userId],
    );
    return { ...NONE, ...Object.fromEntries(rows.map((row) => [row.product_type, row.remaining])) };
  },

  /** Adds units (a charge, or a spent unit given back). */
  async grant(q: Queryable, userId: string, type: ConsumableType, amount: number): Promise<void> {
    if (type === 'readreceipt') {
      await q.query('UPDATE users SET read_receipts_remaining = read_receipts_remaining + $2 WHERE id = $1', [userId, amount]);
      return;
    }
    await q.query(
      `INSERT INTO member_consumables (user_id, product_type, remaining) VALUES ($1, $2, $3)
       ON CONFLICT (user_id, product_type) DO UPDATE SET remaining = member_consumables.remaining + $3`,
      [userId, type, amount],
    );
  },

  /** Takes one unit; false when the member holds none. */
  async spend(q: Queryable, userId: string, type: Exclude<ConsumableType, 'readreceipt'>): Promise<boolean> {
    const taken = await q.query('UPDATE member_consumables SET remaining = remaining - 1 WHERE user_id = $1 AND product_type = $2 AND remaining > 0 RETURNING remaining', [userId, type]);
    return taken.length > 0;
  },
};
