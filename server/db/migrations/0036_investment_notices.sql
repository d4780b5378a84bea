-- SIP-due and stop-loss notices (docs/messages.md, "SIP-due and stop-loss notices"; decision 0271): the notices job
-- (server/notices/investment-notices-job.ts) finds a due instalment or a reached stop-loss and queues one row per
-- instalment or crossing (dedupe_key), then delivers each row once across processes with the claims and back-off of
-- server/jobs/signed-deliveries.ts: a push, else an e-mail.
CREATE TABLE investment_notices (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- The brand of the investment's broker link: the push goes to the user's browsers there, the e-mail is in its name.
  brand_id text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('sip-due', 'stop-loss')),
  -- 'sip-due-<investment>-<due date>' or 'stop-loss-<investment>-<breach time in ms>'.
  dedupe_key text NOT NULL UNIQUE,
  title text NOT NULL,
  body text NOT NULL,
  url text NOT NULL CHECK (url ~ '^/'),
  created_at timestamptz NOT NULL DEFAULT now(),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  delivered_at timestamptz,
  -- 'push' or 'email': how the notice reached the investor.
  delivered_by text CHECK (delivered_by IN ('push', 'email')),
  last_error text
);
CREATE INDEX investment_notices_due ON investment_notices (next_attempt_at) WHERE delivered_at IS NULL;

-- Push for them has its own preference: 'investments' (SIP and stop-loss).
ALTER TABLE notification_prefs DROP CONSTRAINT notification_prefs_kind_check;
ALTER TABLE notification_prefs
  ADD CONSTRAINT notification_prefs_kind_check CHECK (kind IN ('payments', 'orders', 'rebalances', 'investments'));
