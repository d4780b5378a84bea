import fc from 'fast-check';

/** The rebalance rules' property tests' stocks (rebalance-lines, buy-only-lines). */
export const SYMBOLS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'];

/** One or more of SYMBOLS. */
export const subset = fc.subarray(SYMBOLS, { minLength: 1 });

/** Weights in hundredths over `symbols`, summing to exactly 100.00. */
export const weightsOver = (symbols: string[]) =>
  fc
    .uniqueArray(fc.integer({ min: 1, max: 9_999 }), { minLength: symbols.length - 1, maxLength: symbols.length - 1 })
    .map((cuts) => {
      const edges = [0, ...cuts.sort((a, b) => a - b), 10_000];
      return Object.fromEntries(symbols.map((s, i) => [s, (edges[i + 1]! - edges[i]!) / 100]));
    });
