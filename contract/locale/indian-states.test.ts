import { describe, expect, it } from 'vitest';
import { INDIAN_STATES, indianState, isIndianStateCode } from './indian-states';

describe('INDIAN_STATES', () => {
  it('lists the 28 states and 8 union territories once each', () => {
    expect(INDIAN_STATES.filter((s) => s.kind === 'state')).toHaveLength(28);
    expect(INDIAN_STATES.filter((s) => s.kind === 'union territory')).toHaveLength(8);
    for (const key of ['code', 'name', 'gst'] as const) {
      expect(new Set(INDIAN_STATES.map((s) => s[key])).size).toBe(INDIAN_STATES.length);
    }
  });

  it('gives each a two-letter code and a two-digit GST state code', () => {
    for (const s of INDIAN_STATES) {
      expect(s.code).toMatch(/^[A-Z]{2}$/);
      expect(s.gst).toMatch(/^(0[1-9]|[1-3][0-9])$/);
    }
  });

  it('keeps the GST codes invoices print', () => {
    expect(['MH', 'KA', 'DL', 'TN', 'TS', 'AP', 'LA', 'DH'].map((c) => indianState(c)?.gst)).toEqual([
      '27',
      '29',
      '07',
      '33',
      '36',
      '37',
      '38',
      '26',
    ]);
  });

  it('is in alphabetical order of name', () => {
    const names = INDIAN_STATES.map((s) => s.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('knows no other code', () => {
    for (const code of ['XX', 'mh', '', 'OR', 'DD', 'DN']) expect(isIndianStateCode(code)).toBe(false);
    expect(indianState(null)).toBeUndefined();
  });
});
