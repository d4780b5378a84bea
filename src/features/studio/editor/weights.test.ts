import { describe, expect, it } from 'vitest';
import { weightsSumTo100 } from '#contract/studio/rules';
import { equalWeights, marketCapWeights, totalWeight } from './weights';

describe('weight helpers', () => {
  it('equal weight splits 100 in hundredths, the leftover to the first rows', () => {
    expect(equalWeights(3)).toEqual([33.34, 33.33, 33.33]);
    expect(equalWeights(4)).toEqual([25, 25, 25, 25]);
    for (const n of [1, 3, 6, 7, 11, 49, 50]) expect(weightsSumTo100(equalWeights(n))).toBe(true);
    expect(equalWeights(0)).toEqual([]);
  });

  it('market-cap weight is proportional and sums to exactly 100', () => {
    expect(marketCapWeights([300, 100])).toEqual([75, 25]);
    const w = marketCapWeights([1000, 333, 777])!;
    expect(weightsSumTo100(w)).toBe(true);
    expect(w[0]).toBeGreaterThan(w[2]!);
  });

  it('market-cap weight gives up when a cap is unknown', () => {
    expect(marketCapWeights([100, null])).toBeNull();
    expect(marketCapWeights([100, 0])).toBeNull();
    expect(marketCapWeights([])).toBeNull();
  });

  it('the live total reads typed text, ignoring what is not a number', () => {
    expect(totalWeight(['33.33', '33.33', '33.34'])).toBe(100);
    expect(totalWeight(['50', 'abc', ''])).toBe(50);
  });
});
