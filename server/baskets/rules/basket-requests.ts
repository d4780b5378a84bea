import { z } from 'zod';
import { SORT_FIELDS, type RiskType } from '#contract/baskets/types';

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

/** Most a minimum-amount filter may ask for, in rupees. */
export const MAX_AMOUNT_FILTER = 10_000_000;

const rupees = (name: string) =>
  z
    .string({
      error: (i) => (Array.isArray(i.input) ? `Give ${name} only once.` : `${name} must be a whole number of rupees.`),
    })
    .regex(/^\d{1,8}$/, `${name} must be a whole number of rupees.`)
    .transform(Number)
    .refine((n) => n <= MAX_AMOUNT_FILTER, `${name} must be at most ${MAX_AMOUNT_FILTER}.`)
    .optional();

/**
 * GET basket/listing/ (whether the brand offers the sort and frequency is checked against the brand).
 * Every filter is optional and the same names are /discover/expertbaskets/'s search params, so a link
 * reproduces the view (docs/baskets.md):
 * - basket-type: premium (subscriber-only, the default: Featured Baskets), free (open to all) or all;
 * - risk: one or more of high, medium, low, comma-separated;
 * - min-amount-min, min-amount-max: rupees, on the minimum amount an order needs;
 * - fee-kind: FIXFEE or AUM; frequency: monthly or quarterly (the brand must offer it);
 * - adviser-type: ria or ra; sector: a sector code (IT, FIN, …): baskets holding a stock of it;
 * - stock: a symbol: baskets holding it.
 */
export const basketListingQuery = z
  .object({
    'basket-type': choice('basket-type', ['premium', 'free', 'all'], 'premium', 'premium, free or all'),
    'order-by': choice('order-by', ['', 'asc', 'desc'], '', 'empty, asc or desc'),
    'order-by-field': choice('order-by-field', SORT_FIELDS, 'popularity', `one of ${SORT_FIELDS.join(', ')}`),
    risk: z
      .string({ error: 'risk must be high, medium or low, comma-separated.' })
      .regex(/^(high|medium|low)(,(high|medium|low))*$/, 'risk must be high, medium or low, comma-separated.')
      .transform((s) => [...new Set(s.split(','))] as RiskType[])
      .optional(),
    'min-amount-min': rupees('min-amount-min'),
    'min-amount-max': rupees('min-amount-max'),
    'fee-kind': z.enum(['FIXFEE', 'AUM'], { error: 'fee-kind must be FIXFEE or AUM.' }).optional(),
    frequency: z.enum(['monthly', 'quarterly'], { error: 'frequency must be monthly or quarterly.' }).optional(),
    'adviser-type': z.enum(['ria', 'ra'], { error: 'adviser-type must be ria or ra.' }).optional(),
    sector: z
      .string({ error: 'sector must be a sector code.' })
      .regex(/^[A-Z]{2,6}$/, 'sector must be a sector code.')
      .optional(),
    stock: z
      .string({ error: 'stock must be a symbol.' })
      .regex(/^[A-Z0-9&-]{1,20}$/, 'stock must be a symbol.')
      .optional(),
  })
  .refine(
    (q) =>
      !(
        q['min-amount-min'] !== undefined &&
        q['min-amount-max'] !== undefined &&
        q['min-amount-min'] > q['min-amount-max']
      ),
    {
      message: 'min-amount-min must not be more than min-amount-max.',
      path: ['min-amount-min'],
    },
  );
