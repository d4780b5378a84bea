import { describe, expect, it } from 'vitest';
import { TRADING } from '#contract/trading/messages';
import { istInstant } from '../../market/ist';
import { nseCalendar } from '../../market/trading-calendar';
import { amoWindow } from './amo-window';

/** An IST wall time with seconds: at('2026-11-20', '08:57', 59) is 8:57:59 AM IST. */
const at = (date: string, hhmm: string, seconds = 0) => new Date(istInstant(date, hhmm).getTime() + seconds * 1000);
const amoAt = (date: string, hhmm: string, seconds = 0) => amoWindow(nseCalendar, at(date, hhmm, seconds));

describe('amoWindow (Kite: 4:00 PM to 8:58 AM on trading days, all day otherwise)', () => {
  // Friday 20 Nov 2026 is a trading day; Monday 23 Nov is the next one.
  it.each([
    ['2026-11-20', '00:00', 0, true, '2026-11-20'],
    ['2026-11-20', '08:57', 59, true, '2026-11-20'],
    ['2026-11-20', '08:58', 0, false, '2026-11-20'],
    ['2026-11-20', '09:14', 59, false, '2026-11-20'],
    ['2026-11-20', '15:59', 59, false, '2026-11-23'],
    ['2026-11-20', '16:00', 0, true, '2026-11-23'],
    ['2026-11-20', '23:59', 0, true, '2026-11-23'],
    ['2026-11-21', '11:00', 0, true, '2026-11-23'], // Saturday
    ['2026-11-22', '11:00', 0, true, '2026-11-23'], // Sunday: the e2e closed-market clock
    ['2026-11-22', '20:00', 0, true, '2026-11-23'], // Sunday evening
    ['2026-11-23', '08:57', 0, true, '2026-11-23'],
  ])('%s %s:%ss: accepted %s, sent at the open of %s', (date, hhmm, seconds, open, sendDate) => {
    const w = amoAt(date, hhmm, seconds);
    expect(w.open).toBe(open);
    expect(w.sendsAt).toEqual(at(sendDate, '09:15'));
    if (open) expect(w.message).toBeNull();
  });

  it('refuses inside the order window with its own words: the order is placed as usual then', () => {
    for (const hhmm of ['09:15', '11:00', '15:25'])
      expect(amoAt('2026-11-20', hhmm).message).toBe(TRADING.amoWhileOpen);
  });

  it('refuses before the open and between the window’s close and 4:00 PM with the AMO hours', () => {
    for (const hhmm of ['08:58', '09:14', '15:26', '15:59'])
      expect(amoAt('2026-11-20', hhmm).message).toBe(TRADING.amoClosed);
    expect(TRADING.amoClosed).toBe(
      'After-market orders are accepted from 4:00 PM to 8:58 AM on trading days, and all day on weekends and holidays.',
    );
  });

  it('is accepted all day on an exchange holiday (Prakash Gurpurb Sri Guru Nanak Dev, Tuesday 24 Nov 2026)', () => {
    const w = amoAt('2026-11-24', '11:00');
    expect(w).toEqual({ open: true, message: null, sendsAt: at('2026-11-25', '09:15') });
  });

  it('keeps a special session’s margins around its own hours (Muhurat trading, Tuesday 21 Oct 2025, 1:45–2:45 PM)', () => {
    expect(amoAt('2025-10-21', '11:00').open).toBe(true);
    expect(amoAt('2025-10-21', '13:28').open).toBe(false);
    expect(amoAt('2025-10-21', '15:14').open).toBe(false);
    expect(amoAt('2025-10-21', '15:15').open).toBe(true);
  });
});
