-- Matches and chat (issue 9): blocks and reports (SAFE-01, SAFE-02), and what a conversation needs beyond
-- 003_world: a server sequence per match that orders its messages, the sender's own message id (a resend never
-- makes a second message), message kinds (text, GIF, sticker), each member's seen markers and read receipts,
-- match expiry (MATCH-02, MATCH-17) and the change time that POST /updates reads.

-- A block hides the pair from each other for good: recs, matches and chat. Reporting someone blocks them too.
CREATE TABLE blocks (
  blocker_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  blocked_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (blocker_id, blocked_id)
);
CREATE INDEX blocks_by_blocked ON blocks (blocked_id);

CREATE TABLE reports (
  id text PRIMARY KEY,
  reporter_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  reported_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  match_id text REFERENCES matches (id) ON DELETE SET NULL,
  reason text NOT NULL,
  comment text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL,
  CHECK (reporter_id <> reported_id)
);
CREATE INDEX reports_by_reporter ON reports (reporter_id, created_at);

ALTER TABLE matches
  -- The sequence number of the match's latest message (0: none yet); the next message takes last_seq + 1.
  ADD COLUMN last_seq bigint NOT NULL DEFAULT 0,
  ADD COLUMN last_message_at timestamptz,
  -- A match nobody wrote in expires; the first message clears both times.
  ADD COLUMN expire_at timestamptz,
  ADD COLUMN archive_at timestamptz,
  -- When anything either member's list shows last changed (a message, seen markers, receipts, the end).
  ADD COLUMN updated_at timestamptz;

ALTER TABLE messages
  ADD COLUMN seq bigint,
  -- The id the sender's device gave the message (CHAT-02 shape): a resend with it answers the stored message.
  ADD COLUMN client_id text,
  ADD COLUMN kind text NOT NULL DEFAULT 'text' CHECK (kind IN ('text', 'gif', 'sticker')),
  -- A GIF or sticker of the catalogue: { id, url, width, height, title }.
  ADD COLUMN media jsonb;

UPDATE messages SET seq = numbered.n
FROM (SELECT id, row_number() OVER (PARTITION BY match_id ORDER BY created_at, id) AS n FROM messages) AS numbered
WHERE messages.id = numbered.id;
ALTER TABLE messages ALTER COLUMN seq SET NOT NULL;

UPDATE matches SET
  last_seq = coalesce((SELECT max(m.seq) FROM messages m WHERE m.match_id = matches.id), 0),
  last_message_at = (SELECT max(m.created_at) FROM messages m WHERE m.match_id = matches.id);
UPDATE matches SET
  updated_at = greatest(created_at, coalesce(last_message_at, created_at), coalesce(unmatched_at, created_at)),
  expire_at = CASE WHEN last_seq = 0 THEN created_at + interval '14 days' END,
  archive_at = CASE WHEN last_seq = 0 THEN created_at + interval '14 days' END;
ALTER TABLE matches ALTER COLUMN updated_at SET NOT NULL;

CREATE UNIQUE INDEX messages_by_seq ON messages (match_id, seq);
CREATE UNIQUE INDEX messages_by_client_id ON messages (from_id, client_id);
-- The sending allowance counts a member's latest messages.
CREATE INDEX messages_by_sender ON messages (from_id, created_at);
CREATE INDEX matches_by_user_a_updated ON matches (user_a, updated_at);
CREATE INDEX matches_by_user_b_updated ON matches (user_b, updated_at);

-- What one member of a match has seen (MATCH-06, MATCH-12) and whether they turned read receipts on for it
-- (CHAT-08). No row: nothing seen, receipts off.
CREATE TABLE match_views (
  match_id text NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
  member_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  match_seen boolean NOT NULL DEFAULT false,
  last_seen_msg_id text,
  last_seen_seq bigint NOT NULL DEFAULT 0,
  read_receipts boolean NOT NULL DEFAULT false,
  PRIMARY KEY (match_id, member_id)
);

-- CHAT-08: read receipts a member may still turn on (one per match).
ALTER TABLE users ADD COLUMN read_receipts_remaining integer NOT NULL DEFAULT 10 CHECK (read_receipts_remaining >= 0);
