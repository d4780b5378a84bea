import { createHash } from 'node:crypto';
import type { BrandConfig } from '../../brands/schema';
import { brokerDevHost } from '#contract/broker/dev-host';
import type { Broker, BrokerOrder } from './broker';
import { BrokerRefused } from './broker';
import type { AppCredentials } from './app-credentials';
import { postbackSignatureValid } from './postback-signature';
import { simCall, type FetchLike } from './sim-http';
import type { SimHolding, SimMargins, SimOrder, SimSessionData } from './sim-wire';

type BrandBroker = BrandConfig['brokers'][number];

export interface SimulatedBrokerOptions {
  broker: BrandBroker;
  /** How requests reach the broker: the app's own fetch in one process, the network otherwise. */
  fetch: FetchLike;
  /** The brand's app at this broker (server/broker/app-credentials.ts). */
  credentials: AppCredentials;
}

/**
 * The order as the product reads it, from the broker's (Kite-shaped) order. A queued after-market order ('AMO REQ
 * RECEIVED') is OPEN for the product: with the broker, working, cancellable; the trade says when it is sent.
 */
export function fromSimOrder(o: SimOrder): BrokerOrder {
  return {
    orderId: o.order_id,
    tag: o.tag,
    symbol: o.tradingsymbol,
    side: o.transaction_type,
    orderType: o.order_type,
    quantity: o.quantity,
    filledQuantity: o.filled_quantity,
    averagePrice: o.filled_quantity > 0 ? o.average_price : null,
    limitPrice: o.order_type === 'LIMIT' ? o.price : null,
    status: o.status === 'AMO REQ RECEIVED' ? 'OPEN' : o.status,
    statusMessage: o.status_message,
    updatedAt: o.exchange_update_timestamp,
  };
}

function isSimOrder(value: unknown): value is SimOrder {
  const o = value as Partial<SimOrder> | null;
  return (
    typeof o === 'object' &&
    o !== null &&
    typeof o.order_id === 'string' &&
    typeof o.tag === 'string' &&
    typeof o.tradingsymbol === 'string' &&
    (o.transaction_type === 'BUY' || o.transaction_type === 'SELL') &&
    typeof o.quantity === 'number' &&
    typeof o.filled_quantity === 'number' &&
    typeof o.status === 'string'
  );
}

/**
 * The Broker (server/broker/broker.ts) over the simulated broker's HTTP API (server/broker-sim/),
 * which is shaped as Kite Connect's: a real broker's client differs in its addresses and its answers'
 * names only (docs/brokers.md).
 */
export function createSimulatedBroker({ broker, fetch, credentials }: SimulatedBrokerOptions): Broker {
  const { apiKey, apiSecret } = credentials;
  const host = brokerDevHost(broker.redirectHost) ?? broker.redirectHost;
  const call = <T>(method: string, path: string, accessToken?: string, form?: Record<string, string>) =>
    simCall<T>(fetch, {
      origin: `http://${host}`,
      host,
      method,
      path,
      auth: accessToken === undefined ? undefined : `${apiKey}:${accessToken}`,
      form,
    });

  return {
    id: broker.id,
    name: broker.name,

    signInUrl({ state, redirectUrl }) {
      // The broker's page is on the same scheme and port as the product in development.
      const back = new URL(redirectUrl);
      const url = new URL(`${back.protocol}//${host}${back.port ? `:${back.port}` : ''}/connect/login`);
      url.searchParams.set('v', '3');
      url.searchParams.set('api_key', apiKey);
      url.searchParams.set('state', state);
      return url.toString();
    },

    async createSession(requestToken) {
      const checksum = createHash('sha256').update(`${apiKey}${requestToken}${apiSecret}`).digest('hex');
      const data = await call<SimSessionData>('POST', '/session/token', undefined, {
        api_key: apiKey,
        request_token: requestToken,
        checksum,
      });
      return { accessToken: data.access_token, clientCode: data.user_id, expiresAt: new Date(data.expires_at) };
    },

    async endSession(accessToken) {
      const form = { api_key: apiKey, access_token: accessToken };
      await call('DELETE', `/session/token?${new URLSearchParams(form).toString()}`).catch(() => undefined);
    },

    async funds(accessToken) {
      const m = await call<SimMargins>('GET', '/user/margins', accessToken);
      return { available: m.equity.available.cash, blocked: m.equity.utilised.blocked };
    },

    async holdings(accessToken) {
      const rows = await call<SimHolding[]>('GET', '/portfolio/holdings', accessToken);
      return rows.map((h) => ({ symbol: h.tradingsymbol, quantity: h.quantity, averagePrice: h.average_price }));
    },

    async placeOrder(accessToken, order) {
      const form: Record<string, string> = {
        tradingsymbol: order.symbol,
        exchange: 'NSE',
        transaction_type: order.side,
        order_type: order.orderType,
        quantity: String(order.quantity),
        product: 'CNC',
        validity: 'DAY',
        tag: order.tag,
      };
      if (order.limitPrice !== undefined) form.price = String(order.limitPrice);
      if (order.marketProtection !== undefined) form.market_protection = String(order.marketProtection);
      const variety = order.variety ?? 'regular';
      const data = await call<{ order_id: string }>('POST', `/orders/${variety}`, accessToken, form);
      return { orderId: data.order_id };
    },

    async modifyOrder(accessToken, orderId, change) {
      const form: Record<string, string> = {};
      if (change.quantity !== undefined) form.quantity = String(change.quantity);
      if (change.orderType !== undefined) form.order_type = change.orderType;
      if (change.limitPrice !== undefined) form.price = String(change.limitPrice);
      await call('PUT', `/orders/regular/${encodeURIComponent(orderId)}`, accessToken, form);
    },

    async cancelOrder(accessToken, orderId, variety = 'regular') {
      await call('DELETE', `/orders/${variety}/${encodeURIComponent(orderId)}`, accessToken);
    },

    async orders(accessToken) {
      return (await call<SimOrder[]>('GET', '/orders', accessToken)).map(fromSimOrder);
    },

    async order(accessToken, orderId) {
      try {
        return fromSimOrder(await call<SimOrder>('GET', `/orders/${encodeURIComponent(orderId)}`, accessToken));
      } catch (e) {
        if (e instanceof BrokerRefused && e.code === 'not-found') return undefined;
        throw e;
      }
    },

    readPostback(rawBody, signature) {
      if (!postbackSignatureValid(rawBody, signature, apiSecret)) return undefined;
      let parsed: unknown;
      try {
        parsed = JSON.parse(rawBody);
      } catch {
        return undefined;
      }
      return isSimOrder(parsed) ? fromSimOrder(parsed) : undefined;
    },
  };
}
