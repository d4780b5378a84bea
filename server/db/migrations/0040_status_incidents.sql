-- The honest status page (docs/status-page.md, decision 0282): incidents admins write and resolve, and what
-- the server measures for itself. Every time here is the database's (the real clock): the page compares
-- them with now() only.

-- An incident on one part of the service, per brand, open until resolved.
CREATE TABLE status_incidents (
  id serial PRIMARY KEY,
  brand_id text NOT NULL,
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 120),
  component text NOT NULL CHECK (component IN ('brokers', 'payments', 'market-data', 'order-updates')),
  severity text NOT NULL CHECK (severity IN ('minor', 'major', 'critical')),
  opened_by integer REFERENCES users (id) ON DELETE SET NULL,
  opened_at timestamptz NOT NULL DEFAULT now(),
  resolved_at timestamptz
);
CREATE INDEX status_incidents_brand ON status_incidents (brand_id, opened_at DESC);

-- What was said of it: the opening words, each update, the resolving words.
CREATE TABLE status_incident_updates (
  id serial PRIMARY KEY,
  incident_id integer NOT NULL REFERENCES status_incidents (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('opened', 'update', 'resolved')),
  message text NOT NULL CHECK (length(message) BETWEEN 1 AND 2000),
  written_by integer REFERENCES users (id) ON DELETE SET NULL,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX status_incident_updates_incident ON status_incident_updates (incident_id, at);

-- Each brand broker's last answer and last failure to answer, from the server's own calls (placing orders).
CREATE TABLE broker_call_health (
  brand_id text NOT NULL,
  broker_id text NOT NULL,
  last_ok_at timestamptz,
  last_failure_at timestamptz,
  last_error text,
  PRIMARY KEY (brand_id, broker_id)
);

-- When the broker took an order line and when its final word (complete, rejected, cancelled) arrived, both by
-- the database's clock: the order-update delay. trades.created_at is the market clock's, so it is not used.
ALTER TABLE trade_orders ADD COLUMN placed_at timestamptz;
ALTER TABLE trade_orders ADD COLUMN final_at timestamptz;
CREATE INDEX trade_orders_final_at ON trade_orders (final_at) WHERE final_at IS NOT NULL;
