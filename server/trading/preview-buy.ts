import type { Context } from 'hono';
import { TRADING } from '#contract/trading/messages';
import type { UserEnv } from '../auth/guards';
import { gateBasket } from '../baskets/basket-gate';
import { connectedLink } from '../broker/broker-links-store';
import { AppError } from '../http/app-error';
import { buyPreview } from './buy-preview';
import { belowMinimum } from './trading-answers';

export interface PreviewInput {
  amount: number;
  order_type: 'MARKET' | 'LIMIT';
  basket_hash: string;
  broker_id: string;
}

const TRADING_CLOSED = 'This basket takes no new investments.';

/** The funds at the broker when its session is live; null otherwise (a preview never asks for a sign-in). */
export async function fundsIfLive(c: Context<UserEnv>, brokerId: string): Promise<number | null> {
  const broker = c.var.brokers(c.var.brand.id, brokerId);
  const link = await connectedLink(c.var.db, c.var.user.id, c.var.brand.id, brokerId);
  if (!broker || !link?.access_token || !link.expires_at || link.expires_at <= c.var.market.now()) return null;
  try {
    return (await broker.funds(link.access_token)).available;
  } catch {
    return null;
  }
}

/**
 * The basket a user may buy and the preview of buying it. Throws AppError: the entitlement statuses
 * of a subscriber-only basket (server/baskets/basket-gate.ts), 400 below the minimum or when the
 * amount buys no share, 404 for a basket that is not open to new money.
 */
export async function previewBuy(
  c: Context<UserEnv>,
  input: PreviewInput,
  funds: number | null,
  limits?: Record<string, number>,
) {
  const { basket } = await gateBasket(c, input.basket_hash);
  if (basket.status !== 'published') throw new AppError('invalid', TRADING_CLOSED);
  const minimum = basket.fixed_minimum;
  if (minimum !== null && input.amount < minimum) throw belowMinimum(minimum);
  const body = await buyPreview(c.var.db, c.var.market, basket, {
    amount: input.amount,
    orderType: input.order_type,
    limitPrices: limits,
    fundsAvailable: funds,
  });
  if (!body) throw new AppError('invalid', 'This basket has no stocks to buy yet.');
  if (!body.lines.length) throw new AppError('invalid', TRADING.tooSmall, { errors: { amount: TRADING.tooSmall } });
  return { basket, body };
}
