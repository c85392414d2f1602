-- Onboarding (ONB items): a newcomer's answers, kept field by field until the member completes onboarding, when
-- they are written to the member's columns; and the under-18 refusal (BAN-15): the day the member turns 18 and
-- the hash of the token an appeal would present.
ALTER TABLE users
  -- { "name": { "data": "Alex" }, "email": { "skipped": true }, ... }
  ADD COLUMN onboarding_answers jsonb NOT NULL DEFAULT '{}'::jsonb,
  ADD COLUMN underage_until date,
  ADD COLUMN underage_token_hash text,
  -- Shown with the gender (ONB-01 customGender, showGenderOnProfile).
  ADD COLUMN custom_gender text,
  ADD COLUMN show_gender_on_profile boolean NOT NULL DEFAULT false,
  ADD COLUMN allow_email_marketing boolean NOT NULL DEFAULT false;
