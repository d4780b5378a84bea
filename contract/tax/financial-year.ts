import { istWallClock } from '#contract/locale/ist';

/** India's financial year, 1 April to 31 March, written '2025-26' (the second part the next year's last two digits). */

const YEAR_SHAPE = /^(\d{4})-(\d{2})$/;

/** A financial year written '2025-26' with its first and last dates, or undefined for anything else. */
export function parseFinancialYear(text: string): { year: string; first: string; last: string } | undefined {
  const m = YEAR_SHAPE.exec(text);
  if (!m) return undefined;
  const start = Number(m[1]);
  if (Number(m[2]) !== (start + 1) % 100) return undefined;
  return { year: text, first: `${m[1]}-04-01`, last: `${start + 1}-03-31` };
}

/** The financial year that starts in `start`: '2025-26' for 2025. */
export const financialYearFrom = (start: number) => `${start}-${String((start + 1) % 100).padStart(2, '0')}`;

/** The financial year of an instant, by its date in IST: '2026-27' (invoice numbers and the tax statement). */
export function financialYearAt(at: Date | number): string {
  // The wall clock's UTC fields are the IST date's (istParts would add its code to every page's first load).
  const wall = istWallClock(at);
  const year = wall.getUTCFullYear();
  return financialYearFrom(wall.getUTCMonth() >= 3 ? year : year - 1);
}
