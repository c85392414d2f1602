/**
 * PUR-31: the subscriptions sold beside the tiers (migration 155's `subscription_products`): the boost subscription,
 * a price per term and the boosts a month it grants while it lasts. Filled from the defaults when empty, like the
 * tier tables; read where a purchase is priced, renewed, quoted and where boosts are counted (server/boosts).
 */
import type { Queryable } from '../db/database';

/** PUR-05, PUR-31: the subscription products other than the tiers. */
export const SUBSCRIPTION_PRODUCTS = ['boost_subscription'] as const;
export type SubscriptionProduct = (typeof SUBSCRIPTION_PRODUCTS)[number];

export const isSubscriptionProduct = (value: string): value is SubscriptionProduct => (SUBSCRIPTION_PRODUCTS as readonly string[]).includes(value);

export interface SubscriptionPrice {
  readonly productType: SubscriptionProduct;
  readonly terms: 1 | 6 | 12;
  readonly priceCents: number;
  readonly currency: string;
  readonly boostsPerMonth: number;
}

/** The seed of `subscription_products` (docs/decisions.md PUR-31): 4 boosts a month, for 14.99 a month or 59.94 for 6. */
export const DEFAULT_SUBSCRIPTION_PRICES: readonly SubscriptionPrice[] = [
  { productType: 'boost_subscription', terms: 1, priceCents: 1499, currency: 'USD', boostsPerMonth: 4 },
  { productType: 'boost_subscription', terms: 6, priceCents: 5994, currency: 'USD', boostsPerMonth: 4 },
];

interface Row {
  product_type: SubscriptionProduct;
  terms: 1 | 6 | 12;
  price_cents: number;
  currency: string;
  boosts_per_month: number;
}

const priceOfRow = (row: Row): SubscriptionPrice => ({ productType: row.product_type, terms: row.terms, priceCents: row.price_cents, currency: row.currency, boostsPerMonth: row.boosts_per_month });

export const subscriptionProducts = {
  /** Fills the table from the defaults when it is empty. */
  async seed(q: Queryable): Promise<void> {
    const [any] = await q.query('SELECT 1 FROM subscription_products LIMIT 1');
    if (any) return;
    for (const p of DEFAULT_SUBSCRIPTION_PRICES)
      await q.query('INSERT INTO subscription_products (product_type, terms, price_cents, currency, boosts_per_month) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING', [
        p.productType,
        p.terms,
        p.priceCents,
        p.currency,
        p.boostsPerMonth,
      ]);
  },

  /** Every term on sale, shortest first. */
  async all(q: Queryable): Promise<SubscriptionPrice[]> {
    return (await q.query<Row>('SELECT * FROM subscription_products ORDER BY product_type, terms')).map(priceOfRow);
  },

  /** One term's price, or null when it is not on sale. */
  async priceOf(q: Queryable, productType: SubscriptionProduct, terms: number): Promise<SubscriptionPrice | null> {
    const [row] = await q.query<Row>('SELECT * FROM subscription_products WHERE product_type = $1 AND terms = $2', [productType, terms]);
    return row ? priceOfRow(row) : null;
  },

  /** The boosts a month the member's live boost subscription grants (0 without one). */
  async boostsPerMonthOf(q: Queryable, userId: string, now: number): Promise<number> {
    const [row] = await q.query<{ boosts: number }>(
      `SELECT COALESCE(max(sp.boosts_per_month), 0)::int AS boosts FROM purchases p
         JOIN subscription_products sp ON sp.product_type = p.product_type AND sp.terms = p.terms
        WHERE p.user_id = $1 AND p.product_type = 'boost_subscription' AND p.status = 'succeeded' AND p.ended_at IS NULL AND p.expires_at > $2`,
      [userId, new Date(now)],
    );
    return row?.boosts ?? 0;
  },
};
