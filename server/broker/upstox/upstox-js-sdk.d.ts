/**
 * The parts of the official Upstox client (upstox-js-sdk, pinned in package.json; decision 0269) the
 * product uses. The package publishes no types: these follow its generated sources (dist/api/*.js,
 * dist/model/*.js), whose models turn Upstox's snake_case answers into camelCase.
 */
declare module 'upstox-js-sdk' {
  import type { Agent } from 'node:http';

  type Callback<T> = (error: unknown, data: T, response: unknown) => void;

  class ApiClient {
    constructor(sandbox?: boolean);
    basePath: string;
    /** place, modify and cancel go to api-hft.upstox.com. */
    orderBasePath: string;
    authentications: { OAUTH2: { type: 'oauth2'; accessToken?: string } };
    requestAgent: Agent | null;
    timeout: number;
  }

  interface TokenResponse {
    userId: string;
    userName?: string;
    accessToken: string;
    broker?: string;
  }
  interface FundMarginData {
    usedMargin: number;
    availableMargin: number;
  }
  interface Holding {
    tradingSymbol: string;
    isin: string;
    quantity: number;
    averagePrice: number;
    instrumentToken: string;
  }
  interface Order {
    orderId: string;
    tag: string | null;
    tradingSymbol: string;
    instrumentToken: string;
    transactionType: string;
    orderType: string;
    quantity: number;
    filledQuantity: number;
    averagePrice: number | null;
    price: number;
    status: string;
    statusMessage: string | null;
    orderTimestamp: string;
    exchangeTimestamp: string | null;
    isAmo: boolean;
  }
  interface Trade {
    orderId: string;
    tradeId: string;
    quantity: number;
    averagePrice: number;
  }
  interface Envelope<T> {
    status: string;
    data: T;
  }

  interface LoginApi {
    token(
      apiVersion: string,
      opts: { code: string; clientId: string; clientSecret: string; redirectUri: string; grantType: string },
      callback: Callback<TokenResponse>,
    ): void;
    logout(apiVersion: string, callback: Callback<Envelope<boolean>>): void;
  }
  interface UserApi {
    getUserFundMargin(
      apiVersion: string,
      opts: { segment?: string },
      callback: Callback<Envelope<{ equity?: FundMarginData }>>,
    ): void;
  }
  interface PortfolioApi {
    getHoldings(apiVersion: string, callback: Callback<Envelope<Holding[]>>): void;
  }
  interface PlaceOrderBody {
    quantity: number;
    product: string;
    validity: string;
    price: number;
    tag?: string;
    instrumentToken: string;
    orderType: string;
    transactionType: string;
    disclosedQuantity: number;
    triggerPrice: number;
    isAmo: boolean;
  }
  interface ModifyOrderBody {
    orderId: string;
    validity: string;
    quantity?: number;
    price: number;
    orderType: string;
    triggerPrice: number;
    disclosedQuantity?: number;
  }
  interface OrderApi {
    placeOrder(body: PlaceOrderBody, apiVersion: string, callback: Callback<Envelope<{ orderId: string }>>): void;
    modifyOrder(body: ModifyOrderBody, apiVersion: string, callback: Callback<Envelope<{ orderId: string }>>): void;
    cancelOrder(orderId: string, apiVersion: string, callback: Callback<Envelope<{ orderId: string }>>): void;
    getOrderBook(apiVersion: string, callback: Callback<Envelope<Order[]>>): void;
    getOrderDetails(
      apiVersion: string,
      opts: { orderId?: string; tag?: string },
      callback: Callback<Envelope<Order[]>>,
    ): void;
    getOrderStatus(opts: { orderId: string }, callback: Callback<Envelope<Order>>): void;
    getTradesByOrder(orderId: string, apiVersion: string, callback: Callback<Envelope<Trade[]>>): void;
  }
  interface MarketQuoteApi {
    ltp(
      symbol: string,
      apiVersion: string,
      callback: Callback<Envelope<Record<string, { lastPrice: number; instrumentToken: string }>>>,
    ): void;
  }

  const Upstox: {
    ApiClient: typeof ApiClient;
    LoginApi: new (client: ApiClient) => LoginApi;
    UserApi: new (client: ApiClient) => UserApi;
    PortfolioApi: new (client: ApiClient) => PortfolioApi;
    OrderApi: new (client: ApiClient) => OrderApi;
    MarketQuoteApi: new (client: ApiClient) => MarketQuoteApi;
  };
  export default Upstox;
  export type { ApiClient, Order, Holding, Trade, TokenResponse, PlaceOrderBody, ModifyOrderBody };
}
