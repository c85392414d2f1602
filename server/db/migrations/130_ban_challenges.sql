-- BAN-03, BAN-05, BAN-06: more kinds of ban from the admin command: `challenge` (40307, the appeal opens once the
-- ban's challenge is passed at POST /challenge/verify), `underage` (40802, 40321 or 40344, as the command chose) and
-- `temporaryBan` (40305 with a ttl, ended by itself). `code` is the code an underage ban answers; `expires_at` ends a
-- ban by itself (a temporary ban, an underage ban given a length); `challenge_token` names the ban's challenge and
-- `challenge_passed_at` says when it was passed.
ALTER TABLE bans DROP CONSTRAINT bans_tier_check;
ALTER TABLE bans ADD CONSTRAINT bans_tier_check
  CHECK (tier IN ('banned', 'blacklisted', 'underReview', 'bcBanned', 'selfieChallenge', 'challenge', 'underage', 'temporaryBan'));
ALTER TABLE bans ADD COLUMN code integer;
ALTER TABLE bans ADD COLUMN expires_at timestamptz;
ALTER TABLE bans ADD COLUMN challenge_token text UNIQUE;
ALTER TABLE bans ADD COLUMN challenge_passed_at timestamptz;
