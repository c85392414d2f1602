-- What a member writes about themselves beyond the columns of 003 and 010 (PROF-01, PROF-02): what they are
-- looking for (PROF-29), their height and the unit they read it in (PROF-25), and the tutorials they have seen
-- (PROF-27). Jobs and schools keep their `displayed` flags inside their jsonb items (PROF-01).
ALTER TABLE users
  ADD COLUMN relationship_intent text CHECK (relationship_intent IN ('long_term', 'long_term_open', 'short_term_open', 'short_term', 'new_friends', 'figuring_out')),
  ADD COLUMN height_cm smallint CHECK (height_cm BETWEEN 90 AND 250),
  ADD COLUMN height_measure_type text NOT NULL DEFAULT 'cm' CHECK (height_measure_type IN ('cm', 'ft')),
  ADD COLUMN tutorials text[] NOT NULL DEFAULT '{}';
