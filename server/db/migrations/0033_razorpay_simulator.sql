-- The simulated checkout speaks Razorpay's API (server/pay-sim/, decision 0261): orders keep their notes,
-- payments can be refunded, and merchants make Payment Links. Another company's tables, which the app never reads.
ALTER TABLE paysim_orders ADD COLUMN notes jsonb NOT NULL DEFAULT '{}';

CREATE TABLE paysim_refunds (
  id text PRIMARY KEY,
  payment_id text NOT NULL REFERENCES paysim_payments (id) ON DELETE CASCADE,
  amount bigint NOT NULL CHECK (amount > 0),
  receipt text,
  notes jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX paysim_refunds_payment ON paysim_refunds (payment_id);

CREATE TABLE paysim_payment_links (
  id text PRIMARY KEY,
  key_id text NOT NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  description text NOT NULL,
  reference_id text NOT NULL,
  customer jsonb NOT NULL,
  notes jsonb NOT NULL DEFAULT '{}',
  callback_url text NOT NULL,
  expire_by timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (key_id, reference_id)
);

-- The refund of a cancelled subscription as the payment provider made it (server/subscriptions/refund-on-cancel.ts).
ALTER TABLE subscriptions ADD COLUMN provider_refund_id text;
ALTER TABLE subscriptions ADD COLUMN refund_status text CHECK (refund_status IN ('pending', 'processed', 'failed'));
