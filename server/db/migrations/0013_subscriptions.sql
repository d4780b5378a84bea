-- Plans, customers, risk profiles, agreements, payments, subscriptions' lifecycle, Web Push and the
-- investor's settings (docs/subscriptions.md, docs/payments.md, docs/push.md, docs/account-settings.md).

-- The adviser is the supplier on a GST invoice: their state decides CGST+SGST or IGST.
ALTER TABLE advisers ADD COLUMN state_code text NOT NULL DEFAULT 'MH' CHECK (state_code ~ '^[A-Z]{2}$');
ALTER TABLE advisers ADD COLUMN gstin text;

ALTER TABLE plans ADD COLUMN fee_kind text NOT NULL DEFAULT 'FIXFEE' CHECK (fee_kind IN ('FIXFEE', 'AUM'));
-- AUM plans: the yearly percentage of the investment's current value (SEBI: at most 2.5).
ALTER TABLE plans ADD COLUMN aum_percent numeric(5, 3) CHECK (aum_percent IS NULL OR aum_percent BETWEEN 0 AND 2.5);
ALTER TABLE plans ADD COLUMN needs_risk_profile boolean NOT NULL DEFAULT true;
ALTER TABLE plans ADD COLUMN active boolean NOT NULL DEFAULT true;
ALTER TABLE plans ADD COLUMN created_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE plans ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();

CREATE TABLE discount_codes (
  id serial PRIMARY KEY,
  code text NOT NULL UNIQUE CHECK (code = upper(code)),
  -- null: any adviser's plans; else only this adviser's.
  adviser_id integer REFERENCES advisers (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('percent', 'flat')),
  value numeric(10, 2) NOT NULL CHECK (value > 0),
  starts_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz,
  -- null: no limit.
  max_redemptions integer CHECK (max_redemptions IS NULL OR max_redemptions > 0),
  per_user_limit integer NOT NULL DEFAULT 1 CHECK (per_user_limit > 0),
  -- null: every plan in scope; else only these plan ids.
  plan_ids integer[],
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- KYC customer data: one row per user.
CREATE TABLE customers (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL,
  email text,
  mobile text CHECK (mobile IS NULL OR mobile ~ '^[0-9]{10}$'),
  dob date,
  pan text CHECK (pan IS NULL OR pan ~ '^[A-Z]{5}[0-9]{4}[A-Z]$'),
  state_code text CHECK (state_code IS NULL OR state_code ~ '^[A-Z]{2}$'),
  kyc_status text NOT NULL DEFAULT 'pending' CHECK (kyc_status IN ('pending', 'verified')),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE risk_profiles (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  questionnaire_version integer NOT NULL,
  answers jsonb NOT NULL,
  score integer NOT NULL,
  profile text NOT NULL CHECK (profile IN ('conservative', 'moderate', 'aggressive')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX risk_profiles_user ON risk_profiles (user_id, created_at DESC);

-- The advisory agreement's text, versioned per adviser (adviser_id null: the platform's template).
CREATE TABLE agreement_versions (
  id serial PRIMARY KEY,
  adviser_id integer REFERENCES advisers (id) ON DELETE CASCADE,
  version integer NOT NULL,
  title text NOT NULL,
  body_html text NOT NULL,
  published_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (adviser_id, version)
);

-- One agreement per user and adviser and version; signed by an OTP (the e-sign step).
CREATE TABLE agreements (
  id text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  adviser_id integer NOT NULL REFERENCES advisers (id),
  plan_id integer NOT NULL REFERENCES plans (id),
  version_id integer NOT NULL REFERENCES agreement_versions (id),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'signed')),
  otp_target text,
  otp_hash text,
  otp_expires_at timestamptz,
  otp_attempts integer NOT NULL DEFAULT 0,
  signed_at timestamptz,
  -- The consent's record: who signed, from where, with what.
  signed_ip text,
  signed_user_agent text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX agreements_user_adviser ON agreements (user_id, adviser_id, created_at DESC);

CREATE TABLE payment_transactions (
  id text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  plan_id integer NOT NULL REFERENCES plans (id),
  brand_id text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('new', 'renewal', 'payment-link')),
  -- The money move's idempotency key: one transaction per (user, client_key).
  client_key text NOT NULL,
  status text NOT NULL DEFAULT 'created' CHECK (status IN ('created', 'pending', 'success', 'failed')),
  base_amount numeric(12, 2) NOT NULL,
  discount_code_id integer REFERENCES discount_codes (id),
  discount_amount numeric(12, 2) NOT NULL DEFAULT 0,
  taxable_amount numeric(12, 2) NOT NULL,
  place_of_supply text NOT NULL,
  supplier_state text NOT NULL,
  cgst numeric(12, 2) NOT NULL DEFAULT 0,
  sgst numeric(12, 2) NOT NULL DEFAULT 0,
  igst numeric(12, 2) NOT NULL DEFAULT 0,
  total_amount numeric(12, 2) NOT NULL,
  provider text NOT NULL,
  provider_order_id text,
  provider_payment_id text,
  failure_reason text,
  -- The subscription this payment renews (renewals), or started (set when paid).
  subscription_id integer REFERENCES subscriptions (id),
  invoice_number text UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  settled_at timestamptz,
  UNIQUE (user_id, client_key)
);
CREATE INDEX payment_transactions_user ON payment_transactions (user_id, created_at DESC);
CREATE UNIQUE INDEX payment_transactions_provider_order ON payment_transactions (provider, provider_order_id);

CREATE TABLE discount_redemptions (
  discount_code_id integer NOT NULL REFERENCES discount_codes (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  transaction_id text NOT NULL UNIQUE REFERENCES payment_transactions (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX discount_redemptions_code ON discount_redemptions (discount_code_id, user_id);

-- Invoice numbers run per financial year: INV/2026-27/000001.
CREATE TABLE invoice_counters (
  financial_year text PRIMARY KEY,
  last_number integer NOT NULL DEFAULT 0
);

-- Webhook events seen, by the provider's event id: a replay is refused, a retry answered unchanged.
CREATE TABLE payment_webhook_events (
  provider text NOT NULL,
  event_id text NOT NULL,
  transaction_id text REFERENCES payment_transactions (id) ON DELETE CASCADE,
  received_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, event_id)
);

ALTER TABLE subscriptions ADD COLUMN transaction_id text REFERENCES payment_transactions (id);
ALTER TABLE subscriptions ADD COLUMN amount_paid numeric(12, 2);
ALTER TABLE subscriptions ADD COLUMN recurring_amount numeric(12, 2);
ALTER TABLE subscriptions ADD COLUMN cancelled_at timestamptz;
ALTER TABLE subscriptions ADD COLUMN refund_amount numeric(12, 2);

-- Web Push: VAPID keys live in app_secrets ('vapid-public', 'vapid-private'); subscriptions per brand origin.
CREATE TABLE push_subscriptions (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  brand_id text NOT NULL,
  endpoint text NOT NULL UNIQUE,
  p256dh text NOT NULL,
  auth text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz
);
CREATE INDEX push_subscriptions_user ON push_subscriptions (user_id, brand_id);

CREATE TABLE notification_prefs (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('payments', 'orders', 'rebalances')),
  enabled boolean NOT NULL,
  PRIMARY KEY (user_id, kind)
);

-- Signed-in devices: what the settings list shows for each session.
ALTER TABLE sessions ADD COLUMN user_agent text;
ALTER TABLE sessions ADD COLUMN last_seen_at timestamptz;

-- OTPs for the agreement's e-sign and for confirming a new email or mobile.
ALTER TABLE otps DROP CONSTRAINT otps_purpose_check;
ALTER TABLE otps ADD CONSTRAINT otps_purpose_check
  CHECK (purpose IN ('login', 'password-reset', 'registration', 'contact-change', 'esign'));
