-- SEBI's limits per family, the adviser's validated UPI handle, and verified performance (docs/compliance-fees.md,
-- decision 0276).

-- The family members a client declares (spouse, dependent children, parents), each by PAN: the fee caps hold across
-- all of one adviser's plans for the client and these members.
CREATE TABLE family_members (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  relation text NOT NULL CHECK (relation IN ('spouse', 'child', 'parent')),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  pan text NOT NULL CHECK (pan ~ '^[A-Z]{5}[0-9]{4}[A-Z]$'),
  declared_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, pan)
);
CREATE INDEX family_members_pan ON family_members (pan);

-- The handle SEBI validated for the adviser's collections ('name.ia@validbank'), when the adviser has one on file.
ALTER TABLE advisers ADD COLUMN upi_handle text CHECK (upi_handle IS NULL OR upi_handle ~ '^[a-z0-9.\-_]+@valid[a-z]+$');

-- PaRRVA: a basket's performance-verification status, and the verified figures when present.
ALTER TABLE baskets ADD COLUMN parrva_status text NOT NULL DEFAULT 'not_enrolled'
  CHECK (parrva_status IN ('not_enrolled', 'enrolled', 'verified'));
ALTER TABLE baskets ADD COLUMN parrva_verified_as_of date;
-- { "cagr": 14.2, "volatility": 16.1, "maxDrawdown": 21.3, "returns": { "1yr": 12.0, ... } }, percent.
ALTER TABLE baskets ADD COLUMN parrva_figures jsonb;
ALTER TABLE baskets ADD CONSTRAINT baskets_parrva_verified
  CHECK ((parrva_status = 'verified') = (parrva_verified_as_of IS NOT NULL AND parrva_figures IS NOT NULL));
