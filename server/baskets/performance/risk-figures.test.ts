import { describe, expect, it } from 'vitest';
import { maxDrawdown } from './drawdown';
import { riskLabel } from './risk-label';
import type { IndexPoint } from './types';
import { annualisedVolatility } from './volatility';

/** Points on consecutive days from 2024-01-01 (the dates only order them). */
const days = (...values: number[]): IndexPoint[] =>
  values.map((value, i) => ({ date: new Date(Date.UTC(2024, 0, 1 + i)).toISOString().slice(0, 10), value }));

describe('annualisedVolatility', () => {
  it('up 1 % and back (log returns +0.01, −0.01)', () => {
    // Mean 0; sample variance (0.01² + 0.01²) / (2 − 1) = 0.0002; σ = 0.01√2 a day; × √252 = 0.01√504 = 22.4499 %.
    expect(annualisedVolatility(days(100, 100 * Math.exp(0.01), 100))).toBeCloseTo(Math.sqrt(504), 10);
    expect(annualisedVolatility(days(100, 100 * Math.exp(0.01), 100))).toBeCloseTo(22.4499443, 6);
  });

  it('+10 %, −10 %, +10 %', () => {
    // Log returns a = ln 1.1, b = ln 0.9, a. Mean (2a + b) / 3; deviations (a − b)/3, −2(a − b)/3, (a − b)/3;
    // squares sum to 6(a − b)²/9, over n − 1 = 2: (a − b)²/3. σ = (a − b)/√3 a day, × √252 = (a − b)√84.
    // a − b = ln(11/9) = 0.2006707; × 9.1651514 = 1.8391773: 183.92 %.
    expect(annualisedVolatility(days(100, 110, 99, 108.9))).toBeCloseTo(Math.log(11 / 9) * Math.sqrt(84) * 100, 10);
    expect(annualisedVolatility(days(100, 110, 99, 108.9))).toBeCloseTo(183.91773, 4);
  });

  it('a year of ±1 % days', () => {
    // 252 log returns alternating +0.01 and −0.01: mean 0, variance 252 × 0.0001 / 251; annualised
    // √(252 × 0.0001 × 252 / 251) = 0.01 × 252 / √251 = 15.9061 %.
    const values = Array.from({ length: 253 }, (_, i) => 100 * Math.exp(i % 2 === 0 ? 0 : 0.01));
    expect(annualisedVolatility(days(...values))).toBeCloseTo((0.01 * 252 * 100) / Math.sqrt(251), 8);
    expect(annualisedVolatility(days(...values))).toBeCloseTo(15.9061, 4);
  });

  it('is 0 on flat prices, whatever the level', () => {
    expect(annualisedVolatility(days(100, 100, 100, 100))).toBe(0);
  });

  it('does not depend on the level (a scaled series has the same volatility)', () => {
    expect(annualisedVolatility(days(1000, 1100, 990))).toBeCloseTo(annualisedVolatility(days(100, 110, 99))!, 12);
  });

  it('is null with fewer than two returns', () => {
    expect(annualisedVolatility(days(100))).toBeNull();
    expect(annualisedVolatility(days(100, 120))).toBeNull();
    expect(annualisedVolatility([])).toBeNull();
  });
});

describe('maxDrawdown', () => {
  it('finds the deepest fall, not the last one', () => {
    // Highs 120 (01-02) and 130 (01-05). 120 → 90 is 90/120 − 1 = −25 %; 130 → 104 is −20 %.
    // Back above 120 on 01-05 (130).
    expect(maxDrawdown(days(100, 120, 90, 95, 130, 104))).toEqual({
      percent: -25,
      peakDate: '2024-01-02',
      troughDate: '2024-01-03',
      recoveryDate: '2024-01-05',
    });
  });

  it('counts a fall that has not recovered', () => {
    // 100 → 80: −20 %; 90 is still below the high.
    expect(maxDrawdown(days(100, 80, 90))).toEqual({
      percent: expect.closeTo(-20, 10),
      peakDate: '2024-01-01',
      troughDate: '2024-01-02',
      recoveryDate: null,
    });
  });

  it('recovers on a close equal to the high', () => {
    expect(maxDrawdown(days(100, 50, 100)).recoveryDate).toBe('2024-01-03');
    expect(maxDrawdown(days(100, 50, 100)).percent).toBe(-50);
  });

  it('dates the fall from the first day at the high', () => {
    // 110 on 01-02 and 01-03, then 88: 88/110 − 1 = −20 % from 01-02.
    const drawdown = maxDrawdown(days(100, 110, 110, 88));
    expect(drawdown.peakDate).toBe('2024-01-02');
    expect(drawdown.percent).toBeCloseTo(-20, 10);
  });

  it('is 0 with no dates when the index never fell', () => {
    const none = { percent: 0, peakDate: null, troughDate: null, recoveryDate: null };
    expect(maxDrawdown(days(100, 101, 102))).toEqual(none);
    expect(maxDrawdown(days(100, 100, 100))).toEqual(none);
    expect(maxDrawdown(days(100))).toEqual(none);
    expect(maxDrawdown([])).toEqual(none);
  });
});

describe('riskLabel', () => {
  it.each([
    [0, 'low'],
    [14.99, 'low'],
    [15, 'medium'],
    [19.99, 'medium'],
    [20, 'high'],
    [45, 'high'],
  ] as const)('%d %% a year is %s', (volatility, label) => {
    expect(riskLabel(volatility)).toBe(label);
  });

  it('is null when the volatility is not known, and refuses nonsense', () => {
    expect(riskLabel(null)).toBeNull();
    expect(() => riskLabel(-1)).toThrow(RangeError);
    expect(() => riskLabel(Number.NaN)).toThrow(RangeError);
  });
});
