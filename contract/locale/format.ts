import { IST_OFFSET_ISO, istWallClock } from './ist';

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

/**
 * Indian digit grouping of a whole number's digits: the last three, then pairs ('1234567' →
 * '12,34,567'), as en-IN writes it. Written out rather than asked of Intl: the first Intl formatter a
 * page creates loads the browser's locale data, 12–23 ms on a desktop and several times that on a
 * phone, in the middle of the page's start (decision 0304); every figure here is plain digits.
 */
export const groupIndian = (digits: string): string => digits.replace(/\B(?=(\d\d)*\d{3}$)/g, ',');

/**
 * A whole number of `1 / 10^fractionDigits` units written as a decimal with Indian grouping:
 * (123456789, 2) → '12,34,567.89'. `trimZeros` drops a fraction's trailing zeros (and an empty one).
 * BigInt writes every digit of a whole number, however large (String(1e21) would be '1e+21').
 */
function decimal(units: number, fractionDigits: number, trimZeros = false): string {
  const digits = BigInt(units)
    .toString()
    .padStart(fractionDigits + 1, '0');
  const split = digits.length - fractionDigits;
  const fraction = trimZeros ? digits.slice(split).replace(/0+$/, '') : digits.slice(split);
  return groupIndian(digits.slice(0, split)) + (fraction && `.${fraction}`);
}

/**
 * A number with Indian grouping and exactly `fractionDigits` digits after the point, rounded half up
 * like the amounts (no sign for what rounds to 0): (1234.56, 1) → '1,234.6'. '-' when absent.
 */
export function formatDecimal(value: number | null | undefined, fractionDigits: number): string {
  if (value == null || !Number.isFinite(value)) return MISSING;
  const units = Math.round(Math.abs(value) * 10 ** fractionDigits);
  return `${value < 0 && units !== 0 ? MINUS_SIGN : ''}${decimal(units, fractionDigits)}`;
}

/** A count (a whole number) as India writes it: 2000 → '2,000', 100000 → '1,00,000'. */
export const formatCount = (n: number): string => groupIndian(String(Math.round(n)));

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
  return `${signOf(amount < 0, units === 0, signed)}₹${decimal(units / 10 ** (maxFractionDigits - digits), digits)}`;
}

/** A price in a price column: always to the paisa, '₹1,234.50', '₹1,234.00' (docs/decisions/0245). */
export const formatPrice = (amount: number | null | undefined): string =>
  formatRupees(amount, { maxFractionDigits: 2, fixed: true });

/**
 * A percentage with at most two fraction digits: 18.4 → '18.4%', 12 → '12%', −3.5 → '−3.5%' (U+2212);
 * `signed` adds '+' before a gain. What rounds to 0 is '0%'; absent gives '-'.
 */
export function formatPercent(value: number | null | undefined, { signed = false }: { signed?: boolean } = {}): string {
  if (value == null || !Number.isFinite(value)) return MISSING;
  const hundredths = Math.round(Math.abs(value) * 100);
  return `${signOf(value < 0, hundredths === 0, signed)}${decimal(hundredths, 2, true)}%`;
}

/** English month abbreviations, January first: the same on every device, whatever its locale data. */
export const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** The calendar day (month 1–12) of an instant in India (a fixed UTC+05:30: contract/locale/ist.ts). */
export function kolkataDateParts(date: Date): { year: number; month: number; day: number } {
  const wall = istWallClock(date);
  return { year: wall.getUTCFullYear(), month: wall.getUTCMonth() + 1, day: wall.getUTCDate() };
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
