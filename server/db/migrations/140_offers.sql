-- Offers per member (PUR-01, PUR-07, PUR-11). A row is one offer made to one member: an intro price to a member who
-- never bought, a discount on a subscriber's next term, a bundle. `price_cents` is what a purchase at the offer
-- charges; `original_cents` the product's usual price. `viewed_at` and `seen_at` are `introPriceViewed` and
-- `setOfferSeen`; `claimed_at` is `claimOffer`; `redeemed_at` is set when a purchase at the offer is charged.
CREATE TABLE member_offers (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  offer_type text NOT NULL CHECK (offer_type IN ('INTRO_PRICE', 'DISCOUNT', 'REGULAR', 'SUB_OFFER', 'BUNDLE_OFFER')),
  purpose text CHECK (purpose IN ('retention', 'save', 'upgrade', 'winback')),
  product_type text NOT NULL,
  terms integer NOT NULL CHECK (terms > 0),
  price_cents integer NOT NULL CHECK (price_cents >= 0),
  original_cents integer NOT NULL CHECK (original_cents >= 0),
  currency text NOT NULL DEFAULT 'USD',
  discount_percentage integer NOT NULL DEFAULT 0 CHECK (discount_percentage BETWEEN 0 AND 100),
  -- PUR-06: a bundle's entries, [{product_type, amount}].
  bundle jsonb NOT NULL DEFAULT '[]',
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  viewed_at timestamptz,
  seen_at timestamptz,
  claimed_at timestamptz,
  redeemed_at timestamptz
);
CREATE INDEX member_offers_by_user ON member_offers (user_id, expires_at);

-- PUR-39: the discount banner's views reported by the member's devices.
CREATE TABLE discount_views (
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  offer_id text REFERENCES member_offers (id) ON DELETE CASCADE,
  viewed_at timestamptz NOT NULL
);
CREATE INDEX discount_views_by_user ON discount_views (user_id, viewed_at DESC);

-- A purchase made at an offer's price names the offer.
ALTER TABLE purchases ADD COLUMN offer_id text REFERENCES member_offers (id) ON DELETE SET NULL;
