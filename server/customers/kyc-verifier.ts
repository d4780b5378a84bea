import { PAN_PATTERN } from '#contract/customer/fields';

/** What a KYC check is asked about: the details as the investor saved them. */
export interface KycRequest {
  name: string;
  pan: string | null;
  dob: string | null;
}

export type KycResult = { status: 'verified' } | { status: 'pending'; reason: string };

/**
 * Checks an investor's KYC. In production this is a lookup of the PAN with a KYC Registration
 * Agency (KRA: CVL, NDML, CAMS, KFintech or DotEx, under SEBI's KRA Regulations, 2011) or the
 * Central KYC Records Registry (CKYC, run by CERSAI): a PAN whose KYC is registered and validated,
 * with a matching name and date of birth, is 'verified'; anything else stays 'pending' with the
 * registry's reason (docs/customer-onboarding.md "KYC").
 */
export interface KycVerifier {
  verify(request: KycRequest): Promise<KycResult>;
}

/** The PAN's fourth character: the holder's kind (Income Tax Department). */
const HOLDER_KINDS: Record<string, string> = {
  P: 'an individual',
  H: 'a Hindu undivided family',
  C: 'a company',
  F: 'a firm',
  A: 'an association of persons',
  T: 'a trust',
  B: 'a body of individuals',
  L: 'a local authority',
  J: 'an artificial juridical person',
  G: 'a government body',
};

export const KYC_REASONS = {
  noPan: 'Add your PAN to complete KYC.',
  notPerson: (kind: string) => `This PAN belongs to ${kind}; advisory plans here are for individuals and HUFs.`,
} as const;

/**
 * The reference server's KYC check, with no registry behind it: a well-formed PAN of an individual
 * (fourth letter P) or a Hindu undivided family (H) is verified; any other stays pending with why.
 */
export const simulatedKycVerifier: KycVerifier = {
  verify({ pan }) {
    if (!pan || !PAN_PATTERN.test(pan)) return Promise.resolve({ status: 'pending', reason: KYC_REASONS.noPan });
    const letter = pan[3]!;
    if (letter === 'P' || letter === 'H') return Promise.resolve({ status: 'verified' });
    return Promise.resolve({ status: 'pending', reason: KYC_REASONS.notPerson(HOLDER_KINDS[letter] ?? 'no person') });
  },
};
