import type { RiskType } from '#contract/baskets/types';

/**
 * Annualised volatility bands, in percent, for the risk label (docs/decisions/0090): below 15 is low, from 15
 * to below 20 medium, 20 and above high. NSE's index factsheets put the NIFTY 50's five-year volatility at
 * 13.7–18.1 and the NIFTY Smallcap 250's at 20.6: a diversified large-cap basket reads medium, one calmer
 * than the market low, one as volatile as small caps high.
 */
export const RISK_BANDS = { mediumFrom: 15, highFrom: 20 } as const;

/** The risk label for an annualised volatility in percent; null when it is not known (too short a history). */
export function riskLabel(volatility: number | null): RiskType | null {
  if (volatility === null) return null;
  if (!Number.isFinite(volatility) || volatility < 0) throw new RangeError(`not a volatility: ${volatility}`);
  if (volatility >= RISK_BANDS.highFrom) return 'high';
  return volatility >= RISK_BANDS.mediumFrom ? 'medium' : 'low';
}
