-- Investing for real (docs/trading.md): the brokers a user connected, basket trades and their order
-- lines, investments with holdings and cash flows, SIPs, stop-losses and pending rebalances.
-- The simulated broker keeps its own books in its own tables (0012): it is another company's system.

-- A user's link to an account at a broker (brand config `brokers[].id`). The access token is the
-- broker's; it ends every day at 06:00 IST (expires_at), after which trading calls answer '110'.
CREATE TABLE broker_links (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  brand_id text NOT NULL,
  broker_id text NOT NULL,
  client_code text NOT NULL,
  access_token text,
  expires_at timestamptz,
  connected_at timestamptz NOT NULL DEFAULT now(),
  disconnected_at timestamptz,
  UNIQUE (user_id, brand_id, broker_id)
);

-- The one-time state a broker sign-in carries out and back (CSRF for the redirect; 30 minutes).
CREATE TABLE broker_sign_ins (
  state text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  brand_id text NOT NULL,
  broker_id text NOT NULL,
  next_path text NOT NULL DEFAULT '/settings/brokers/',
  created_at timestamptz NOT NULL DEFAULT now(),
  used_at timestamptz
);

-- One investment per user, basket and broker link while it is active.
CREATE TABLE investments (
  id serial PRIMARY KEY,
  investment_hash text NOT NULL UNIQUE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  basket_id integer NOT NULL REFERENCES baskets (id),
  broker_link_id integer NOT NULL REFERENCES broker_links (id),
  -- The basket version the holdings follow; a newer published version means a pending rebalance.
  version_id integer NOT NULL REFERENCES basket_versions (id),
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'closed')),
  -- A basket-level stop-loss: percent below the invested value (null: none).
  stoploss_percent numeric(5, 2) CHECK (stoploss_percent IS NULL OR (stoploss_percent > 0 AND stoploss_percent < 100)),
  stoploss_breached_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  closed_at timestamptz
);
CREATE UNIQUE INDEX investments_one_active ON investments (user_id, basket_id, broker_link_id) WHERE status = 'active';

CREATE TABLE investment_holdings (
  investment_id integer NOT NULL REFERENCES investments (id) ON DELETE CASCADE,
  symbol text NOT NULL,
  quantity integer NOT NULL CHECK (quantity >= 0),
  average_price numeric(12, 2) NOT NULL CHECK (average_price >= 0),
  PRIMARY KEY (investment_id, symbol)
);

-- Money in (negative: the investor pays) and out (positive), as XIRR takes it. Proceeds that are
-- re-invested within the same trade (a rebalance) net out and are never counted as new money.
CREATE TABLE investment_cash_flows (
  id serial PRIMARY KEY,
  investment_id integer NOT NULL REFERENCES investments (id) ON DELETE CASCADE,
  trade_id integer,
  kind text NOT NULL CHECK (kind IN ('buy', 'sip', 'sell', 'fee', 'rebalance', 'repair', 'exit')),
  amount numeric(14, 2) NOT NULL,
  at timestamptz NOT NULL
);
CREATE INDEX investment_cash_flows_investment ON investment_cash_flows (investment_id, at);

-- A basket trade: one request of the investor (buy, SIP instalment, rebalance, repair, exit), placed
-- once per client key whatever the retries.
CREATE TABLE trades (
  id serial PRIMARY KEY,
  trade_hash text NOT NULL UNIQUE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  client_key text NOT NULL,
  investment_id integer REFERENCES investments (id) ON DELETE CASCADE,
  basket_id integer NOT NULL REFERENCES baskets (id),
  broker_link_id integer NOT NULL REFERENCES broker_links (id),
  kind text NOT NULL CHECK (kind IN ('buy', 'sip', 'rebalance', 'repair', 'exit')),
  order_type text NOT NULL CHECK (order_type IN ('MARKET', 'LIMIT')),
  amount numeric(14, 2) NOT NULL CHECK (amount >= 0),
  margin numeric(12, 2) NOT NULL DEFAULT 0,
  status text NOT NULL DEFAULT 'placing' CHECK (status IN ('placing', 'open', 'partial', 'complete', 'rejected', 'cancelled')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, client_key)
);
CREATE INDEX trades_user ON trades (user_id, created_at DESC);
ALTER TABLE investment_cash_flows ADD CONSTRAINT investment_cash_flows_trade
  FOREIGN KEY (trade_id) REFERENCES trades (id) ON DELETE SET NULL;

-- One order line of a trade, as the broker reports it (Kite's statuses).
CREATE TABLE trade_orders (
  id serial PRIMARY KEY,
  trade_id integer NOT NULL REFERENCES trades (id) ON DELETE CASCADE,
  symbol text NOT NULL,
  side text NOT NULL CHECK (side IN ('BUY', 'SELL')),
  quantity integer NOT NULL CHECK (quantity > 0),
  filled_quantity integer NOT NULL DEFAULT 0 CHECK (filled_quantity >= 0),
  average_price numeric(12, 2),
  indicative_price numeric(12, 2) NOT NULL,
  limit_price numeric(12, 2),
  status text NOT NULL DEFAULT 'RECEIVED'
    CHECK (status IN ('RECEIVED', 'VALIDATION PENDING', 'OPEN', 'COMPLETE', 'REJECTED', 'CANCELLED')),
  status_message text,
  broker_order_id text,
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (trade_id, symbol, side)
);
CREATE UNIQUE INDEX trade_orders_broker_order ON trade_orders (broker_order_id) WHERE broker_order_id IS NOT NULL;

CREATE TABLE sips (
  investment_id integer PRIMARY KEY REFERENCES investments (id) ON DELETE CASCADE,
  frequency text NOT NULL CHECK (frequency IN ('monthly', 'quarterly')),
  amount numeric(12, 2) NOT NULL CHECK (amount > 0),
  day_of_month integer NOT NULL CHECK (day_of_month BETWEEN 1 AND 28),
  next_due date NOT NULL,
  active boolean NOT NULL DEFAULT true,
  started_at timestamptz NOT NULL DEFAULT now(),
  stopped_at timestamptz
);

-- A newer basket version than an investment follows: pending until accepted (a trade) or ignored.
CREATE TABLE rebalances (
  id serial PRIMARY KEY,
  investment_id integer NOT NULL REFERENCES investments (id) ON DELETE CASCADE,
  from_version_id integer NOT NULL REFERENCES basket_versions (id),
  to_version_id integer NOT NULL REFERENCES basket_versions (id),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted', 'ignored')),
  mode text CHECK (mode IN ('RECOMMENDED_CHANGES', 'ADJUST_ALL_STOCK')),
  trade_id integer REFERENCES trades (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz,
  UNIQUE (investment_id, to_version_id)
);
