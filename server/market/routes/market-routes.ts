import { Hono, type Context } from 'hono';
import { API, routePath as at } from '#contract/http/api-paths';
import type { LtpBody, StockDetailsBody, StockHit, StockOhlcBody, StockSearchBody } from '#contract/market/types';
import { addYears, ltpQuery, stockDetailsQuery, stockOhlcQuery, stockSearchQuery } from '../market-requests';
import type { AppEnv } from '../../app-env';
import { cacheScope, livePrices } from '../../cache/cache-marks';
import type { Instrument } from '../instrument-types';
import { privateByDefault } from '../../blog/blog-access';
import { fail, ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import { marketCapCrore } from '../market-cap';

/** What a search hit, and the top of a stock's details, say of an instrument. */
export const toHit = (i: Instrument): StockHit => ({
  symbol: i.symbol,
  name: i.name,
  kind: i.kind,
  sector: i.kind === 'stock' ? i.sector : 'ETF',
  isin: i.isin,
});

const unknownSymbol = (c: Context, symbol: string) =>
  fail(c, 404, `There is no stock or ETF with the symbol ${symbol}.`, { symbol: 'Unknown symbol.' });

/**
 * Market data over HTTP (docs/api.md, "Market data"), all from `c.var.market`: the same for every
 * caller, so public. Quotes and prices follow the live market: marked `livePrices`, which keeps CDNs
 * from serving them stale (docs/caching.md, "Live prices").
 */
export function marketRoutes() {
  const r = new Hono<AppEnv>();
  for (const path of Object.values(API.market)) r.use(at(path), privateByDefault);

  r.get(at(API.market.stockSearch), validate('query', stockSearchQuery), (c) => {
    const { q, limit } = c.req.valid('query');
    cacheScope(c, 'public');
    return ok<StockSearchBody>(c, { stocks: c.var.market.search(q, limit).map(toHit) });
  });

  r.get(at(API.market.stockDetails), validate('query', stockDetailsQuery), async (c) => {
    const { symbol } = c.req.valid('query');
    const instrument = c.var.market.instrument(symbol);
    const quote = instrument && (await c.var.market.quote(instrument.symbol));
    if (!instrument || !quote) return unknownSymbol(c, symbol);
    const { symbol: _symbol, ...prices } = quote;
    cacheScope(c, 'public');
    livePrices(c);
    return ok<StockDetailsBody>(c, {
      stock: {
        ...toHit(instrument),
        industry: instrument.kind === 'stock' ? instrument.industry : null,
        capClass: instrument.kind === 'stock' ? instrument.capClass : null,
        tickSize: instrument.tickSize,
        marketCapCrore: marketCapCrore(instrument, quote.ltp),
        priceBand: instrument.priceBand,
        quote: prices,
      },
    });
  });

  r.get(at(API.market.stockOhlc), validate('query', stockOhlcQuery), async (c) => {
    const query = c.req.valid('query');
    const instrument = c.var.market.instrument(query.symbol);
    if (!instrument) return unknownSymbol(c, query.symbol);
    // Missing dates: up to the last closed session, a year back from `to`. A range reaching past the
    // history (before its first day, after the last closed session) is clipped to it.
    const bounds = c.var.market.historyBounds();
    const to = query.to ?? (query.from && addYears(query.from, 1) < bounds.to ? addYears(query.from, 1) : bounds.to);
    const from = query.from ?? addYears(to, -1);
    if (from > to) {
      const message = `from must not be after the last closed session, ${bounds.to}.`;
      return fail(c, 400, message, { from: message });
    }
    const bars = await c.var.market.history(instrument.symbol, {
      from: from < bounds.from ? bounds.from : from,
      to: to > bounds.to ? bounds.to : to,
    });
    cacheScope(c, 'public');
    return ok<StockOhlcBody>(c, { symbol: instrument.symbol, bars: bars ?? [] });
  });

  r.get(at(API.market.ltp), validate('query', ltpQuery), async (c) => {
    const { symbols } = c.req.valid('query');
    const market = c.var.market;
    const prices = await market.ltp(symbols);
    cacheScope(c, 'public');
    livePrices(c);
    return ok<LtpBody>(c, { prices, asOf: market.now().toISOString(), marketOpen: market.status().open });
  });

  return r;
}
