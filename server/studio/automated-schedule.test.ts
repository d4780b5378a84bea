import { describe, expect, it } from 'vitest';
import { createMarketClock } from '../market/clock';
import { createMarketData } from '../market/create-market-data';
import { isRebalanceDate } from './automated-schedule';

const { calendar } = createMarketData({ clock: createMarketClock(new Date('2026-11-20T11:00:00+05:30')) });

describe('isRebalanceDate', () => {
  it("is the month's first trading day (monthly), and only in Jan, Apr, Jul and Oct (quarterly)", () => {
    expect(isRebalanceDate(calendar, '2026-12-01', 'monthly')).toBe(true);
    expect(isRebalanceDate(calendar, '2026-12-01', 'quarterly')).toBe(false);
    expect(isRebalanceDate(calendar, '2026-12-02', 'monthly')).toBe(false);
    expect(isRebalanceDate(calendar, '2026-11-20', 'monthly')).toBe(false);
    // 1 Nov 2026 is a Sunday: the 2nd is the first trading day.
    expect(isRebalanceDate(calendar, '2026-11-01', 'monthly')).toBe(false);
    expect(isRebalanceDate(calendar, '2026-11-02', 'monthly')).toBe(true);
    // 1 Jan 2027 is a Friday and a trading day; a quarter starts.
    expect(isRebalanceDate(calendar, '2027-01-01', 'quarterly')).toBe(true);
    expect(isRebalanceDate(calendar, '2027-01-04', 'quarterly')).toBe(false);
  });
});
