import { describe, expect, it } from 'vitest';
import { TRADING } from '#contract/trading/messages';
import { istInstant } from '../../market/ist';
import { nseCalendar } from '../../market/trading-calendar';
import { formatNextOpen, orderWindow } from './order-window';

/** An IST wall time with seconds: at('2026-11-20', '15:25', 1) is 3:25:01 PM IST. */
const at = (date: string, hhmm: string, seconds = 0) => new Date(istInstant(date, hhmm).getTime() + seconds * 1000);
const windowAt = (date: string, hhmm: string, seconds = 0) => orderWindow(nseCalendar, at(date, hhmm, seconds));

describe('orderWindow on a regular trading day (Friday 20 Nov 2026)', () => {
  it.each([
    ['09:14', 0, false],
    ['09:14', 59.999, false],
    ['09:15', 0, true],
    ['11:00', 0, true],
    ['15:25', 0, true], // 3:25:00 PM is still "between 9:15 AM and 3:25 PM"
    ['15:25', 1, false],
    ['15:26', 0, false],
    ['15:30', 0, false], // the market is still open, orders are not
    ['23:59', 0, false],
    ['00:00', 0, false],
  ])('%s and %ds: open %s', (hhmm, seconds, open) => {
    const w = windowAt('2026-11-20', hhmm, seconds);
    expect(w.open).toBe(open);
    expect(w.message).toBe(open ? null : 'Orders can be placed between 9:15 AM and 3:25 PM on trading days');
    expect(w.message).toBe(open ? null : TRADING.outsideWindow);
  });

  it('opens next at 9:15 the same day before the open', () => {
    expect(windowAt('2026-11-20', '09:14').nextOpen).toEqual(at('2026-11-20', '09:15'));
    expect(windowAt('2026-11-20', '00:00').nextOpen).toEqual(at('2026-11-20', '09:15'));
  });

  it('opens next on Monday after Friday’s window, across the weekend', () => {
    expect(windowAt('2026-11-20', '15:26').nextOpen).toEqual(at('2026-11-23', '09:15'));
    expect(windowAt('2026-11-20', '11:00').nextOpen).toEqual(at('2026-11-23', '09:15'));
  });
});

describe('orderWindow on days without a session', () => {
  it.each([
    ['Saturday', '2026-11-21'],
    ['Sunday', '2026-11-22'],
  ])('is closed all %s and opens Monday 9:15', (_, date) => {
    for (const hhmm of ['09:15', '11:00', '15:25']) {
      expect(windowAt(date, hhmm)).toEqual({
        open: false,
        message: TRADING.outsideWindow,
        nextOpen: at('2026-11-23', '09:15'),
      });
    }
  });

  it('is closed on an NSE holiday (Tuesday 24 Nov 2026, Guru Nanak Jayanti) and opens the day after', () => {
    expect(nseCalendar.holidayOn('2026-11-24')?.name).toBe('Prakash Gurpurb Sri Guru Nanak Dev');
    expect(windowAt('2026-11-24', '11:00')).toEqual({
      open: false,
      message: TRADING.outsideWindow,
      nextOpen: at('2026-11-25', '09:15'),
    });
  });

  it('skips a holiday for the next open: Monday 23 Nov after 3:25 PM opens Wednesday 25 Nov', () => {
    expect(windowAt('2026-11-23', '15:26').nextOpen).toEqual(at('2026-11-25', '09:15'));
  });

  it('skips a holiday after a weekend: Christmas Friday 25 Dec, then Monday 28 Dec', () => {
    expect(windowAt('2026-12-24', '16:00').nextOpen).toEqual(at('2026-12-28', '09:15'));
  });
});

describe('orderWindow in special sessions (their own hours, closing 5 minutes early)', () => {
  it('follows Muhurat trading, 6:00–7:00 PM on Sunday 8 Nov 2026: orders 6:00 PM to 6:55 PM', () => {
    expect(windowAt('2026-11-08', '11:00')).toMatchObject({ open: false, nextOpen: at('2026-11-08', '18:00') });
    expect(windowAt('2026-11-08', '17:59').open).toBe(false);
    expect(windowAt('2026-11-08', '18:00').open).toBe(true);
    expect(windowAt('2026-11-08', '18:55').open).toBe(true);
    expect(windowAt('2026-11-08', '18:55', 1).open).toBe(false);
    expect(windowAt('2026-11-08', '18:56')).toMatchObject({ open: false, nextOpen: at('2026-11-09', '09:15') });
  });

  it('opens on a weekend Budget day (Sunday 1 Feb 2026) with regular hours', () => {
    expect(windowAt('2026-02-01', '10:00').open).toBe(true);
    expect(windowAt('2026-02-01', '15:26').open).toBe(false);
  });
});

describe('orderWindow states a special session’s own hours while closed on or before it', () => {
  const muhurat = 'Sunday 8 Nov is Muhurat trading (Samvat 2083): orders can be placed between 6:00 PM and 6:55 PM.';
  const budget = 'Sunday 1 Feb is Union Budget (Sunday): orders can be placed between 9:15 AM and 3:25 PM.';

  it.each([
    ['the day before (Saturday 7 Nov, the next session is Muhurat)', '2026-11-07', '12:00', muhurat],
    ['the Muhurat day before its session', '2026-11-08', '11:00', muhurat],
    ['the Muhurat day after its session', '2026-11-08', '18:56', muhurat],
    ['a weekend Budget day after its close', '2026-02-01', '15:26', budget],
  ])('%s', (_, date, hhmm, line) => {
    const w = windowAt(date, hhmm);
    expect(w).toMatchObject({ open: false, message: TRADING.outsideWindow, session: line });
  });

  it('says nothing more on regular days, or while a special session takes orders', () => {
    expect(windowAt('2026-11-20', '16:00')).not.toHaveProperty('session');
    expect(windowAt('2026-11-22', '11:00')).not.toHaveProperty('session');
    expect(windowAt('2026-11-08', '18:30')).not.toHaveProperty('session');
  });
});

describe('formatNextOpen (IST)', () => {
  it.each([
    [at('2026-11-23', '09:15'), 'Monday 23 Nov, 9:15 AM'],
    [at('2026-11-08', '18:00'), 'Sunday 8 Nov, 6:00 PM'],
    [at('2027-01-01', '09:15'), 'Friday 1 Jan, 9:15 AM'],
    [at('2026-11-20', '12:05'), 'Friday 20 Nov, 12:05 PM'],
    [at('2026-11-20', '00:30'), 'Friday 20 Nov, 12:30 AM'],
    // 20:00 UTC on the 20th is 1:30 AM IST on the 21st.
    [new Date('2026-11-20T20:00:00Z'), 'Saturday 21 Nov, 1:30 AM'],
  ])('%s → %s', (instant, text) => {
    expect(formatNextOpen(instant)).toBe(text);
  });

  it('fills TRADING.nextWindow, shown after the exact outside-window message', () => {
    const w = windowAt('2026-11-22', '11:00');
    expect(TRADING.nextWindow(formatNextOpen(w.nextOpen))).toBe('The next window opens Monday 23 Nov, 9:15 AM.');
  });
});
