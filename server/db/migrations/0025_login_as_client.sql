-- Login as client (docs/login-as-client.md): a client's view opened by staff, and its audit log.

-- A client's-view session belongs to the client (user_id) and is acted in by the staff member
-- (acting_user_id) whose own session (parent_session_id) it hangs from: signing that one out ends it.
ALTER TABLE sessions ADD COLUMN acting_user_id integer REFERENCES users (id) ON DELETE CASCADE;
ALTER TABLE sessions ADD COLUMN parent_session_id uuid REFERENCES sessions (id) ON DELETE CASCADE;
CREATE INDEX sessions_parent ON sessions (parent_session_id) WHERE parent_session_id IS NOT NULL;

-- Who opened whose view, why, and when it started and ended.
CREATE TABLE impersonations (
  id serial PRIMARY KEY,
  session_id uuid NOT NULL UNIQUE REFERENCES sessions (id) ON DELETE CASCADE,
  staff_session_id uuid NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
  staff_user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  client_user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  brand_id text NOT NULL,
  reason text NOT NULL CHECK (length(reason) BETWEEN 1 AND 200),
  started_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  ended_at timestamptz,
  end_reason text CHECK (end_reason IN ('exit', 'expired', 'logout')),
  CHECK ((ended_at IS NULL) = (end_reason IS NULL))
);

CREATE INDEX impersonations_started ON impersonations (brand_id, started_at DESC);

-- What they did: each API call made in the view (method, path, status; never a body).
CREATE TABLE impersonation_calls (
  id bigserial PRIMARY KEY,
  impersonation_id integer NOT NULL REFERENCES impersonations (id) ON DELETE CASCADE,
  at timestamptz NOT NULL DEFAULT now(),
  method text NOT NULL,
  path text NOT NULL,
  status integer NOT NULL
);

CREATE INDEX impersonation_calls_of ON impersonation_calls (impersonation_id, id);
