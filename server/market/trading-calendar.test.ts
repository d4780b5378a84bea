import { describe, expect, it } from 'vitest';
import { isWeekend, istDateOf } from './ist';
import { NSE_HOLIDAYS, createTradingCalendar, nseCalendar as cal } from './trading-calendar';
import { NSE_SPECIAL_SESSIONS } from './data/special-sessions';

const at = (iso: string) => new Date(iso);

describe('the NSE calendar on known days', () => {
  it.each([
    ['2025-08-15', 'Independence Day / Parsi New Year'],
    ['2025-10-22', 'Diwali Balipratipada'],
    ['2026-01-26', 'Republic Day'],
    ['2026-01-15', 'Municipal Corporation elections in Maharashtra'],
    ['2026-03-03', 'Holi'],
    ['2024-05-20', 'General elections in Mumbai'],
  ])('%s is closed for %s', (date, name) => {
    expect(cal.isTradingDay(date)).toBe(false);
    expect(cal.sessionOf(date)).toBeNull();
    expect(cal.holidayOn(date)?.name).toBe(name);
  });

  it.each(['2025-11-22', '2025-11-23', '2026-01-31', '2027-01-02'])('%s, a weekend, is closed', (date) => {
    expect(isWeekend(date)).toBe(true);
    expect(cal.sessionOf(date)).toBeNull();
  });

  it('opens a regular weekday 09:15–15:30 IST', () => {
    expect(cal.sessionOf('2025-11-24')).toEqual({
      date: '2025-11-24',
      kind: 'regular',
      open: '09:15',
      close: '15:30',
      opensAt: at('2025-11-24T03:45:00Z'),
      closesAt: at('2025-11-24T10:00:00Z'),
    });
  });

  it('holds Muhurat trading on Diwali Laxmi Pujan 2025 (a holiday) from 13:45 to 14:45', () => {
    expect(cal.holidayOn('2025-10-21')?.name).toBe('Diwali Laxmi Pujan');
    expect(cal.isTradingDay('2025-10-21')).toBe(true);
    expect(cal.sessionOf('2025-10-21')).toMatchObject({
      kind: 'muhurat',
      open: '13:45',
      close: '14:45',
      opensAt: at('2025-10-21T08:15:00Z'),
      closesAt: at('2025-10-21T09:15:00Z'),
    });
  });

  it.each([
    ['2025-02-01', 'Union Budget (Saturday)'],
    ['2026-02-01', 'Union Budget (Sunday)'],
    ['2024-01-20', 'Special trading session (Saturday)'],
  ])('opens the weekend special session of %s all day', (date, name) => {
    expect(cal.sessionOf(date)).toMatchObject({ kind: expect.any(String), open: '09:15', close: '15:30', name });
  });

  it('counts 2025: 261 weekdays, 14 holidays, plus Budget Saturday and the Muhurat session', () => {
    expect(cal.tradingDaysBetween('2025-01-01', '2025-12-31')).toHaveLength(249);
    expect(cal.tradingDaysBetween('2025-10-20', '2025-10-24')).toEqual([
      '2025-10-20',
      '2025-10-21',
      '2025-10-23',
      '2025-10-24',
    ]);
    expect(cal.tradingDaysBetween('2025-10-24', '2025-10-20')).toEqual([]);
  });

  it('steps over holidays and weekends', () => {
    expect(cal.previousTradingDay('2026-01-27')).toBe('2026-01-23');
    expect(cal.nextTradingDay('2025-08-14')).toBe('2025-08-18');
    expect(cal.previousTradingDay('2025-10-23')).toBe('2025-10-21');
    expect(cal.nextTradingDay('2026-01-30')).toBe('2026-02-01');
  });
});

describe('instants', () => {
  it('knows the session in progress to the second', () => {
    expect(cal.sessionAt(at('2025-11-24T03:44:59Z'))).toBeNull();
    expect(cal.sessionAt(at('2025-11-24T03:45:00Z'))?.date).toBe('2025-11-24');
    expect(cal.sessionAt(at('2025-11-24T09:59:59Z'))?.date).toBe('2025-11-24');
    expect(cal.sessionAt(at('2025-11-24T10:00:00Z'))).toBeNull();
    expect(cal.sessionAt(at('2025-10-21T05:00:00Z'))).toBeNull(); // 10:30 IST on Muhurat day
    expect(cal.sessionAt(at('2025-10-21T08:30:00Z'))?.kind).toBe('muhurat');
  });

  it('finds the next open, never the one in progress', () => {
    expect(cal.nextSessionOpen(at('2025-08-14T10:30:00Z'))).toEqual(at('2025-08-18T03:45:00Z'));
    expect(cal.nextSessionOpen(at('2025-11-24T03:30:00Z'))).toEqual(at('2025-11-24T03:45:00Z'));
    expect(cal.nextSessionOpen(at('2025-11-24T03:45:00Z'))).toEqual(at('2025-11-25T03:45:00Z'));
    expect(cal.nextSessionOpen(at('2025-10-20T12:00:00Z'))).toEqual(at('2025-10-21T08:15:00Z'));
  });

  it('the latest session started before Monday morning is Friday', () => {
    expect(cal.latestSessionStarted(at('2025-11-24T02:00:00Z')).date).toBe('2025-11-21');
    expect(cal.latestSessionStarted(at('2025-11-24T12:00:00Z')).date).toBe('2025-11-24');
  });

  it('dates an instant in IST, not UTC', () => {
    expect(istDateOf(at('2025-11-23T18:29:59Z'))).toBe('2025-11-23');
    expect(istDateOf(at('2025-11-23T18:30:00Z'))).toBe('2025-11-24');
  });
});

describe('the calendar data', () => {
  it('lists each holiday once, on a weekday', () => {
    const dates = NSE_HOLIDAYS.map((h) => h.date);
    expect(new Set(dates).size).toBe(dates.length);
    expect(dates.filter(isWeekend)).toEqual([]);
    expect([...dates].sort()).toEqual(dates);
  });

  it('has every year from 2019 to 2027, and only 2027 is provisional', () => {
    for (let y = 2019; y <= 2027; y++) {
      const year = NSE_HOLIDAYS.filter((h) => h.date.startsWith(`${y}-`));
      expect(year.length, String(y)).toBeGreaterThanOrEqual(9);
      expect(
        year.every((h) => Boolean(h.provisional) === (y === 2027)),
        String(y),
      ).toBe(true);
    }
  });

  it('puts every Muhurat session on a Laxmi Pujan that is a holiday or a weekend', () => {
    for (const s of NSE_SPECIAL_SESSIONS.filter((x) => x.kind === 'muhurat')) {
      expect(isWeekend(s.date) || cal.holidayOn(s.date)?.name === 'Diwali Laxmi Pujan', s.date).toBe(true);
    }
  });

  it('builds from other data too (a calendar is its data)', () => {
    const custom = createTradingCalendar({ holidays: [{ date: '2025-11-24', name: 'Test' }], specialSessions: [] });
    expect(custom.isTradingDay('2025-11-24')).toBe(false);
    expect(custom.isTradingDay('2025-10-21')).toBe(true);
    expect(custom.previousTradingDay('2025-11-25')).toBe('2025-11-21');
  });
});
