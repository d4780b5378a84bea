-- On a brand entered only through its broker, signing in at the broker is the broker connection
-- (decision 0243): a visitor's sign-in has no user yet, so its one-time state is bound to the
-- browser that started it (the hash of a cookie set then) instead of to a user.
ALTER TABLE broker_sign_ins ALTER COLUMN user_id DROP NOT NULL;
ALTER TABLE broker_sign_ins ADD COLUMN browser_hash text;
ALTER TABLE broker_sign_ins
  ADD CONSTRAINT broker_sign_ins_owner CHECK (user_id IS NOT NULL OR browser_hash IS NOT NULL);
