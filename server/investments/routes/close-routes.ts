import { Hono, type Context } from 'hono';
import { API, routePath as at } from '#contract/http/api-paths';
import { INVESTMENT } from '../investment-messages';
import { investmentRequest } from '#contract/investments/types';
import { investmentKeyRequest, type TradeBody, type TradePreviewBody } from '#contract/trading/types';
import type { AppEnv } from '../../app-env';
import { requireUser, type UserEnv } from '../../auth/guards';
import { cacheScope } from '../../cache/cache-marks';
import { holdingsOf, type InvestmentRow } from '../investment-store';
import { placeInvestmentTrade } from '../place-investment-trade';
import { chargesOf, orderWindowOf } from '../trade-lines';
import { publicTrade, readTrades } from '../../trading/trade-store';
import { activeInvestment } from './plans-routes';
import { impossibleFigures } from './my-baskets-routes';
import { privateByDefault } from '../../blog/blog-access';
import { fail, ok } from '../../http/envelope';
import { validate } from '../../http/validate';

const jsonBody = {
  badBody: (c: Context) =>
    fail(c, 400, 'Send a JSON object body, e.g. {"investment": "…", "client_key": "…"}.', {
      body: 'Expected a JSON object.',
    }),
};

/** Every holding as a SELL line at its last price. */
async function exitLines(c: Context<UserEnv>, row: InvestmentRow) {
  const holdings = (await holdingsOf(c.var.db, [row.id])).get(row.id) ?? [];
  const prices = holdings.length ? await c.var.market.ltp(holdings.map((h) => h.symbol)) : {};
  return holdings.map((h) => {
    const price = prices[h.symbol] ?? h.average_price;
    return {
      symbol: h.symbol,
      name: c.var.market.instrument(h.symbol)?.name ?? h.symbol,
      side: 'SELL' as const,
      quantity: h.quantity,
      indicative_price: price,
      value: Math.round(h.quantity * price * 100) / 100,
      limit_price: null,
    };
  });
}

/**
 * Closing an investment (docs/investments.md, "Close"): GET previews the exit (TradePreviewBody of
 * kind 'exit', nothing placed); POST sells every holding through placeTrade, once per client key.
 */
export function investmentCloseRoutes() {
  const r = new Hono<AppEnv>();
  r.use(at(API.investment.close), privateByDefault);

  r.get(at(API.investment.close), requireUser, validate('query', investmentRequest), async (c) => {
    const row = await activeInvestment(c, c.req.valid('query').investment);
    if (row instanceof Response) return row;
    const impossible = await impossibleFigures(c, row);
    if (impossible) return impossible;
    const lines = await exitLines(c, row);
    const total = Math.round(lines.reduce((s, l) => s + l.value, 0) * 100) / 100;
    cacheScope(c, 'private');
    return ok<TradePreviewBody>(c, {
      basket_hash: row.basket_hash,
      basket_name: row.basket_name,
      kind: 'exit',
      order_type: 'MARKET',
      amount: total,
      lines,
      total,
      leftover: 0,
      margin: 0,
      charges: chargesOf(lines),
      funds_needed: 0,
      funds_available: null,
      window: orderWindowOf(c.var.market),
    });
  });

  r.post(at(API.investment.close), requireUser, validate('json', investmentKeyRequest, jsonBody), async (c) => {
    const { investment, client_key } = c.req.valid('json');
    cacheScope(c, 'private');
    const row = await activeInvestment(c, investment);
    if (row instanceof Response) {
      // A retry after the exit closed it: the same trade.
      const [done] = await readTrades(
        c.var.db,
        c.var.market,
        `WHERE t.user_id = $1 AND t.client_key = $2 AND t.kind = 'exit' AND t.investment_id =
           (SELECT id FROM investments WHERE investment_hash = $3 AND user_id = $1)`,
        [c.var.user.id, client_key, investment],
      );
      return done ? ok<TradeBody>(c, publicTrade(done)) : row;
    }
    const impossible = await impossibleFigures(c, row);
    if (impossible) return impossible;
    const lines = await exitLines(c, row);
    if (lines.length === 0) return fail(c, 400, INVESTMENT.nothingToSell);
    const trade = await placeInvestmentTrade(c, row, {
      kind: 'exit',
      lines: lines.map((l) => ({
        symbol: l.symbol,
        side: 'SELL',
        quantity: l.quantity,
        indicativePrice: l.indicative_price,
        limitPrice: null,
      })),
      amount: lines.reduce((s, l) => s + l.value, 0),
      clientKey: client_key,
    });
    if (trade instanceof Response) return trade;
    return ok<TradeBody>(c, publicTrade(trade));
  });

  return r;
}
