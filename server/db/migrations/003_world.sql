-- The world members meet in: what a card shows (bio, gender, jobs, schools, interests, prompts, verification),
-- where a member is (coarse distances only ever leave the server), the demo members' flag, and likes,
-- matches and messages between members.

ALTER TABLE users
  ADD COLUMN bio text,
  -- PROF-09: 0 men, 1 women, 2 beyond binary.
  ADD COLUMN gender smallint CHECK (gender IN (0, 1, 2)),
  ADD COLUMN interested_in smallint[] NOT NULL DEFAULT '{}',
  -- [{ "company": "...", "title": "..." }]
  ADD COLUMN jobs jsonb NOT NULL DEFAULT '[]',
  -- [{ "name": "..." }]
  ADD COLUMN schools jsonb NOT NULL DEFAULT '[]',
  -- Interest ids of the catalogue (it_1, it_2, ...), in the member's order.
  ADD COLUMN interests text[] NOT NULL DEFAULT '{}',
  -- [{ "id": "pr_1", "answer_text": "..." }]
  ADD COLUMN prompts jsonb NOT NULL DEFAULT '[]',
  ADD COLUMN city text,
  ADD COLUMN lat double precision CHECK (lat BETWEEN -90 AND 90),
  ADD COLUMN lng double precision CHECK (lng BETWEEN -180 AND 180),
  ADD COLUMN located_at timestamptz,
  ADD COLUMN is_verified boolean NOT NULL DEFAULT false,
  -- Members of the seeded demo world: they like newcomers and answer messages.
  ADD COLUMN is_demo boolean NOT NULL DEFAULT false;

CREATE INDEX users_demo ON users (id) WHERE is_demo;

-- One like per pair and direction; a pass is not a like and is not stored here.
CREATE TABLE likes (
  liker_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  liked_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  is_super boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (liker_id, liked_id),
  CHECK (liker_id <> liked_id)
);
-- Likes-you: who liked a member, newest first.
CREATE INDEX likes_by_liked ON likes (liked_id, created_at DESC);

-- A match joins two members once; the pair is stored in id order so it cannot exist twice.
CREATE TABLE matches (
  id text PRIMARY KEY,
  user_a text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  user_b text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  unmatched_at timestamptz,
  unmatched_by text REFERENCES users (id) ON DELETE SET NULL,
  CHECK (user_a < user_b),
  UNIQUE (user_a, user_b)
);
CREATE INDEX matches_by_user_b ON matches (user_b);

CREATE TABLE messages (
  id text PRIMARY KEY,
  match_id text NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
  from_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  to_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  text text NOT NULL CHECK (length(text) BETWEEN 1 AND 5000),
  created_at timestamptz NOT NULL,
  CHECK (from_id <> to_id)
);
-- A conversation, oldest to newest (and its latest message).
CREATE INDEX messages_by_match ON messages (match_id, created_at, id);
