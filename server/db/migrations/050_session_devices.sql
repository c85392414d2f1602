-- Signed-in devices (a member sees and ends their sessions): what each sign-in family ran on, where it was, at
-- city level only, and when it was last used. Families from before this migration count as last used when they
-- started; their device is unknown until they sign in again.
ALTER TABLE session_families ADD COLUMN platform text;
ALTER TABLE session_families ADD COLUMN device_label text;
ALTER TABLE session_families ADD COLUMN last_seen_at timestamptz;
-- Rounded to a tenth of a degree (about 11 km) before it is stored: the list shows a town, never a street.
ALTER TABLE session_families ADD COLUMN place_lat double precision;
ALTER TABLE session_families ADD COLUMN place_lng double precision;
UPDATE session_families SET last_seen_at = created_at;
ALTER TABLE session_families ALTER COLUMN last_seen_at SET NOT NULL;
CREATE INDEX session_families_live_by_user ON session_families (user_id, last_seen_at) WHERE revoked_at IS NULL;
