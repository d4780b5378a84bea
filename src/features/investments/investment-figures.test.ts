import { describe, expect, it } from 'vitest';
import { signedPercent, signedRupees, toneOf } from './investment-figures';

describe('investment figures', () => {
  it.each([
    [1234.56, '+₹1,234.6', 'gain'],
    [-820, '−₹820', 'loss'],
    [0, '₹0', 'even'],
    [-0.01, '₹0', 'even'],
    [250000, '+₹2,50,000', 'gain'],
  ])('writes %s as %s (%s)', (value, text, tone) => {
    expect(signedRupees(value)).toBe(text);
    expect(toneOf(value)).toBe(tone);
  });

  it('writes percentages with their sign, and absent ones as -', () => {
    expect(signedPercent(12.345)).toBe('+12.35%');
    expect(signedPercent(-3.5)).toBe('−3.5%');
    expect(signedPercent(0)).toBe('0%');
    expect(signedPercent(null)).toBe('-');
    expect(signedRupees(undefined)).toBe('-');
  });
});
