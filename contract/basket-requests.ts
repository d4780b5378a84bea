import { z } from 'zod';
import { SORT_FIELDS } from './baskets';

/** Input of the basket calls (docs/api.md, "Baskets"). */

/** One optional listing parameter: absent gives the default, repeated or unknown is refused. */
const choice = <const T extends readonly [string, ...string[]]>(
  name: string,
  allowed: T,
  fallback: T[number],
  rule: string,
) =>
  z
    .enum(allowed, { error: (i) => (Array.isArray(i.input) ? `Give ${name} only once.` : `${name} must be ${rule}.`) })
    .default(fallback as never);

/** GET basket/listing/ (whether the brand offers the sort is checked against the brand). */
export const basketListingQuery = z.object({
  'basket-type': choice('basket-type', ['premium', 'all'], 'premium', 'premium or all'),
  'order-by': choice('order-by', ['', 'asc', 'desc'], '', 'empty, asc or desc'),
  'order-by-field': choice('order-by-field', SORT_FIELDS, 'popularity', `one of ${SORT_FIELDS.join(', ')}`),
});
