import { describe, expect, it } from 'vitest';
import { istLocalToIso, isoToIstLocal } from './ist-time';

describe('India time in the schedule field', () => {
  it('reads a datetime-local value as India time, and shows an instant back in it', () => {
    expect(istLocalToIso('2026-11-23T18:30')).toBe('2026-11-23T13:00:00.000Z');
    expect(isoToIstLocal('2026-11-23T13:00:00Z')).toBe('2026-11-23T18:30');
    expect(isoToIstLocal('2026-11-23T18:30:00+05:30')).toBe('2026-11-23T18:30');
    expect(isoToIstLocal('2026-11-30T20:00:00Z')).toBe('2026-12-01T01:30');
  });

  it('refuses what is not a datetime-local value or not a day', () => {
    expect(istLocalToIso('23/11/2026 18:30')).toBeNull();
    expect(istLocalToIso('2026-02-30T10:00')).toBeNull();
  });
});
