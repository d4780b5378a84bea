import type { Trade } from '#contract/trading/types';
import { TRADING } from '#contract/trading/messages';
import { BrokerRefused, BrokerSessionEnded, type BrokerOrder } from '../broker/broker';
import { recordBrokerCall } from '../status/broker-health-store';
import { applyOrderUpdate } from './apply-order-update';
import { AMO_MARKET_PROTECTION } from './rules/amo-window';
import { lineTag } from './trade-ids';
import type { PlaceTradeInput, TradeDeps } from './trade-types';

/** Lines placed at once: the broker's rate limit (Kite: 10 orders a second) with room for others. */
const CONCURRENCY = 4;

/** What the broker said of a line it refused: a rejection, with its reason. */
const refusal = (line: Trade['lines'][number], tag: string, message: string, now: Date): BrokerOrder => ({
  orderId: '',
  tag,
  symbol: line.symbol,
  side: line.side,
  orderType: line.limit_price === null ? 'MARKET' : 'LIMIT',
  quantity: line.quantity,
  filledQuantity: 0,
  averagePrice: null,
  limitPrice: line.limit_price,
  status: 'REJECTED',
  statusMessage: message,
  updatedAt: now.toISOString(),
});

/** A line the broker took whose order it does not show yet: received, with the broker. */
const received = (line: Trade['lines'][number], tag: string, now: Date): BrokerOrder => ({
  ...refusal(line, tag, '', now),
  status: 'RECEIVED',
  statusMessage: null,
});

/** What placing a trade's lines needs of its request: the broker, the session and the variety. */
export type LinesPlacement = Pick<PlaceTradeInput, 'brokerLink' | 'broker' | 'amo'>;

/**
 * Places the trade's lines that are not yet with the broker, each under its stable tag, and applies
 * the broker's first word on each. An ended broker session stops the placement: the lines the broker
 * never received are rejected (TRADING.notPlacedSessionEnded), those it took go on, and
 * BrokerSessionEnded is thrown (decision 0286). Any other failure to reach the broker leaves the trade
 * `placing`, for a retry or the resume job after the lease.
 */
export async function placeLines(deps: TradeDeps, input: LinesPlacement, trade: Trade & { id: number }) {
  const pending = trade.lines.filter((l) => l.status === 'RECEIVED' && !l.filled_quantity);
  const token = input.brokerLink.accessToken;
  let ended: BrokerSessionEnded | undefined;
  const notPlaced: typeof pending = [];
  const placeOne = async (line: (typeof pending)[number]) => {
    const lineId = Number(line.order_id);
    const tag = lineTag(trade.trade, lineId);
    let orderId: string | undefined;
    try {
      ({ orderId } = await input.broker.placeOrder(token, {
        symbol: line.symbol,
        side: line.side,
        quantity: line.quantity,
        orderType: trade.order_type,
        ...(trade.order_type === 'LIMIT' && line.limit_price !== null ? { limitPrice: line.limit_price } : {}),
        ...(input.amo ? { variety: 'amo' as const } : {}),
        ...(input.amo && trade.order_type === 'MARKET' ? { marketProtection: AMO_MARKET_PROTECTION } : {}),
        tag,
      }));
      // The broker's word on the new order; an order book not yet showing it leaves the line received.
      const order = (await input.broker.order(token, orderId)) ?? received(line, tag, deps.market.now());
      await applyOrderUpdate(deps, { ...order, orderId }, { lineId });
    } catch (e) {
      if (e instanceof BrokerSessionEnded) {
        ended = e;
        // The broker took the order before the session ended: the line is with it, as received.
        if (orderId) await applyOrderUpdate(deps, { ...received(line, tag, deps.market.now()), orderId }, { lineId });
        else notPlaced.push(line);
      } else if (e instanceof BrokerRefused) {
        await applyOrderUpdate(deps, refusal(line, tag, e.message, deps.market.now()), { lineId });
      } else throw e;
    }
  };
  let next = 0;
  try {
    for (; next < pending.length && !ended; next += CONCURRENCY) {
      await Promise.all(pending.slice(next, next + CONCURRENCY).map(placeOne));
    }
  } catch (e) {
    // Not an answer of the broker's: it could not be reached (the status page's broker state).
    await recordBrokerCall(deps.db, input.brokerLink.id, {
      ok: false,
      error: e instanceof Error ? e.message : String(e),
    });
    throw e;
  }
  if (pending.length > 0) await recordBrokerCall(deps.db, input.brokerLink.id, { ok: true });
  if (ended) {
    await rejectNotPlaced(deps, trade, TRADING.notPlacedSessionEnded, [...notPlaced, ...pending.slice(next)]);
    throw ended;
  }
}

/** The lines of a trade not yet with the broker, rejected with `message`: they will not be placed (decision 0286). */
export async function rejectNotPlaced(
  deps: TradeDeps,
  trade: Trade,
  message: string,
  lines: Trade['lines'] = trade.lines.filter((l) => l.status === 'RECEIVED' && !l.filled_quantity),
) {
  const now = deps.market.now();
  for (const line of lines) {
    const lineId = Number(line.order_id);
    await applyOrderUpdate(deps, refusal(line, lineTag(trade.trade, lineId), message, now), { lineId });
  }
}
