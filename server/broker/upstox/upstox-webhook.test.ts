import { beforeAll, describe, expect, it } from 'vitest';
import { API } from '#contract/http/api-paths';
import { testServerPerFile } from '../../test-server-per-file';
import {
  connectBroker,
  insertOpenTrade,
  signedIn,
  starfolio,
  userIdOf,
} from '../../trading/testing/trading-test-fixtures';
import { brokerOf } from '../../broker-sim/testing/sim-test-fixtures';
import { deliverPostbacks } from '../../broker-sim/sim-postbacks';

// Upstox signs no webhook: the product believes an update only as Upstox's API answers it, read back
// with the named client's live session. The simulator posts its webhooks as Upstox does.
const file = testServerPerFile();
let linkId: number;
let token: string;
let clientCode: string;

const post = (body: string) =>
  file.t.request(starfolio, `/${starfolio.segment}/api/${API.broker.postback('second')}`, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json' },
  });

const lineStatus = async (id: number) =>
  (await file.t.db.query<{ status: string }>('SELECT status FROM trade_orders WHERE id = $1', [id])).rows[0]!.status;

/** An open limit buy at the simulated Upstox, made one of the product's trade lines. */
async function openLine(tag: string) {
  const upstox = brokerOf(file.t, starfolio, 'second');
  const { orderId } = await upstox.placeOrder(token, {
    symbol: 'TCS',
    side: 'BUY',
    quantity: 1,
    orderType: 'LIMIT',
    limitPrice: 1,
    tag,
  });
  const userId = await userIdOf(file.t.db);
  const trade = await insertOpenTrade(file.t.db, {
    userId,
    linkId,
    basketHash: 'quality-compounders',
    lines: [['TCS', 1]],
  });
  const line = trade.lines[0]!;
  await file.t.db.query('UPDATE trade_orders SET broker_order_id = $2 WHERE id = $1', [line.id, orderId]);
  return { upstox, orderId, line };
}

beforeAll(async () => {
  const api = await signedIn(file.t);
  linkId = await connectBroker(file.t, api, 'second');
  const { rows } = await file.t.db.query<{ access_token: string; client_code: string }>(
    'SELECT access_token, client_code FROM broker_links WHERE id = $1',
    [linkId],
  );
  token = rows[0]!.access_token;
  clientCode = rows[0]!.client_code;
});

describe("Upstox's order-update webhook", () => {
  it("applies the simulator's webhook as Upstox's API reads the order back", async () => {
    const { upstox, orderId, line } = await openLine('wh1');
    await upstox.cancelOrder(token, orderId);
    const delivered: { url: string; body: string; headers: Headers }[] = [];
    await deliverPostbacks(file.t.db, async (request) => {
      delivered.push({ url: request.url, body: await request.clone().text(), headers: request.headers });
      return file.t.app.fetch(request);
    });
    const mine = delivered.filter((d) => (JSON.parse(d.body) as { order_id: string }).order_id === orderId);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine[0]!.url).toBe('http://starfolio.localhost/starfolio/api/broker/postback/second/');
    const last = JSON.parse(mine.at(-1)!.body) as Record<string, unknown>;
    // Upstox's webhook body: the order stream's update, no checksum or signature anywhere.
    expect(last).toMatchObject({
      update_type: 'order',
      user_id: clientCode,
      order_id: orderId,
      status: 'cancelled',
      product: 'D',
    });
    expect(last).not.toHaveProperty('checksum');
    expect(await lineStatus(line.id)).toBe('CANCELLED');
  });

  it('believes the API, not a tampered body: an open order claimed complete stays open', async () => {
    const { orderId, line } = await openLine('wh2');
    const forged = {
      update_type: 'order',
      user_id: clientCode,
      order_id: orderId,
      status: 'complete',
      filled_quantity: 1,
      average_price: 1,
      quantity: 1,
    };
    const res = await post(JSON.stringify(forged));
    expect(res.status).toBe(200);
    expect(((await res.json()) as { body: { applied: boolean } }).body.applied).toBe(false);
    expect(await lineStatus(line.id)).toBe('OPEN');
  });

  it('refuses an update for a client or order the broker does not know there, or no order at all', async () => {
    const { orderId, line } = await openLine('wh3');
    const update = { update_type: 'order', user_id: clientCode, order_id: orderId, status: 'complete' };
    for (const body of [
      { ...update, user_id: 'NOBODY1' },
      { ...update, order_id: '999999999999999' },
      { ...update, order_id: undefined },
    ]) {
      expect((await post(JSON.stringify(body))).status).toBe(401);
    }
    expect((await post('not json')).status).toBe(401);
    expect(await lineStatus(line.id)).toBe('OPEN');
  });
});
