-- After-market orders (decision 0264): a trade the investor chose to queue at the broker while the
-- order window is closed, sent to the exchange at the next session's open (queued_for).
ALTER TABLE trades ADD COLUMN variety text NOT NULL DEFAULT 'regular' CHECK (variety IN ('regular', 'amo'));
ALTER TABLE trades ADD COLUMN queued_for timestamptz;

-- The simulated broker keeps an AMO as Kite does, 'AMO REQ RECEIVED', until the open; a market AMO
-- carries its market protection (a percentage; -1 lets the broker choose), as Kite's API requires.
ALTER TABLE sim_broker_orders DROP CONSTRAINT sim_broker_orders_status_check;
ALTER TABLE sim_broker_orders ADD CONSTRAINT sim_broker_orders_status_check
  CHECK (status IN ('AMO REQ RECEIVED', 'RECEIVED', 'VALIDATION PENDING', 'OPEN', 'COMPLETE', 'REJECTED', 'CANCELLED'));
ALTER TABLE sim_broker_orders ADD COLUMN variety text NOT NULL DEFAULT 'regular' CHECK (variety IN ('regular', 'amo'));
ALTER TABLE sim_broker_orders ADD COLUMN market_protection numeric(5, 2);
CREATE INDEX sim_broker_orders_amo ON sim_broker_orders (account_id) WHERE status = 'AMO REQ RECEIVED';
