import { yearsBefore, yearsBetween } from './dates';
import type { IndexPoint } from './types';

/** The trailing periods the basket page shows (docs/basket-performance.md, "The chart"), in years. */
export const RETURN_PERIODS = { '1yr': 1, '3yr': 3, '5yr': 5 } as const;
export type ReturnPeriod = keyof typeof RETURN_PERIODS;

/** A return over a period, in percent. */
export interface PeriodReturn {
  /** The close the period starts from (the last one on or before its first day) and the one it ends at. */
  from: string;
  to: string;
  /** end / start − 1. */
  absolute: number;
  /** The compound annual growth rate; null for a period shorter than a year, whose return is not annualised. */
  annualised: number | null;
}

/** Compound annual growth rate in percent: (end / start)^(1 / years) − 1. */
export function cagr(start: number, end: number, years: number): number {
  if (!(start > 0) || !(end > 0) || !(years > 0))
    throw new RangeError(`no CAGR from ${start} to ${end} in ${years} years`);
  return (Math.pow(end / start, 1 / years) - 1) * 100;
}

/** The last point on or before `date` (points in date order), or undefined when all are after it. */
export function pointOn(points: readonly IndexPoint[], date: string): IndexPoint | undefined {
  let low = 0;
  let high = points.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (points[middle]!.date <= date) low = middle + 1;
    else high = middle;
  }
  return low === 0 ? undefined : points[low - 1];
}

/**
 * The return over the `years` years to the last point: from the close on or before the same day `years`
 * earlier. Null when the index starts after that day (its history is shorter than the period). Annualised
 * over exactly `years` (a one-year CAGR is the one-year return).
 */
export function trailingReturn(points: readonly IndexPoint[], years: number): PeriodReturn | null {
  const end = points.at(-1);
  if (!end) return null;
  const start = pointOn(points, yearsBefore(end.date, years));
  if (!start) return null;
  return {
    from: start.date,
    to: end.date,
    absolute: (end.value / start.value - 1) * 100,
    annualised: cagr(start.value, end.value, years),
  };
}

/**
 * The return from the first point to the last, annualised over the calendar years between them
 * (`yearsBetween`) once they are at least a year apart; under a year it is only absolute, as factsheets show it.
 */
export function sinceLaunchReturn(points: readonly IndexPoint[]): PeriodReturn | null {
  const [start, end] = [points[0], points.at(-1)];
  if (!start || !end) return null;
  const years = yearsBetween(start.date, end.date);
  return {
    from: start.date,
    to: end.date,
    absolute: (end.value / start.value - 1) * 100,
    annualised: years >= 1 ? cagr(start.value, end.value, years) : null,
  };
}
