-- MISC-02, PUR-35: the dynamic UI's content, as the provider chooses it: for a placement (the paywall) and a feature,
-- the heading, the perks listed, the tiers offered in their order, the one highlighted and the term chosen first.
-- Filled from the server's defaults when empty (server/purchase/dynamic-ui.service.ts), one row per paywall feature.
CREATE TABLE dynamic_ui_content (
  placement text NOT NULL CHECK (placement IN ('paywall')),
  feature text NOT NULL,
  -- A message key the app knows (`dynamicPaywall.heading.<key>`), not text: every string is the app's own.
  heading text NOT NULL CHECK (heading ~ '^[a-z_]{1,40}$'),
  -- The perks listed, in order (`tierPaywall.perk.<key>`).
  perks text[] NOT NULL,
  tiers text[] NOT NULL CHECK (cardinality(tiers) BETWEEN 1 AND 3 AND tiers <@ ARRAY['plus', 'gold', 'platinum']),
  highlighted text NOT NULL,
  terms integer NOT NULL CHECK (terms IN (1, 6, 12)),
  PRIMARY KEY (placement, feature),
  CHECK (highlighted = ANY (tiers))
);
