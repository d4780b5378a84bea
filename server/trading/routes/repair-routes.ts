import { Hono } from 'hono';
import { API, routePath as at } from '#contract/http/api-paths';
import { investmentKeyRequest, type TradeBody } from '#contract/trading/types';
import type { AppEnv } from '../../app-env';
import { requireUser } from '../../auth/guards';
import { cacheScope } from '../../cache/cache-marks';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import { repairInvestment } from '../repair-investment';
import { publicTrade } from '../trade-store';

/**
 * fix-investment-qty-v2 (docs/trading.md, "Repair"): buys, as one 'repair' trade, what the
 * investment's latest trade left short, on that trade's day or the next trading day; once.
 */
export function tradingRepairRoutes() {
  const r = new Hono<AppEnv>();

  r.post(at(API.trading.fixInvestmentQty), requireUser, validate('json', investmentKeyRequest), async (c) => {
    cacheScope(c, 'private');
    return ok<TradeBody>(c, publicTrade(await repairInvestment(c, c.req.valid('json'))));
  });

  return r;
}
