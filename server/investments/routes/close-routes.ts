import { Hono } from 'hono';
import { API, routePath as at } from '#contract/http/api-paths';
import { closeRequest, investmentRequest } from '#contract/investments/types';
import type { TradeBody, TradePreviewBody } from '#contract/trading/types';
import type { AppEnv } from '../../app-env';
import { requireUser } from '../../auth/guards';
import { cacheScope } from '../../cache/cache-marks';
import { activeInvestment, oneInvestment } from '../investment-access';
import { closeInvestment, exitLines } from '../close-investment';
import { chargesOf, orderWindowOf } from '../trade-lines';
import { publicTrade } from '../../trading/trade-store';
import { privateByDefault } from '../../blog/blog-access';
import { ok } from '../../http/envelope';
import { jsonBodyNeeded, validate } from '../../http/validate';
import { roundToPaisa } from '#contract/money/paise';

const jsonBody = { badBody: jsonBodyNeeded('{"investment": "…", "client_key": "…"}') };

/**
 * Closing an investment (docs/investments.md, "Close"): GET previews the exit (TradePreviewBody of
 * kind 'exit', nothing placed; while the window is closed, whether an after-market exit is taken now); POST sells
 * every holding through placeTrade, once per client key, with `variety: 'amo'` as an after-market order (decision
 * 0277).
 */
export function investmentCloseRoutes() {
  const r = new Hono<AppEnv>();
  r.use(at(API.investment.close), privateByDefault);

  r.get(at(API.investment.close), requireUser, validate('query', investmentRequest), async (c) => {
    const row = await activeInvestment(c, c.req.valid('query').investment);
    await oneInvestment(c, row);
    const lines = await exitLines(c, row);
    const total = roundToPaisa(lines.reduce((s, l) => s + l.value, 0));
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

  r.post(at(API.investment.close), requireUser, validate('json', closeRequest, jsonBody), async (c) => {
    cacheScope(c, 'private');
    const trade = await closeInvestment(c, c.req.valid('json'));
    return ok<TradeBody>(c, publicTrade(trade));
  });

  return r;
}
