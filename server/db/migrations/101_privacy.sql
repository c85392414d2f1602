-- Privacy and consents (PRIV items). Every answer is kept, with its time, its source and the consent version it
-- answered; a member's current choice of a category or a consent is their latest answer to it.
CREATE TABLE consent_answers (
  id bigserial PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  subject text NOT NULL CHECK (subject IN ('category', 'consent')),
  category_code text NOT NULL,
  -- The category's own code for a category answer.
  code text NOT NULL,
  enabled boolean NOT NULL,
  consent_version text NOT NULL,
  -- 'member' (the privacy page or the prompt), 'guest' (answered before signing in, sent at sign-in), 'messaging'.
  source text NOT NULL CHECK (source IN ('member', 'guest', 'messaging')),
  answered_at timestamptz NOT NULL
);
CREATE INDEX consent_answers_by_user ON consent_answers (user_id, subject, code, answered_at);

-- PRIV-19: which terms of service versions a member accepted, and when.
CREATE TABLE terms_acceptances (
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  terms_version text NOT NULL,
  accepted_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, terms_version)
);
