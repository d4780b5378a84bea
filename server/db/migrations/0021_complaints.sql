-- Complaints (docs/complaints.md): an investor's complaint, its history and its files, with SEBI's
-- 21-calendar-day resolution clock computed from created_at and resolved_at.

ALTER TABLE uploads DROP CONSTRAINT uploads_kind_check;
ALTER TABLE uploads ADD CONSTRAINT uploads_kind_check
  CHECK (kind IN ('basket-image', 'post-image', 'post-file', 'factsheet', 'import', 'complaint-file'));

-- The sequence part of a reference (SF-2026-00042-K7QM); the random tail keeps references unguessable.
CREATE SEQUENCE complaint_reference_seq START 1;

CREATE TABLE complaints (
  id serial PRIMARY KEY,
  reference text NOT NULL UNIQUE CHECK (reference ~ '^[A-Z]{2}-[0-9]{4}-[0-9]{5,9}-[A-Z2-9]{4}$'),
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  brand_id text NOT NULL,
  category text NOT NULL
    CHECK (category IN ('fees-refunds', 'service', 'advice', 'agreement-kyc', 'payments', 'other')),
  text text NOT NULL CHECK (length(text) BETWEEN 1 AND 4000),
  status text NOT NULL DEFAULT 'received'
    CHECK (status IN ('received', 'in-progress', 'info-requested', 'resolved', 'closed')),
  client_key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- When the clock stopped: the first move to resolved or closed.
  resolved_at timestamptz,
  UNIQUE (user_id, client_key)
);
CREATE INDEX complaints_user ON complaints (user_id, created_at DESC);
CREATE INDEX complaints_open ON complaints (status, created_at);

-- What happened to it, in order: filed, answers, the investor's replies, status moves.
CREATE TABLE complaint_events (
  id serial PRIMARY KEY,
  complaint_id integer NOT NULL REFERENCES complaints (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('filed', 'answer', 'reply', 'status')),
  actor_user_id integer REFERENCES users (id) ON DELETE SET NULL,
  by_team boolean NOT NULL,
  text text CHECK (text IS NULL OR length(text) BETWEEN 1 AND 4000),
  from_status text,
  to_status text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX complaint_events_complaint ON complaint_events (complaint_id, id);

CREATE TABLE complaint_files (
  id serial PRIMARY KEY,
  complaint_id integer NOT NULL REFERENCES complaints (id) ON DELETE CASCADE,
  upload_key text NOT NULL UNIQUE REFERENCES uploads (key) ON DELETE CASCADE
);
CREATE INDEX complaint_files_complaint ON complaint_files (complaint_id);
