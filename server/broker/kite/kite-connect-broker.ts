import type { Connect, Variety } from 'kiteconnect';
import type { BrandConfig } from '../../../brands/schema';
import { signInPage } from '../sign-in-page';
import type { Broker } from '../broker';
import { BrokerRefused } from '../broker';
import type { AppCredentials } from '../app-credentials';
import type { FetchLike } from '../../http/fetch-like';
import { nextSixAmIst } from '../session-end';
import { kiteClient, type KiteEndpoint } from './kite-client';
import { kiteCall } from './kite-errors';
import { fromKiteOrder } from './kite-orders';
import { readKitePostback } from './kite-postback';
import { KITE_LOGIN_URL, type KiteSettings } from './kite-settings';
import { fromClientDate, fromKiteTimestamp } from './kite-time';
import type { KiteHolding, KiteMargins, KiteOrder, KiteSession } from './kite-wire';
import { pacerOf, type OrderPacer } from './order-pacer';
import { createSharedOrderPacer } from './shared-order-pacer';
import type { Database } from '../../db/database';

type BrandBroker = BrandConfig['brokers'][number];
type PlaceParams = Parameters<Connect['placeOrder']>[1];
type ModifyParams = Parameters<Connect['modifyOrder']>[2];
/** The published types lack the 2026 parameter the client sends as it is (decision 0260). */
type Protected = { market_protection?: number };

export interface KiteConnectBrokerOptions {
  broker: BrandBroker;
  credentials: AppCredentials;
  settings: KiteSettings;
  /** The app's own fetch: the simulated broker in this process, used when `settings.root` is unset. */
  fetch: FetchLike;
  /**
   * Ten order requests a second per app: held across processes in this database (shared-order-pacer.ts);
   * without one, the process's own pacer of the API key (order-pacer.ts).
   */
  pacer?: OrderPacer;
  db?: Database;
}

/**
 * The Broker (server/broker/broker.ts) over Kite Connect v3 through Zerodha's official client
 * (docs/brokers.md). With no API root configured it speaks to the simulated broker, which answers
 * as Kite does; production sets the root, the sign-in URL and the app's key and secret, nothing else.
 */
export function createKiteConnectBroker(options: KiteConnectBrokerOptions): Broker {
  const { broker, credentials, settings } = options;
  const { apiKey, apiSecret } = credentials;
  const endpoint: KiteEndpoint = settings.root
    ? { apiKey, root: settings.root }
    : { apiKey, root: `http://${settings.simHost}`, inProcess: options.fetch };
  const pace = options.pacer ?? (options.db ? createSharedOrderPacer(options.db, apiKey) : pacerOf(apiKey));
  const kite = <T>(accessToken: string | undefined, call: (kc: Connect) => Promise<T>) =>
    kiteCall(() => call(kiteClient(endpoint, accessToken)));

  const orderBook = async (token: string) => (await kite(token, (kc) => kc.getOrders())) as unknown as KiteOrder[];
  const protection = (orderType: string | undefined): Protected =>
    orderType === 'MARKET' ? { market_protection: settings.marketProtection } : {};

  return {
    id: broker.id,
    name: broker.name,

    signInUrl({ state, redirectUrl }) {
      const url = signInPage(settings, redirectUrl, KITE_LOGIN_URL, '/connect/login');
      url.searchParams.set('v', '3');
      url.searchParams.set('api_key', apiKey);
      // Kite sends these back to the registered redirect URL with request_token, action and status.
      url.searchParams.set('redirect_params', new URLSearchParams({ state }).toString());
      return url.toString();
    },

    signInReturn(query) {
      // Kite's redirect: request_token, action=login and status=success, or status=cancelled.
      return { token: query('request_token'), cancelled: query('status') === 'cancelled' };
    },

    async createSession(requestToken) {
      const s = (await kite(undefined, (kc) => kc.generateSession(requestToken, apiSecret))) as unknown as KiteSession;
      const login = typeof s.login_time === 'string' ? fromKiteTimestamp(s.login_time) : fromClientDate(s.login_time);
      // Kite ends every session at 06:00 IST (a regulatory flush): the first after the broker's sign-in time.
      return { accessToken: s.access_token, clientCode: s.user_id, expiresAt: nextSixAmIst(login) };
    },

    async endSession(accessToken) {
      await kite(accessToken, (kc) => kc.invalidateAccessToken(accessToken)).catch(() => undefined);
    },

    async funds(accessToken) {
      const m = (await kite(accessToken, (kc) => kc.getMargins())) as unknown as KiteMargins;
      return { available: m.equity.net, blocked: m.equity.utilised.debits };
    },

    async holdings(accessToken) {
      const rows = (await kite(accessToken, (kc) => kc.getHoldings())) as unknown as KiteHolding[];
      return rows.map((h) => ({
        symbol: h.tradingsymbol,
        quantity: h.quantity + h.t1_quantity,
        averagePrice: h.average_price,
      }));
    },

    async placeOrder(accessToken, order) {
      // Kite keeps no idempotency on tag: an order already in the day's book under it is the answer.
      const placed = (await orderBook(accessToken)).find((o) => o.tag === order.tag);
      if (placed) return { orderId: placed.order_id };
      const params: PlaceParams & Protected = {
        exchange: 'NSE',
        tradingsymbol: order.symbol,
        transaction_type: order.side,
        order_type: order.orderType,
        quantity: order.quantity,
        product: 'CNC',
        validity: 'DAY',
        tag: order.tag,
        ...(order.limitPrice !== undefined ? { price: order.limitPrice } : {}),
        ...protection(order.orderType),
        ...(order.orderType === 'MARKET' && order.marketProtection !== undefined
          ? { market_protection: order.marketProtection }
          : {}),
      };
      // Kite's variety as the order names it ('regular' unless after-market): the URL's /orders/{variety}.
      const variety: Variety = order.variety ?? 'regular';
      const data = await pace(() => kite(accessToken, (kc) => kc.placeOrder(variety, params)));
      return { orderId: String(data.order_id) };
    },

    async modifyOrder(accessToken, orderId, change) {
      const params: ModifyParams & Protected = {
        ...(change.quantity !== undefined ? { quantity: change.quantity } : {}),
        ...(change.orderType !== undefined ? { order_type: change.orderType } : {}),
        ...(change.limitPrice !== undefined ? { price: change.limitPrice } : {}),
        ...protection(change.orderType),
      };
      await pace(() => kite(accessToken, (kc) => kc.modifyOrder('regular', orderId, params)));
    },

    async cancelOrder(accessToken, orderId, variety = 'regular') {
      await pace(() => kite(accessToken, (kc) => kc.cancelOrder(variety, orderId)));
    },

    async orders(accessToken) {
      return (await orderBook(accessToken)).map(fromKiteOrder);
    },

    async order(accessToken, orderId) {
      try {
        const history = (await kite(accessToken, (kc) => kc.getOrderHistory(orderId))) as unknown as KiteOrder[];
        // Kite's history lists the order's states oldest first: the last is where it stands.
        const last = history.at(-1);
        return last ? fromKiteOrder(last) : undefined;
      } catch (e) {
        if (e instanceof BrokerRefused && e.code === 'not-found') return undefined;
        throw e;
      }
    },

    async ltp(accessToken, symbols) {
      if (symbols.length === 0) return {};
      const quotes = await kite(accessToken, (kc) => kc.getLTP(symbols.map((s) => `NSE:${s}`)));
      const prices: Record<string, number> = {};
      for (const [key, q] of Object.entries(quotes)) if (key.startsWith('NSE:')) prices[key.slice(4)] = q.last_price;
      return prices;
    },

    async readPostback(rawBody) {
      return readKitePostback(rawBody, apiSecret);
    },
  };
}
