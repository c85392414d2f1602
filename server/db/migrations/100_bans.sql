-- Bans and their appeals (BAN items). The admin command bans and lifts; while a ban stands, every call of the
-- member answers the ban's code (BAN-04), and the member can appeal with the ban's appeal token, without a session.
CREATE TABLE bans (
  user_id text PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  tier text NOT NULL CHECK (tier IN ('banned', 'blacklisted', 'underReview', 'bcBanned')),
  policy text NOT NULL,
  -- BAN-02: what a banned member appeals with; null when the ban cannot be appealed.
  appeal_token text UNIQUE,
  created_at timestamptz NOT NULL
);

CREATE TABLE appeals (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  policy text NOT NULL,
  statement text NOT NULL,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'granted', 'denied')),
  created_at timestamptz NOT NULL,
  decided_at timestamptz
);
CREATE INDEX appeals_by_user ON appeals (user_id, created_at);
