-- Advisers' client import from a spreadsheet (docs/client-import.md): the uploaded file is a job
-- that a runner takes with FOR UPDATE SKIP LOCKED and a lease; each batch of rows commits its
-- imports, refusals and the progress checkpoint together, so a job taken up again continues exactly.
CREATE TABLE client_import_jobs (
  id uuid PRIMARY KEY,
  adviser_user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  brand_id text NOT NULL,
  file_name text NOT NULL,
  file_kind text NOT NULL CHECK (file_kind IN ('xlsx', 'csv')),
  file_bytes bytea NOT NULL,
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'processing', 'done', 'failed')),
  failure text,
  total_rows integer,
  processed_rows integer NOT NULL DEFAULT 0,
  -- The sheet row number the last committed batch ended on (the header is row 1): where a retaken job resumes.
  last_row integer NOT NULL DEFAULT 1,
  imported integer NOT NULL DEFAULT 0,
  already_imported integer NOT NULL DEFAULT 0,
  refused integer NOT NULL DEFAULT 0,
  lease_token uuid,
  lease_until timestamptz,
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);

CREATE INDEX client_import_jobs_adviser ON client_import_jobs (adviser_user_id, created_at DESC);
CREATE INDEX client_import_jobs_open ON client_import_jobs (created_at) WHERE status IN ('queued', 'processing');

-- A refused row: its sheet row number, the column (or 'row') and the reason shown to the adviser.
CREATE TABLE client_import_refusals (
  job_id uuid NOT NULL REFERENCES client_import_jobs (id) ON DELETE CASCADE,
  row_number integer NOT NULL,
  field text NOT NULL,
  reason text NOT NULL,
  PRIMARY KEY (job_id, row_number, field)
);

-- The adviser's clients are found by PAN on import (dedupe).
CREATE INDEX customers_pan ON customers (pan) WHERE pan IS NOT NULL;
