import Upstox, { type Order, type TokenResponse } from 'upstox-js-sdk';
import { signInPage } from '../sign-in-page';
import type { BrandConfig } from '../../../brands/schema';
import type { FetchLike } from '../../http/fetch-like';
import { findInstrument } from '../../market/instruments';
import type { AppCredentials } from '../app-credentials';
import { BrokerRefused, type Broker, type BrokerOrder } from '../broker';
import { nextHalfPastThreeIst } from '../session-end';
import { API_VERSION, settle, upstoxClient, type UpstoxEndpoint } from './upstox-client';
import { upstoxCall } from './upstox-errors';
import { fromUpstoxOrder } from './upstox-orders';
import { orderRootOf, UPSTOX_LOGIN_URL, type UpstoxSettings } from './upstox-settings';
import { readUpstoxWebhook } from './upstox-webhook';
import { nseInstrumentKey } from './upstox-wire';

type BrandBroker = BrandConfig['brokers'][number];

export interface UpstoxBrokerOptions {
  broker: BrandBroker;
  credentials: AppCredentials;
  settings: UpstoxSettings;
  /** The app's own fetch: the simulated broker in this process, used when `settings.root` is unset. */
  fetch: FetchLike;
  /** When now is (the market clock): a session ends at the first 03:30 IST after it was made. */
  now?: () => Date;
}

/** Upstox's instrument key of a symbol the product trades (NSE cash equities, by ISIN). */
function instrumentKey(symbol: string): string {
  const isin = findInstrument(symbol)?.isin;
  if (!isin) throw new BrokerRefused(`${symbol} is not an instrument this broker trades.`, 'input');
  return nseInstrumentKey(isin);
}

/**
 * The Broker (server/broker/broker.ts) over Upstox API v2 through Upstox's official client,
 * upstox-js-sdk (docs/brokers.md, decision 0269). With no API root configured it speaks to the
 * simulated broker, which answers as Upstox does; production sets the root and the app's key and
 * secret, nothing else.
 */
export function createUpstoxBroker(options: UpstoxBrokerOptions): Broker {
  const { broker, credentials, settings } = options;
  const now = options.now ?? (() => new Date());
  const endpoint: UpstoxEndpoint = settings.root
    ? { root: settings.root, orderRoot: orderRootOf(settings.root) }
    : { root: `http://${settings.simHost}`, orderRoot: `http://${settings.simHost}`, inProcess: options.fetch };
  const client = (accessToken?: string) => upstoxClient(endpoint, accessToken);
  const orderApi = (token: string) => new Upstox.OrderApi(client(token));

  const orderBook = async (token: string): Promise<Order[]> =>
    (await upstoxCall(() => settle<{ data: Order[] }>((done) => orderApi(token).getOrderBook(API_VERSION, done)))).data;

  const readOrder = async (token: string, orderId: string): Promise<BrokerOrder | undefined> => {
    try {
      const answer = await upstoxCall(() =>
        settle<{ data: Order }>((done) => orderApi(token).getOrderStatus({ orderId }, done)),
      );
      return fromUpstoxOrder(answer.data);
    } catch (e) {
      if (e instanceof BrokerRefused && e.code === 'not-found') return undefined;
      throw e;
    }
  };

  const self: Broker = {
    id: broker.id,
    name: broker.name,

    signInUrl({ state, redirectUrl }) {
      const url = signInPage(settings, redirectUrl, UPSTOX_LOGIN_URL, '/v2/login/authorization/dialog');
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('client_id', credentials.apiKey);
      url.searchParams.set('redirect_uri', redirectUrl);
      url.searchParams.set('state', state);
      return url.toString();
    },

    signInReturn(query) {
      // OAuth 2's answer (RFC 6749 4.1.2): `code` and `state`, or `error` when the investor declined.
      return { token: query('code'), cancelled: query('error') !== undefined };
    },

    async createSession(code, args) {
      const redirectUrl = args?.redirectUrl;
      if (!redirectUrl) throw new Error('Upstox exchanges a code only with the redirect URL the sign-in named.');
      const s = await upstoxCall(() =>
        settle<TokenResponse>((done) =>
          new Upstox.LoginApi(client()).token(
            API_VERSION,
            {
              code,
              clientId: credentials.apiKey,
              clientSecret: credentials.apiSecret,
              redirectUri: redirectUrl,
              grantType: 'authorization_code',
            },
            done,
          ),
        ),
      );
      // Upstox ends every access token at 03:30 IST the next morning, whenever it was made.
      return { accessToken: s.accessToken, clientCode: s.userId, expiresAt: nextHalfPastThreeIst(now()) };
    },

    async endSession(accessToken) {
      await upstoxCall(() =>
        settle((done) => new Upstox.LoginApi(client(accessToken)).logout(API_VERSION, done)),
      ).catch(() => undefined);
    },

    async funds(accessToken) {
      const answer = await upstoxCall(() =>
        settle<{ data: { equity?: { availableMargin: number; usedMargin: number } } }>((done) =>
          new Upstox.UserApi(client(accessToken)).getUserFundMargin(API_VERSION, { segment: 'SEC' }, done),
        ),
      );
      const equity = answer.data.equity;
      return { available: equity?.availableMargin ?? 0, blocked: equity?.usedMargin ?? 0 };
    },

    async holdings(accessToken) {
      const answer = await upstoxCall(() =>
        settle<{ data: { tradingSymbol: string; quantity: number; averagePrice: number }[] }>((done) =>
          new Upstox.PortfolioApi(client(accessToken)).getHoldings(API_VERSION, done),
        ),
      );
      return answer.data.map((h) => ({
        symbol: h.tradingSymbol.replace(/-EQ$/, ''),
        quantity: h.quantity,
        averagePrice: h.averagePrice,
      }));
    },

    async placeOrder(accessToken, order) {
      // Upstox keeps no idempotency on tag: an order already in the day's book under it is the answer.
      const placed = (await orderBook(accessToken)).find((o) => o.tag === order.tag);
      if (placed) return { orderId: placed.orderId };
      const body = {
        quantity: order.quantity,
        product: 'D',
        validity: 'DAY',
        price: order.orderType === 'LIMIT' ? (order.limitPrice ?? 0) : 0,
        tag: order.tag,
        instrumentToken: instrumentKey(order.symbol),
        orderType: order.orderType,
        transactionType: order.side,
        disclosedQuantity: 0,
        triggerPrice: 0,
        isAmo: order.variety === 'amo',
      };
      const answer = await upstoxCall(() =>
        settle<{ data: { orderId: string } }>((done) => orderApi(accessToken).placeOrder(body, API_VERSION, done)),
      );
      return { orderId: answer.data.orderId };
    },

    async modifyOrder(accessToken, orderId, change) {
      // Upstox's modify names the order's type, price and validity every time: unchanged ones from the order.
      const current = await readOrder(accessToken, orderId);
      if (!current) throw new BrokerRefused('No such order.', 'not-found');
      const orderType = change.orderType ?? current.orderType;
      const body = {
        orderId,
        validity: 'DAY',
        ...(change.quantity !== undefined ? { quantity: change.quantity } : {}),
        price: orderType === 'LIMIT' ? (change.limitPrice ?? current.limitPrice ?? 0) : 0,
        orderType,
        triggerPrice: 0,
      };
      await upstoxCall(() => settle((done) => orderApi(accessToken).modifyOrder(body, API_VERSION, done)));
    },

    async cancelOrder(accessToken, orderId) {
      // One cancel for both varieties: Upstox tells a queued after-market order apart itself.
      await upstoxCall(() => settle((done) => orderApi(accessToken).cancelOrder(orderId, API_VERSION, done)));
    },

    async orders(accessToken) {
      return (await orderBook(accessToken)).map(fromUpstoxOrder);
    },

    order: readOrder,

    readPostback(rawBody, _headers, lookup) {
      return readUpstoxWebhook(rawBody, lookup, readOrder);
    },

    async ltp(accessToken, symbols) {
      const keys = symbols.map(instrumentKey);
      const answer = await upstoxCall(() =>
        settle<{ data: Record<string, { lastPrice: number; instrumentToken: string }> }>((done) =>
          new Upstox.MarketQuoteApi(client(accessToken)).ltp(keys.join(','), API_VERSION, done),
        ),
      );
      const prices: Record<string, number> = {};
      for (const quote of Object.values(answer.data)) {
        const symbol = symbols[keys.indexOf(quote.instrumentToken)];
        if (symbol !== undefined) prices[symbol] = quote.lastPrice;
      }
      return prices;
    },
  };
  return self;
}
