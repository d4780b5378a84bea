import { BasketDataError } from './basket-data-error';

/** Calendar dates as YYYY-MM-DD strings: they sort as text, and day counts go through UTC midnight. */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a YYYY-MM-DD date; a BasketDataError for anything else (2024-02-30 included). */
export function dayNumber(date: string): number {
  const match = ISO_DATE.exec(date);
  if (match) {
    const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const ms = Date.UTC(year, month - 1, day);
    const back = new Date(ms);
    if (back.getUTCFullYear() === year && back.getUTCMonth() === month - 1 && back.getUTCDate() === day) {
      return ms / DAY_MS;
    }
  }
  throw new BasketDataError(`Not a date (YYYY-MM-DD): ${JSON.stringify(date)}`);
}

/** For sort(): YYYY-MM-DD dates compare as text. */
export const compareDates = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

export const daysBetween = (from: string, to: string): number => dayNumber(to) - dayNumber(from);

/** The same day `years` years earlier; 29 February becomes 28 February in a year that has none. */
export function yearsBefore(date: string, years: number): string {
  dayNumber(date);
  const year = Number(date.slice(0, 4)) - years;
  const monthDay = date.slice(5);
  const text = `${String(year).padStart(4, '0')}-${monthDay}`;
  return monthDay === '02-29' && !isLeapYear(year) ? `${text.slice(0, 8)}28` : text;
}

const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/**
 * Years from `start` to `end` counted on the calendar: whole years back from `end`, then the part-year left
 * as a share of that year's days (365 or 366). Exactly three years apart is 3, so a basket launched three
 * years ago has the same since-launch CAGR as its 3-year CAGR.
 */
export function yearsBetween(start: string, end: string): number {
  if (daysBetween(start, end) < 0) throw new RangeError(`${end} is before ${start}`);
  let whole = Number(end.slice(0, 4)) - Number(start.slice(0, 4));
  if (yearsBefore(end, whole) < start) whole -= 1;
  const anchor = yearsBefore(end, whole);
  const yearLength = daysBetween(yearsBefore(end, whole + 1), anchor);
  return whole + daysBetween(start, anchor) / yearLength;
}
