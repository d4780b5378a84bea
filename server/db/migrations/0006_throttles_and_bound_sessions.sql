-- Sign-in, registration and OTP abuse limits (docs/security.md), kept in the database so every
-- server process shares them.

-- Counters behind server/security/throttle.ts: one row per scope and key (an HMAC of an account,
-- a client address or both), counting events until expires_at, when the window starts again.
CREATE TABLE throttle_counters (
  scope text NOT NULL,
  key text NOT NULL,
  count integer NOT NULL CHECK (count >= 0),
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (scope, key)
);

CREATE INDEX throttle_counters_expiry ON throttle_counters (expires_at);

-- A session belongs to the brand that issued it; sessions from before this column belong to none.
ALTER TABLE sessions ADD COLUMN brand text NOT NULL DEFAULT '';

ALTER TABLE sessions ALTER COLUMN brand DROP DEFAULT;

-- A code remembers the client (hashed address) that asked for it: issue limits count per target and
-- client and per client, and a new code replaces only that client's earlier one.
ALTER TABLE otps ADD COLUMN client text NOT NULL DEFAULT '';

ALTER TABLE otps ALTER COLUMN client DROP DEFAULT;

CREATE INDEX otps_client_created ON otps (client, created_at DESC);

-- Wrong guesses count per code and guessing client: a stranger's guesses never end someone else's code.
CREATE TABLE otp_attempts (
  otp_id integer NOT NULL REFERENCES otps (id) ON DELETE CASCADE,
  client text NOT NULL,
  attempts integer NOT NULL CHECK (attempts > 0),
  PRIMARY KEY (otp_id, client)
);

ALTER TABLE otps DROP COLUMN attempts;

-- A registration waits for the code sent to its email: what was typed (the password hashed) until then.
CREATE TABLE registration_requests (
  otp_id integer PRIMARY KEY REFERENCES otps (id) ON DELETE CASCADE,
  name text NOT NULL,
  mobile text NOT NULL CHECK (mobile ~ '^[0-9]{10}$'),
  password_hash text NOT NULL
);
