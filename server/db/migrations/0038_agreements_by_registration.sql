-- Agreements by registration type (docs/compliance.md, decision 0275): a research analyst's clients sign
-- the research-services agreement, an investment adviser's the advisory agreement; each kind versioned apart.
ALTER TABLE agreement_versions ADD COLUMN kind text NOT NULL DEFAULT 'advisory' CHECK (kind IN ('advisory', 'research'));

-- The consent's record also keeps the disclosures the client was shown beside the text, as shown.
ALTER TABLE agreements ADD COLUMN disclosures_shown jsonb;

-- SEBI RA Regulation 19: a research analyst discloses how far it uses AI tools. None on file: no new clients.
ALTER TABLE advisers ADD COLUMN ai_use_disclosure text CHECK (ai_use_disclosure IS NULL OR length(ai_use_disclosure) BETWEEN 20 AND 1000);

-- SCORES files complaints about accessibility under their own category; so does the platform.
ALTER TABLE complaints DROP CONSTRAINT complaints_category_check;
ALTER TABLE complaints ADD CONSTRAINT complaints_category_check
  CHECK (category IN ('fees-refunds', 'service', 'advice', 'agreement-kyc', 'payments', 'accessibility', 'other'));
