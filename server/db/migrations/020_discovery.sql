-- Discovery: where members are as other members may know it (cells), how often a position may move, each
-- member's discovery settings (SET-02..05) and visibility (SET-10), their tier (RECS-14: paid tiers grow it), the
-- last swipe (the one a rewind may undo), descriptors shown on cards (RECS-08), and boosts (recs ranking).

-- Location privacy: every distance another member sees is measured between the centres of two cells of a grid
-- whose cells are 2 km high and about 2 km wide (rows of latitude, each cut into columns of 2 km at the row's
-- middle). The exact position is kept for the member's own use (the jump limits, the country) and never leaves
-- the server. Being computed here, the cell of a stored position cannot be forgotten by any writer.
CREATE FUNCTION spark_cell_lat(lat double precision) RETURNS double precision
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT (floor(lat / (2.0 / (pi() * 6371.0 / 180.0))) + 0.5) * (2.0 / (pi() * 6371.0 / 180.0))
$$;

CREATE FUNCTION spark_cell_lng(lat double precision, lng double precision) RETURNS double precision
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT CASE
    WHEN w.dlng >= 360.0 THEN 0.0
    ELSE least(180.0, -180.0 + (floor(((CASE WHEN lng >= 180.0 THEN lng - 360.0 ELSE lng END) + 180.0) / w.dlng) + 0.5) * w.dlng)
  END
  FROM (
    SELECT least(360.0, (2.0 / (pi() * 6371.0 / 180.0)) / greatest(cos(radians(spark_cell_lat(lat))), 1e-6)) AS dlng
  ) AS w
$$;

ALTER TABLE users
  ADD COLUMN cell_lat double precision GENERATED ALWAYS AS (spark_cell_lat(lat)) STORED,
  ADD COLUMN cell_lng double precision GENERATED ALWAYS AS (spark_cell_lng(lat, lng)) STORED,
  -- The jump limits: when the position last moved to another cell, and the moves counted in the current hour.
  ADD COLUMN position_moved_at timestamptz,
  ADD COLUMN position_moves_since timestamptz,
  ADD COLUMN position_moves integer NOT NULL DEFAULT 0,
  -- SET-02, SET-04: ages 18..100, 1000 meaning no upper bound; the distance in miles, 1..100.
  ADD COLUMN age_filter_min smallint NOT NULL DEFAULT 18 CHECK (age_filter_min BETWEEN 18 AND 100),
  ADD COLUMN age_filter_max smallint NOT NULL DEFAULT 1000 CHECK (age_filter_max BETWEEN 18 AND 100 OR age_filter_max = 1000),
  ADD COLUMN distance_filter smallint NOT NULL DEFAULT 50 CHECK (distance_filter BETWEEN 1 AND 100),
  ADD COLUMN auto_expansion_age boolean NOT NULL DEFAULT false,
  ADD COLUMN auto_expansion_distance boolean NOT NULL DEFAULT false,
  ADD COLUMN global_mode boolean NOT NULL DEFAULT false,
  -- SET-07: preference filters, applied for the tiers that have them.
  ADD COLUMN min_photos smallint NOT NULL DEFAULT 1 CHECK (min_photos BETWEEN 1 AND 9),
  ADD COLUMN has_bio_filter boolean NOT NULL DEFAULT false,
  ADD COLUMN verified_filter boolean NOT NULL DEFAULT false,
  ADD COLUMN interests_filter text[] NOT NULL DEFAULT '{}',
  -- SET-10: visibility; the plus controls (hide_*, discoverable_party, blend) need a paid tier.
  ADD COLUMN discoverable boolean NOT NULL DEFAULT true,
  ADD COLUMN user_presence_disabled boolean NOT NULL DEFAULT false,
  ADD COLUMN hide_age boolean NOT NULL DEFAULT false,
  ADD COLUMN hide_distance boolean NOT NULL DEFAULT false,
  ADD COLUMN hide_ads boolean NOT NULL DEFAULT false,
  ADD COLUMN discoverable_party text NOT NULL DEFAULT 'everyone' CHECK (discoverable_party IN ('everyone', 'liked')),
  ADD COLUMN blend text NOT NULL DEFAULT 'optimal' CHECK (blend IN ('optimal', 'recent_activity')),
  ADD COLUMN tier text NOT NULL DEFAULT 'none' CHECK (tier IN ('none', 'plus', 'gold', 'platinum')),
  -- [{ "id": "de_29", "choice_ids": ["2"] }]
  ADD COLUMN descriptors jsonb NOT NULL DEFAULT '[]',
  -- RECS-14: the member's last swipe, the only one a rewind may undo; cleared by the rewind.
  ADD COLUMN last_swipe_id text,
  ADD COLUMN last_swipe_kind text CHECK (last_swipe_kind IN ('like', 'superlike', 'pass')),
  ADD COLUMN last_swipe_at timestamptz,
  ADD CONSTRAINT users_age_filter_order CHECK (age_filter_min <= age_filter_max);

-- The indexed pre-filter of recs: members others may meet, by cell (a box of cells around the viewer), members
-- without a position (counted at the default location), and members in global mode.
CREATE INDEX users_recs_by_cell ON users (cell_lat, cell_lng)
  WHERE onboarding_state = 'complete' AND banned_at IS NULL AND discoverable;
CREATE INDEX users_recs_unplaced ON users (id)
  WHERE lat IS NULL AND onboarding_state = 'complete' AND banned_at IS NULL AND discoverable;
CREATE INDEX users_recs_global ON users (id)
  WHERE global_mode AND onboarding_state = 'complete' AND banned_at IS NULL AND discoverable;

-- Boosts rank a member higher in others' recs while they last (BOOST items start them).
CREATE TABLE boosts (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  is_super boolean NOT NULL DEFAULT false,
  started_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  CHECK (expires_at > started_at)
);
CREATE INDEX boosts_by_user ON boosts (user_id, expires_at);
