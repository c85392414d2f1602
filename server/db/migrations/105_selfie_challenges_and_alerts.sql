-- BAN-07: the selfie challenge is a tier of its own (40324); its token is kept where an appeal token would be.
ALTER TABLE bans DROP CONSTRAINT bans_tier_check;
ALTER TABLE bans ADD CONSTRAINT bans_tier_check CHECK (tier IN ('banned', 'blacklisted', 'underReview', 'bcBanned', 'selfieChallenge'));

-- BAN-11, PL-11: the alerts a member is shown at sign-in: warnings from the admin command, and the account of a
-- ban that was lifted. Acknowledged once read.
CREATE TABLE member_alerts (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('banned', 'warning')),
  tier text NOT NULL,
  policy text NOT NULL,
  created_at timestamptz NOT NULL,
  acknowledged_at timestamptz
);
CREATE INDEX member_alerts_by_user ON member_alerts (user_id, created_at);

-- BAN-13: a signed-in member's appeal of a warning names the warning.
ALTER TABLE appeals ADD COLUMN alert_id text REFERENCES member_alerts (id) ON DELETE CASCADE;
