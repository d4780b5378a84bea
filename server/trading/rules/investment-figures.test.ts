import { describe, expect, it } from 'vitest';
import { istInstant } from '../../market/ist';
import { investmentFigures, type InvestmentFlow } from './investment-figures';
import { xirr } from './xirr';

const flow = (kind: InvestmentFlow['kind'], amount: number, date: string): InvestmentFlow => ({
  kind,
  amount,
  at: istInstant(date, '11:00'),
});
const now = istInstant('2026-01-01', '11:00');

describe('investmentFigures', () => {
  it('a single buy a year ago: invested, profit, returns and XIRR agree', () => {
    const f = investmentFigures([flow('buy', -1_00_000, '2025-01-01')], 1_10_000, now);
    expect(f).toEqual({
      invested: 1_00_000,
      current_value: 1_10_000,
      profit_loss: 10_000,
      returns_percent: 10,
      xirr_percent: 10,
    });
  });

  it('never counts a rebalance’s re-invested sale proceeds as money put in', () => {
    // ₹1,00,000 bought; on 1 Jul a rebalance sells ₹50,000 and buys ₹48,000 with it: ₹2,000 left over is
    // money out, so ₹98,000 is invested on balance, whether the rebalance is one net flow or two legs.
    const buy = flow('buy', -1_00_000, '2025-01-01');
    const net = investmentFigures([buy, flow('rebalance', 2_000, '2025-07-01')], 1_05_000, now);
    const legs = investmentFigures(
      [buy, flow('rebalance', 50_000, '2025-07-01'), flow('rebalance', -48_000, '2025-07-01')],
      1_05_000,
      now,
    );
    expect(net.invested).toBe(98_000);
    expect(legs.invested).toBe(98_000); // counting the ₹48,000 buy leg as new money would give ₹1,48,000
    expect(legs).toEqual(net);
    expect(net.profit_loss).toBe(7_000);
    expect(net.returns_percent).toBe(7.14); // 7,000 / 98,000
  });

  it('adds SIP instalments and fees, and takes partial exits off', () => {
    const flows = [
      flow('buy', -50_000, '2025-01-01'),
      flow('sip', -5_000, '2025-02-05'),
      flow('sip', -5_000, '2025-03-05'),
      flow('fee', -374.75, '2025-04-01'),
      flow('sell', 10_000, '2025-06-01'),
    ];
    const f = investmentFigures(flows, 55_000, now);
    expect(f.invested).toBe(50_374.75); // 50,000 + 5,000 + 5,000 + 374.75 − 10,000
    expect(f.profit_loss).toBe(4_625.25);
    expect(f.returns_percent).toBe(9.18); // 4,625.25 / 50,374.75 = 9.1817 %
    // XIRR of every flow with the value as money received now, as a percent to two decimals.
    const rate = xirr([...flows, { amount: 55_000, at: now }])!;
    expect(f.xirr_percent).toBe(Math.round(rate * 10_000) / 100);
    expect(f.xirr_percent).toBe(8.71);
  });

  it('has no returns when nothing is invested on balance, and no XIRR on the first day', () => {
    const closed = investmentFigures([flow('buy', -1_000, '2025-01-01'), flow('exit', 1_200, '2025-07-01')], 0, now);
    expect(closed).toMatchObject({ invested: -200, profit_loss: 200, returns_percent: null });
    expect(closed.xirr_percent).toBeGreaterThan(40); // 20 % in 181 days
    const today = investmentFigures([flow('buy', -1_000, '2026-01-01')], 1_010, now);
    expect(today).toMatchObject({ invested: 1_000, returns_percent: 1, xirr_percent: null });
  });

  it('refuses a negative current value', () => {
    expect(() => investmentFigures([], -1, now)).toThrow(RangeError);
  });
});
