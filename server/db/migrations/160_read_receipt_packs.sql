-- CHAT-08, PUR-05: read receipts sold in packs (`readreceipt`) through the card checkout, like the other consumables.
-- A bought read receipt is one more of `users.read_receipts_remaining`, the same count Platinum's monthly read
-- receipts add to, so `member_consumables` never holds them.
ALTER TABLE consumable_prices DROP CONSTRAINT consumable_prices_product_type_check;
ALTER TABLE consumable_prices ADD CONSTRAINT consumable_prices_product_type_check
  CHECK (product_type IN ('boost', 'superboost', 'primetimeboost', 'superlike', 'swipenote', 'bouncerbypass', 'readreceipt'));

ALTER TABLE purchases DROP CONSTRAINT purchases_product_type_check;
ALTER TABLE purchases ADD CONSTRAINT purchases_product_type_check
  CHECK (product_type IN ('plus', 'gold', 'platinum', 'boost', 'superboost', 'primetimeboost', 'superlike', 'swipenote', 'bouncerbypass', 'readreceipt', 'consumable', 'boost_subscription'));

-- The packs (docs/decisions.md CHAT-08): added to a price list already filled; an empty one is filled with every
-- pack, these among them, from the server's defaults at start-up.
INSERT INTO consumable_prices (product_type, amount, price_cents)
SELECT pack.product_type, pack.amount, pack.price_cents
  FROM (VALUES ('readreceipt', 1, 199), ('readreceipt', 5, 799), ('readreceipt', 10, 1299)) AS pack (product_type, amount, price_cents)
 WHERE EXISTS (SELECT 1 FROM consumable_prices)
ON CONFLICT DO NOTHING;
