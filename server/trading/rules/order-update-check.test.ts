import { describe, expect, it } from 'vitest';
import { priceBandAround } from '../../market/price-band';
import { fillPriceProblem, updateProblem, type LineBefore, type ReportedOrder } from './order-update-check';

/** An open line of 8 shares, 3 filled at ₹100.00. */
const line: LineBefore = { symbol: 'DRREDDY', quantity: 8, filled_quantity: 3, average_price: 100 };
const update = (change: Partial<ReportedOrder>): ReportedOrder => ({
  quantity: 8,
  filledQuantity: 5,
  averagePrice: 101,
  status: 'OPEN',
  ...change,
});
/** ₹80.00 to ₹120.00. */
const band = priceBandAround(100, 20);

describe('updateProblem', () => {
  it.each<[string, Partial<ReportedOrder>, number, string | null]>([
    ['a partial fill', {}, 8, null],
    ['the rest, COMPLETE', { filledQuantity: 8, status: 'COMPLETE' }, 8, null],
    ['a repeat', { filledQuantity: 3, averagePrice: 100 }, 8, null],
    ['no quantity said (0): the line’s', { quantity: 0 }, 8, null],
    ['a lower quantity (the investor changed it)', { quantity: 6 }, 8, null],
    ['the quantity the investor just asked for', { quantity: 12 }, 12, null],
    ['a cancel keeping what filled', { status: 'CANCELLED', filledQuantity: 3, averagePrice: 100 }, 8, null],
    ['a rejection before any fill', { status: 'REJECTED', filledQuantity: 3 }, 8, null],
    [
      'over the quantity placed',
      { quantity: 1_000_000, filledQuantity: 1_000_000 },
      8,
      'quantity 1000000 is above the 8 placed',
    ],
    ['one over', { quantity: 9 }, 8, 'quantity 9 is above the 8 placed'],
    ['fewer filled than before', { filledQuantity: 2 }, 8, 'filled 2 is below the 3 already filled'],
    ['more filled than its quantity', { quantity: 6, filledQuantity: 7 }, 8, 'filled 7 is above the quantity 6'],
    ['filled without a price', { averagePrice: null }, 8, '5 filled without an average price above ₹0 (null)'],
    ['filled at ₹0', { averagePrice: 0 }, 8, '5 filled without an average price above ₹0 (0)'],
    ['filled at a negative price', { averagePrice: -1 }, 8, '5 filled without an average price above ₹0 (-1)'],
    ['filled at NaN', { averagePrice: NaN }, 8, '5 filled without an average price above ₹0 (NaN)'],
    ['COMPLETE short', { filledQuantity: 5, status: 'COMPLETE' }, 8, 'COMPLETE with 5 of 8 filled'],
    ['a fraction of a share', { filledQuantity: 4.5 }, 8, 'quantity 8 or filled 4.5 is not a whole number'],
    ['a negative quantity', { quantity: -8 }, 8, 'quantity -8 or filled 5 is not a whole number'],
  ])('%s', (_, change, placed, problem) => {
    expect(updateProblem(line, update(change), placed)).toBe(problem);
  });
});

describe('fillPriceProblem', () => {
  it.each<[string, Partial<ReportedOrder>, string | null]>([
    ['2 more at ₹101.50 (average ₹101)', { filledQuantity: 5, averagePrice: 101 }, null],
    ['2 more at the band’s top: average (300 + 240) / 5 = ₹108', { filledQuantity: 5, averagePrice: 108 }, null],
    ['2 more at the band’s foot: average (300 + 160) / 5 = ₹92', { filledQuantity: 5, averagePrice: 92 }, null],
    [
      '2 more at ₹120.50: the average ₹108.20 is in the band, the new shares are not',
      { filledQuantity: 5, averagePrice: 108.2 },
      'the 2 new shares’ price ₹120.50 is outside the day’s band ₹80.00–₹120.00',
    ],
    [
      'the review’s ₹0.05',
      { quantity: 8, filledQuantity: 8, averagePrice: 0.05 },
      'average price ₹0.05 is outside the day’s band ₹80.00–₹120.00',
    ],
    [
      'an average over the band',
      { averagePrice: 120.05 },
      'average price ₹120.05 is outside the day’s band ₹80.00–₹120.00',
    ],
    ['no new shares: no price to check', { filledQuantity: 3, averagePrice: 500 }, null],
  ])('%s', (_, change, problem) => {
    expect(fillPriceProblem(line, update(change), band)).toBe(problem);
  });

  it('allows for the broker’s averages being rounded to the paisa', () => {
    // 999 shares averaging ₹119.99499 were reported as ₹119.99; one more at ₹120.00 makes ₹119.995,
    // reported as ₹120.00. The new share's implied price is 1000 × 120 − 999 × 119.99 = ₹129.99, within
    // the ₹0.005 a share either average may be off by (₹9.995 here).
    const big: LineBefore = { ...line, quantity: 1000, filled_quantity: 999, average_price: 119.99 };
    const last = update({ quantity: 1000, filledQuantity: 1000, averagePrice: 120, status: 'COMPLETE' });
    expect(fillPriceProblem(big, last, band)).toBeNull();
    // Past that allowance it is refused, the average within the band: 1000 × 110.03 − 999 × 110 = ₹140.
    const cheaper: LineBefore = { ...big, average_price: 110 };
    expect(fillPriceProblem(cheaper, { ...last, averagePrice: 110.03 }, band)).toBe(
      'the 1 new shares’ price ₹140.00 is outside the day’s band ₹80.00–₹120.00',
    );
  });

  it('writes prices in the product’s one money format: Indian grouping, to the paisa', () => {
    const dear: LineBefore = { symbol: 'MRF', quantity: 8, filled_quantity: 3, average_price: 125_000 };
    const wide = priceBandAround(125_000, 20);
    expect(fillPriceProblem(dear, update({ averagePrice: 150_000.5 }), wide)).toBe(
      'average price ₹1,50,000.50 is outside the day’s band ₹1,00,000.00–₹1,50,000.00',
    );
  });

  it('refuses new shares when no band is known', () => {
    expect(fillPriceProblem(line, update({}), undefined)).toBe('no price band is known for DRREDDY');
  });
});
