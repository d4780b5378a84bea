import { z } from 'zod';

/** Input of the market calls (docs/api.md, "Market data"): limits and schemas. Every failure names its field. */

export const STOCK_SEARCH_MAX_QUERY = 40;
export const STOCK_SEARCH_DEFAULT_LIMIT = 10;
export const STOCK_SEARCH_MAX_LIMIT = 20;
export const LTP_MAX_SYMBOLS = 50;
/** The longest span one OHLC call may ask for, in years. */
export const OHLC_MAX_YEARS = 6;

/**
 * A symbol as written: letters, digits, '&' and '-' (M&M, BAJAJ-AUTO), and single spaces inside for
 * an index ('NIFTY 50'), up to 30 characters. Case is forgiven by the server.
 */
export const SYMBOL_SHAPE = /^[A-Za-z0-9&-]+( [A-Za-z0-9&-]+)*$/;
const SYMBOL_MAX = 30;
const isSymbol = (s: string) => s.length <= SYMBOL_MAX && SYMBOL_SHAPE.test(s);

/** One query parameter given once, as a string (a repeated one arrives as an array). */
const once = (field: string, rule: string) =>
  z.string({ error: (i) => (Array.isArray(i.input) ? `Give ${field} only once.` : `${field} must be ${rule}.`) });

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A real calendar date written YYYY-MM-DD (no 2025-02-30). */
export function isCalendarDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const t = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return Number(m[1]) >= 1900 && new Date(t).toISOString().slice(0, 10) === value;
}

/** GET stock/search/?q=&limit= */
export const stockSearchQuery = z.object({
  q: once('q', `1 to ${STOCK_SEARCH_MAX_QUERY} characters`)
    .transform((s) => s.trim())
    .refine((s) => s.length >= 1 && s.length <= STOCK_SEARCH_MAX_QUERY, {
      message: `q must be 1 to ${STOCK_SEARCH_MAX_QUERY} characters.`,
    }),
  limit: once('limit', `a whole number from 1 to ${STOCK_SEARCH_MAX_LIMIT}`)
    .regex(/^\d{1,2}$/, `limit must be a whole number from 1 to ${STOCK_SEARCH_MAX_LIMIT}.`)
    .transform(Number)
    .refine((n) => n >= 1 && n <= STOCK_SEARCH_MAX_LIMIT, {
      message: `limit must be a whole number from 1 to ${STOCK_SEARCH_MAX_LIMIT}.`,
    })
    .default(STOCK_SEARCH_DEFAULT_LIMIT),
});

const symbolField = (field: string) =>
  once(field, 'a symbol such as INFY or M&M')
    .transform((s) => s.trim().toUpperCase())
    .refine(isSymbol, { message: `${field} must be a symbol such as INFY or M&M.` });

/** GET stock/details/?symbol= */
export const stockDetailsQuery = z.object({ symbol: symbolField('symbol') });

const dateField = (field: string) =>
  once(field, 'a date written YYYY-MM-DD')
    .refine(isCalendarDate, { message: `${field} must be a date written YYYY-MM-DD.` })
    .optional();

/** The date `years` calendar years after `date` (29 February lands on 1 March). */
export function addYears(date: string, years: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() + years);
  return d.toISOString().slice(0, 10);
}

/** GET stock/ohlc/?symbol=&from=&to=: both dates optional (the server fills them, docs/api.md). */
export const stockOhlcQuery = z
  .object({ symbol: symbolField('symbol'), from: dateField('from'), to: dateField('to') })
  .refine((q) => !(q.from && q.to && q.from > q.to), { message: 'from must not be after to.', path: ['from'] })
  .refine((q) => !(q.from && q.to && addYears(q.from, OHLC_MAX_YEARS) < q.to), {
    message: `from and to may be at most ${OHLC_MAX_YEARS} years apart.`,
    path: ['to'],
  });

/** GET get-LTP/?symbols=A,B,C: 1 to 50 symbols, each in shape; duplicates count once. */
export const ltpQuery = z.object({
  symbols: once('symbols', `1 to ${LTP_MAX_SYMBOLS} symbols, comma-separated`)
    .transform((s) => s.split(',').map((x) => x.trim().toUpperCase()))
    .refine((list) => list.every(isSymbol), {
      message: `symbols must be 1 to ${LTP_MAX_SYMBOLS} symbols such as INFY or M&M, comma-separated.`,
    })
    .transform((list) => [...new Set(list)])
    .refine((list) => list.length <= LTP_MAX_SYMBOLS, {
      message: `symbols must be 1 to ${LTP_MAX_SYMBOLS} symbols such as INFY or M&M, comma-separated.`,
    }),
});
