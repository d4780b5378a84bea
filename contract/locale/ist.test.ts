import { describe, expect, it } from 'vitest';
import { IST_OFFSET_ISO, istDateOf, istParts, istWallTime } from './ist';

describe('India Standard Time', () => {
  it('is the next calendar day in India from 18:30 UTC', () => {
    expect(istDateOf(new Date('2026-03-31T18:29:59Z'))).toBe('2026-03-31');
    expect(istDateOf('2026-03-31T18:30:00Z')).toBe('2026-04-01');
    expect(istDateOf(Date.parse('2026-12-31T23:00:00Z'))).toBe('2027-01-01');
  });

  it('reads the wall clock in IST', () => {
    expect(istParts('2026-03-05T03:45:00Z')).toEqual({ year: 2026, month: 3, day: 5, hour: 9, minute: 15 });
    expect(istParts('2026-12-31T20:00:00Z')).toEqual({ year: 2027, month: 1, day: 1, hour: 1, minute: 30 });
  });

  it('turns an IST wall time into its instant, as ISO 8601 with +05:30 does', () => {
    expect(istWallTime(2026, 3, 5, 9, 15).toISOString()).toBe('2026-03-05T03:45:00.000Z');
    expect(istWallTime(2026, 3, 5, 9, 15)).toEqual(new Date(`2026-03-05T09:15:00${IST_OFFSET_ISO}`));
    expect(istWallTime(2026, 1, 1).toISOString()).toBe('2025-12-31T18:30:00.000Z');
  });
});
