import { z } from 'zod';
import { CHART_PERIODS } from '#contract/baskets/details';

/** Input of the basket page's calls (docs/baskets.md): a basket is named by its hash, an adviser by slug. */

/** A basket_hash: lower-case letters, digits and hyphens, at most 80 characters. */
export const BASKET_HASH_PATTERN = /^[a-z0-9][a-z0-9-]{0,79}$/;
const BASKET_HASH_RULE = 'A basket hash is lower-case letters, digits and hyphens (at most 80).';

export const basketHashParams = z.object({
  hash: z.string().regex(BASKET_HASH_PATTERN, BASKET_HASH_RULE),
});

export const curatorSlugParams = z.object({
  slug: z.string().regex(/^[a-z0-9][a-z0-9-]{0,79}$/, 'An adviser slug is lower-case letters, digits and hyphens.'),
});

/** GET basket/performance-chart/{hash}/?period=1yr|3yr|5yr (1yr when absent). */
export const performanceChartQuery = z.object({
  period: z
    .enum(CHART_PERIODS, {
      error: (i) => (Array.isArray(i.input) ? 'Give period only once.' : `period must be ${CHART_PERIODS.join(', ')}.`),
    })
    .default('1yr'),
});
