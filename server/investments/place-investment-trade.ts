import type { Context } from 'hono';
import type { Trade, TradeKind } from '#contract/trading/types';
import { tradeMargin } from '../trading/rules/margin';
import type { UserEnv } from '../auth/guards';
import { AppError } from '../http/app-error';
import { tradeDeps } from '../trading/trade-deps';
import { BrokerSessionEnded } from '../broker/broker';
import { brokerSessionEnded, liveBrokerLink } from '../broker/live-link';
import { placeTrade, TradeRefused, type TradeLineInput } from '../trading/place-trade';
import type { InvestmentRow } from './investment-store';
import { windowClosed } from './trade-lines';
import { roundToPaisa } from '#contract/money/paise';

/**
 * Places a trade of the investment (SIP instalment, rebalance, exit) the one way trades are placed
 * (server/trading/place-trade.ts): MARKET orders, inside the order window, through the investment's
 * broker with a live session. Answers the placed trade; throws AppError: 400 outside the window or
 * for a refused trade, '110' when the broker session has ended (the app asks the investor to sign in
 * at the broker).
 */
export async function placeInvestmentTrade(
  c: Context<UserEnv>,
  row: InvestmentRow,
  { kind, lines, amount, clientKey }: { kind: TradeKind; lines: TradeLineInput[]; amount: number; clientKey: string },
): Promise<Trade & { id: number }> {
  const closed = windowClosed(c.var.market);
  if (closed) throw new AppError('invalid', closed.message, { errors: closed.errors });
  const live = await liveBrokerLink(c, row.broker_id);
  const buys = lines.filter((l) => l.side === 'BUY').reduce((s, l) => s + l.quantity * l.indicativePrice, 0);
  try {
    const { trade } = await placeTrade(tradeDeps(c), {
      userId: c.var.user.id,
      brokerLink: { id: live.link.id, accessToken: live.link.access_token },
      broker: live.broker,
      basketId: row.basket_id,
      investmentId: row.id,
      kind,
      orderType: 'MARKET',
      clientKey,
      amount: roundToPaisa(amount),
      margin: buys > 0 ? tradeMargin('MARKET', buys) : 0,
      lines,
    });
    return trade;
  } catch (e) {
    if (e instanceof TradeRefused) throw new AppError('invalid', e.message);
    if (e instanceof BrokerSessionEnded) throw await brokerSessionEnded(c.var.db, live.link);
    throw e;
  }
}
