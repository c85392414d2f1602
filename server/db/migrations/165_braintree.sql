-- PUR-30: PayPal through the Braintree-like provider the reference server plays. A client token starts a short
-- session at the provider; the member approves (or cancels) the payment on the provider's approval step, which
-- yields a one-time nonce of their PayPal account; a purchase or a saved method takes the nonce once. Only the
-- account's masked e-mail is kept (never the address itself).
CREATE TABLE braintree_sessions (
  client_token text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- open until approved or cancelled; a session is answered once.
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'approved', 'cancelled')),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX braintree_sessions_by_user ON braintree_sessions (user_id, created_at DESC);

CREATE TABLE braintree_nonces (
  nonce text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  client_token text NOT NULL REFERENCES braintree_sessions (client_token) ON DELETE CASCADE,
  method_type text NOT NULL CHECK (method_type IN ('paypal')),
  -- The provider's token of the approved account (what a charge uses), and its masked e-mail.
  account_token text NOT NULL,
  email_masked text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

-- EP-122, EP-123: a member's saved Braintree method, one per type.
CREATE TABLE braintree_payment_methods (
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  method_type text NOT NULL CHECK (method_type IN ('paypal')),
  token text NOT NULL,
  email_masked text NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, method_type)
);
