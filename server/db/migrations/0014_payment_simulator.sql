-- The simulated payment provider "PayGate Demo" (server/pay-sim/, docs/payment-provider.md): another
-- company's tables, which the app never reads. Amounts in paise, as the provider's API speaks.
CREATE TABLE paysim_orders (
  id text PRIMARY KEY,
  key_id text NOT NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  currency text NOT NULL CHECK (currency = 'INR'),
  receipt text NOT NULL,
  description text NOT NULL,
  merchant_name text NOT NULL,
  callback_url text NOT NULL,
  webhook_url text NOT NULL,
  customer jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX paysim_orders_receipt ON paysim_orders (key_id, receipt);

-- One payment per order: the payer's choice on the checkout page. A pending one settles at settle_at.
CREATE TABLE paysim_payments (
  id text PRIMARY KEY,
  order_id text NOT NULL UNIQUE REFERENCES paysim_orders (id) ON DELETE CASCADE,
  status text NOT NULL CHECK (status IN ('captured', 'failed', 'pending')),
  pending_outcome text CHECK (pending_outcome IN ('captured', 'failed')),
  settle_at timestamptz,
  error_description text,
  created_at timestamptz NOT NULL DEFAULT now(),
  settled_at timestamptz,
  CHECK (status <> 'pending' OR (pending_outcome IS NOT NULL AND settle_at IS NOT NULL))
);
CREATE INDEX paysim_payments_pending ON paysim_payments (settle_at) WHERE status = 'pending';

-- Webhooks to deliver, claimed with FOR UPDATE SKIP LOCKED, retried with back-off until delivered_at.
CREATE TABLE paysim_webhooks (
  id serial PRIMARY KEY,
  event_id text NOT NULL UNIQUE,
  payment_id text NOT NULL REFERENCES paysim_payments (id) ON DELETE CASCADE,
  key_id text NOT NULL,
  url text NOT NULL,
  -- The event without its sent_at, which each delivery stamps and signs.
  event text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL,
  delivered_at timestamptz,
  last_error text
);
CREATE INDEX paysim_webhooks_due ON paysim_webhooks (next_attempt_at) WHERE delivered_at IS NULL;
