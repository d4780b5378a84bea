import { Hono, type Context } from 'hono';
import type { AppEnv } from '../app-env';
import {
  SORT_FIELDS,
  isSortOffered,
  sortOptionFor,
  type BasketListingBody,
  type BasketType,
  type CuratorsBody,
  type SortOrder,
} from '../../src/features/baskets/api/basket-contract';
import { fail, ok } from './envelope';
import { listBaskets, listCurators } from './baskets-queries';

type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

/** One optional query parameter: absent gives the default, repeated is refused. */
function param<T extends string>(
  c: Context,
  name: string,
  allowed: readonly T[],
  fallback: T,
  rule: string,
): Parsed<T> {
  const values = c.req.queries(name);
  if (!values) return { ok: true, value: fallback };
  if (values.length > 1) return { ok: false, message: `Give ${name} only once.` };
  const value = values[0]!;
  return (allowed as readonly string[]).includes(value)
    ? { ok: true, value: value as T }
    : { ok: false, message: `${name} must be ${rule}.` };
}

export function basketRoutes() {
  const r = new Hono<AppEnv>();

  r.get('/basket/listing/', async (c) => {
    const brand = c.var.brand;
    const checks = {
      'basket-type': param<BasketType>(c, 'basket-type', ['premium', 'all'], 'premium', 'premium or all'),
      'order-by': param<SortOrder>(c, 'order-by', ['', 'asc', 'desc'], '', 'empty, asc or desc'),
      'order-by-field': param(c, 'order-by-field', SORT_FIELDS, 'popularity', `one of ${SORT_FIELDS.join(', ')}`),
    };
    const errors: Record<string, string> = {};
    for (const [name, check] of Object.entries(checks)) if (!check.ok) errors[name] = check.message;
    const [type, order, field] = [checks['basket-type'], checks['order-by'], checks['order-by-field']];
    if (!type.ok || !order.ok || !field.ok) {
      return fail(c, 400, Object.values(errors).join(' '), errors);
    }
    const option = sortOptionFor(field.value, order.value);
    if (!isSortOffered(brand, option)) {
      const message = `Sorting by ${option} is not offered on ${brand.displayName}. Choose one of: ${brand.sortOptions.join(', ')}.`;
      return fail(c, 400, message, { 'order-by-field': message });
    }
    const baskets = await listBaskets(c.var.db, {
      basketType: type.value,
      sort: option,
      frequencies: brand.rebalanceFrequencies,
    });
    c.header('X-Cache-Scope', 'public');
    return ok<BasketListingBody>(c, { baskets });
  });

  r.get('/curators/', async (c) => {
    const curators = await listCurators(c.var.db, c.var.brand.rebalanceFrequencies);
    c.header('X-Cache-Scope', 'public');
    return ok<CuratorsBody>(c, { curators });
  });

  return r;
}
