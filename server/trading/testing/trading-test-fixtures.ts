// Fixtures of the trading tests (server/trading/routes/*.test.ts): a signed-in investor, a broker link,
// trades written as placement leaves them, signed postbacks and a reader of server-sent events.
import { brands } from '../../../brands/registry';
import type { BrandConfig } from '../../../brands/schema';
import { API } from '#contract/http/api-paths';
import type { OrderStatus, Trade } from '#contract/trading/types';
import { apiCaller } from '../../auth/testing/auth-test-client';
import { appCredentials } from '../../broker/app-credentials';
import { postbackChecksum } from '../../broker/kite/kite-postback';
import type { KiteOrder } from '../../broker/kite/kite-wire';
import type { Queryable } from '../../db/database';
import type { TestServer } from '../../test-support';
import { signInAtSim } from '../../broker-sim/testing/sim-test-fixtures';
import { newHash } from '../trade-ids';

export const starfolio: BrandConfig = brands.find((b) => b.id === 'starfolio')!;
export const INVESTOR = { email: 'investor@example.com', password: 'Investor@123' };

/** The test server's API as the investor, signed in. */
export async function signedIn(t: TestServer, who = INVESTOR) {
  const api = apiCaller(t, starfolio);
  const a = await api.post(API.auth.login, who);
  if (a.status !== 200) throw new Error(`sign-in failed: ${a.status} ${a.head.message}`);
  return api;
}

export async function userIdOf(db: Queryable, email = INVESTOR.email): Promise<number> {
  return (await db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email])).rows[0]!.id;
}

/** A broker link with a live session (a day long), as a completed connect leaves it. */
export async function insertLink(db: Queryable, userId: number, brokerId = 'sec', token = 'test-token') {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO broker_links (user_id, brand_id, broker_id, client_code, access_token, expires_at)
     VALUES ($1, 'starfolio', $2, 'TEST01', $3, now() + interval '1 day')
     ON CONFLICT (user_id, brand_id, broker_id) DO UPDATE SET access_token = EXCLUDED.access_token
     RETURNING id`,
    [userId, brokerId, token],
  );
  return rows[0]!.id;
}

export interface InsertedTrade {
  id: number;
  hash: string;
  lines: { id: number; symbol: string; brokerOrderId: string; quantity: number }[];
}

/** A buy trade with its lines placed and OPEN at the broker, in a new investment in the basket. */
export async function insertOpenTrade(
  db: Queryable,
  {
    userId,
    linkId,
    basketHash,
    lines,
  }: { userId: number; linkId: number; basketHash: string; lines: [string, number][] },
): Promise<InsertedTrade> {
  const basket = (await db.query<{ id: number }>('SELECT id FROM baskets WHERE basket_hash = $1', [basketHash]))
    .rows[0]!;
  // One active investment per basket and broker: an earlier fixture's makes way.
  await db.query(
    `UPDATE investments SET status = 'closed' WHERE user_id = $1 AND basket_id = $2 AND broker_link_id = $3`,
    [userId, basket.id, linkId],
  );
  const investment = await db.query<{ id: number }>(
    `INSERT INTO investments (investment_hash, user_id, basket_id, broker_link_id, version_id)
     SELECT $1, $2, $3, $4, max(id) FROM basket_versions WHERE basket_id = $3 RETURNING id`,
    [newHash(), userId, basket.id, linkId],
  );
  const hash = newHash();
  const trade = await db.query<{ id: number }>(
    `INSERT INTO trades (trade_hash, user_id, client_key, investment_id, basket_id, broker_link_id, kind, order_type, amount, status)
     VALUES ($1, $2, $3, $4, $5, $6, 'buy', 'MARKET', 10000, 'open') RETURNING id`,
    [hash, userId, `key-${hash}`, investment.rows[0]!.id, basket.id, linkId],
  );
  const out: InsertedTrade = { id: trade.rows[0]!.id, hash, lines: [] };
  for (const [symbol, quantity] of lines) {
    const brokerOrderId = `SIM${newHash(10)}`;
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO trade_orders (trade_id, symbol, side, quantity, indicative_price, status, broker_order_id)
       VALUES ($1, $2, 'BUY', $3, 100, 'OPEN', $4) RETURNING id`,
      [out.id, symbol, quantity, brokerOrderId],
    );
    out.lines.push({ id: rows[0]!.id, symbol, brokerOrderId, quantity });
  }
  return out;
}

/** The broker's order as Kite's postback carries it, before its checksum (the fields the product reads). */
export function simOrder(
  line: InsertedTrade['lines'][number],
  change: { status: OrderStatus; filled: number; price?: number; tag?: string },
): KiteOrder & { user_id: string } {
  return {
    order_id: line.brokerOrderId,
    variety: 'regular',
    user_id: 'TEST01',
    placed_by: 'TEST01',
    tag: change.tag ?? null,
    exchange: 'NSE',
    tradingsymbol: line.symbol,
    transaction_type: 'BUY',
    order_type: 'MARKET',
    product: 'CNC',
    quantity: line.quantity,
    filled_quantity: change.filled,
    pending_quantity: line.quantity - change.filled,
    cancelled_quantity: 0,
    average_price: change.filled ? (change.price ?? 100) : 0,
    price: 0,
    market_protection: 2,
    status: change.status === 'RECEIVED' ? 'PUT ORDER REQ RECEIVED' : change.status,
    status_message: null,
    order_timestamp: '2026-11-20 11:00:00',
    exchange_update_timestamp: '2026-11-20 11:01:00',
  };
}

/**
 * A postback body as Kite signs it: the order with `checksum` = SHA-256(order_id + order_timestamp +
 * secret), or the checksum given; a body that is no order goes as it is.
 */
export function kiteSigned(body: string, secret: string, checksum?: string): string {
  let order: unknown;
  try {
    order = JSON.parse(body);
  } catch {
    return body;
  }
  const o = order as { order_id?: unknown; order_timestamp?: unknown } | null;
  if (typeof o?.order_id !== 'string' || typeof o.order_timestamp !== 'string') return body;
  return JSON.stringify({ ...o, checksum: checksum ?? postbackChecksum(o.order_id, o.order_timestamp, secret) });
}

/** POSTs a postback to the server as Kite does: no session, no CSRF token, the body carrying its checksum. */
export function postback(
  t: TestServer,
  body: string,
  { brokerId = 'sec', signature }: { brokerId?: string; signature?: string } = {},
) {
  const secret = appCredentials(starfolio, { id: brokerId }, t.devRoots.broker).apiSecret;
  return t.request(starfolio, `/${starfolio.segment}/api/${API.broker.postback(brokerId)}`, {
    method: 'POST',
    body: kiteSigned(body, secret, signature),
    headers: { 'content-type': 'application/json' },
  });
}

/**
 * Reads a server-sent events answer until `done` says the last trade is enough (or the stream ends,
 * or `timeoutMs` passes), answering the trades received and the comment lines seen. A stream that
 * breaks (its server process killed: the proxy may close the connection or reset it) ends the reading
 * too, with what it had received: a reset once lost the first trade, read just before the kill.
 */
export async function readTradeEvents(
  res: Response,
  done: (trade: Trade) => boolean,
  { timeoutMs = 10_000, onFirst }: { timeoutMs?: number; onFirst?: () => Promise<unknown> } = {},
): Promise<{ trades: Trade[]; comments: number; ended: boolean }> {
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  const trades: Trade[] = [];
  let buffer = '';
  let comments = 0;
  const timer = setTimeout(() => void reader.cancel(), timeoutMs);
  try {
    for (;;) {
      const { value, done: ended } = await reader.read().catch(() => ({ value: undefined, done: true as const }));
      if (ended) return { trades, comments, ended: true };
      buffer += value;
      let cut: number;
      while ((cut = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        if (block.startsWith(':')) comments += 1;
        const data = block.split('\n').find((l) => l.startsWith('data: '));
        if (!data) continue;
        const trade = JSON.parse(data.slice(6)) as Trade;
        trades.push(trade);
        if (trades.length === 1 && onFirst) await onFirst();
        if (done(trade)) {
          await reader.cancel();
          return { trades, comments, ended: false };
        }
      }
    }
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Connects the signed-in user's broker through the product's own flow: connect, the simulated
 * broker's sign-in page, the redirect back to the callback. Answers the link's id.
 */
export async function connectBroker(t: TestServer, api: ReturnType<typeof apiCaller>, brokerId = 'sec') {
  const connect = await api.post(API.broker.connect, { broker_id: brokerId });
  const redirect = (connect.body as { redirect?: string }).redirect;
  if (!redirect) throw new Error(`connect failed: ${connect.status} ${connect.head.message}`);
  const back = await signInAtSim(t, redirect);
  const location = new URL(back.headers.get('location') ?? '', 'http://none/');
  // The browser's navigation carries the jwt cookie; KEY too, for a callback that reads the session from it.
  const done = await t.request(starfolio, `${location.pathname}${location.search}`, {
    headers: { KEY: t.cookies.get('jwt') ?? '' },
  });
  if (done.status !== 303 || /loginerror/.test(done.headers.get('location') ?? '')) {
    throw new Error(
      `callback failed: ${done.status} ${done.headers.get('location')} from ${back.status} ${back.headers.get('location')}`,
    );
  }
  const { rows } = await t.db.query<{ id: number }>(
    `SELECT id FROM broker_links WHERE user_id = $1 AND broker_id = $2 AND access_token IS NOT NULL`,
    [await userIdOf(t.db), brokerId],
  );
  return rows[0]!.id;
}

/** A published basket open to everyone, with stocks to buy. */
export async function freeBasket(db: Queryable, offset = 0) {
  const { rows } = await db.query<{ basket_hash: string; minimum: number }>(
    `SELECT b.basket_hash, b.fixed_minimum_amount::float8 AS minimum FROM baskets b
      WHERE b.status = 'published' AND NOT b.is_premium AND EXISTS (SELECT 1 FROM basket_versions v WHERE v.basket_id = b.id)
      ORDER BY b.id OFFSET $1 LIMIT 1`,
    [offset],
  );
  return rows[0]!;
}
