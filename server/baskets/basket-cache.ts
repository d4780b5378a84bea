import type { Context } from 'hono';
import { cacheTags } from '../cache/cache-marks';

/** The cache tag of everything a basket's page shows from its versions (details, chart, factsheet). */
const tag = (basketHash: string) => `basket:${basketHash}`;

export const showsBasket = (c: Context, basketHash: string) => cacheTags(c, tag(basketHash));
/** A new version or any change of the basket: its kept public answers go. */
export const basketChanged = (c: Context, basketHash: string) => c.var.responseCache.invalidate(tag(basketHash));
