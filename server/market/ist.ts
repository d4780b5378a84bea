import { IST_OFFSET_MINUTES } from '#contract/locale/ist';

/**
 * Dates and times of the Indian market, on India's fixed UTC+05:30 (#contract/locale/ist). A trading
 * date is a plain 'YYYY-MM-DD' string in IST.
 */
export type IsoDate = string;
export { IST_OFFSET_MINUTES, istDateOf } from '#contract/locale/ist';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Whether `value` is a real calendar date written 'YYYY-MM-DD' (no 2025-02-30). */
export function isIsoDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const t = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return new Date(t).toISOString().slice(0, 10) === value;
}

/** Days since 1970-01-01 (negative before it). */
export function dayNumber(date: IsoDate): number {
  if (!isIsoDate(date)) throw new RangeError(`not a date (YYYY-MM-DD): "${date}"`);
  return Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
}

export function dateOfDayNumber(day: number): IsoDate {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return dateOfDayNumber(dayNumber(date) + days);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(date: IsoDate): number {
  return (((dayNumber(date) + 4) % 7) + 7) % 7;
}

export function isWeekend(date: IsoDate): boolean {
  const d = weekdayOf(date);
  return d === 0 || d === 6;
}

/** Minutes after IST midnight for a wall time 'HH:MM'. */
export function minutesOf(hhmm: string): number {
  const m = HH_MM.exec(hhmm);
  if (!m) throw new RangeError(`not a time (HH:MM): "${hhmm}"`);
  return Number(m[1]) * 60 + Number(m[2]);
}

/** The instant at an IST wall time on a date. */
export function istInstant(date: IsoDate, hhmm: string): Date {
  return new Date(dayNumber(date) * DAY_MS + (minutesOf(hhmm) - IST_OFFSET_MINUTES) * MINUTE_MS);
}

/** Whole years back from a date, on Jan 1 of that year: the start of "at least N years" of history. */
export function startOfYearsBack(date: IsoDate, years: number): IsoDate {
  return `${String(Number(date.slice(0, 4)) - years).padStart(4, '0')}-01-01`;
}
