-- A member's settings beyond discovery (SET-01, SET-09, SET-11..13, SET-15): notification preferences, message
-- controls, read receipts, the e-mail subscription token, and a pending change of e-mail address or phone number.
-- One row per member, made on first change; no row means every default.
CREATE TABLE member_settings (
  user_id text PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  push_match boolean NOT NULL DEFAULT true,
  push_message boolean NOT NULL DEFAULT true,
  push_message_like boolean NOT NULL DEFAULT true,
  push_super_like boolean NOT NULL DEFAULT true,
  email_matches boolean NOT NULL DEFAULT true,
  email_messages boolean NOT NULL DEFAULT true,
  email_promotions boolean NOT NULL DEFAULT false,
  only_verified_messages boolean NOT NULL DEFAULT false,
  read_receipts boolean NOT NULL DEFAULT true,
  -- SET-13: the token of the e-mail subscription page (the links of the e-mails); unique, random.
  subscription_token text UNIQUE,
  -- SET-15: the address a code was sent to and not yet confirmed; whether the account's address was confirmed.
  new_account_email text,
  new_phone text,
  email_verified boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL
);

-- SET-11: the member's devices that take push notifications, by the client's device parameter.
CREATE TABLE push_devices (
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  device_param text NOT NULL,
  endpoint text NOT NULL,
  p256dh text,
  auth text,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, device_param)
);
