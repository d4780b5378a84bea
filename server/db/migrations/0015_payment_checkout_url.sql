-- The hosted checkout's address for a transaction (docs/payments.md, "Idempotency"): a retry of
-- create-transaction with the same client key answers the same checkout instead of opening another.
ALTER TABLE payment_transactions ADD COLUMN checkout_url text;
