import { Hono, type Context } from 'hono';
import { API, routePath as at } from '#contract/http/api-paths';
import {
  MAX_PRICE_ALERTS,
  PRICE_ALERT_MESSAGES as M,
  priceAlertRemoveRequest,
  priceAlertRequest,
  type PriceAlertsBody,
} from '#contract/push/price-alerts';
import type { AppEnv } from '../../app-env';
import { requireUser, type UserEnv } from '../../auth/guards';
import { cacheScope } from '../../cache/cache-marks';
import { fail, ok } from '../../http/envelope';
import { jsonBodyNeeded, validate } from '../../http/validate';
import { addPriceAlert, priceAlertsOf, priceAlertView, removePriceAlert, watchableSymbols } from '../price-alert-store';

/** The investor's alerts on this brand at the last prices (market clock), and the symbols they may watch. */
async function alertsBody(c: Context<UserEnv>): Promise<PriceAlertsBody> {
  const [alerts, symbols] = await Promise.all([
    priceAlertsOf(c.var.db, c.var.user.id, c.var.brand.id),
    watchableSymbols(c.var.db, c.var.user.id),
  ]);
  const watched = [...new Set(alerts.map((a) => a.symbol))];
  const prices = watched.length ? await c.var.market.ltp(watched) : {};
  return { alerts: alerts.map((a) => priceAlertView(a, prices)), symbols };
}

/**
 * Price alerts (docs/investments.md, "Price alerts"): list, add ("tell me when <symbol> goes
 * above/below ₹X", a stock the investor holds or one of their baskets has, a positive price) and
 * remove. Each answers the list. The notices job tells each crossing once (price-notices.ts).
 */
export function priceAlertRoutes() {
  const r = new Hono<AppEnv>();

  r.get(at(API.account.priceAlerts), requireUser, async (c) => {
    cacheScope(c, 'private');
    return ok<PriceAlertsBody>(c, await alertsBody(c));
  });

  r.post(
    at(API.account.priceAlerts),
    requireUser,
    validate('json', priceAlertRequest, {
      badBody: jsonBodyNeeded('{"symbol": "TCS", "direction": "above", "price": 4000}'),
    }),
    async (c) => {
      const { symbol, direction, price } = c.req.valid('json');
      cacheScope(c, 'private');
      if (!(await watchableSymbols(c.var.db, c.var.user.id)).includes(symbol)) {
        return fail(c, 400, M.notWatchable(symbol), { symbol: M.notWatchable(symbol) });
      }
      if ((await priceAlertsOf(c.var.db, c.var.user.id, c.var.brand.id)).length >= MAX_PRICE_ALERTS) {
        return fail(c, 400, M.tooMany, { symbol: M.tooMany });
      }
      await addPriceAlert(c.var.db, { userId: c.var.user.id, brandId: c.var.brand.id, symbol, direction, price });
      return ok<PriceAlertsBody>(c, await alertsBody(c));
    },
  );

  r.post(
    at(API.account.priceAlertsRemove),
    requireUser,
    validate('json', priceAlertRemoveRequest, { badBody: jsonBodyNeeded('{"id": 1}') }),
    async (c) => {
      const { id } = c.req.valid('json');
      cacheScope(c, 'private');
      if (!(await removePriceAlert(c.var.db, c.var.user.id, c.var.brand.id, id))) {
        return fail(c, 404, M.notFound, { id: M.notFound });
      }
      return ok<PriceAlertsBody>(c, await alertsBody(c));
    },
  );

  return r;
}
