/**
 * The tier tables (migration 120) and the consumable packs' prices (migration 150): filled from the built-in defaults when empty, read into the in-memory
 * catalogue (server/users/tier-catalogue.ts) at start-up and after every change made through `update`.
 */
import type { Database, Queryable } from '../db/database';
import { PAID_TIERS, useTierCatalogue, DEFAULT_TIER_CATALOGUE, type PaidTier, type TierCatalogue, type TierRules } from '../users';
import type { PaywallFeature } from '../startup/app-settings';
import type { ConsumableType } from '../users';
import { subscriptionProducts } from './subscription-products';

/** The seed of `consumable_prices` (migrations 150, 160; docs/decisions.md "Consumables"): cents per pack of `amount` units. */
export const DEFAULT_PACK_PRICES: ReadonlyArray<{ readonly type: ConsumableType; readonly amount: number; readonly priceCents: number }> = [
  { type: 'superlike', amount: 1, priceCents: 299 },
  { type: 'superlike', amount: 5, priceCents: 1249 },
  { type: 'superlike', amount: 10, priceCents: 1999 },
  { type: 'boost', amount: 1, priceCents: 799 },
  { type: 'boost', amount: 5, priceCents: 2999 },
  { type: 'boost', amount: 10, priceCents: 4999 },
  { type: 'superboost', amount: 1, priceCents: 2999 },
  { type: 'superboost', amount: 3, priceCents: 7499 },
  { type: 'primetimeboost', amount: 1, priceCents: 999 },
  { type: 'primetimeboost', amount: 5, priceCents: 3999 },
  { type: 'swipenote', amount: 1, priceCents: 199 },
  { type: 'swipenote', amount: 5, priceCents: 799 },
  { type: 'swipenote', amount: 10, priceCents: 1299 },
  { type: 'bouncerbypass', amount: 1, priceCents: 299 },
  { type: 'bouncerbypass', amount: 5, priceCents: 1199 },
  // CHAT-08 (migration 160 adds them to a list filled before it).
  { type: 'readreceipt', amount: 1, priceCents: 199 },
  { type: 'readreceipt', amount: 5, priceCents: 799 },
  { type: 'readreceipt', amount: 10, priceCents: 1299 },
];

const seedPacks = async (tx: Queryable): Promise<void> => {
  const [any] = await tx.query('SELECT 1 FROM consumable_prices LIMIT 1');
  if (any) return;
  for (const pack of DEFAULT_PACK_PRICES)
    await tx.query('INSERT INTO consumable_prices (product_type, amount, price_cents) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [pack.type, pack.amount, pack.priceCents]);
};

const seed = async (tx: Queryable, catalogue: TierCatalogue): Promise<void> => {
  for (const tier of PAID_TIERS) {
    const rules = catalogue[tier];
    await tx.query(
      `INSERT INTO tier_allowances (tier, rank, unlimited_likes, super_likes_per_day, boosts_per_month, read_receipts_per_month, preference_filters)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (tier) DO NOTHING`,
      [tier, rules.rank, rules.unlimitedLikes, rules.superLikesPerDay, rules.boostsPerMonth, rules.readReceiptsPerMonth, rules.preferenceFilters],
    );
    for (const feature of rules.features) await tx.query('INSERT INTO tier_features (tier, feature) VALUES ($1, $2) ON CONFLICT DO NOTHING', [tier, feature]);
    for (const price of rules.prices)
      await tx.query('INSERT INTO tier_prices (tier, terms, price_cents, currency) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING', [tier, price.terms, price.priceCents, price.currency]);
  }
};

interface AllowanceRow {
  tier: PaidTier;
  rank: number;
  unlimited_likes: boolean;
  super_likes_per_day: number;
  boosts_per_month: number;
  read_receipts_per_month: number;
  preference_filters: boolean;
}

const read = async (q: Queryable): Promise<TierCatalogue | null> => {
  const allowances = await q.query<AllowanceRow>('SELECT * FROM tier_allowances');
  if (allowances.length !== PAID_TIERS.length) return null;
  const features = await q.query<{ tier: PaidTier; feature: PaywallFeature }>('SELECT tier, feature FROM tier_features ORDER BY tier, feature');
  const prices = await q.query<{ tier: PaidTier; terms: 1 | 6 | 12; price_cents: number; currency: string }>('SELECT * FROM tier_prices ORDER BY tier, terms');
  const entry = (row: AllowanceRow): TierRules => ({
    rank: row.rank,
    features: features.filter((f) => f.tier === row.tier).map((f) => f.feature),
    unlimitedLikes: row.unlimited_likes,
    superLikesPerDay: row.super_likes_per_day,
    boostsPerMonth: row.boosts_per_month,
    readReceiptsPerMonth: row.read_receipts_per_month,
    preferenceFilters: row.preference_filters,
    prices: prices.filter((p) => p.tier === row.tier).map((p) => ({ terms: p.terms, priceCents: p.price_cents, currency: p.currency })),
  });
  return Object.fromEntries(allowances.map((row) => [row.tier, entry(row)])) as unknown as TierCatalogue;
};

export const tierTables = {
  /** Fills empty tables from the defaults and puts what they hold in force. */
  async load(db: Database): Promise<TierCatalogue> {
    const catalogue = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', ['tier-tables']);
      await seedPacks(tx);
      await subscriptionProducts.seed(tx);
      const found = await read(tx);
      if (found !== null) return found;
      await seed(tx, DEFAULT_TIER_CATALOGUE);
      return (await read(tx))!;
    });
    useTierCatalogue(catalogue);
    return catalogue;
  },

  /** Changes one tier's rules (features, allowances, prices) and puts the tables in force again. */
  async update(db: Database, tier: PaidTier, rules: TierRules): Promise<TierCatalogue> {
    await db.transaction(async (tx) => {
      await tx.query('DELETE FROM tier_features WHERE tier = $1', [tier]);
      await tx.query('DELETE FROM tier_prices WHERE tier = $1', [tier]);
      await tx.query('DELETE FROM tier_allowances WHERE tier = $1', [tier]);
      const current = (await read(tx)) ?? DEFAULT_TIER_CATALOGUE;
      await seed(tx, { ...current, [tier]: rules } as TierCatalogue);
    });
    return this.load(db);
  },
};
