-- Tiers and payments (PUR-18..29). The tiers' feature access and allowances are data: `tier_features` (the
-- paywall features of each paid tier, PUR-08), `tier_allowances` (per-tier numbers and switches), `tier_prices`
-- (a price per term). The server fills them from its built-in defaults when they are empty and reads them into
-- memory at start-up; they are the one source recs, likes, chat, passport and settings read.
CREATE TABLE tier_features (
  tier text NOT NULL CHECK (tier IN ('plus', 'gold', 'platinum')),
  feature text NOT NULL,
  PRIMARY KEY (tier, feature)
);

CREATE TABLE tier_allowances (
  tier text PRIMARY KEY CHECK (tier IN ('plus', 'gold', 'platinum')),
  -- The order tiers are offered in and the cheapest that has a feature is found by.
  rank integer NOT NULL UNIQUE,
  unlimited_likes boolean NOT NULL,
  super_likes_per_day integer NOT NULL CHECK (super_likes_per_day >= 0),
  boosts_per_month integer NOT NULL CHECK (boosts_per_month >= 0),
  -- Read receipts (CHAT-08) added to the member's allowance with each charge.
  read_receipts_per_month integer NOT NULL CHECK (read_receipts_per_month >= 0),
  preference_filters boolean NOT NULL
);

CREATE TABLE tier_prices (
  tier text NOT NULL REFERENCES tier_allowances (tier) ON DELETE CASCADE,
  -- Months.
  terms integer NOT NULL CHECK (terms IN (1, 6, 12)),
  price_cents integer NOT NULL CHECK (price_cents > 0),
  currency text NOT NULL DEFAULT 'USD',
  PRIMARY KEY (tier, terms)
);

-- PUR-26: a member's saved card, as the processor's token and what may be shown (never the number).
CREATE TABLE payment_cards (
  user_id text PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  token text NOT NULL,
  brand text NOT NULL CHECK (brand IN ('visa', 'mastercard')),
  last_four text NOT NULL CHECK (last_four ~ '^[0-9]{4}$'),
  exp_month integer NOT NULL,
  exp_year integer NOT NULL,
  created_at timestamptz NOT NULL
);

-- PUR-28: the billing e-mail and zip.
CREATE TABLE billing_profiles (
  user_id text PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  email text,
  zip_code text
);

-- PUR-22: every purchase attempt, one per idempotency key of a member. `status`: pending (waiting for the 3-D
-- Secure answer), succeeded (charged), declined, failed (the challenge failed); only a succeeded one is a charge.
CREATE TABLE purchases (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  idempotency_key text NOT NULL,
  product_type text NOT NULL CHECK (product_type IN ('plus', 'gold', 'platinum')),
  terms integer NOT NULL,
  price_cents integer NOT NULL,
  tax_cents integer NOT NULL,
  currency text NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'succeeded', 'declined', 'failed')),
  card_token text NOT NULL,
  brand text NOT NULL,
  last_four text NOT NULL,
  zip_code text,
  transaction_id text,
  restore_token text UNIQUE,
  auto_renew boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL,
  charged_at timestamptz,
  expires_at timestamptz,
  -- The member's subscription ended (expiry without renewal): the tier was taken back.
  ended_at timestamptz,
  UNIQUE (user_id, idempotency_key)
);
CREATE INDEX purchases_by_user ON purchases (user_id, charged_at DESC);
CREATE INDEX purchases_live ON purchases (expires_at) WHERE status = 'succeeded' AND ended_at IS NULL;
