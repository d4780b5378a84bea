/** Shown in place of a value that is absent or cannot be read. */
export const MISSING = '-';

/** Dates are shown as the calendar day in India, wherever the reader's device is. */
export const DISPLAY_TIME_ZONE = 'Asia/Kolkata';

/**
 * Spec §9: currency is the Indian rupee with one fraction digit by default. That digit is shown only
 * when it says something: ₹899.7, but ₹25,000 rather than ₹25,000.0.
 */
export const DEFAULT_MAX_FRACTION_DIGITS = 1;

const rupeeFormats = new Map<number, Intl.NumberFormat>();

function rupeeFormat(maxFractionDigits: number): Intl.NumberFormat {
  let format = rupeeFormats.get(maxFractionDigits);
  if (!format) {
    format = new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: 0,
      maximumFractionDigits: maxFractionDigits,
    });
    rupeeFormats.set(maxFractionDigits, format);
  }
  return format;
}

/**
 * An amount in rupees with Indian digit grouping and at most `maxFractionDigits` digits (default 1),
 * without trailing zeros: 123456.78 → '₹1,23,456.8', 250000 → '₹2,50,000'. Absent or non-finite
 * amounts give '-'.
 */
export function formatRupees(
  amount: number | null | undefined,
  { maxFractionDigits = DEFAULT_MAX_FRACTION_DIGITS }: { maxFractionDigits?: number } = {},
): string {
  if (amount == null || !Number.isFinite(amount)) return MISSING;
  // A tiny negative amount that rounds to zero is shown as '₹0', not '-₹0'.
  const shown = Math.abs(amount) * 10 ** maxFractionDigits < 0.5 ? 0 : amount;
  return rupeeFormat(maxFractionDigits).format(shown);
}

const percentFormat = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** A percentage with at most two fraction digits: 18.4 → '18.4%', 12 → '12%'; absent gives '-'. */
export function formatPercent(value: number | null | undefined): string {
  if (value == null || !Number.isFinite(value)) return MISSING;
  return `${percentFormat.format(value)}%`;
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
