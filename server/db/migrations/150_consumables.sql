-- Consumables (issue 15): boosts, super boosts, primetime boosts, super likes, swipe notes and bouncer bypasses
-- bought in packs through the card checkout. `consumable_prices` is the price of each pack (the per-unit price
-- falls with the pack's size; the server fills it from its defaults when it is empty, like the tier tables);
-- `member_consumables` what a member holds of each; a purchase of a pack (or of the bundle offer, product type
-- `consumable`) adds its units there in the transaction of its charge.
CREATE TABLE consumable_prices (
  product_type text NOT NULL CHECK (product_type IN ('boost', 'superboost', 'primetimeboost', 'superlike', 'swipenote', 'bouncerbypass')),
  amount integer NOT NULL CHECK (amount > 0),
  price_cents integer NOT NULL CHECK (price_cents > 0),
  currency text NOT NULL DEFAULT 'USD',
  PRIMARY KEY (product_type, amount)
);

CREATE TABLE member_consumables (
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  product_type text NOT NULL CHECK (product_type IN ('boost', 'superboost', 'primetimeboost', 'superlike', 'swipenote', 'bouncerbypass')),
  remaining integer NOT NULL CHECK (remaining >= 0),
  PRIMARY KEY (user_id, product_type)
);

-- A purchase buys a tier for a term, a pack of `amount` units of a consumable, or a bundle (`consumable`, its
-- entries those of the offer it names). A pack has no term and no expiry.
ALTER TABLE purchases DROP CONSTRAINT purchases_product_type_check;
ALTER TABLE purchases ADD CONSTRAINT purchases_product_type_check
  CHECK (product_type IN ('plus', 'gold', 'platinum', 'boost', 'superboost', 'primetimeboost', 'superlike', 'swipenote', 'bouncerbypass', 'consumable'));
ALTER TABLE purchases ADD COLUMN amount integer NOT NULL DEFAULT 0 CHECK (amount >= 0);

-- What a super like was taken from: the day's allowance of the member's tier, or a bought super like (given back
-- when the super like is rewound).
ALTER TABLE likes ADD COLUMN consumed_from text NOT NULL DEFAULT 'allowance' CHECK (consumed_from IN ('allowance', 'consumable'));

-- BOOST-05: a primetime boost is a boost (the super boost has `is_super` since migration 020).
ALTER TABLE boosts ADD COLUMN is_primetime boolean NOT NULL DEFAULT false;
