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
import { requireAmoWindow } from '../trading/trading-answers';
import { roundToPaisa } from '#contract/money/paise';

export interface InvestmentTradeInput {
  kind: TradeKind;
  lines: TradeLineInput[];
  amount: number;
  clientKey: string;
  /** An after-market order (exits only; decision 0277). */
  amo?: boolean;
}

/**
 * Places a trade of the investment (SIP instalment, rebalance, exit) the one way trades are placed
 * (server/trading/place-trade.ts): MARKET orders, inside the order window, through the investment's
 * broker with a live session. An exit may ask for `amo` instead: an after-market order in the broker's AMO hours,
 * queued for the next open (decision 0277). Answers the placed trade; throws AppError: 400 outside the window (or
 * the AMO hours) or for a refused trade, '110' when the broker session has ended (the app asks the investor to sign
 * in at the broker).
 */
export async function placeInvestmentTrade(
  c: Context<UserEnv>,
  row: InvestmentRow,
  { kind, lines, amount, clientKey, amo: asked = false }: InvestmentTradeInput,
): Promise<Trade & { id: number }> {
  const amo = asked ? { sendsAt: requireAmoWindow(c.var.market) } : undefined;
  const closed = amo ? undefined : windowClosed(c.var.market);
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
      ...(amo ? { amo } : {}),
    });
    return trade;
  } catch (e) {
    if (e instanceof TradeRefused) throw new AppError('invalid', e.message);
    if (e instanceof BrokerSessionEnded) throw await brokerSessionEnded(c.var.db, live.link);
    throw e;
  }
}
