import type { Context } from 'hono';

/**
 * What the trading use cases need from a request, built one way for every trading route: the
 * database, the market, the brand's brokers and the push sender (docs/push.md).
 */
export const tradeDeps = (c: Context) => ({
  db: c.var.db,
  market: c.var.market,
  brokers: c.var.brokers,
  brandId: c.var.brand.id,
  push: c.var.push,
});
