-- One account per mobile number (OTP sign-in finds the user by it), and quick look-ups of broker accounts.
CREATE UNIQUE INDEX users_mobile_unique ON users (mobile) WHERE mobile IS NOT NULL;

CREATE INDEX users_broker_account ON users (broker_name, broker_client_code) WHERE broker_client_code IS NOT NULL;
