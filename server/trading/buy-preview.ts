import type { OrderLine, OrderType, TradePreviewBody } from '#contract/trading/types';
import { tradeMargin } from './rules/margin';
import { quantitiesFromWeights } from './rules/quantities';
import { tradeCharges } from './rules/trade-charges';
import type { BasketRecord } from '../baskets/basket-record';
import { storedVersions } from '../baskets/stored-versions';
import type { Queryable } from '../db/database';
import type { MarketData } from '../market/market-data';
import { amoWindow } from './rules/amo-window';
import { orderWindow } from './rules/order-window';
import { roundToPaisa } from '#contract/money/paise';

/** The review of a set of lines: totals, margin, charges and what the broker checks funds against. */
export function reviewOf(lines: OrderLine[], orderType: OrderType) {
  const buy = roundToPaisa(lines.filter((l) => l.side === 'BUY').reduce((s, l) => s + l.value, 0));
  const sell = roundToPaisa(lines.filter((l) => l.side === 'SELL').reduce((s, l) => s + l.value, 0));
  const margin = buy > 0 ? tradeMargin(orderType, buy) : 0;
  const charges = tradeCharges({ buy, sell });
  return {
    total: roundToPaisa(buy + sell),
    margin,
    charges,
    funds_needed: roundToPaisa(buy + margin + charges.total - sell),
  };
}

/**
 * Whether orders are accepted now (docs/trading.md, "The order window"): the window and the next opening, ISO; while
 * it is closed, whether an after-market order is (docs/trading.md, "After-market orders").
 */
export function windowNow(market: Pick<MarketData, 'calendar' | 'now'>): TradePreviewBody['window'] {
  const w = orderWindow(market.calendar, market.now());
  const answer = { open: w.open, message: w.message, next_open: w.nextOpen.toISOString() };
  if (w.open) return answer;
  const amo = amoWindow(market.calendar, market.now());
  return { ...answer, ...(w.session ? { session: w.session } : {}), amo: { open: amo.open, message: amo.message } };
}

/** A buy line of `quantity` shares at the last price, with its limit price for LIMIT orders. */
export function buyLine(
  market: Pick<MarketData, 'instrument'>,
  symbol: string,
  quantity: number,
  price: number,
  limit: number | null,
): OrderLine {
  return {
    symbol,
    name: market.instrument(symbol)?.name ?? symbol,
    side: 'BUY',
    quantity,
    indicative_price: price,
    value: roundToPaisa(quantity * price),
    limit_price: limit,
  };
}

export interface BuyPreviewInput {
  amount: number;
  orderType: OrderType;
  limitPrices?: Record<string, number> | undefined;
  fundsAvailable: number | null;
}

/**
 * What buying `amount` of the basket's current version places (docs/trading.md, "Buying"): whole
 * shares from the weights and last prices, the leftover, the market-order margin, the charges and
 * the order window. Undefined when the basket has no version to buy.
 */
export async function buyPreview(
  db: Queryable,
  market: MarketData,
  basket: BasketRecord,
  input: BuyPreviewInput,
): Promise<(TradePreviewBody & { versionId: number }) | undefined> {
  const version = (await storedVersions(db, [basket.id], { latestOnly: true })).get(basket.id)?.[0];
  if (!version) return undefined;
  const prices = await market.ltp(version.constituents.map((c) => c.symbol));
  const stocks = version.constituents
    .filter((c) => prices[c.symbol] !== undefined)
    .map((c) => ({ symbol: c.symbol, weight: c.weight, price: prices[c.symbol]! }));
  if (stocks.length !== version.constituents.length) return undefined;
  const q = quantitiesFromWeights(input.amount, stocks);
  const lines = q.lines
    .filter((l) => l.quantity > 0)
    .map((l) =>
      buyLine(
        market,
        l.symbol,
        l.quantity,
        l.price,
        input.orderType === 'LIMIT' ? (input.limitPrices?.[l.symbol] ?? l.price) : null,
      ),
    );
  const review = reviewOf(lines, input.orderType);
  return {
    versionId: version.id,
    basket_hash: basket.basket_hash,
    basket_name: basket.name,
    kind: 'buy',
    order_type: input.orderType,
    amount: input.amount,
    lines,
    ...review,
    leftover: roundToPaisa(input.amount - review.total),
    funds_available: input.fundsAvailable,
    window: windowNow(market),
  };
}
