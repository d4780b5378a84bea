import { Hono } from 'hono';
import { API, routePath as at } from '#contract/http/api-paths';
import type { SipPreviewBody } from '#contract/investments/sip-allocation';
import { sipConfirmRequest } from '#contract/investments/sip-requests';
import { investmentRequest } from '#contract/investments/types';
import type { TradeBody } from '#contract/trading/types';
import type { AppEnv } from '../../app-env';
import { requireUser } from '../../auth/guards';
import { privateByDefault } from '../../blog/blog-access';
import { cacheScope } from '../../cache/cache-marks';
import { confirmSip } from '../confirm-sip';
import { activeInvestment } from '../investment-access';
import { sipInstalment } from '../sip-instalment';
import { publicTrade } from '../../trading/trade-store';
import { ok } from '../../http/envelope';
import { jsonBodyNeeded, validate } from '../../http/validate';

const jsonBody = { badBody: jsonBodyNeeded('{"investment": "…", "client_key": "…", "amount": 5000}') };

/**
 * The SIP instalment (docs/investments.md, "SIP"; decision 0301): what it buys at last prices, and confirming it
 * when due, which places exactly that (server/investments/sip-instalment.ts, confirm-sip.ts).
 */
export function investmentSipConfirmRoutes() {
  const r = new Hono<AppEnv>();
  r.use(at(API.investment.sipPreview), privateByDefault);

  r.get(at(API.investment.sipPreview), requireUser, validate('query', investmentRequest), async (c) => {
    const row = await activeInvestment(c, c.req.valid('query').investment);
    const { body } = await sipInstalment(c.var.db, c.var.market, row);
    cacheScope(c, 'private');
    return ok<SipPreviewBody>(c, body);
  });

  r.post(at(API.investment.confirmSip), requireUser, validate('json', sipConfirmRequest, jsonBody), async (c) => {
    const { investment, client_key, amount } = c.req.valid('json');
    const row = await activeInvestment(c, investment);
    cacheScope(c, 'private');
    const trade = await confirmSip(c, row, { clientKey: client_key, amount });
    return ok<TradeBody>(c, publicTrade(trade));
  });
  return r;
}
