import { describe, expect, it } from 'vitest';
import { SEBI_CAP_MESSAGES as M } from '#contract/subscriptions/billing-messages';
import { sebiCapErrors, type PlanTerms } from './sebi-caps';

const RIA = 'Registered Investment Adviser';
const RA = 'Research Analyst';
const fixed = (interval: 'month' | 'year', count: number, amount: number, recurring = amount): PlanTerms => ({
  interval,
  interval_count: count,
  fee_kind: 'FIXFEE',
  amount,
  recurring_amount: recurring,
});
const aum = (percent: number | null, amount = 0): PlanTerms => ({
  interval: 'year',
  interval_count: 1,
  fee_kind: 'AUM',
  amount,
  recurring_amount: 0,
  aum_percent: percent,
});

describe('sebiCapErrors: fixed fees', () => {
  it('accepts up to ₹1,51,000 a year, annualised over the duration', () => {
    expect(sebiCapErrors(fixed('year', 1, 151_000), RA)).toEqual({});
    expect(sebiCapErrors(fixed('month', 6, 75_500), RIA)).toEqual({});
    expect(sebiCapErrors(fixed('month', 1, 12_583.33), RIA)).toEqual({});
    expect(sebiCapErrors(fixed('month', 3, 999), RIA)).toEqual({});
  });

  it('refuses a price that comes to more than ₹1,51,000 in a year', () => {
    expect(sebiCapErrors(fixed('year', 1, 151_000.01), RA)).toEqual({ amount: M.fixedFeeOverCap });
    // ₹12,583.34 a month is ₹1,51,000.08 a year.
    expect(sebiCapErrors(fixed('month', 1, 12_583.34), RIA)).toEqual({ amount: M.fixedFeeOverCap });
    expect(sebiCapErrors(fixed('month', 3, 40_000), RIA)).toEqual({ amount: M.fixedFeeOverCap });
  });

  it('checks the renewal price too', () => {
    expect(sebiCapErrors(fixed('month', 1, 999, 13_000), RIA)).toEqual({ amount: M.fixedFeeOverCap });
  });

  it('needs a price', () => {
    expect(sebiCapErrors(fixed('month', 1, 0), RIA)).toEqual({ amount: M.fixedFeeNeeded });
  });
});

describe('sebiCapErrors: fees billed in advance', () => {
  it('accepts 12 months and refuses more', () => {
    expect(sebiCapErrors(fixed('month', 12, 8999), RIA)).toEqual({});
    expect(sebiCapErrors(fixed('year', 2, 8999), RIA)).toEqual({ interval_count: M.advanceOverYear });
    expect(sebiCapErrors(fixed('month', 13, 8999), RA)).toEqual({ interval_count: M.advanceOverYear });
  });
});

describe('sebiCapErrors: fees on assets under advice', () => {
  it("accepts an RIA's AUA fee up to 2.5 % a year", () => {
    expect(sebiCapErrors(aum(2.5), RIA)).toEqual({});
    expect(sebiCapErrors(aum(0.75), RIA)).toEqual({});
  });

  it('refuses more than 2.5 %, no percentage, or a rupee price on top', () => {
    expect(sebiCapErrors(aum(2.501), RIA)).toEqual({ aum_percent: M.aumOverCap });
    expect(sebiCapErrors(aum(null), RIA)).toEqual({ aum_percent: M.aumPercentNeeded });
    expect(sebiCapErrors(aum(0), RIA)).toEqual({ aum_percent: M.aumPercentNeeded });
    expect(sebiCapErrors(aum(1, 500), RIA)).toEqual({ amount: M.aumAmountNotZero });
  });

  it('refuses any AUA fee from a Research Analyst', () => {
    expect(sebiCapErrors(aum(1), RA)).toEqual({ fee_kind: M.aumNotForResearchAnalyst });
  });
});
