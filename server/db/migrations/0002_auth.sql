-- Investors and their sessions, one-time passwords, and server secrets.
CREATE TABLE users (
  id serial PRIMARY KEY,
  email text NOT NULL UNIQUE CHECK (email = lower(email)),
  name text NOT NULL,
  mobile text CHECK (mobile ~ '^[0-9]{10}$'),
  password_hash text,
  google_sub text UNIQUE,
  is_subscriber boolean NOT NULL DEFAULT false,
  subscription_expires_at timestamptz,
  broker_name text,
  broker_client_code text,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sessions (
  id uuid PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('user', 'broker', 'site-client')),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);

CREATE INDEX sessions_user ON sessions (user_id);

CREATE TABLE otps (
  id serial PRIMARY KEY,
  target text NOT NULL,
  purpose text NOT NULL CHECK (purpose IN ('login', 'password-reset', 'registration')),
  code_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  consumed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX otps_target_created ON otps (target, created_at DESC);

CREATE TABLE app_secrets (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
