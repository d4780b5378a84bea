import { describe, expect, it } from 'vitest';
import { timeOfDay } from './date-time';

describe('timeOfDay', () => {
  it('gives the time of day in India whatever the device zone', () => {
    expect(timeOfDay('2026-11-20T05:32:00Z')).toBe('11:02 AM');
    expect(timeOfDay('2026-11-20T10:00:00Z')).toBe('3:30 PM');
    expect(timeOfDay('nonsense')).toBe('-');
  });
});
