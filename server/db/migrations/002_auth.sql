-- Sign-in: one-time codes, their send log, built-in captcha challenges and sessions. Every secret is stored as
-- a SHA-256 hash; codes are hashed together with the binding token only the requesting client holds.

CREATE TABLE otp_requests (
  id text PRIMARY KEY,
  channel text NOT NULL CHECK (channel IN ('sms', 'email')),
  -- Kept so that a resend can reach the same phone or address.
  destination text NOT NULL,
  destination_hash text NOT NULL,
  binding_hash text NOT NULL UNIQUE,
  code_hash text NOT NULL,
  code_expires_at timestamptz NOT NULL,
  failed_attempts integer NOT NULL DEFAULT 0,
  state text NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'used', 'killed')),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);

-- One row per code sent, counted by the send limits (destination and client address are hashed).
CREATE TABLE otp_sends (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  destination_hash text NOT NULL,
  ip_hash text NOT NULL,
  sent_at timestamptz NOT NULL
);
CREATE INDEX otp_sends_by_destination ON otp_sends (destination_hash, sent_at);
CREATE INDEX otp_sends_by_ip ON otp_sends (ip_hash, sent_at);

CREATE TABLE captcha_challenges (
  token_hash text PRIMARY KEY,
  answer text NOT NULL,
  state text NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'solved', 'failed', 'used')),
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL
);

-- A family is one sign-in: its refresh tokens rotate, and revoking it ends every token it issued.
CREATE TABLE session_families (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  revoked_at timestamptz,
  revoked_reason text
);
CREATE INDEX session_families_by_user ON session_families (user_id);

CREATE TABLE refresh_tokens (
  token_hash text PRIMARY KEY,
  family_id text NOT NULL REFERENCES session_families (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX refresh_tokens_by_family ON refresh_tokens (family_id);

CREATE TABLE access_tokens (
  token_hash text PRIMARY KEY,
  family_id text NOT NULL REFERENCES session_families (id) ON DELETE CASCADE,
  scope text NOT NULL CHECK (scope IN ('member', 'onboarding')),
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX access_tokens_by_family ON access_tokens (family_id);
