import { describe, expect, it } from 'vitest';
import { currentWeights, followedWeights, stockChanges } from './followed-weights';

describe('currentWeights', () => {
  it('is each holding’s share of the value at last prices, two decimals; nothing for nothing held', () => {
    const prices = { INFY: 1500, TCS: 3000, ITC: 450 };
    const holdings = [
      { symbol: 'INFY', quantity: 10 }, // 15,000
      { symbol: 'TCS', quantity: 10 }, // 30,000
      { symbol: 'ITC', quantity: 10 }, // 4,500
    ];
    // Of 49,500: 30.30 %, 60.61 %, 9.09 %.
    expect(currentWeights(holdings, prices)).toEqual({ INFY: 30.3, TCS: 60.61, ITC: 9.09 });
    expect(currentWeights([], prices)).toEqual({});
    expect(currentWeights([{ symbol: 'GONE', quantity: 5 }], prices)).toEqual({});
  });
});

describe('followedWeights', () => {
  it('is the version’s weights, and a stock held outside it at its weight now (at least 0.01)', () => {
    expect(followedWeights({ INFY: 50, TCS: 50 }, { INFY: 45.5, TCS: 50, ITC: 4.5 })).toEqual({
      INFY: 50,
      TCS: 50,
      ITC: 4.5,
    });
    expect(followedWeights({ INFY: 100 }, { INFY: 99.999, ITC: 0.001 })).toEqual({ INFY: 100, ITC: 0.01 });
  });
});

describe('stockChanges', () => {
  it('says added, removed, reweighted or unchanged against what is followed; the target heaviest first', () => {
    const followed = { INFY: 40, TCS: 30, ITC: 30 };
    const target = { INFY: 40, TCS: 35, HDFCBANK: 25 };
    const current = { INFY: 42.1, TCS: 28.9, ITC: 29 };
    expect(stockChanges(followed, target, current)).toEqual([
      { symbol: 'INFY', currentWeight: 42.1, targetWeight: 40, change: 'unchanged' },
      { symbol: 'TCS', currentWeight: 28.9, targetWeight: 35, change: 'reweighted' },
      { symbol: 'HDFCBANK', currentWeight: null, targetWeight: 25, change: 'added' },
      { symbol: 'ITC', currentWeight: 29, targetWeight: null, change: 'removed' },
    ]);
  });
});
