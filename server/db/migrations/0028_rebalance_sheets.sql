-- An adviser's rebalance from a spreadsheet (docs/rebalance-from-sheet.md, decision 0210): target
-- weights per client and basket, validated and stored as a previewed sheet, then applied as pending
-- rebalances whose weights are the sheet's for that investment.
CREATE TABLE rebalance_sheets (
  id serial PRIMARY KEY,
  -- The sheet's address (/import-client/rebalance/<hash>/): random, never the serial id.
  sheet_hash text NOT NULL UNIQUE,
  brand_id text NOT NULL,
  -- Kept while any rebalance points at the sheet: no cascade from the adviser's user.
  adviser_user_id integer NOT NULL REFERENCES users (id),
  file_name text NOT NULL,
  sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  status text NOT NULL DEFAULT 'previewed' CHECK (status IN ('previewed', 'applied')),
  -- Data rows read, targets (one per investment) accepted, rows refused.
  total_rows integer NOT NULL CHECK (total_rows >= 0),
  targets integer NOT NULL CHECK (targets >= 0),
  refused_rows integer NOT NULL CHECK (refused_rows >= 0),
  -- Once applied: rebalances created, identical pending ones left as they were, investments closed since.
  created_count integer,
  unchanged_count integer,
  closed_count integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  applied_at timestamptz,
  applied_by integer REFERENCES users (id) ON DELETE SET NULL,
  CHECK ((status = 'applied') = (applied_at IS NOT NULL))
);
CREATE INDEX rebalance_sheets_adviser ON rebalance_sheets (adviser_user_id, brand_id, created_at DESC);

-- A refused row: its sheet row number (the header is row 1), the column (or 'row') and the reason.
CREATE TABLE rebalance_sheet_refusals (
  sheet_id integer NOT NULL REFERENCES rebalance_sheets (id) ON DELETE CASCADE,
  row_number integer NOT NULL,
  field text NOT NULL CHECK (field IN ('client', 'basket', 'symbol', 'weight', 'row')),
  reason text NOT NULL,
  PRIMARY KEY (sheet_id, row_number, field)
);

-- One stock's target weight for one investment; the weights of an investment total exactly 100.
CREATE TABLE rebalance_sheet_targets (
  sheet_id integer NOT NULL REFERENCES rebalance_sheets (id) ON DELETE CASCADE,
  investment_id integer NOT NULL REFERENCES investments (id) ON DELETE CASCADE,
  symbol text NOT NULL,
  weight numeric(5, 2) NOT NULL CHECK (weight > 0 AND weight <= 100),
  row_number integer NOT NULL,
  PRIMARY KEY (sheet_id, investment_id, symbol)
);
CREATE INDEX rebalance_sheet_targets_investment ON rebalance_sheet_targets (investment_id);

-- A rebalance from a sheet takes its target weights from the sheet's targets for its investment.
-- A version's rebalance is still made once per investment and version; a sheet's once per
-- investment and sheet (an investment may get the same version twice: once from the adviser's
-- version, once from a sheet).
ALTER TABLE rebalances ADD COLUMN sheet_id integer REFERENCES rebalance_sheets (id);
ALTER TABLE rebalances DROP CONSTRAINT rebalances_investment_id_to_version_id_key;
CREATE UNIQUE INDEX rebalances_version_once ON rebalances (investment_id, to_version_id) WHERE sheet_id IS NULL;
ALTER TABLE rebalances ADD CONSTRAINT rebalances_sheet_once UNIQUE (investment_id, sheet_id);
CREATE INDEX rebalances_sheet ON rebalances (sheet_id) WHERE sheet_id IS NOT NULL;
