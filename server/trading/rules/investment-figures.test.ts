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
      paid_in: 1_00_000,
      taken_out: 0,
      returns_percent: 10,
      held_a_year: true,
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

  it('has no XIRR on the first day, and no returns when nothing was ever put in', () => {
    const today = investmentFigures([flow('buy', -1_000, '2026-01-01')], 1_010, now);
    expect(today).toMatchObject({ invested: 1_000, returns_percent: 1, held_a_year: false, xirr_percent: null });
    expect(investmentFigures([], 0, now)).toMatchObject({ paid_in: 0, returns_percent: null, xirr_percent: null });
  });

  it('refuses a negative current value', () => {
    expect(() => investmentFigures([], -1, now)).toThrow(RangeError);
  });
});

describe('XIRR from a year held; the absolute return before (decision 0244)', () => {
  // ₹1,00,000 bought, valued now at +3 %, −30 % and −99.9999 %, after 1, 364, 365 and 366 days.
  const valued = (days: number, value: number) => {
    const bought = new Date(now.getTime() - days * 86_400_000);
    return investmentFigures([{ kind: 'buy', amount: -1_00_000, at: bought }], value, now);
  };
  const yearly = (growth: number, days: number) => Math.round((growth ** (365 / days) - 1) * 10_000) / 100;

  it.each([
    [1, 1_03_000, 3],
    [1, 70_000, -30],
    [1, 0.1, -100], // −99.9999 % to two decimals
    [364, 1_03_000, 3],
    [364, 70_000, -30],
    [364, 0.1, -100],
  ])('%d days, valued ₹%d: the absolute return %d %%, no XIRR', (days, value, returns) => {
    expect(valued(days, value)).toMatchObject({ returns_percent: returns, held_a_year: false, xirr_percent: null });
  });

  it.each([
    [366, 1_03_000, 3, yearly(1.03, 366)], // 2.99 %
    [366, 70_000, -30, yearly(0.7, 366)], // −29.93 %
    [366, 0.1, -100, yearly(1e-6, 366)], // −100 %: 1 + r is 1.04e−6
    [365, 1_03_000, 3, 3],
  ])('%d days, valued ₹%d: the absolute return %d %% and XIRR %d %%', (days, value, returns, rate) => {
    expect(valued(days, value)).toMatchObject({ returns_percent: returns, held_a_year: true, xirr_percent: rate });
  });

  it('counts the year to the last flow once nothing is held', () => {
    const flows = [flow('buy', -1_000, '2024-01-01'), flow('exit', 900, '2024-12-30')]; // 364 days
    expect(investmentFigures(flows, 0, now)).toMatchObject({ held_a_year: false, xirr_percent: null });
    const longer = [flow('buy', -1_000, '2024-01-01'), flow('exit', 900, '2024-12-31')]; // 365 days
    expect(investmentFigures(longer, 0, now)).toMatchObject({ held_a_year: true, xirr_percent: -10 });
  });
});

describe('a closed investment: money in, money out, realised profit and loss', () => {
  it('at a profit', () => {
    const flows = [flow('buy', -1_000, '2025-01-01'), flow('exit', 1_200, '2025-07-01')];
    expect(investmentFigures(flows, 0, now)).toMatchObject({
      invested: -200,
      paid_in: 1_000,
      taken_out: 1_200,
      profit_loss: 200,
      returns_percent: 20, // realised: ₹200 on ₹1,000 put in
      held_a_year: false,
    });
  });

  it('at a loss: the return is the loss over the money put in, not over what was left in', () => {
    const flows = [flow('buy', -1_000, '2025-01-01'), flow('exit', 900, '2025-07-01')];
    // invested on balance is ₹100: −₹100 / ₹100 would read −100 %.
    expect(investmentFigures(flows, 0, now)).toMatchObject({ paid_in: 1_000, taken_out: 900, returns_percent: -10 });
  });

  it('counts a rebalance by what it added or left over on balance', () => {
    const flows = [
      flow('buy', -1_00_000, '2025-01-01'),
      flow('rebalance', 50_000, '2025-07-01'),
      flow('rebalance', -52_000, '2025-07-01'),
      flow('exit', 1_10_000, '2025-12-01'),
    ];
    expect(investmentFigures(flows, 0, now)).toMatchObject({
      paid_in: 1_02_000,
      taken_out: 1_10_000,
      profit_loss: 8_000,
      returns_percent: 7.84,
    });
  });
});
