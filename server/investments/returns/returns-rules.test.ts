import { describe, expect, it } from 'vitest';
import type { FilledLine } from '../../tax/tax-store';
import { afterCosts, returnBase } from './after-costs';
import { feeShare } from './fee-share';
import { investmentTax } from './investment-tax';
import { medianOf, typicalAfterCosts } from './median';
import { modelReturn } from './model-return';
import { trackingGap, type FilledTrade } from './tracking-gap';

const line = (trade: string, symbol: string, side: 'BUY' | 'SELL', quantity: number, rupees: number, date: string) =>
  ({
    trade,
    kind: side === 'BUY' ? 'buy' : 'rebalance',
    basketName: 'Basket',
    account: 1,
    symbol,
    side,
    quantity,
    pricePaise: Math.round(rupees * 100),
    date,
  }) satisfies FilledLine;

describe('after costs', () => {
  it('takes charges, fees and tax (a realised loss saving, an exit estimate) off the page’s P&L', () => {
    // P&L ₹1,000 on ₹10,000 invested: 10 %. Charges ₹25.50, fees ₹150, tax −₹20 realised + ₹60 estimated.
    const r = afterCosts({ profitLoss: 1000, base: 10_000, charges: 25.5, fees: 150, tax: 40 });
    expect(r.before).toEqual({ amount: 1000, percent: 10, reason: null });
    // 1,000 − 25.50 − 150 − 40 = 784.50, 7.845 % → 7.85 %.
    expect(r.after).toEqual({ amount: 784.5, percent: 7.85, reason: null });
  });

  it('turns a small gain into a loss after costs, and says so when the tax is unknown', () => {
    expect(afterCosts({ profitLoss: 50, base: 5000, charges: 12.34, fees: 100, tax: 0 }).after).toEqual({
      amount: -62.34,
      percent: -1.25,
      reason: null,
    });
    expect(afterCosts({ profitLoss: 50, base: 5000, charges: 1, fees: 0, tax: null }).after).toEqual({
      amount: null,
      percent: null,
      reason: 'part_unknown',
    });
    expect(afterCosts({ profitLoss: 0, base: 0, charges: 0, fees: 0, tax: 0 }).after.reason).toBe('nothing_invested');
  });

  it('takes the base the page’s return is of: invested while held, else money put in', () => {
    expect(returnBase({ invested: 8000, paid_in: 10_000, current_value: 9000 })).toBe(8000);
    expect(returnBase({ invested: -500, paid_in: 10_000, current_value: 0 })).toBe(10_000);
  });
});

describe('tax attributable to the investment', () => {
  // This investment (T1, T2): 10 A at ₹100 and 5 C at ₹200 bought; the 10 A sold at ₹90 (a ₹100 short-term
  // loss). Another investment (X1, X2) in the same demat account: 10 B at ₹100 sold at ₹150 (₹500 gain).
  const lines: FilledLine[] = [
    line('T1', 'A', 'BUY', 10, 100, '2025-05-01'),
    line('T1', 'C', 'BUY', 5, 200, '2025-05-01'),
    line('X1', 'B', 'BUY', 10, 100, '2025-05-01'),
    line('T2', 'A', 'SELL', 10, 90, '2025-06-02'),
    line('X2', 'B', 'SELL', 10, 150, '2025-07-01'),
  ];
  const trades = new Set(['T1', 'T2']);

  it('counts a realised loss as the tax it saved, and estimates an exit today', () => {
    // FY 2025-26 at 20 %: with the loss (500 − 100) × 20 % = ₹80, without it ₹100: −₹20.
    // Exit today: 5 C at ₹260, a ₹300 short-term gain: (800 − 100) × 20 % = ₹140 against ₹80: +₹60.
    const tax = investmentTax({
      lines,
      trades,
      account: 1,
      exit: [{ symbol: 'C', quantity: 5, pricePaise: 26_000 }],
      today: '2026-01-15',
    });
    expect(tax).toEqual({ realised: -20, estimated_exit: 60, total: 40, reason: null });
  });

  it('estimates nothing once nothing is held', () => {
    const tax = investmentTax({ lines, trades, account: 1, exit: [], today: '2026-01-15' });
    expect(tax).toEqual({ realised: -20, estimated_exit: 0, total: -20, reason: null });
  });

  it('is unknown, never 0, when a sale has no purchase here to give its cost', () => {
    const orphan = [line('T3', 'Z', 'SELL', 4, 50, '2025-06-02')];
    const sold = investmentTax({ lines: orphan, trades: new Set(['T3']), account: 1, exit: [], today: '2026-01-15' });
    expect(sold).toEqual({ realised: null, estimated_exit: null, total: null, reason: 'no_cost_basis' });
    const held = investmentTax({
      lines: [],
      trades: new Set(),
      account: 1,
      exit: [{ symbol: 'Z', quantity: 1, pricePaise: 100 }],
      today: '2026-01-15',
    });
    expect(held).toEqual({ realised: 0, estimated_exit: null, total: null, reason: 'no_cost_basis' });
  });
});

describe('subscription fees', () => {
  const day = (d: string) => new Date(`${d}T00:00:00Z`);
  it('pro rata over the days held in the period, split across the investments the subscription covered', () => {
    // ₹1,180 (₹1,000 + 18 % GST) for 100 days from 1 Jan 2025; held 80 of them (from 21 Jan); one other
    // investment of the plan's baskets held in the period, one only after it: 1,180 × 80/100 / 2 = ₹472.
    const mine = { from: day('2025-01-21'), to: day('2025-06-01') };
    const covered = [
      { investment: 1, ...mine },
      { investment: 2, from: day('2025-03-01'), to: day('2025-12-01') },
      { investment: 3, from: day('2025-05-01'), to: day('2025-12-01') },
    ];
    const subscriptions = [
      { starts: day('2025-01-01'), ends: day('2025-04-11'), paid: 1180, covered },
      // A year before the investment: it owes it nothing.
      { starts: day('2024-01-01'), ends: day('2024-12-31'), paid: 5000, covered },
    ];
    expect(feeShare(1, mine, subscriptions)).toEqual({ amount: 472, subscriptions: 1 });
    expect(feeShare(1, mine, [])).toEqual({ amount: 0, subscriptions: 0 });
  });
});

describe('tracking gap', () => {
  const trades: FilledTrade[] = [
    // Filled dearer than the model: 10 A at ₹101 against the close of ₹100: +₹10, +1 %.
    {
      trade: 'B1',
      kind: 'buy',
      date: '2025-05-02',
      lines: [{ symbol: 'A', side: 'BUY', quantity: 10, pricePaise: 10_100 }],
    },
    // Filled cheaper: 4 B at ₹49.50 against ₹50: −₹2, −1 %.
    {
      trade: 'S1',
      kind: 'sip',
      date: '2025-06-02',
      lines: [{ symbol: 'B', side: 'BUY', quantity: 4, pricePaise: 4950 }],
    },
    // Sold 10 A at ₹99 (close ₹100), bought 5 C at ₹200.60 (close ₹200): 1,003 − 990 = ₹13 against ₹0; 13 / 2,000.
    {
      trade: 'R1',
      kind: 'rebalance',
      date: '2025-07-01',
      lines: [
        { symbol: 'A', side: 'SELL', quantity: 10, pricePaise: 9900 },
        { symbol: 'C', side: 'BUY', quantity: 5, pricePaise: 20_060 },
      ],
    },
    // An exit does not follow the model.
    {
      trade: 'E1',
      kind: 'exit',
      date: '2025-08-01',
      lines: [{ symbol: 'C', side: 'SELL', quantity: 5, pricePaise: 1 }],
    },
  ];
  const closes: Record<string, number> = { A: 10_000, B: 5000, C: 20_000 };

  it('compares each fill with the same shares at the model’s price, per trade and in total', () => {
    const gap = trackingGap(trades, (s) => closes[s] ?? null);
    expect(
      gap.trades.map(({ trade, investor_cost, model_cost, gap, gap_percent }) => [
        trade,
        investor_cost,
        model_cost,
        gap,
        gap_percent,
      ]),
    ).toEqual([
      ['B1', 1010, 1000, 10, 1],
      ['S1', 198, 200, -2, -1],
      ['R1', 13, 0, 13, 0.65],
    ]);
    // 21 / 3,200 = 0.65625 %.
    expect(gap.total).toEqual({ amount: 21, percent: 0.66, reason: null });
  });

  it('says which trade has no model price and leaves the total unknown', () => {
    const gap = trackingGap(trades, (s, d) => (d === '2025-06-02' ? null : closes[s]!));
    expect(gap.trades[1]).toMatchObject({ trade: 'S1', investor_cost: 198, gap: null, reason: 'no_model_price' });
    expect(gap.total).toEqual({ amount: null, percent: null, reason: 'part_unknown' });
  });
});

describe('the model over the same dates', () => {
  const index = [
    { date: '2025-01-01', value: 100 },
    { date: '2025-01-02', value: 110 },
    { date: '2025-01-06', value: 121 },
  ];
  it('runs from the close on or before the first day to the last close by as_of', () => {
    expect(modelReturn(index, '2025-01-03', '2025-01-10')).toEqual({
      percent: 10,
      from: '2025-01-02',
      to: '2025-01-06',
      reason: null,
    });
  });
  it('is unknown outside the index', () => {
    expect(modelReturn(index, '2024-12-31', '2025-01-10').reason).toBe('model_dates_outside_index');
    expect(modelReturn([], '2025-01-02', '2025-01-10').reason).toBe('no_model_history');
    expect(modelReturn(index, null, '2025-01-10').percent).toBeNull();
  });
});

describe('typical investor after costs', () => {
  it('takes the median of odd and even counts', () => {
    expect(medianOf([3, -1, 2])).toBe(2);
    expect(medianOf([4, 1, 3, 2])).toBe(2.5);
    expect(medianOf([])).toBeNull();
  });
  it('hides the median under three investors, and counts the unknown apart', () => {
    expect(typicalAfterCosts([1.5, 2])).toEqual({ investors: 2, unknown: 0, median_percent: null, hidden: true });
    expect(typicalAfterCosts([1, null, 2, 3])).toEqual({ investors: 3, unknown: 1, median_percent: 2, hidden: false });
  });
});
