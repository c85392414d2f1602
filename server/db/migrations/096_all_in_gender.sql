-- PROF-10 all-in gender: the words that say a member's gender more precisely (core/profile/all-in-gender.ts), their
-- sexual orientations (ids of the app settings' list, CONF-05), whether the card shows those, and whether the member
-- has seen the all-in screens (`hasUserViewedAllInScreensBefore`).
ALTER TABLE users
  ADD COLUMN all_in_gender text[] NOT NULL DEFAULT '{}' CHECK (cardinality(all_in_gender) <= 3),
  ADD COLUMN sexual_orientations smallint[] NOT NULL DEFAULT '{}' CHECK (cardinality(sexual_orientations) <= 3),
  ADD COLUMN show_orientation_on_profile boolean NOT NULL DEFAULT false,
  ADD COLUMN all_in_screens_viewed boolean NOT NULL DEFAULT false;
