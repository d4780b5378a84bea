import { describe, expect, it } from 'vitest';
import { INDIAN_STATES } from '#contract/locale/indian-states';
import { gstBreakup, stateTaxName, UnknownState, UTGST_TERRITORIES } from './gst';

describe('gstBreakup', () => {
  it.each([
    {
      why: 'splits 18 % into CGST 9 % and SGST 9 % when investor and adviser share a state',
      paise: 99_900,
      investor: 'MH',
      taxes: { cgst: 89.91, sgst: 89.91, igst: 0, total: 179.82 },
    },
    {
      why: 'charges IGST 18 % across states, naming the investor state as the place of supply',
      paise: 899_900,
      investor: 'KA',
      taxes: { cgst: 0, sgst: 0, igst: 1619.82, total: 1619.82 },
    },
  ])('$why', ({ paise, investor, taxes }) => {
    expect(gstBreakup(paise, investor, 'MH')).toEqual({
      rate: 18,
      ...taxes,
      place_of_supply: investor,
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

describe('stateTaxName: the state half of GST within a state or territory', () => {
  it.each([
    ['AN', 'Andaman and Nicobar Islands'],
    ['CH', 'Chandigarh'],
    ['DH', 'Dadra and Nagar Haveli and Daman and Diu'],
    ['LA', 'Ladakh'],
    ['LD', 'Lakshadweep'],
  ])('is UTGST in %s (%s), a union territory without a legislature', (code, name) => {
    expect(stateTaxName(code)).toBe('UTGST');
    expect(INDIAN_STATES.find((s) => s.code === code)).toMatchObject({ name, kind: 'union territory' });
    // The amounts are those of any intra-state supply: CGST 9 % + UTGST 9 % in the sgst field.
    expect(gstBreakup(99_900, code, code)).toMatchObject({ cgst: 89.91, sgst: 89.91, igst: 0 });
  });

  it('is SGST in every state, and in Delhi, Puducherry and Jammu and Kashmir (territories with legislatures)', () => {
    const sgst = INDIAN_STATES.filter((s) => !UTGST_TERRITORIES.includes(s.code));
    expect(sgst.filter((s) => s.kind === 'union territory').map((s) => s.code)).toEqual(['DL', 'JK', 'PY']);
    for (const s of sgst) expect(stateTaxName(s.code)).toBe('SGST');
  });
});
