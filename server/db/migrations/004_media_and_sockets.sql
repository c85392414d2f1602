-- Members' photos (D2 section 7 Media) and the short-lived tickets that open a realtime socket (CHAT-05).

-- A placeholder is reserved first (POST /mediaservice/placeholders), then filled by an upload. The file lives in
-- the media storage under storage_key; positions order a member's photos (not necessarily contiguous).
CREATE TABLE media (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  media_type text NOT NULL DEFAULT 'photo' CHECK (media_type IN ('photo', 'loop', 'short_video')),
  state text NOT NULL CHECK (state IN ('placeholder', 'ready')),
  position integer NOT NULL,
  storage_key text UNIQUE,
  content_type text,
  byte_size integer,
  width integer,
  height integer,
  alt_text text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CHECK (state = 'placeholder' OR (storage_key IS NOT NULL AND content_type IS NOT NULL))
);
CREATE INDEX media_by_user ON media (user_id, position);

-- A socket ticket is a bearer secret (stored hashed) that opens one socket within a minute, for the session
-- that asked for it.
CREATE TABLE socket_tickets (
  token_hash text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  family_id text NOT NULL REFERENCES session_families (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX socket_tickets_by_expiry ON socket_tickets (expires_at);
