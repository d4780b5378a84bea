import type { OrderSide, OrderStatus, OrderType } from '#contract/trading/types';

/**
 * What the product needs of a stockbroker (docs/brokers.md), whoever it is: Kite Connect
 * (server/broker/kite/) or Upstox (server/broker/upstox/) through each one's official client, as the
 * brand broker's `provider` says, against the simulated broker that ships with the server
 * (server/broker-sim/, its own site, speaking that provider's protocol) unless the provider's address
 * is configured. One Broker per brand broker (brand config `brokers[]`): the brand is the broker's
 * registered app, with its own API key and secret.
 *
 * Every call that needs the investor's session takes the access token the sign-in gave; a token the
 * broker no longer honours (sessions end every day at 06:00 IST) throws BrokerSessionEnded, which the
 * API answers with head.status '110'.
 */
export interface Broker {
  /** Brand config broker id ('sec', 'second'). */
  readonly id: string;
  readonly name: string;

  /** The broker's sign-in page; it redirects the browser back to `redirectUrl` with a one-time token and `state`. */
  signInUrl(args: { state: string; redirectUrl: string }): string;
  /**
   * What the broker's redirect back says, from its query: the one-time token (Kite's `request_token`,
   * Upstox's OAuth 2 `code`), or that the investor cancelled.
   */
  signInReturn(query: (name: string) => string | undefined): { token: string | undefined; cancelled: boolean };
  /**
   * Exchanges the redirect's one-time token for a session (the broker checks the app's secret);
   * `redirectUrl` is the one the sign-in named (OAuth 2 asks for it again; Kite does not).
   */
  createSession(requestToken: string, args?: { redirectUrl: string }): Promise<BrokerSession>;
  /** Ends the session at the broker (disconnect). Never throws for an already-ended one. */
  endSession(accessToken: string): Promise<void>;

  funds(accessToken: string): Promise<BrokerFunds>;
  holdings(accessToken: string): Promise<BrokerHolding[]>;

  /** Places one order; idempotent on `tag` (the product's own line key): a retry returns the same order id. */
  placeOrder(accessToken: string, order: PlaceOrder): Promise<{ orderId: string }>;
  modifyOrder(accessToken: string, orderId: string, change: ModifyOrder): Promise<void>;
  /** Cancels an order; `variety` is the one it was placed with ('amo' cancels a queued after-market order). */
  cancelOrder(accessToken: string, orderId: string, variety?: OrderVariety): Promise<void>;
  /** The day's order book. */
  orders(accessToken: string): Promise<BrokerOrder[]>;
  order(accessToken: string, orderId: string): Promise<BrokerOrder | undefined>;

  /**
   * Last traded prices of NSE symbols from the broker's quote API (Kite: GET /quote/ltp; Upstox: its LTP
   * quotes); symbols it does not know are left out. Optional: without it, prices come from the configured
   * market data.
   */
  ltp?(accessToken: string, symbols: readonly string[]): Promise<Record<string, number>>;

  /**
   * Reads an order update the broker posted to the product (postback, webhook): the body as received
   * and the request's headers, wherever the broker puts its proof (Kite: a checksum in the body).
   * A broker that signs nothing (Upstox) is believed only through its API: the order is read back
   * with the session of the client the update names (`lookup`). Undefined when the proof does not
   * hold: the update is refused.
   */
  readPostback(rawBody: string, headers: Headers, lookup: PostbackLookup): Promise<BrokerOrder | undefined>;
}

/** What a broker's update reader may ask of the product: the live session of one of its clients at this broker. */
export interface PostbackLookup {
  accessToken(clientCode: string): Promise<string | undefined>;
}

export interface BrokerSession {
  accessToken: string;
  /** The investor's account at the broker. */
  clientCode: string;
  /** When the broker ends it: 06:00 IST after the sign-in at Kite, 03:30 IST at Upstox. */
  expiresAt: Date;
}

export interface BrokerFunds {
  /** Cash the investor can trade with now (after blocked margin). */
  available: number;
  /** Blocked by open orders. */
  blocked: number;
}

export interface BrokerHolding {
  symbol: string;
  quantity: number;
  averagePrice: number;
}

/**
 * Kite's order varieties the product uses: 'regular' in the order window, 'amo' (after-market order) outside it,
 * queued at the broker and sent to the exchange at the next open (docs/trading.md, "After-market orders").
 */
export type OrderVariety = 'regular' | 'amo';

export interface PlaceOrder {
  /** 'regular' unless given. */
  variety?: OrderVariety;
  /**
   * Market orders sent through the API carry a market protection, as Kite requires: a percentage from the
   * price at which the broker turns the order into a limit (-1 lets the broker choose). AMO market orders only.
   */
  marketProtection?: number;
  symbol: string;
  side: OrderSide;
  quantity: number;
  orderType: OrderType;
  /** LIMIT orders only. */
  limitPrice?: number;
  /** The product's key for this line (≤ 20 characters, as Kite's tag): the idempotency key (the adapter looks it up before placing). */
  tag: string;
}

export interface ModifyOrder {
  quantity?: number;
  orderType?: OrderType;
  limitPrice?: number;
}

export interface BrokerOrder {
  orderId: string;
  tag: string;
  symbol: string;
  side: OrderSide;
  orderType: OrderType;
  quantity: number;
  filledQuantity: number;
  /** Average fill price; null before any fill. */
  averagePrice: number | null;
  limitPrice: number | null;
  status: OrderStatus;
  /** Why it was rejected or cancelled, in the broker's words. */
  statusMessage: string | null;
  /** ISO 8601. */
  updatedAt: string;
}

/** The broker refused the access token: the session ended (06:00 IST) or was revoked. */
export class BrokerSessionEnded extends Error {
  constructor(message = 'The broker session has ended.') {
    super(message);
    this.name = 'BrokerSessionEnded';
  }
}

/** The broker refused a request for a reason the investor can act on (funds, hours, quantity): the message is shown. */
export class BrokerRefused extends Error {
  constructor(
    message: string,
    readonly code: 'funds' | 'hours' | 'input' | 'not-found' | 'state',
  ) {
    super(message);
    this.name = 'BrokerRefused';
  }
}

/** Finds the Broker of a brand's broker id; undefined when the brand has no such broker. */
export type BrokerDirectory = (brandId: string, brokerId: string) => Broker | undefined;
