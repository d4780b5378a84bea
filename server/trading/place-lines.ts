import type { Trade } from '#contract/trading/types';
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

/**
 * Places the trade's lines that are not yet with the broker, each under its stable tag, and applies
 * the broker's first word on each. An ended broker session stops the placement and releases the
 * trade at once for a retry after the investor signs in at the broker again.
 */
export async function placeLines(deps: TradeDeps, input: PlaceTradeInput, trade: Trade & { id: number }) {
  const pending = trade.lines.filter((l) => l.status === 'RECEIVED' && !l.filled_quantity);
  const token = input.brokerLink.accessToken;
  let ended: BrokerSessionEnded | undefined;
  const placeOne = async (line: (typeof pending)[number]) => {
    const lineId = Number(line.order_id);
    const tag = lineTag(trade.trade, lineId);
    try {
      const { orderId } = await input.broker.placeOrder(token, {
        symbol: line.symbol,
        side: line.side,
        quantity: line.quantity,
        orderType: trade.order_type,
        ...(trade.order_type === 'LIMIT' && line.limit_price !== null ? { limitPrice: line.limit_price } : {}),
        ...(input.amo ? { variety: 'amo' as const } : {}),
        ...(input.amo && trade.order_type === 'MARKET' ? { marketProtection: AMO_MARKET_PROTECTION } : {}),
        tag,
      });
      // The broker's word on the new order; an order book not yet showing it leaves the line received.
      const order = (await input.broker.order(token, orderId)) ?? {
        ...refusal(line, tag, '', deps.market.now()),
        status: 'RECEIVED',
        statusMessage: null,
      };
      await applyOrderUpdate(deps, { ...order, orderId }, { lineId });
    } catch (e) {
      if (e instanceof BrokerSessionEnded) ended = e;
      else if (e instanceof BrokerRefused) {
        await applyOrderUpdate(deps, refusal(line, tag, e.message, deps.market.now()), { lineId });
      } else throw e;
    }
  };
  try {
    for (let i = 0; i < pending.length && !ended; i += CONCURRENCY) {
      await Promise.all(pending.slice(i, i + CONCURRENCY).map(placeOne));
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
    await deps.db.query(
      `UPDATE trades SET updated_at = now() - interval '1 hour' WHERE id = $1 AND status = 'placing'`,
      [trade.id],
    );
    throw ended;
  }
}
