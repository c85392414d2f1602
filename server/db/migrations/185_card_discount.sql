-- PUR-10: a card payment is 10 % off the listed price (docs/decisions.md PUR-10). A purchase holds what was taken
-- off (`card_discount_cents`, 0 for PayPal and for every charge before this), `price_cents` stays the subtotal
-- charged before tax (the tax is on it), and `listed_price_cents` is the price listed, the two added up.
ALTER TABLE purchases ADD COLUMN card_discount_cents integer NOT NULL DEFAULT 0 CHECK (card_discount_cents >= 0);
ALTER TABLE purchases ADD COLUMN listed_price_cents integer GENERATED ALWAYS AS (price_cents + card_discount_cents) STORED;
