import type { FieldErrors } from '#contract/http/envelope';
import { STUDIO_MESSAGES, roundToHundredths, weightsSumTo100 } from '#contract/studio/rules';
import type { MarketData } from '../market/market-data';

/** One stock of a version as stored: weight in hundredths of a percent, so sums are exact. */
export interface VersionStock {
  symbol: string;
  hundredths: number;
  rationale: string;
}

/**
 * The new constituents checked (docs/studio.md, "New versions and rebalances"): listed symbols, none
 * twice, weights summing to exactly 100. The stocks normalized, or the field errors of a 400.
 */
export function checkConstituents(
  market: MarketData,
  input: readonly { symbol: string; weight: number; rationale?: string }[],
): { stocks: VersionStock[] } | { errors: FieldErrors } {
  const seen = new Set<string>();
  const stocks: VersionStock[] = [];
  for (const c of input) {
    const symbol = c.symbol.trim().toUpperCase();
    if (!market.instrument(symbol)) return { errors: { constituents: STUDIO_MESSAGES.unknownStock(symbol) } };
    if (seen.has(symbol)) return { errors: { constituents: STUDIO_MESSAGES.duplicateStock(symbol) } };
    seen.add(symbol);
    stocks.push({ symbol, hundredths: roundToHundredths(c.weight), rationale: (c.rationale ?? '').trim() });
  }
  if (!weightsSumTo100(input.map((c) => c.weight))) {
    const total = stocks.reduce((sum, s) => sum + s.hundredths, 0) / 100;
    return { errors: { constituents: STUDIO_MESSAGES.weightsSum(total) } };
  }
  return { stocks };
}

/** Same symbols with the same weights (rationales aside: they change through stock-rationale/). */
export function sameStocks(a: readonly VersionStock[], b: readonly VersionStock[]): boolean {
  if (a.length !== b.length) return false;
  const weights = new Map(a.map((s) => [s.symbol, s.hundredths]));
  return b.every((s) => weights.get(s.symbol) === s.hundredths);
}

/** A stock kept without a rationale of its own keeps the one it had (the adviser's earlier reasons stay). */
export function keepRationales(next: readonly VersionStock[], previous: readonly VersionStock[]): VersionStock[] {
  const before = new Map(previous.map((s) => [s.symbol, s.rationale]));
  return next.map((s) => (s.rationale ? s : { ...s, rationale: before.get(s.symbol) ?? '' }));
}
