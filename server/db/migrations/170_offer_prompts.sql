-- PL-13: an offer the provider put before a member to be shown once after their next sign-in (the incentive
-- redemption for an intro price, the bundle offer for a consumable discount). Offers made when the member asks
-- are not prompted; the prompt is over once the offer is viewed (`viewed_at` / `seen_at`).
ALTER TABLE member_offers ADD COLUMN prompt_after_sign_in boolean NOT NULL DEFAULT false;
