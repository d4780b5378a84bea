import { Hono, type Context } from 'hono';
import { API, routePath as at } from '#contract/http/api-paths';
import { INVESTMENT } from '../investment-messages';
import { rebalanceAcceptRequest, rebalanceDetailsQuery, type RebalanceDetailsBody } from '#contract/investments/types';
import type { TradeBody } from '#contract/trading/types';
import type { AppEnv } from '../../app-env';
import { requireUser } from '../../auth/guards';
import { cacheScope } from '../../cache/cache-marks';
import { sweepPendingRebalances } from '../create-pending-rebalances';
import { placeInvestmentTrade } from '../place-investment-trade';
import { rebalancePlan } from '../rebalance-plan';
import { pendingRebalance } from '../rebalance-store';
import { publicTrade, readTrades } from '../../trading/trade-store';
import { activeInvestment } from './plans-routes';
import { impossibleFigures } from './my-baskets-routes';
import { privateByDefault } from '../../blog/blog-access';
import { fail, ok } from '../../http/envelope';
import { validate } from '../../http/validate';

const jsonBody = {
  badBody: (c: Context) =>
    fail(
      c,
      400,
      'Send a JSON object body, e.g. {"investment": "…", "mode": "RECOMMENDED_CHANGES", "client_key": "…"}.',
      {
        body: 'Expected a JSON object.',
      },
    ),
};

/** The pending rebalance's orders in a mode, and accepting it (docs/investments.md, "Rebalance"). */
export function investmentRebalanceTradeRoutes() {
  const r = new Hono<AppEnv>();
  r.use(at(API.investment.rebalanceDetails), privateByDefault);

  r.get(at(API.investment.rebalanceDetails), requireUser, validate('query', rebalanceDetailsQuery), async (c) => {
    const { investment, mode } = c.req.valid('query');
    await sweepPendingRebalances(c.var.db, c.var.user.id);
    const row = await activeInvestment(c, investment);
    if (row instanceof Response) return row;
    const pending = await pendingRebalance(c.var.db, row.id);
    if (!pending) return fail(c, 404, INVESTMENT.noPendingRebalance);
    const impossible = await impossibleFigures(c, row);
    if (impossible) return impossible;
    const { body } = await rebalancePlan(c.var.db, c.var.market, row, pending, mode);
    cacheScope(c, 'private');
    return ok<RebalanceDetailsBody>(c, body);
  });

  r.post(
    at(API.investment.rebalanceAccept),
    requireUser,
    validate('json', rebalanceAcceptRequest, jsonBody),
    async (c) => {
      const { investment, mode, client_key } = c.req.valid('json');
      await sweepPendingRebalances(c.var.db, c.var.user.id);
      const row = await activeInvestment(c, investment);
      if (row instanceof Response) return row;
      cacheScope(c, 'private');
      const pending = await pendingRebalance(c.var.db, row.id);
      if (!pending) {
        // A retry of an accept that went through: the same trade, nothing placed again.
        const [done] = await readTrades(
          c.var.db,
          c.var.market,
          `WHERE t.user_id = $1 AND t.client_key = $2 AND t.investment_id = $3 AND t.kind = 'rebalance'`,
          [c.var.user.id, client_key, row.id],
        );
        return done ? ok<TradeBody>(c, publicTrade(done)) : fail(c, 400, INVESTMENT.noPendingRebalance);
      }
      const impossible = await impossibleFigures(c, row);
      if (impossible) return impossible;
      const { plan } = await rebalancePlan(c.var.db, c.var.market, row, pending, mode);
      const lines = plan.lines.flatMap((l) =>
        l.side
          ? [{ symbol: l.symbol, side: l.side, quantity: l.quantity, indicativePrice: l.price, limitPrice: null }]
          : [],
      );
      if (lines.length === 0) {
        // Nothing to trade (the holdings already fit): accepted at once, the investment follows the version.
        await c.var.db.query(
          `UPDATE rebalances SET status = 'accepted', mode = $2, decided_at = $3 WHERE id = $1 AND status = 'pending'`,
          [pending.id, mode, c.var.market.now().toISOString()],
        );
        await c.var.db.query('UPDATE investments SET version_id = $2 WHERE id = $1', [row.id, pending.to_version_id]);
        return fail(c, 400, INVESTMENT.nothingToRebalance);
      }
      const trade = await placeInvestmentTrade(c, row, {
        kind: 'rebalance',
        lines,
        amount: plan.buys,
        clientKey: client_key,
      });
      if (trade instanceof Response) return trade;
      await c.var.db.query(
        `UPDATE rebalances SET status = 'accepted', mode = $2, trade_id = $3, decided_at = $4 WHERE id = $1 AND status = 'pending'`,
        [pending.id, mode, trade.id, c.var.market.now().toISOString()],
      );
      return ok<TradeBody>(c, publicTrade(trade));
    },
  );

  return r;
}
