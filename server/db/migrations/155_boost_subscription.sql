-- PUR-31: the boost subscription (`boost_subscription`): a subscription of its own beside the member's tier, which
-- grants boosts every month while it lasts and renews like a tier (auto-renew, the saved card). Its prices per term
-- and the boosts a month it grants are data, filled from the server's defaults when empty (like the tier tables).
CREATE TABLE subscription_products (
  product_type text NOT NULL CHECK (product_type IN ('boost_subscription')),
  -- Months.
  terms integer NOT NULL CHECK (terms IN (1, 6, 12)),
  price_cents integer NOT NULL CHECK (price_cents > 0),
  currency text NOT NULL DEFAULT 'USD',
  boosts_per_month integer NOT NULL CHECK (boosts_per_month > 0),
  PRIMARY KEY (product_type, terms)
);

ALTER TABLE purchases DROP CONSTRAINT purchases_product_type_check;
ALTER TABLE purchases ADD CONSTRAINT purchases_product_type_check
  CHECK (product_type IN ('plus', 'gold', 'platinum', 'boost', 'superboost', 'primetimeboost', 'superlike', 'swipenote', 'bouncerbypass', 'consumable', 'boost_subscription'));

