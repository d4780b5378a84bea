/** Shown in place of a value that is absent or cannot be read. */
export const MISSING = '-';

/** Dates are shown as the calendar day in India, wherever the reader's device is. */
export const DISPLAY_TIME_ZONE = 'Asia/Kolkata';

/** Spec §9: currency is the Indian rupee with one fraction digit by default. */
export const DEFAULT_FRACTION_DIGITS = 1;

const rupeeFormats = new Map<number, Intl.NumberFormat>();

function rupeeFormat(fractionDigits: number): Intl.NumberFormat {
  let format = rupeeFormats.get(fractionDigits);
  if (!format) {
    format = new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    rupeeFormats.set(fractionDigits, format);
  }
  return format;
}

/**
 * An amount in rupees with Indian digit grouping: 123456.78 → '₹1,23,456.8'.
 * Always shows exactly `fractionDigits` digits (default 1); absent or non-finite amounts give '-'.
 */
export function formatRupees(
  amount: number | null | undefined,
  { fractionDigits = DEFAULT_FRACTION_DIGITS }: { fractionDigits?: number } = {},
): string {
  if (amount == null || !Number.isFinite(amount)) return MISSING;
  // A tiny negative amount that rounds to zero is shown as '₹0.0', not '-₹0.0'.
  const shown = Math.abs(amount) * 10 ** fractionDigits < 0.5 ? 0 : amount;
  return rupeeFormat(fractionDigits).format(shown);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

const kolkataParts = new Intl.DateTimeFormat('en-US', {
  timeZone: DISPLAY_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});

/** The calendar day (month 1–12) of an instant in India. */
export function kolkataDateParts(date: Date): { year: number; month: number; day: number } {
  const parts = kolkataParts.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

/** ISO 8601: a date, or a date and time with an optional zone ('Z' or ±hh:mm). */
const ISO_8601 = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)(Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * Parses an ISO 8601 string, refusing other formats and impossible days such as 2026-02-30.
 * A date alone is that day; a time without a zone is India time.
 */
export function parseIsoDate(value: string): Date | undefined {
  const match = ISO_8601.exec(value.trim());
  if (!match) return undefined;
  const [, y, m, d, time, zone] = match;
  const [year, month, day] = [Number(y), Number(m), Number(d)];
  const calendar = new Date(Date.UTC(year, month - 1, day));
  if (calendar.getUTCMonth() !== month - 1 || calendar.getUTCDate() !== day) return undefined;
  const offset = zone === undefined ? '+05:30' : zone.replace(/^([+-]\d{2})(\d{2})$/, '$1:$2');
  const iso = time === undefined ? `${y}-${m}-${d}T12:00:00Z` : `${y}-${m}-${d}T${time}${offset}`;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/**
 * DD MMM YYYY in India's time zone, e.g. '05 Mar 2026', with English month abbreviations that do
 * not depend on the browser's locale data. Absent or unreadable dates give '-'.
 */
export function formatDate(value: string | Date | null | undefined): string {
  if (value == null || value === '') return MISSING;
  const date = typeof value === 'string' ? parseIsoDate(value) : value;
  if (!date || Number.isNaN(date.getTime())) return MISSING;
  const { year, month, day } = kolkataDateParts(date);
  return `${String(day).padStart(2, '0')} ${MONTHS[month - 1]} ${year}`;
}
