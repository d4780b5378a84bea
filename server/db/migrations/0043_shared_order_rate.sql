-- Kite's ten order requests a second per app, held across every process of the installation (docs/brokers.md,
-- decision 0284). Both sides of each comparison use the database's clock; each step is one call under the API
-- key's advisory lock, so two processes never both take the tenth.

-- The app's side: a slot per order request sent to the broker, taken before it leaves and marked done when the
-- broker answers; a slot counts while in flight and for a window after its answer. A slot a dead process left in
-- flight stops counting a minute after it was taken.
CREATE TABLE broker_order_slots (
  id bigserial PRIMARY KEY,
  api_key text NOT NULL,
  taken_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  done_at timestamptz
);
CREATE INDEX broker_order_slots_key ON broker_order_slots (api_key, taken_at);

-- A slot's id, or (id null) how many milliseconds until the oldest answered slot stops counting (null: every
-- slot is in flight).
CREATE FUNCTION take_broker_order_slot(key text, per_window integer, window_ms integer)
RETURNS TABLE (slot bigint, wait_ms integer) LANGUAGE plpgsql AS $$
DECLARE
  span interval := make_interval(secs => window_ms / 1000.0);
  taken integer;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('broker order slots ' || key));
  DELETE FROM broker_order_slots
   WHERE api_key = key
     AND (done_at < clock_timestamp() - span OR taken_at < clock_timestamp() - interval '1 minute');
  SELECT count(*) INTO taken FROM broker_order_slots WHERE api_key = key;
  IF taken < per_window THEN
    RETURN QUERY INSERT INTO broker_order_slots (api_key) VALUES (key) RETURNING id, NULL::integer;
  ELSE
    RETURN QUERY SELECT NULL::bigint,
      ceil(extract(epoch FROM min(done_at) + span - clock_timestamp()) * 1000)::integer
      FROM broker_order_slots WHERE api_key = key;
  END IF;
END $$;

-- The simulated broker's side: order requests counted on arrival, as Kite counts them, whichever process serves
-- them. True when this one is within the app's limit (and counted), false when it is over.
CREATE TABLE sim_broker_order_arrivals (
  api_key text NOT NULL,
  arrived_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX sim_broker_order_arrivals_key ON sim_broker_order_arrivals (api_key, arrived_at);

CREATE FUNCTION take_sim_order_arrival(key text, per_window integer, window_ms integer)
RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
  arrived integer;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('sim order arrivals ' || key));
  DELETE FROM sim_broker_order_arrivals
   WHERE api_key = key AND arrived_at <= clock_timestamp() - make_interval(secs => window_ms / 1000.0);
  SELECT count(*) INTO arrived FROM sim_broker_order_arrivals WHERE api_key = key;
  IF arrived >= per_window THEN
    RETURN false;
  END IF;
  INSERT INTO sim_broker_order_arrivals (api_key) VALUES (key);
  RETURN true;
END $$;
