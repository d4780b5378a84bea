import type { ParrvaStatus } from '#contract/compliance/parrva';

/** The basket page's PaRRVA words (docs/compliance-fees.md, "Verified performance"); loaded with the section. */
export const verificationMessages = {
  title: 'Verified performance (PaRRVA)',
  status: {
    not_enrolled: 'Not enrolled with PaRRVA, SEBI’s Past Risk and Return Verification Agency.',
    enrolled: 'Enrolled with PaRRVA, SEBI’s Past Risk and Return Verification Agency; not yet verified.',
    verified: 'Verified by PaRRVA, SEBI’s Past Risk and Return Verification Agency.',
  } satisfies Record<ParrvaStatus, string>,
  verifiedCaption: (date: string) => `Figures PaRRVA verified, as of ${date}`,
  figure: 'Figure',
  value: 'Verified',
  noVerified: 'PaRRVA has verified no figures of this basket yet.',
  platform: (date: string) =>
    `The returns and risk figures in “Returns and risk” are the platform’s own computation, not verified, as of ${date}.`,
  platformHidden:
    'From 3 May 2028 only verified risk and return figures may be shown, so the platform’s own computation is not.',
} as const;
