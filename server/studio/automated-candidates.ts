import type { AutomatedRules } from '#contract/studio/automated-rules';
import { addDays } from '../market/ist';
import type { MarketData } from '../market/market-data';
import { marketCapCrore } from '../market/market-cap';
import type { Candidate } from './automated-rank';
import { momentumPercent, volatilityPercent } from './automated-metrics';

/**
 * Every stock with its market cap at the last price and, where the rules need them, its six-month
 * return and one-year volatility from closed sessions (history up to the last closed session, so the
 * same market clock gives the same figures).
 */
export async function loadCandidates(market: MarketData, rules: AutomatedRules): Promise<Candidate[]> {
  const stocks = market.instruments().flatMap((i) => (i.kind === 'stock' ? [i] : []));
  const prices = await market.ltp(stocks.map((s) => s.symbol));
  const needsMomentum = rules.rank_by === 'momentum_6m';
  const needsVolatility = rules.rank_by === 'low_volatility_1y' || rules.weighting === 'inverse_volatility';
  const caps = new Set<string>(rules.universe.cap_classes);
  const { to } = market.historyBounds();
  const from = addDays(to, -400);
  const out: Candidate[] = [];
  for (const s of stocks) {
    const cap = marketCapCrore(s, prices[s.symbol] ?? 0);
    if (cap === null) continue;
    let closes: number[] = [];
    if (caps.has(s.capClass) && (needsMomentum || needsVolatility))
      closes = ((await market.history(s.symbol, { from, to })) ?? []).map((b) => b.close);
    out.push({
      symbol: s.symbol,
      name: s.name,
      sector: s.sector,
      capClass: s.capClass,
      marketCapCrore: cap,
      momentumPercent: needsMomentum ? momentumPercent(closes) : null,
      volatilityPercent: needsVolatility ? volatilityPercent(closes) : null,
    });
  }
  return out;
}
