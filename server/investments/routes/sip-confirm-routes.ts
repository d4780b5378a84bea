import { Hono, type Context } from 'hono';
import { API, routePath as at } from '#contract/http/api-paths';
import { INVESTMENT } from '../investment-messages';
import type { TradeBody } from '#contract/trading/types';
import { investmentKeyRequest } from '#contract/trading/types';
import { quantitiesFromWeights } from '../../trading/rules/quantities';
import type { AppEnv } from '../../app-env';
import { requireUser } from '../../auth/guards';
import { cacheScope } from '../../cache/cache-marks';
import { placeInvestmentTrade } from '../place-investment-trade';
import { nextSipDue } from '../sip-schedule';
import { istDateOf } from '../../market/ist';
import { publicTrade, readTrades } from '../../trading/trade-store';
import { activeInvestment } from './plans-routes';
import { fail, ok } from '../../http/envelope';
import { validate } from '../../http/validate';

const jsonBody = {
  badBody: (c: Context) =>
    fail(c, 400, 'Send a JSON object body, e.g. {"investment": "…", "client_key": "…"}.', {
      body: 'Expected a JSON object.',
    }),
};

/**
 * The due SIP instalment, confirmed by the investor (docs/investments.md, "SIP"): whole shares of the
 * version followed, by weight, for the SIP amount at last prices, placed as a 'sip' trade. Only when
 * due (next_due ≤ today, market clock); then the next instalment is scheduled.
 */
export function investmentSipConfirmRoutes() {
  const r = new Hono<AppEnv>();
  r.post(at(API.investment.confirmSip), requireUser, validate('json', investmentKeyRequest, jsonBody), async (c) => {
    const { investment, client_key } = c.req.valid('json');
    const row = await activeInvestment(c, investment);
    if (row instanceof Response) return row;
    cacheScope(c, 'private');
    // A retry of a confirmed instalment: the same trade, nothing placed again.
    const [done] = await readTrades(
      c.var.db,
      c.var.market,
      `WHERE t.user_id = $1 AND t.client_key = $2 AND t.investment_id = $3 AND t.kind = 'sip'`,
      [c.var.user.id, client_key, row.id],
    );
    if (done && done.status !== 'placing') return ok<TradeBody>(c, publicTrade(done));
    if (!row.sip_next_due || row.sip_day === null || row.sip_frequency === null) return fail(c, 400, INVESTMENT.noSip);
    const today = istDateOf(c.var.market.now());
    if (row.sip_next_due > today && !done) return fail(c, 400, INVESTMENT.sipNotDue(row.sip_next_due));
    const { rows: weights } = await c.var.db.query<{ symbol: string; weight: number }>(
      'SELECT symbol, weight::float8 AS weight FROM basket_constituents WHERE version_id = $1 ORDER BY symbol',
      [row.version_id],
    );
    const prices = await c.var.market.ltp(weights.map((w) => w.symbol));
    const { lines } = quantitiesFromWeights(
      row.sip_amount!,
      weights.map((w) => ({ symbol: w.symbol, weight: w.weight, price: prices[w.symbol]! })),
    );
    const orders = lines
      .filter((l) => l.quantity > 0)
      .map((l) => ({
        symbol: l.symbol,
        side: 'BUY' as const,
        quantity: l.quantity,
        indicativePrice: l.price,
        limitPrice: null,
      }));
    if (orders.length === 0) return fail(c, 400, INVESTMENT.sipTooSmall);
    const trade = await placeInvestmentTrade(c, row, {
      kind: 'sip',
      lines: orders,
      amount: row.sip_amount!,
      clientKey: client_key,
    });
    if (trade instanceof Response) return trade;
    // The schedule moves on once, whichever call placed it (a resumed placement finds it moved already).
    const next = nextSipDue(c.var.market.calendar, {
      due: row.sip_next_due,
      day: row.sip_day,
      frequency: row.sip_frequency,
      today,
    });
    await c.var.db.query('UPDATE sips SET next_due = $2 WHERE investment_id = $1 AND active AND next_due = $3', [
      row.id,
      next,
      row.sip_next_due,
    ]);
    return ok<TradeBody>(c, publicTrade(trade));
  });
  return r;
}
