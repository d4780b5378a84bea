import type { Context } from 'hono';
import { INVESTMENT } from './investment-messages';
import type { UserEnv } from '../auth/guards';
import { AppError } from '../http/app-error';
import { exitByClientKey } from '../trading/trade-store';
import { activeInvestment, oneInvestment } from './investment-access';
import { holdingsOf, type InvestmentRow } from './investment-store';
import { placeInvestmentTrade } from './place-investment-trade';
import { roundToPaisa } from '#contract/money/paise';
import type { CloseRequest } from '#contract/investments/types';

/** Every holding as a SELL line at its last price. */
export async function exitLines(c: Context<UserEnv>, row: InvestmentRow) {
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
      value: roundToPaisa(h.quantity * price),
      limit_price: null,
    };
  });
}

/** Whether an exit of the investment other than `clientKey`'s is still working at the broker (a queued AMO). */
async function exitWaiting(c: Context<UserEnv>, investmentId: number, clientKey: string): Promise<boolean> {
  const { rows } = await c.var.db.query(
    `SELECT 1 FROM trades WHERE investment_id = $1 AND kind = 'exit' AND status IN ('placing', 'open')
        AND NOT (user_id = $2 AND client_key = $3) LIMIT 1`,
    [investmentId, c.var.user.id, clientKey],
  );
  return rows.length > 0;
}

/**
 * Closing an investment (docs/investments.md, "Close"): sells every holding through placeTrade, once per client key
 * — in the order window, or with `variety: 'amo'` as an after-market order queued for the next open (decision
 * 0277). A retry with the key gets the same trade, whatever changed since (the window, the investment closing); an
 * exit while another is still working is refused (409). Throws AppError.
 */
export async function closeInvestment(c: Context<UserEnv>, input: CloseRequest) {
  const key = { userId: c.var.user.id, clientKey: input.client_key, investmentHash: input.investment };
  const done = await exitByClientKey(c.var.db, c.var.market, key);
  // A placement that stopped half-way is resumed below, as placeTrade resumes it.
  if (done && done.status !== 'placing') return done;
  const row = await activeInvestment(c, input.investment);
  await oneInvestment(c, row);
  if (await exitWaiting(c, row.id, input.client_key)) throw new AppError('conflict', INVESTMENT.exitWaiting);
  const lines = await exitLines(c, row);
  if (lines.length === 0) throw new AppError('invalid', INVESTMENT.nothingToSell);
  return placeInvestmentTrade(c, row, {
    kind: 'exit',
    lines: lines.map((l) => ({
      symbol: l.symbol,
      side: 'SELL',
      quantity: l.quantity,
      indicativePrice: l.indicative_price,
      limitPrice: null,
    })),
    amount: lines.reduce((s, l) => s + l.value, 0),
    clientKey: input.client_key,
    amo: input.variety === 'amo',
  });
}
