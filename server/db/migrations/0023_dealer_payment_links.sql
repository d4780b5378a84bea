-- Payment links a dealer sends a client for a plan (docs/dealer.md). The token itself is never stored:
-- only its SHA-256, so a database reader cannot pay with someone's link. One link per (dealer, client_key):
-- a retried send answers the first link. A link is used once: it is bound to the transaction it started.
CREATE TABLE dealer_payment_links (
  id serial PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  dealer_user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  client_user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  plan_id integer NOT NULL REFERENCES plans (id),
  brand_id text NOT NULL,
  client_key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  -- The client_key of the pay call that claimed the link: its retries answer the same checkout.
  claim_key text,
  transaction_id text UNIQUE REFERENCES payment_transactions (id) ON DELETE SET NULL,
  UNIQUE (dealer_user_id, client_key)
);

CREATE INDEX dealer_payment_links_client ON dealer_payment_links (client_user_id, created_at DESC);
