import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '#contract/http/api-paths';
import type { Trade } from '#contract/trading/types';
import { createTestServer, reopenTestDatabase, type TestServer } from '../../test-support';
import {
  insertLink,
  insertOpenTrade,
  postback,
  readTradeEvents,
  signedIn,
  simOrder,
  starfolio,
  userIdOf,
} from '../testing/trading-test-fixtures';

// Two server instances on one database, as two processes behind a load balancer: on Postgres each has
// its own pool and LISTEN connection (npm run test:server:pg); on PGlite they share the one instance.
let a: TestServer;
let b: TestServer;
let userId: number;
let linkId: number;

beforeAll(async () => {
  a = await createTestServer();
  b = await createTestServer({ db: await reopenTestDatabase(a.db), jwtSecret: a.jwtSecret });
  await signedIn(a);
  for (const [k, v] of a.cookies) b.cookies.set(k, v);
  userId = await userIdOf(a.db);
  linkId = await insertLink(a.db, userId);
});

afterAll(async () => {
  await b?.db.close();
  await a?.db.close();
});

const eventsOn = (t: TestServer, hash: string) =>
  t.request(starfolio, `/${starfolio.segment}/api/${API.trading.orderEvents}?trade=${hash}`, {
    headers: { KEY: t.cookies.get('jwt')!, accept: 'text/event-stream' },
  });

describe('order updates across server processes', () => {
  it('an update applied through instance A reaches an event stream opened on instance B', async () => {
    const trade = await insertOpenTrade(a.db, {
      userId,
      linkId,
      basketHash: 'quality-compounders',
      lines: [['TCS', 3]],
    });
    const res = await eventsOn(b, trade.hash);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const line = trade.lines[0]!;
    const { trades, ended } = await readTradeEvents(res, (t: Trade) => t.status === 'complete', {
      onFirst: async () => {
        const body = JSON.stringify(simOrder(line, { status: 'COMPLETE', filled: 3, price: 3500 }));
        expect((await postback(a, body)).status).toBe(200);
      },
    });
    expect(ended).toBe(false);
    expect(trades[0]!.status).toBe('open');
    const last = trades.at(-1)!;
    expect(last.status).toBe('complete');
    expect(last.lines[0]).toMatchObject({ status: 'COMPLETE', filled_quantity: 3, average_price: 3500 });
    const holding = await b.db.query<{ quantity: number; average_price: string }>(
      `SELECT h.quantity, h.average_price FROM investment_holdings h JOIN trades t ON t.investment_id = h.investment_id
        WHERE t.id = $1`,
      [trade.id],
    );
    expect(holding.rows).toEqual([{ quantity: 3, average_price: '3500.00' }]);
    const flows = await b.db.query<{ kind: string; amount: string }>(
      'SELECT kind, amount FROM investment_cash_flows WHERE trade_id = $1',
      [trade.id],
    );
    expect(flows.rows).toEqual([{ kind: 'buy', amount: '-10500.00' }]);
  });

  it('a stream of a trade already final sends it once and ends', async () => {
    const trade = await insertOpenTrade(a.db, {
      userId,
      linkId,
      basketHash: 'quality-compounders',
      lines: [['INFY', 2]],
    });
    await postback(a, JSON.stringify(simOrder(trade.lines[0]!, { status: 'REJECTED', filled: 0 })));
    const { trades, ended } = await readTradeEvents(await eventsOn(b, trade.hash), () => false);
    expect(ended).toBe(true);
    expect(trades.map((t) => t.status)).toEqual(['rejected']);
  });
});

describe('postbacks', () => {
  it('answers 401 to a bad or missing signature and changes nothing; a good one is applied', async () => {
    const trade = await insertOpenTrade(a.db, {
      userId,
      linkId,
      basketHash: 'quality-compounders',
      lines: [['TCS', 1]],
    });
    const body = JSON.stringify(simOrder(trade.lines[0]!, { status: 'COMPLETE', filled: 1, price: 3650 }));
    const lineStatus = async () =>
      (await a.db.query<{ status: string }>('SELECT status FROM trade_orders WHERE trade_id = $1', [trade.id])).rows[0]!
        .status;
    expect((await postback(a, body, { signature: 'ab'.repeat(32) })).status).toBe(401);
    const unsigned = await a.request(starfolio, `/${starfolio.segment}/api/${API.broker.postback('sec')}`, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.status).toBe(401);
    expect(await lineStatus()).toBe('OPEN');
    // Signed, with no session and no CSRF token: the broker is no browser.
    expect((await postback(a, body)).status).toBe(200);
    expect(await lineStatus()).toBe('COMPLETE');
  });

  it('never moves a line back, and a partial fill then a cancel leaves the trade partial', async () => {
    const trade = await insertOpenTrade(a.db, {
      userId,
      linkId,
      basketHash: 'quality-compounders',
      lines: [
        ['HDFCBANK', 10],
        ['ITC', 4],
      ],
    });
    const [hdfc, itc] = trade.lines as [InsertedLine, InsertedLine];
    await postback(a, JSON.stringify(simOrder(hdfc, { status: 'OPEN', filled: 6, price: 1190 })));
    await postback(a, JSON.stringify(simOrder(hdfc, { status: 'OPEN', filled: 2, price: 1190 })));
    await postback(a, JSON.stringify(simOrder(hdfc, { status: 'CANCELLED', filled: 6, price: 1190 })));
    await postback(a, JSON.stringify(simOrder(hdfc, { status: 'OPEN', filled: 8, price: 1190 })));
    await postback(a, JSON.stringify(simOrder(itc, { status: 'COMPLETE', filled: 4, price: 400 })));
    const status = await a.db.query<{ status: string; filled_quantity: number }>(
      'SELECT status, filled_quantity FROM trade_orders WHERE trade_id = $1 ORDER BY id',
      [trade.id],
    );
    expect(status.rows).toEqual([
      { status: 'CANCELLED', filled_quantity: 6 },
      { status: 'COMPLETE', filled_quantity: 4 },
    ]);
    const t = await a.db.query<{ status: string }>('SELECT status FROM trades WHERE id = $1', [trade.id]);
    expect(t.rows[0]!.status).toBe('partial');
  });

  it('ignores an update posted for another broker than the line’s', async () => {
    const trade = await insertOpenTrade(a.db, {
      userId,
      linkId,
      basketHash: 'quality-compounders',
      lines: [['TCS', 1]],
    });
    const res = await postback(a, JSON.stringify(simOrder(trade.lines[0]!, { status: 'COMPLETE', filled: 1 })), {
      brokerId: 'second',
    });
    // The second broker speaks Upstox: it believes an update only as its own API reads the order back
    // with a live session of the client, and this client has none there.
    expect(res.status).toBe(401);
    const line = await a.db.query<{ status: string }>('SELECT status FROM trade_orders WHERE trade_id = $1', [
      trade.id,
    ]);
    expect(line.rows[0]!.status).toBe('OPEN');
  });
});

type InsertedLine = Awaited<ReturnType<typeof insertOpenTrade>>['lines'][number];
