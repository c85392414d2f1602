-- EXP-01: Explore's catalogs, as data: each has an id (its address, /app/explore/<id>), its place in the list, the
-- message key of its name and one-line description (`explore.catalog.<key>.name`, `.description`: every string is
-- the app's own), the look of its tile, and what decides membership. Membership is always the member's own opt-in
-- (EXP-02); `interests` says whom the catalog is about, and the demo world's members join the catalogs that name one
-- of their interests (server/world), so a new member finds people in each.
CREATE TABLE explore_catalogs (
  id text PRIMARY KEY CHECK (id ~ '^[a-z][a-z0-9-]{1,31}$'),
  position smallint NOT NULL UNIQUE,
  message_key text NOT NULL CHECK (message_key ~ '^[a-zA-Z]{1,40}$'),
  theme text NOT NULL CHECK (theme ~ '^[a-z]{1,20}$'),
  membership text NOT NULL DEFAULT 'opt-in' CHECK (membership IN ('opt-in')),
  interests text[] NOT NULL DEFAULT '{}'
);

-- EXP-02: who joined which catalog, and when.
CREATE TABLE explore_members (
  catalog_id text NOT NULL REFERENCES explore_catalogs (id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  joined_at timestamptz NOT NULL,
  PRIMARY KEY (catalog_id, user_id)
);
CREATE INDEX explore_members_user ON explore_members (user_id);

INSERT INTO explore_catalogs (id, position, message_key, theme, interests) VALUES
  ('looking-for-love', 1, 'lookingForLove', 'rose', ARRAY['it_4', 'it_21', 'it_22', 'it_23', 'it_40', 'it_45']),
  ('free-tonight', 2, 'freeTonight', 'dusk', ARRAY['it_17', 'it_25', 'it_26', 'it_39']),
  ('coffee-date', 3, 'coffeeDate', 'latte', ARRAY['it_2', 'it_10', 'it_19', 'it_55']),
  ('music-lovers', 4, 'musicLovers', 'violet', ARRAY['it_9', 'it_27', 'it_28', 'it_29', 'it_30']),
  ('outdoorsy', 5, 'outdoorsy', 'forest', ARRAY['it_1', 'it_11', 'it_12', 'it_38', 'it_56']),
  ('foodies', 6, 'foodies', 'citrus', ARRAY['it_6', 'it_16', 'it_18', 'it_54']);

-- EXP-02: each time a member joins or leaves a catalog (the membership changes allowed in any hour are counted from
-- these; older rows are dropped as a member changes again).
CREATE TABLE explore_changes (
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  at timestamptz NOT NULL
);
CREATE INDEX explore_changes_user ON explore_changes (user_id, at);
