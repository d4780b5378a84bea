import { IST_OFFSET_ISO } from './ist';

/** Shown in place of a value that is absent or cannot be read. */
export const MISSING = '-';

/** Dates are shown as the calendar day in India, wherever the reader's device is. */
export const DISPLAY_TIME_ZONE = 'Asia/Kolkata';

/**
 * Spec §9: currency is the Indian rupee with one fraction digit by default. That digit is shown only
 * when it says something: ₹899.7, but ₹25,000 rather than ₹25,000.0.
 */
export const DEFAULT_MAX_FRACTION_DIGITS = 1;

/** The one minus sign every negative amount and percentage is written with (U+2212), right before '₹'. */
export const MINUS_SIGN = '\u2212';

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

export interface RupeeOptions {
  /** Fraction digits (default 1; docs/validation.md, "Formatting"); 2 shows paise. */
  maxFractionDigits?: number;
  /** Every digit, even for a whole amount: price columns ('₹1,234.00'), so their decimals line up. */
  fixed?: boolean;
  /** '+' before a gain as well as '−' before a loss ('+₹1,200'); nothing before what rounds to 0. */
  signed?: boolean;
}

/** '−' for a loss, '+' for a gain when `signed`, nothing for what rounds to zero. */
const signOf = (negative: boolean, zero: boolean, signed: boolean) =>
  zero ? '' : negative ? MINUS_SIGN : signed ? '+' : '';

/**
 * An amount in rupees with Indian digit grouping, the one money formatter of the product
 * (docs/decisions/0245). Rounded half up to `maxFractionDigits` (default 1); a fraction is shown with
 * all its digits and a whole amount with none: 123456.78 → '₹1,23,456.8', 250000 → '₹2,50,000',
 * 8099.1 with 2 → '₹8,099.10'; `fixed` keeps the digits of a whole amount too ('₹1,234.00'). A loss
 * reads '−₹899.9' (U+2212, no space); an amount that rounds to 0 is '₹0', never '−₹0'. Absent or
 * non-finite amounts give '-'.
 */
export function formatRupees(
  amount: number | null | undefined,
  { maxFractionDigits = DEFAULT_MAX_FRACTION_DIGITS, fixed = false, signed = false }: RupeeOptions = {},
): string {
  if (amount == null || !Number.isFinite(amount)) return MISSING;
  const scale = 10 ** maxFractionDigits;
  const units = Math.round(Math.abs(amount) * scale);
  const digits = fixed || units % scale !== 0 ? maxFractionDigits : 0;
  return `${signOf(amount < 0, units === 0, signed)}${rupeeFormat(digits).format(units / scale)}`;
}

/** A price in a price column: always to the paisa, '₹1,234.50', '₹1,234.00' (docs/decisions/0245). */
export const formatPrice = (amount: number | null | undefined): string =>
  formatRupees(amount, { maxFractionDigits: 2, fixed: true });

const percentFormat = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/**
 * A percentage with at most two fraction digits: 18.4 → '18.4%', 12 → '12%', −3.5 → '−3.5%' (U+2212);
 * `signed` adds '+' before a gain. What rounds to 0 is '0%'; absent gives '-'.
 */
export function formatPercent(value: number | null | undefined, { signed = false }: { signed?: boolean } = {}): string {
  if (value == null || !Number.isFinite(value)) return MISSING;
  const hundredths = Math.round(Math.abs(value) * 100);
  return `${signOf(value < 0, hundredths === 0, signed)}${percentFormat.format(hundredths / 100)}%`;
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
  const offset = zone === undefined ? IST_OFFSET_ISO : zone.replace(/^([+-]\d{2})(\d{2})$/, '$1:$2');
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
