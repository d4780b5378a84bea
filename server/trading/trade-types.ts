import type { OrderSide, OrderType, TradeKind } from '#contract/trading/types';
import type { Broker } from '../broker/broker';
import type { Database } from '../db/database';
import type { MarketData } from '../market/market-data';
import type { PushSender } from '../push/push-sender';

/** What placing and following a trade needs: the database and the market's names, clock and daily closes (price bands). */
export interface TradeDeps {
  db: Database;
  market: Pick<MarketData, 'instrument' | 'now' | 'calendar' | 'history'>;
  /** Tells the user's browsers when a trade becomes final (docs/push.md); none in some tests. */
  push?: PushSender;
}

/** The broker account a trade goes through: a row of broker_links with its live session. */
export interface TradeBrokerLink {
  /** broker_links.id */
  id: number;
  /** The broker session's access token (ends at 06:00 IST). */
  accessToken: string;
}

/** One line to place: whole shares of one symbol, bought or sold. */
export interface TradeLineInput {
  symbol: string;
  side: OrderSide;
  quantity: number;
  /** The last price the quantity was computed from. */
  indicativePrice: number;
  /** LIMIT orders: the price; null for MARKET. */
  limitPrice: number | null;
}

export interface PlaceTradeInput {
  userId: number;
  brokerLink: TradeBrokerLink;
  broker: Broker;
  basketId: number;
  /** The investment the trade adds to or sells from; null for a first buy (placeTrade creates it). */
  investmentId: number | null;
  kind: TradeKind;
  orderType: OrderType;
  /** The caller's idempotency key: one trade per user and key, whatever the retries. */
  clientKey: string;
  /** The amount the investor asked for (buys), or the trade's value. */
  amount: number;
  /** Market orders' extra margin (server/trading/rules/margin.ts); 0 by default. */
  margin?: number;
  lines: TradeLineInput[];
  /** An after-market order (docs/trading.md, "After-market orders"): sent to the exchange at `sendsAt`. */
  amo?: { sendsAt: Date };
}

/** Why placeTrade would not place a trade; the routes answer it as a 4xx. */
export class TradeRefused extends Error {
  constructor(
    message: string,
    readonly code: 'duplicate-investment' | 'no-lines' | 'no-investment' | 'no-version',
  ) {
    super(message);
    this.name = 'TradeRefused';
  }
}
