import type { Context } from 'hono';
import { cacheTags } from '../cache/cache-marks';

/**
 * The tag of every public answer that lists or shows baskets (discover, a basket's page, an adviser's
 * profile): a studio change that investors see (publish, close, hide, a new name) drops them all from
 * the micro-cache (docs/caching.md, "Opting in"). Basket changes are rare; one tag keeps it simple.
 */
const BASKETS = 'baskets';

export const showsBaskets = (c: Context) => cacheTags(c, BASKETS);

export const basketsChanged = (c: Context) => c.var.responseCache.invalidate(BASKETS);
