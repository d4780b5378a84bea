import { describe, expect, it } from 'vitest';
import { cashFlowDays } from './cash-flow-days';

describe('cashFlowDays', () => {
  it('sums the fills of one kind on one IST day into a row, newest day first', () => {
    const rows = cashFlowDays([
      { kind: 'buy', amount: -1000.1, at: '2026-06-15T04:00:00.000Z' },
      { kind: 'buy', amount: -2000.2, at: '2026-06-15T04:00:05.000Z' },
      { kind: 'sip', amount: -500.05, at: '2026-10-21T04:00:00.000Z' },
      { kind: 'sip', amount: -499.95, at: '2026-10-21T05:00:00.000Z' },
    ]);
    expect(rows).toEqual([
      { kind: 'sip', amount: -1000, count: 2, at: '2026-10-21T05:00:00.000Z' },
      { kind: 'buy', amount: -3000.3, count: 2, at: '2026-06-15T04:00:05.000Z' },
    ]);
  });

  it('keeps kinds apart on one day, and days apart by India’s date (19:00 UTC is the next day in IST)', () => {
    const rows = cashFlowDays([
      { kind: 'rebalance', amount: 900, at: '2026-11-20T05:00:00.000Z' },
      { kind: 'rebalance', amount: -850, at: '2026-11-20T05:00:01.000Z' },
      { kind: 'fee', amount: -20, at: '2026-11-20T05:00:02.000Z' },
      { kind: 'fee', amount: -20, at: '2026-11-20T19:00:00.000Z' },
    ]);
    expect(rows.map((r) => [r.kind, r.amount, r.count])).toEqual([
      ['fee', -20, 1],
      ['fee', -20, 1],
      ['rebalance', 50, 2],
    ]);
  });

  it('has no rows for no flows', () => {
    expect(cashFlowDays([])).toEqual([]);
  });
});
