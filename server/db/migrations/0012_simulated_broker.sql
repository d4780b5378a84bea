-- The simulated broker (server/broker-sim/, docs/brokers.md): another company's books, kept in its
-- own tables. Nothing of the product refers to them, and they refer to nothing of the product.

-- One account per client code at one broker company (the broker's redirect host names the company).
CREATE TABLE sim_broker_accounts (
  id serial PRIMARY KEY,
  broker text NOT NULL,
  client_code text NOT NULL,
  password_hash text NOT NULL,
  -- Cash, and the part of it blocked by open buy orders (their value and margin).
  cash numeric(16, 2) NOT NULL CHECK (cash >= 0),
  blocked numeric(16, 2) NOT NULL DEFAULT 0 CHECK (blocked >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (broker, client_code)
);

CREATE TABLE sim_broker_holdings (
  account_id integer NOT NULL REFERENCES sim_broker_accounts (id) ON DELETE CASCADE,
  symbol text NOT NULL,
  quantity integer NOT NULL CHECK (quantity >= 0),
  average_price numeric(12, 2) NOT NULL CHECK (average_price >= 0),
  PRIMARY KEY (account_id, symbol)
);

-- Request tokens (one-time, 5 minutes) and access tokens (until 06:00 IST), stored as SHA-256 hashes.
CREATE TABLE sim_broker_sessions (
  id serial PRIMARY KEY,
  account_id integer NOT NULL REFERENCES sim_broker_accounts (id) ON DELETE CASCADE,
  api_key text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('request', 'access')),
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  ended_at timestamptz
);
CREATE INDEX sim_broker_sessions_account ON sim_broker_sessions (account_id);

-- Orders, idempotent on the app's tag per account. blocked_amount: what this order holds of the
-- account's cash now (buys only).
CREATE TABLE sim_broker_orders (
  id serial PRIMARY KEY,
  order_id text NOT NULL UNIQUE,
  account_id integer NOT NULL REFERENCES sim_broker_accounts (id) ON DELETE CASCADE,
  api_key text NOT NULL,
  tag text NOT NULL,
  symbol text NOT NULL,
  side text NOT NULL CHECK (side IN ('BUY', 'SELL')),
  order_type text NOT NULL CHECK (order_type IN ('MARKET', 'LIMIT')),
  quantity integer NOT NULL CHECK (quantity > 0),
  limit_price numeric(12, 2),
  filled_quantity integer NOT NULL DEFAULT 0 CHECK (filled_quantity >= 0),
  average_price numeric(12, 2),
  status text NOT NULL
    CHECK (status IN ('RECEIVED', 'VALIDATION PENDING', 'OPEN', 'COMPLETE', 'REJECTED', 'CANCELLED')),
  status_message text,
  blocked_amount numeric(16, 2) NOT NULL DEFAULT 0,
  placed_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  UNIQUE (account_id, tag)
);
CREATE INDEX sim_broker_orders_open ON sim_broker_orders (account_id) WHERE status = 'OPEN';

CREATE TABLE sim_broker_order_events (
  id serial PRIMARY KEY,
  order_id integer NOT NULL REFERENCES sim_broker_orders (id) ON DELETE CASCADE,
  status text NOT NULL,
  filled_quantity integer NOT NULL,
  average_price numeric(12, 2),
  status_message text,
  at timestamptz NOT NULL
);
CREATE INDEX sim_broker_order_events_order ON sim_broker_order_events (order_id, id);

-- Each event posted to the app that placed the order (signed), retried with back-off until delivered.
CREATE TABLE sim_broker_postbacks (
  id serial PRIMARY KEY,
  event_id integer NOT NULL REFERENCES sim_broker_order_events (id) ON DELETE CASCADE,
  api_key text NOT NULL,
  body text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL,
  delivered_at timestamptz,
  last_error text
);
CREATE INDEX sim_broker_postbacks_due ON sim_broker_postbacks (next_attempt_at) WHERE delivered_at IS NULL;
