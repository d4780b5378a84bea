import { formatPercent, formatRupees, MISSING } from '#contract/locale/format';

/**
 * Every fee says what period it pays for: '₹999 / month', '₹2,699 / 3 months', '₹1,499 / year'
 * for rupee amounts, '1.25% a year' for a share of the amount invested (docs/decisions/0054).
 * A year counts as 12 months (docs/subscriptions.md, "Plans").
 */

/** 'month', '3 months', 'year', '2 years', '18 months': the period a fee of `months` pays for. */
export function periodName(months: number): string {
  if (!Number.isInteger(months) || months < 1) throw new RangeError(`not a whole number of months: ${months}`);
  if (months === 1) return 'month';
  if (months === 12) return 'year';
  if (months % 12 === 0) return `${months / 12} years`;
  return `${months} months`;
}

/** A rupee fee for a period of `months`: '₹999 / month', '₹8,999 / year'. */
export function formatFee(amount: number, months: number): string {
  const rupees = formatRupees(amount);
  return rupees === MISSING ? MISSING : `${rupees} / ${periodName(months)}`;
}

/** What a plan of `months` costs a month: ₹2,699 for 3 months → '₹899.7 / month'. */
export const perMonth = (amount: number, months: number): string => formatFee(amount / months, 1);

/** A percentage charged every year: '1.25% a year'. */
export function formatYearlyRate(percent: number): string {
  const rate = formatPercent(percent);
  return rate === MISSING ? MISSING : `${rate} a year`;
}
