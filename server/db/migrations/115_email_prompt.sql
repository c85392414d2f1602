-- PL-10: when a member without an e-mail address dismissed the e-mail prompt (POST /v2/account/account-email/dismiss);
-- a dismissed prompt is not shown again.
ALTER TABLE users ADD COLUMN email_prompt_dismissed_at timestamptz;
