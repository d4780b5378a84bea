import { floorDiv } from '#contract/money/paise';

/** One stock to buy: its share of the amount (any whole units, e.g. hundredths of a percent) and its price in paise. */
export interface Share {
  units: number;
  pricePaise: number;
}

export interface Allocation {
  quantities: number[];
  spentPaise: number;
  leftoverPaise: number;
}

/**
 * Whole shares for `amountPaise` split by `shares` (docs/trading-rules.md, "Quantities from weights").
 * Stock i's target is amount × units_i / Σ units. First each gets ⌊target / price⌋ shares; then the leftover
 * buys one share at a time of the stock furthest below its target (largest rupee shortfall, the first on a tie)
 * whose price still fits the leftover. A stock at or above its target gets no extra share, so the loop ends
 * after at most one extra share per stock (⌊·⌋ leaves each less than one price short).
 * Integers throughout: amount × units and quantity × price × Σ units stay below 2⁵³ for amounts and prices up
 * to ₹100 crore and units summing to at most 10⁴.
 */
export function allocate(amountPaise: number, shares: readonly Share[]): Allocation {
  const total = shares.reduce((sum, s) => sum + s.units, 0);
  if (total <= 0) return { quantities: shares.map(() => 0), spentPaise: 0, leftoverPaise: amountPaise };
  const quantities = shares.map((s) => floorDiv(amountPaise * s.units, total * s.pricePaise));
  let leftover = amountPaise - quantities.reduce((sum, q, i) => sum + q * shares[i]!.pricePaise, 0);
  const shortfall = (i: number) => amountPaise * shares[i]!.units - quantities[i]! * shares[i]!.pricePaise * total;
  for (;;) {
    let best = -1;
    shares.forEach((s, i) => {
      if (s.pricePaise <= leftover && shortfall(i) > 0 && (best < 0 || shortfall(i) > shortfall(best))) best = i;
    });
    if (best < 0) break;
    quantities[best]! += 1;
    leftover -= shares[best]!.pricePaise;
  }
  return { quantities, spentPaise: amountPaise - leftover, leftoverPaise: leftover };
}
