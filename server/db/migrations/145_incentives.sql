-- Incentive campaigns (PUR-15, PUR-16): a promo code names a campaign that gives a free trial or an intro price of
-- one tier to one kind of member (`new`: never bought; `existing`: bought before). Redeeming a campaign makes the
-- member an offer (member_offers) the checkout charges; a member redeems a campaign once.
CREATE TABLE incentive_campaigns (
  id text PRIMARY KEY,
  code text NOT NULL UNIQUE CHECK (code = upper(code)),
  name text NOT NULL,
  incentives_type text NOT NULL CHECK (incentives_type IN ('free_trial', 'intro_price')),
  user_type text NOT NULL CHECK (user_type IN ('new', 'existing')),
  product_type text NOT NULL CHECK (product_type IN ('plus', 'gold', 'platinum')),
  terms integer NOT NULL CHECK (terms IN (1, 6, 12)),
  discount_percentage integer NOT NULL CHECK (discount_percentage BETWEEN 1 AND 100),
  cc_required boolean NOT NULL DEFAULT true,
  open_days integer NOT NULL CHECK (open_days > 0),
  ends_at timestamptz
);

CREATE TABLE incentive_redemptions (
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  campaign_id text NOT NULL REFERENCES incentive_campaigns (id) ON DELETE CASCADE,
  offer_id text REFERENCES member_offers (id) ON DELETE SET NULL,
  redeemed_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, campaign_id)
);

-- The catalogue is filled from the built-in campaigns when empty (IncentivesService.seedDefaults, at start).
