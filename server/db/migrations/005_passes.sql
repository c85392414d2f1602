-- Passes (nope, RECS-10): one per pair and direction. A passed member does not come back in the passer's recs.
CREATE TABLE passes (
  passer_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  passed_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (passer_id, passed_id),
  CHECK (passer_id <> passed_id)
);

-- The likes a member gave lately, for their allowances (RECS-11, RECS-12).
CREATE INDEX likes_by_liker ON likes (liker_id, is_super, created_at);
