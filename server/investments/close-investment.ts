import type { Context } from 'hono';
import { INVESTMENT } from './investment-messages';
import type { UserEnv } from '../auth/guards';
import { AppError } from '../http/app-error';
import { exitByClientKey } from '../trading/trade-store';
import { activeInvestment, oneInvestment } from './investment-access';
import { holdingsOf, type InvestmentRow } from './investment-store';
import { placeInvestmentTrade } from './place-investment-trade';
import { roundToPaisa } from '#contract/money/paise';

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

/**
 * Closing an investment (docs/investments.md, "Close"): sells every holding through placeTrade, once
 * per client key; a retry after the exit closed it gets the same trade. Throws AppError.
 */
export async function closeInvestment(c: Context<UserEnv>, input: { investment: string; client_key: string }) {
  let row: InvestmentRow;
  try {
    row = await activeInvestment(c, input.investment);
  } catch (e) {
    if (!(e instanceof AppError)) throw e;
    const key = { userId: c.var.user.id, clientKey: input.client_key, investmentHash: input.investment };
    const done = await exitByClientKey(c.var.db, c.var.market, key);
    if (done) return done;
    throw e;
  }
  await oneInvestment(c, row);
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
  });
}
