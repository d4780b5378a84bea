import { BASKETS_API } from '#contract/baskets/paths';

/**
 * Investing's API paths, under /{brand segment}/api/: baskets, market data, connected brokers, trades and
 * the investor's own investments (docs/baskets.md, market-data.md, trading.md, investments.md). Part of
 * `API` (contract/http/api-paths.ts), kept here so each file stays readable.
 */
export const INVESTING_API = {
  ...BASKETS_API,
  /** Market data (docs/market-data.md). Symbols go in the query: some hold '&' (M&M). */
  market: {
    /** ?q=: symbol and name prefix, ranked. */
    stockSearch: 'stock/search/',
    /** ?symbol= */
    stockDetails: 'stock/details/',
    /** ?symbol=&from=&to= (YYYY-MM-DD): daily bars. */
    stockOhlc: 'stock/ohlc/',
    /** ?symbols=A,B,C: last traded prices. */
    ltp: 'get-LTP/',
  },
  /** A user's connected brokers (docs/trading.md). Trading calls answer '110' once the broker session has ended. */
  broker: {
    /** GET: ConnectedBrokersBody. */
    list: 'broker/connected/',
    /** POST { broker_id, next? }: ConnectBrokerBody, the broker's sign-in address to send the browser to. */
    connect: 'broker/connect-broker/',
    /**
     * GET ?next=, a browser's navigation, on a brand entered only through its broker: 303 to the
     * broker's sign-in, which comes back through the callback signed in and connected (decision 0243).
     */
    login: (brokerId: string) => `broker/login/${brokerId}/`,
    /** GET ?request_token=&state= (or ?status=cancelled&state=): the broker's redirect back; answers 303. */
    callback: (brokerId: string) => `broker/callback/${brokerId}/`,
    /** POST { broker_id }. */
    delete: 'broker/delete/',
    /** POST, server to server: the broker's order update, its checksum in the body (Kite's postback). */
    postback: (brokerId: string) => `broker/postback/${brokerId}/`,
  },
  /** Basket trades and their orders (docs/trading.md). Every POST needs a connected broker in session. */
  trading: {
    /** POST TradePreviewRequest: the orders a basket trade would place, with margin and charges; nothing is placed. */
    tradeBasketOrders: 'tradebasket/orders/',
    /** POST PlaceTradeRequest: places the trade once per client_key; TradeBody. */
    requestOrder: 'requestorder/',
    /** GET ?trade=: TradeBody. */
    orderStatus: 'orderstatus/',
    /** GET ?trade=: text/event-stream of TradeBody, from any server process (LISTEN/NOTIFY). */
    orderEvents: 'orderstatus/events/',
    /** POST { trade, order_id, quantity?, order_type?, limit_price? }: modifies an open line. */
    updateOrder: 'updateorder/',
    /** POST { trade, order_id? }: cancels one open line, or every open line of the trade. */
    cancelOrder: 'order/cancel/',
    /** POST { investment, client_key }: buys what partly filled or rejected lines left short. */
    fixInvestmentQty: 'fix-investment-qty-v2/',
    /** GET ?investment=: the investment's trades with their orders and cash flows. */
    transactions: 'transactions/details/',
    /** GET ?page=: the user's trades, newest first (OrdersBody). */
    orders: 'orders/',
  },
  /** The signed-in investor's baskets and investments (docs/investments.md). */
  myBaskets: {
    summary: 'my-baskets/summary/',
    investments: 'my-baskets/investments/',
    closed: 'my-baskets/closed/',
    hidden: 'my-baskets/hidden/',
    published: 'my-baskets/published/',
    draft: 'my-baskets/draft/',
    /** ?investment=&period=1yr|3yr|5yr: value against invested money. */
    performanceChart: 'my-baskets/performance-chart/',
    /** GET ?investment=: InvestmentDetailsBody. */
    investment: 'my-baskets/investment/',
    /** GET ?investment=: ReturnsAfterCostsBody, the return after costs beside the basket's model (decision 0303). */
    returns: 'my-baskets/returns/',
  },
  /** What an investor does to one investment (docs/investments.md). */
  investment: {
    /** GET ?investment=&mode=RECOMMENDED_CHANGES|ADJUST_ALL_STOCK|BUY_ONLY&amount= (BUY_ONLY's new money): RebalanceDetailsBody. */
    rebalanceDetails: 'rebalance/details/',
    /** GET ?investment=: past rebalances. */
    rebalanceHistory: 'rebalance/history/',
    /** POST { investment }. */
    rebalanceIgnore: 'rebalance/ignore/',
    /** POST { investment, mode, client_key, amount? }: places the rebalance trade (BUY_ONLY: the previewed amount). */
    rebalanceAccept: 'rebalance/accept/',
    /** POST { investment, frequency, amount, day }. */
    startSip: 'sip/start/',
    /** POST { investment }. */
    stopSip: 'sip/stop/',
    /** POST { investment, client_key, amount? }: the due instalment, confirmed by the investor (amount: as previewed). */
    confirmSip: 'sip/confirm/',
    /** GET ?investment=: SipPreviewBody, what the instalment buys, most underweight first (decision 0301). */
    sipPreview: 'sip/preview/',
    /** POST { investment, percent } (percent null removes it). */
    stoplossAdd: 'stoploss/add/',
    /** POST { investment, percent } (0 < percent ≤ 1000 above the money put in; null removes it). */
    targetAdd: 'target/add/',
    /** POST { investment, client_key }: sells every holding. */
    close: 'investment/close/',
  },
} as const;
