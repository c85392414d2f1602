-- Members. A row is created at the first successful sign-in in the 'onboarding' state; the onboarding flow
-- completes it. Later features add their columns in new migrations.
CREATE TABLE users (
  id text PRIMARY KEY,
  phone text UNIQUE,
  email text UNIQUE,
  name text,
  birth_date date,
  onboarding_state text NOT NULL DEFAULT 'onboarding' CHECK (onboarding_state IN ('onboarding', 'complete')),
  created_at timestamptz NOT NULL,
  banned_at timestamptz
);
