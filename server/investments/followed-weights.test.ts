import { describe, expect, it } from 'vitest';
import type { MarketData } from '../market/market-data';
import { followedWeights, heldWeights, stockChanges } from './followed-weights';
import { holdingsAt } from './investment-view';

describe('heldWeights', () => {
  // Only names come from the market here: none, so the symbol stands for its name.
  const market = { instrument: () => undefined } as unknown as MarketData;
  const row = (symbol: string, quantity: number, average_price = 100) => ({
    investment_id: 1,
    symbol,
    quantity,
    average_price,
  });

  it('is each holding’s weight at last prices, two decimals, as the investment screen shows it; nothing for nothing held', () => {
    const prices = { INFY: 1500, TCS: 3000, ITC: 450 };
    // 15,000, 30,000 and 4,500 of 49,500: 30.30 %, 60.61 %, 9.09 %.
    const holdings = holdingsAt(market, [row('INFY', 10), row('TCS', 10), row('ITC', 10)], prices);
    expect(heldWeights(holdings)).toEqual({ INFY: 30.3, TCS: 60.61, ITC: 9.09 });
    expect(heldWeights(holdingsAt(market, [], prices))).toEqual({});
    expect(heldWeights(holdingsAt(market, [row('INFY', 0)], prices))).toEqual({});
  });

  it('weighs a stock without a last price at its average price, like the screen does', () => {
    const holdings = holdingsAt(market, [row('INFY', 10), row('UNPRICED', 10, 500)], { INFY: 1500 });
    expect(heldWeights(holdings)).toEqual({ INFY: 75, UNPRICED: 25 });
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
