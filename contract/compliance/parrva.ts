import type { ReturnPeriod } from '#contract/baskets/details';

/**
 * PaRRVA, SEBI's Past Risk and Return Verification Agency (circular SEBI/HO/MIRSD/MIRSD-PoD/P/CIR/2025/51; CARE
 * Ratings the agency, NSE the data centre): a basket's performance-verification status and the verified figures
 * (docs/compliance-fees.md, "Verified performance").
 */
export type ParrvaStatus = 'not_enrolled' | 'enrolled' | 'verified';

/** From this IST day only verified risk-return figures may be shown to clients: pre-PaRRVA data ends 3 May 2028. */
export const VERIFIED_ONLY_FROM = '2028-05-03';

/** Figures the agency verified, percent; a period it did not verify is absent or null. */
export interface VerifiedFigures {
  cagr: number | null;
  volatility: number | null;
  maxDrawdown: number | null;
  returns: Partial<Record<ReturnPeriod, number | null>>;
}

export interface PerformanceVerification {
  status: ParrvaStatus;
  /** YYYY-MM-DD: the day the verified figures stand at; null unless verified. */
  verifiedAsOf: string | null;
  verified: VerifiedFigures | null;
  /** Whether the platform's own computation is shown beside them (no longer from VERIFIED_ONLY_FROM). */
  platformShown: boolean;
}
