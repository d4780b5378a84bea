-- Alerts that act (decision 0302). Target alerts (docs/investments.md, "Target alert"): beside the stop-loss, a percent above the money
-- put in. The notices job (server/notices/target-notices.ts) records the crossing once (target_reached_at, kept until
-- the investor changes or removes the target) and queues one notice per crossing: 'target-<investment>-<time in ms>'.
ALTER TABLE investments
  ADD COLUMN target_percent numeric(6, 2) CHECK (target_percent IS NULL OR (target_percent > 0 AND target_percent <= 1000)),
  ADD COLUMN target_reached_at timestamptz;

ALTER TABLE investment_notices DROP CONSTRAINT investment_notices_kind_check;
ALTER TABLE investment_notices
  ADD CONSTRAINT investment_notices_kind_check CHECK (kind IN ('sip-due', 'stop-loss', 'target'));

-- Channels per kind (docs/push.md, "Kinds and channels"): push stays in notification_prefs (its rows mean what they
-- meant: a kind's push on or off); e-mail and SMS are kept here, for the kinds that go by them. A row never written is
-- the default: e-mail on, SMS off.
CREATE TABLE notification_channels (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('investments')),
  channel text NOT NULL CHECK (channel IN ('email', 'sms')),
  enabled boolean NOT NULL,
  PRIMARY KEY (user_id, kind, channel)
);

-- Each notice goes once through each channel the investor chose: a row per notice and channel, written before it is
-- sent, so a notice claimed again (a process that died mid-delivery, its lease run out) skips the channels it went by.
CREATE TABLE investment_notice_sends (
  notice_id integer NOT NULL REFERENCES investment_notices (id) ON DELETE CASCADE,
  channel text NOT NULL CHECK (channel IN ('push', 'email', 'sms')),
  sent_at timestamptz NOT NULL DEFAULT now(),
  -- Whether it reached the investor: a push to a browser, a message queued to an address or a number.
  reached boolean NOT NULL DEFAULT false,
  PRIMARY KEY (notice_id, channel)
);

-- delivered_by: the first channel that reached the investor (push, e-mail, SMS), null when none did.
ALTER TABLE investment_notices DROP CONSTRAINT investment_notices_delivered_by_check;
ALTER TABLE investment_notices
  ADD CONSTRAINT investment_notices_delivered_by_check CHECK (delivered_by IN ('push', 'email', 'sms'));

-- Price alerts (docs/investments.md, "Price alerts"): "tell me when <symbol> goes above/below ₹X" on a stock the
-- investor holds or one of their baskets has. The notices job checks the last prices; crossed_at is the crossing's
-- time (null while on the other side: the alert is armed), told once per crossing: 'price-<alert>-<time in ms>'.
CREATE TABLE price_alerts (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- The brand it was set on: the push goes to the user's browsers there, the e-mail is in its name.
  brand_id text NOT NULL,
  symbol text NOT NULL,
  direction text NOT NULL CHECK (direction IN ('above', 'below')),
  price numeric(14, 2) NOT NULL CHECK (price > 0),
  crossed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, symbol, direction, price)
);
CREATE INDEX price_alerts_symbol ON price_alerts (symbol);

ALTER TABLE investment_notices DROP CONSTRAINT investment_notices_kind_check;
ALTER TABLE investment_notices
  ADD CONSTRAINT investment_notices_kind_check CHECK (kind IN ('sip-due', 'stop-loss', 'target', 'price', 'summary'));
-- Their kind, 'prices', has its push preference and its channels like the others; so has the opt-in end-of-day
-- summary ('summary': one notice per investor and trading day, 'summary-<user>-<date>', every channel off unless
-- turned on).
ALTER TABLE notification_prefs DROP CONSTRAINT notification_prefs_kind_check;
ALTER TABLE notification_prefs
  ADD CONSTRAINT notification_prefs_kind_check
  CHECK (kind IN ('payments', 'orders', 'rebalances', 'investments', 'prices', 'summary'));
ALTER TABLE notification_channels DROP CONSTRAINT notification_channels_kind_check;
ALTER TABLE notification_channels
  ADD CONSTRAINT notification_channels_kind_check CHECK (kind IN ('investments', 'prices', 'summary'));
