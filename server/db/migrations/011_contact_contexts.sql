-- PL-05: what a member's app last said about itself after signing in (POST /contact/request), kept so a support
-- request can be answered for the right platform, version and language. One row per member, replaced each time;
-- the place is rounded to a tenth of a degree (about 11 km) before it is stored, like the devices list.
CREATE TABLE contact_contexts (
  user_id text PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  platform text NOT NULL,
  os text,
  app_version text,
  locale text,
  place_lat double precision,
  place_lng double precision,
  is_new_user boolean NOT NULL,
  has_email boolean NOT NULL,
  social_id text,
  updated_at timestamptz NOT NULL
);
