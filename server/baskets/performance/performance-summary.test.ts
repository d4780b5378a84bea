import { describe, expect, it } from 'vitest';
import { BasketDataError } from './basket-data-error';
import { basketPerformance, indexFigures } from './performance-summary';

// One stock, launched 2021-01-01: A at 50, 60, 45, 66.55 → the index 100, 120, 90, 133.1.
const A = [
  { date: '2021-01-01', close: 50 },
  { date: '2022-01-01', close: 60 },
  { date: '2023-01-01', close: 45 },
  { date: '2024-01-01', close: 66.55 },
];
// The benchmark has a close before the launch and none on 2021-01-01 or 2023-01-01: 1000 carried to the
// launch, 1100, 1100 carried, 1210 → 100, 110, 110, 121 on the basket's dates.
const NIFTY = [
  { date: '2020-12-31', close: 1000 },
  { date: '2022-01-01', close: 1100 },
  { date: '2024-01-01', close: 1210 },
];
const versions = [{ effectiveDate: '2021-01-01', constituents: [{ symbol: 'A', weight: 100 }] }];
const performance = () =>
  basketPerformance({ versions, closes: new Map([['A', A]]), benchmark: { name: 'NIFTY 50', closes: NIFTY } });

describe('basketPerformance', () => {
  it('puts the basket and its benchmark on the same dates from 100', () => {
    const { index, benchmarkIndex } = performance();
    expect(index.map((p) => p.value)).toEqual([100, 120, 90, 133.1].map((v) => expect.closeTo(v, 10)));
    expect(benchmarkIndex.map((p) => p.date)).toEqual(index.map((p) => p.date));
    expect(benchmarkIndex.map((p) => p.value)).toEqual([100, 110, 110, 121].map((v) => expect.closeTo(v, 10)));
  });

  it("the basket's figures", () => {
    const { basket } = performance();
    // 1yr from 2023-01-01 (90): 133.1 / 90 − 1 = 47.8889 %. 3yr from the launch: 33.1 %, 1.331^(1/3) − 1 = 10 %.
    expect(basket.returns['1yr']!.absolute).toBeCloseTo(47.888889, 5);
    expect(basket.returns['3yr']).toMatchObject({ from: '2021-01-01', absolute: expect.closeTo(33.1, 10) });
    expect(basket.returns['3yr']!.annualised).toBeCloseTo(10, 10);
    expect(basket.returns['5yr']).toBeNull();
    expect(basket.returns.sinceLaunch!.annualised).toBeCloseTo(10, 10);
    expect(basket.cagr).toBeCloseTo(10, 10);
    // 120 → 90 is −25 %, back above 120 on 2024-01-01.
    expect(basket.maxDrawdown).toEqual({
      percent: expect.closeTo(-25, 10),
      peakDate: '2022-01-01',
      troughDate: '2023-01-01',
      recoveryDate: '2024-01-01',
    });
    // Log returns ln 1.2, ln 0.75, ln(133.1 / 90) = 0.1823216, −0.2876821, 0.3912911; mean ln(1.331) / 3 = ln 1.1
    // = 0.0953102; deviations 0.0870114, −0.3829923, 0.2959809, squares 0.0075710 + 0.1466831 + 0.0876047 =
    // 0.2418587, / 2 = 0.1209294; σ = 0.3477490 a day, × √252 (15.8745079) = 5.520344: 552.03 %.
    expect(basket.volatility).toBeCloseTo(552.03, 2);
    expect(basket.risk).toBe('high');
  });

  it("the benchmark's figures", () => {
    const { benchmark } = performance();
    // 3yr: 121 / 100: 21 %, 1.21^(1/3) − 1 = 6.560224 % a year; it never fell.
    expect(benchmark.returns['3yr']!.absolute).toBeCloseTo(21, 10);
    expect(benchmark.cagr).toBeCloseTo(6.560224, 5);
    expect(benchmark.maxDrawdown.percent).toBe(0);
    // Log returns ln 1.1, 0, ln 1.1: the shape of +a, b, +a with a − b = ln 1.1, so σ√252 = ln 1.1 × √84 = 87.353 %.
    expect(benchmark.volatility).toBeCloseTo(Math.log(1.1) * Math.sqrt(84) * 100, 10);
    expect(benchmark.volatility).toBeCloseTo(87.353, 2);
  });

  it('refuses a benchmark with no close on or before the launch', () => {
    const late = () =>
      basketPerformance({
        versions,
        closes: new Map([['A', A]]),
        benchmark: { name: 'NIFTY 50', closes: NIFTY.slice(1) },
      });
    expect(late).toThrow(BasketDataError);
    expect(late).toThrow('The benchmark NIFTY 50 has no close on or before 2021-01-01');
  });
});

describe('indexFigures', () => {
  it('of a single day: returns but no period, volatility or risk', () => {
    expect(indexFigures([{ date: '2024-01-01', value: 100 }])).toEqual({
      returns: {
        '1yr': null,
        '3yr': null,
        '5yr': null,
        sinceLaunch: { from: '2024-01-01', to: '2024-01-01', absolute: 0, annualised: null },
      },
      cagr: null,
      volatility: null,
      maxDrawdown: { percent: 0, peakDate: null, troughDate: null, recoveryDate: null },
      risk: null,
    });
  });

  it('of flat prices over a year: all zero, low risk', () => {
    const flat = ['2023-01-02', '2023-06-01', '2024-01-02'].map((date) => ({ date, value: 100 }));
    const figures = indexFigures(flat);
    expect(figures.returns['1yr']).toEqual({ from: '2023-01-02', to: '2024-01-02', absolute: 0, annualised: 0 });
    expect(figures.cagr).toBe(0);
    expect(figures.volatility).toBe(0);
    expect(figures.risk).toBe('low');
  });
});
