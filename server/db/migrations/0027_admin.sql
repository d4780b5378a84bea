-- The admin area (docs/admin.md): an adviser's website on the profile page, and the AUM ledger.
ALTER TABLE advisers ADD COLUMN website text;

-- Assets under advice per adviser per trading day: the market value at the day's close of the
-- investments in the adviser's baskets that were active then. One row per adviser and day (the job
-- writes each once; a second run is a no-op).
CREATE TABLE aum_ledger (
  adviser_id integer NOT NULL REFERENCES advisers (id) ON DELETE CASCADE,
  day date NOT NULL,
  aum numeric(16, 2) NOT NULL CHECK (aum >= 0),
  investments integer NOT NULL CHECK (investments >= 0),
  computed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (adviser_id, day)
);
CREATE INDEX aum_ledger_day ON aum_ledger (day);
