import { describe, expect, it } from 'vitest';
import { gstBreakup, UnknownState } from './gst';

describe('gstBreakup', () => {
  it('splits 18 % into CGST 9 % and SGST 9 % when investor and adviser share a state', () => {
    expect(gstBreakup(99_900, 'MH', 'MH')).toEqual({
      rate: 18,
      cgst: 89.91,
      sgst: 89.91,
      igst: 0,
      total: 179.82,
      place_of_supply: 'MH',
      supplier_state: 'MH',
    });
  });

  it('charges IGST 18 % across states, naming the investor state as the place of supply', () => {
    expect(gstBreakup(899_900, 'KA', 'MH')).toEqual({
      rate: 18,
      cgst: 0,
      sgst: 0,
      igst: 1619.82,
      total: 1619.82,
      place_of_supply: 'KA',
      supplier_state: 'MH',
    });
  });

  it('rounds each tax half up to the paisa', () => {
    // ₹269.95 × 9 % = ₹24.2955 → ₹24.30 each; × 18 % = ₹48.591 → ₹48.59.
    expect(gstBreakup(26_995, 'DL', 'DL')).toMatchObject({ cgst: 24.3, sgst: 24.3, total: 48.6 });
    expect(gstBreakup(26_995, 'DL', 'TN')).toMatchObject({ igst: 48.59, total: 48.59 });
    // 5 paise: 0.45 → 0, 0.9 → 1 paisa.
    expect(gstBreakup(5, 'GJ', 'GJ')).toMatchObject({ cgst: 0, sgst: 0, total: 0 });
    expect(gstBreakup(5, 'GJ', 'KL')).toMatchObject({ igst: 0.01 });
    expect(gstBreakup(0, 'GJ', 'KL').total).toBe(0);
  });

  it('refuses a state that is not in the list, for either party', () => {
    expect(() => gstBreakup(100, 'XX', 'MH')).toThrow(UnknownState);
    expect(() => gstBreakup(100, 'MH', 'mh')).toThrow('mh is not a state or union territory of India.');
  });

  it('refuses an amount that is not whole paise', () => {
    expect(() => gstBreakup(10.5, 'MH', 'MH')).toThrow(RangeError);
    expect(() => gstBreakup(-1, 'MH', 'MH')).toThrow(RangeError);
  });
});
