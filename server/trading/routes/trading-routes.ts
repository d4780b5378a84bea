import { Hono } from 'hono';
import { API, routePath as at } from '#contract/http/api-paths';
import { placeTradeRequest, tradePreviewRequest, type TradeBody, type TradePreviewBody } from '#contract/trading/types';
import type { AppEnv } from '../../app-env';
import { requireUser } from '../../auth/guards';
import { cacheScope } from '../../cache/cache-marks';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import { fundsIfLive, previewBuy } from '../preview-buy';
import { requestOrder } from '../request-order';
import { publicTrade } from '../trade-store';

/**
 * Buying a basket (docs/trading.md, "Buying"): the preview places nothing; requestorder places the
 * trade once per client key, in the order window, with the broker's funds covering value + margin +
 * charges. Answers are private; every call needs a signed-in user.
 */
export function tradingRoutes() {
  const r = new Hono<AppEnv>();

  r.post(at(API.trading.tradeBasketOrders), requireUser, validate('json', tradePreviewRequest), async (c) => {
    cacheScope(c, 'private');
    const input = c.req.valid('json');
    const { versionId: _v, ...body } = (await previewBuy(c, input, await fundsIfLive(c, input.broker_id))).body;
    return ok<TradePreviewBody>(c, body);
  });

  r.post(at(API.trading.requestOrder), requireUser, validate('json', placeTradeRequest), async (c) => {
    cacheScope(c, 'private');
    return ok<TradeBody>(c, publicTrade(await requestOrder(c, c.req.valid('json'))));
  });

  return r;
}
