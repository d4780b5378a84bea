import type { IsoDate } from '../market/ist';
import type { TradingCalendar } from '../market/trading-calendar';

export type SipFrequency = 'monthly' | 'quarterly';

const MONTHS: Record<SipFrequency, number> = { monthly: 1, quarterly: 3 };

/** The date `day` of the month `months` after the month of `date` (day ≤ 28, so every month has it). */
function dayOfMonthAfter(date: IsoDate, day: number, months: number): IsoDate {
  const [y, m] = date.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The trading day on or after `date`. */
export function tradingDayOnOrAfter(calendar: TradingCalendar, date: IsoDate): IsoDate {
  return calendar.isTradingDay(date) ? date : calendar.nextTradingDay(date);
}

/**
 * A new SIP's first instalment (docs/investments.md, "SIP"): the `day` of this month when it has not
 * passed (today counts), else of the next month, moved to the next trading day when the market is shut.
 */
export function firstSipDue(calendar: TradingCalendar, today: IsoDate, day: number): IsoDate {
  const thisMonth = dayOfMonthAfter(today, day, 0);
  return tradingDayOnOrAfter(calendar, thisMonth >= today ? thisMonth : dayOfMonthAfter(today, day, 1));
}

/**
 * The instalment after the one due on `due` (a trading day, perhaps moved on from the SIP's day):
 * one month (monthly) or three (quarterly) after the day it stood for, on the next trading day, and
 * always after `today`: instalments missed meanwhile are not owed twice.
 */
export function nextSipDue(
  calendar: TradingCalendar,
  { due, day, frequency, today }: { due: IsoDate; day: number; frequency: SipFrequency; today: IsoDate },
): IsoDate {
  // The nominal date `due` stood for: this month's `day`, or last month's when moving on crossed a month's end.
  let nominal = Number(due.slice(8, 10)) >= day ? dayOfMonthAfter(due, day, 0) : dayOfMonthAfter(due, day, -1);
  let next: IsoDate;
  do {
    nominal = dayOfMonthAfter(nominal, day, MONTHS[frequency]);
    next = tradingDayOnOrAfter(calendar, nominal);
  } while (next <= today);
  return next;
}
