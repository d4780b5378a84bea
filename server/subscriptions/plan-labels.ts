import type { PlanInterval } from '#contract/subscriptions/plans';

/**
 * A plan's period and fee labels (docs/subscriptions.md, "Plans": 1, 3, 6 month and 1 year, with matching fee labels),
 * the one copy the server's pages and answers and the app share.
 */

/** Duration in months; a year counts as 12 (docs/subscriptions.md, "Plans"). */
export const planMonths = (interval: PlanInterval, count: number): number => (interval === 'year' ? 12 : 1) * count;

/** '1 Month', '3 Months', '6 Months', '1 Year'. */
export const periodLabel = (interval: PlanInterval, count: number): string =>
  `${count} ${interval === 'year' ? 'Year' : 'Month'}${count === 1 ? '' : 's'}`;

/** The fee labels of the standard periods, by months. */
export const FEE_LABELS: Readonly<Record<number, string>> = {
  1: 'Monthly Fee',
  3: 'Quarterly Fee',
  6: 'Half-Yearly Fee',
  12: 'Yearly Fee',
};

/** 'Monthly Fee', 'Quarterly Fee', 'Half-Yearly Fee', 'Yearly Fee'; any other period: '2 Months Fee'. */
export const feeLabel = (interval: PlanInterval, count: number): string =>
  FEE_LABELS[planMonths(interval, count)] ?? `${periodLabel(interval, count)} Fee`;
