import { describe, expect, it } from 'vitest';
import { benchmarkCagr, cardCagr } from './listing-figures';

const ret = (annualised: number | null) => ({ from: '2023-06-01', to: '2026-06-01', absolute: 0, annualised });

describe('cardCagr: the CAGR a basket card shows and sorts by', () => {
  it('is the 3-year CAGR once the basket is three years old', () => {
    expect(cardCagr({ '1yr': ret(5), '3yr': ret(12.345), '5yr': null, sinceLaunch: ret(11) })).toEqual({
      cagr: 12.35,
      cagrPeriod: '3yr',
    });
  });

  it('is the since-launch CAGR, named so, for a basket one to three years old', () => {
    expect(cardCagr({ '1yr': ret(5), '3yr': null, '5yr': null, sinceLaunch: ret(31.934) })).toEqual({
      cagr: 31.93,
      cagrPeriod: 'sinceLaunch',
    });
  });

  it('is none under a year, or without figures', () => {
    expect(cardCagr({ '1yr': null, '3yr': null, '5yr': null, sinceLaunch: ret(null) })).toEqual({
      cagr: null,
      cagrPeriod: null,
    });
    expect(cardCagr(undefined)).toEqual({ cagr: null, cagrPeriod: null });
  });
});

describe('benchmarkCagr: the benchmark beside the card’s CAGR', () => {
  const returns = { '1yr': ret(4), '3yr': ret(10.126), '5yr': null, sinceLaunch: ret(9.994) };

  it('is the benchmark’s CAGR over the period the card’s CAGR covers', () => {
    expect(benchmarkCagr(returns, '3yr')).toBe(10.13);
    expect(benchmarkCagr(returns, 'sinceLaunch')).toBe(9.99);
  });

  it('is none when the card has no CAGR, or the benchmark no figure for the period', () => {
    expect(benchmarkCagr(returns, null)).toBeNull();
    expect(benchmarkCagr({ ...returns, '3yr': null }, '3yr')).toBeNull();
    expect(benchmarkCagr(undefined, '3yr')).toBeNull();
  });
});
