-- Issue 15: likes-you teasers and boosts.
-- A teaser is one liker's main photo as a member without Gold sees it: blurred and tiny, made by the server and
-- served under a random token (GET /media/teasers/<token>.webp) that says nothing of the liker or the photo.
-- One token per viewer and liker; both members' deletion removes it.
CREATE TABLE likes_you_teasers (
  token text PRIMARY KEY,
  viewer_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  liker_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  UNIQUE (viewer_id, liker_id)
);
CREATE INDEX likes_you_teasers_by_liker ON likes_you_teasers (liker_id);

-- BOOST-01 `consumed_from`: what a boost was taken from (the tier's monthly boosts; bought boosts come later).
ALTER TABLE boosts ADD COLUMN consumed_from text NOT NULL DEFAULT 'subscription';

-- A boost starting (or going with its member) changes others' recs order: it moves the world epoch of migration 098.
-- A boost ending moves no stored epoch: server/recs/recs.service.ts reads the earliest end of a running boost with
-- the epochs (the index below), so a page built while a boost ran is built anew once it ended.
CREATE TRIGGER boosts_recs_world AFTER INSERT OR DELETE ON boosts FOR EACH STATEMENT EXECUTE FUNCTION spark_recs_world_moved();
CREATE INDEX boosts_by_expiry ON boosts (expires_at);
