import type { BasketDetails, BasketPerformance, RiskFigures } from '#contract/baskets/details';
import { VERIFIED_ONLY_FROM, type PerformanceVerification } from '#contract/compliance/parrva';
import { istDateOf } from '#contract/locale/ist';
import type { BasketRecord } from '../basket-record';

const NO_RISK: RiskFigures = { cagr: null, volatility: null, maxDrawdown: null };

/** Whether the platform's own risk-return figures may still be shown to clients at `now` (IST day before 3 May 2028). */
export const platformFiguresAllowed = (now: Date) => istDateOf(now) < VERIFIED_ONLY_FROM;

/** The basket's own figures with nothing left in them: returns, risk figures and the risk label all null. */
function withoutFigures(p: BasketPerformance): BasketPerformance {
  const returns = Object.fromEntries(
    Object.entries(p.returns).map(([period, r]) => [period, { ...r, basket: null }]),
  ) as BasketPerformance['returns'];
  return { ...p, returns, basket: NO_RISK, riskLabel: null };
}

/**
 * SEBI's rule on past performance (docs/compliance-fees.md, "Verified performance"): a basket's page carries its
 * PaRRVA status and verified figures, and from 3 May 2028 (by the market clock) the platform's own risk-return figures
 * of the basket are no longer shown: the verified ones alone, or none. The benchmark's risk figures are the index's and
 * stay; the card's CAGR and its benchmark CAGR go, as they are one comparison.
 */
export function applyParrva(details: Omit<BasketDetails, 'verification'>, b: BasketRecord, now: Date): BasketDetails {
  const verified = b.parrva_status === 'verified' ? b.parrva_figures : null;
  const platformShown = platformFiguresAllowed(now);
  const verification: PerformanceVerification = {
    status: b.parrva_status,
    verifiedAsOf: verified ? b.parrva_verified_as_of : null,
    verified,
    platformShown,
  };
  if (platformShown) return { ...details, verification };
  return {
    ...details,
    // The card's CAGR is the platform's: the verified one is in `verification`, with its date.
    cagr: null,
    cagrPeriod: null,
    benchmark: { ...details.benchmark, cagr: null },
    performance: withoutFigures(details.performance),
    verification,
  };
}
