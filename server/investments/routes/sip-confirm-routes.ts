import { Hono } from 'hono';
import { API, routePath as at } from '#contract/http/api-paths';
import type { TradeBody } from '#contract/trading/types';
import { investmentKeyRequest } from '#contract/trading/types';
import type { AppEnv } from '../../app-env';
import { requireUser } from '../../auth/guards';
import { cacheScope } from '../../cache/cache-marks';
import { confirmSip } from '../confirm-sip';
import { activeInvestment } from '../investment-access';
import { publicTrade } from '../../trading/trade-store';
import { ok } from '../../http/envelope';
import { jsonBodyNeeded, validate } from '../../http/validate';

const jsonBody = { badBody: jsonBodyNeeded('{"investment": "…", "client_key": "…"}') };

/**
 * The due SIP instalment, confirmed by the investor (docs/investments.md, "SIP"; server/investments/confirm-sip.ts).
 */
export function investmentSipConfirmRoutes() {
  const r = new Hono<AppEnv>();
  r.post(at(API.investment.confirmSip), requireUser, validate('json', investmentKeyRequest, jsonBody), async (c) => {
    const { investment, client_key } = c.req.valid('json');
    const row = await activeInvestment(c, investment);
    cacheScope(c, 'private');
    const trade = await confirmSip(c, row, client_key);
    return ok<TradeBody>(c, publicTrade(trade));
  });
  return r;
}
