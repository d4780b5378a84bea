import { apportionHundredths } from '#contract/money/hundredths';

/**
 * Weights for an automated basket's chosen stocks (docs/studio.md, "Automated baskets"): raw scores
 * made into percentages, the caps applied, then rounded to two decimals summing to exactly 100.00.
 */

export interface Weighable {
  symbol: string;
  sector: string;
  /** The weighting's raw score (1 for equal weight, the market cap, 1 / volatility); positive. */
  score: number;
}

export interface Caps {
  /** Percent: no stock above it. */
  maxWeight: number;
  /** Percent: no sector above it. */
  maxSectorWeight: number;
}

export type WeightsResult = { weights: Map<string, number>; capped: Set<string> } | { infeasible: string };

const EPS = 1e-9;

/**
 * Percentages (unrounded) with both caps: a stock above max_weight is cut to it, a sector above
 * max_sector_weight is scaled down to it, and what was cut goes to the stocks still free to grow, in
 * proportion to their weights; repeated until nothing exceeds a cap. Infeasible when the caps cannot
 * hold 100 % (too few stocks or sectors for them).
 */
export function cappedWeights(items: readonly Weighable[], caps: Caps): WeightsResult {
  const stockCap = Math.floor(caps.maxWeight * 100) / 100;
  const sectorCap = Math.floor(caps.maxSectorWeight * 100) / 100;
  if (items.length * stockCap < 100 - EPS)
    return {
      infeasible: `${items.length} stocks at most ${stockCap} % each cannot make 100 %: raise the stock cap or the count.`,
    };
  const sectors = new Set(items.map((i) => i.sector));
  if (sectors.size * sectorCap < 100 - EPS)
    return {
      infeasible: `${sectors.size} sectors at most ${sectorCap} % each cannot make 100 %: raise the sector cap or widen the sectors.`,
    };
  const total = items.reduce((s, i) => s + i.score, 0);
  const w = new Map(items.map((i) => [i.symbol, (i.score / total) * 100]));
  const atCap = new Set<string>();
  const fullSectors = new Set<string>();
  for (let round = 0; round <= items.length + sectors.size + 1; round++) {
    let excess = 0;
    for (const i of items) {
      const v = w.get(i.symbol)!;
      if (v > stockCap + EPS) {
        excess += v - stockCap;
        w.set(i.symbol, stockCap);
        atCap.add(i.symbol);
      }
    }
    for (const sector of sectors) {
      const members = items.filter((i) => i.sector === sector);
      const sum = members.reduce((s, i) => s + w.get(i.symbol)!, 0);
      if (sum > sectorCap + EPS) {
        const factor = sectorCap / sum;
        for (const m of members) w.set(m.symbol, w.get(m.symbol)! * factor);
        excess += sum - sectorCap;
        fullSectors.add(sector);
      }
    }
    if (excess <= EPS) return { weights: w, capped: atCap };
    const free = items.filter((i) => !atCap.has(i.symbol) && !fullSectors.has(i.sector));
    const freeSum = free.reduce((s, i) => s + w.get(i.symbol)!, 0);
    if (free.length === 0 || freeSum <= EPS)
      return { infeasible: 'These caps cannot hold 100 % with the stocks chosen: raise a cap or widen the universe.' };
    for (const f of free) w.set(f.symbol, w.get(f.symbol)! + (excess * w.get(f.symbol)!) / freeSum);
  }
  return { infeasible: 'These caps cannot hold 100 % with the stocks chosen: raise a cap or widen the universe.' };
}

/**
 * Percentages rounded to two decimals that sum to exactly 100.00, by largest remainder
 * (#contract/money/hundredths): a weight already a whole number of hundredths (a cap) never gains one.
 */
export function roundToHundred(symbols: readonly string[], weights: ReadonlyMap<string, number>): Map<string, number> {
  const parts = apportionHundredths(symbols.map((s) => weights.get(s)!));
  return new Map(symbols.map((s, i) => [s, parts[i]! / 100]));
}
