-- Customer onboarding (docs/customer-onboarding.md): why a KYC check left the details pending, and
-- the consent record's fingerprint of the exact text the investor signed.
ALTER TABLE customers ADD COLUMN kyc_reason text;
ALTER TABLE agreements ADD COLUMN signed_text_sha256 text CHECK (signed_text_sha256 IS NULL OR signed_text_sha256 ~ '^[0-9a-f]{64}$');
-- One agreement per user, adviser and version: a second create answers the first.
CREATE UNIQUE INDEX agreements_user_adviser_version ON agreements (user_id, adviser_id, version_id);
