import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { API } from '#contract/http/api-paths';
import type { Trade } from '#contract/trading/types';
import { ORDER_CHANGE } from '#contract/trading/messages';
import { REPAIR } from '../repair-plan';
import { createTestServer, type TestServer } from '../../test-support';
import { connectBroker, freeBasket, signedIn } from '../testing/trading-test-fixtures';
import { requestOrderPlaced } from '../testing/placed-buy';

// The simulated broker fills one order up to ₹5,00,000 a session (server/broker-sim/sim-rules.ts): a
// ₹40,00,000 buy leaves its heavier lines partly filled and open.
let t: TestServer;
let api: Awaited<ReturnType<typeof signedIn>>;
let bought: Trade;

beforeAll(async () => {
  vi.stubEnv('SIM_BROKER_START_FUNDS', '100000000');
  t = await createTestServer();
  api = await signedIn(t);
  await connectBroker(t, api);
  const basket = await freeBasket(t.db);
  const a = await requestOrderPlaced(t, api, {
    basket_hash: basket.basket_hash,
    broker_id: 'sec',
    amount: 20_000_000,
    client_key: 'big-buy-00001',
  });
  bought = a.body as unknown as Trade;
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await t.db.close();
});

const open = (trade: Trade) => trade.lines.filter((l) => l.status === 'OPEN');

describe('a partly filled trade', () => {
  it('is open with its large lines partly filled', () => {
    expect(bought.status).toBe('open');
    expect(open(bought).length).toBeGreaterThan(0);
    for (const l of open(bought)) expect(l.filled_quantity).toBeLessThan(l.quantity);
  });

  it('refuses a repair while lines are still open', async () => {
    const a = await api.post(API.trading.fixInvestmentQty, {
      investment: bought.investment,
      client_key: 'repair-early-1',
    });
    expect(a.status).toBe(400);
    expect(a.head.message).toBe(REPAIR.stillOpen);
  });

  it('changes an open line’s quantity at the broker (updateorder)', async () => {
    const line = open(bought)[0]!;
    // Raised: the broker's answer reports more than was placed, which only the investor's own change may.
    const raised = await api.post(API.trading.updateOrder, {
      trade: bought.trade,
      order_id: line.order_id,
      quantity: line.quantity + 2,
    });
    expect(raised.status).toBe(200);
    expect((raised.body as unknown as Trade).lines.find((l) => l.order_id === line.order_id)!.quantity).toBe(
      line.quantity + 2,
    );
    // A raise the broker refuses (₹10 crore of funds) leaves the line as it was.
    const tooMuch = await api.post(API.trading.updateOrder, {
      trade: bought.trade,
      order_id: line.order_id,
      quantity: Math.ceil(150_000_000 / line.indicative_price!),
    });
    expect(tooMuch.status).toBe(400);
    // Past ₹100 crore the same refusal, never a 500.
    for (const rupees of [2_000_000_000, 2e12]) {
      const huge = await api.post(API.trading.updateOrder, {
        trade: bought.trade,
        order_id: line.order_id,
        quantity: Math.min(2_147_483_647, Math.ceil(rupees / line.indicative_price!)),
      });
      expect(huge.status).toBe(400);
    }
    const now = await api.get(`${API.trading.orderStatus}?trade=${bought.trade}`);
    const lines = (now.body as unknown as Trade).lines;
    expect(lines.find((l) => l.order_id === line.order_id)!.quantity).toBe(line.quantity + 2);
    const a = await api.post(API.trading.updateOrder, {
      trade: bought.trade,
      order_id: line.order_id,
      quantity: line.filled_quantity! + 1,
    });
    expect(a.status).toBe(200);
    const after = (a.body as unknown as Trade).lines.find((l) => l.order_id === line.order_id)!;
    expect(after.quantity).toBe(line.filled_quantity! + 1);
    const refused = await api.post(API.trading.updateOrder, {
      trade: bought.trade,
      order_id: line.order_id,
      quantity: 1,
    });
    expect(refused.status).toBe(400);
    // The form's field says why (the app's Modify dialog shows it under the quantity).
    expect(refused.head.message).toBe(ORDER_CHANGE.quantityNotAboveFilled);
    expect(refused.body).toEqual({ errors: { quantity: ORDER_CHANGE.quantityNotAboveFilled } });
  });

  it('cancels every open line, leaving the trade partial', async () => {
    const a = await api.post(API.trading.cancelOrder, { trade: bought.trade });
    expect(a.status).toBe(200);
    const trade = a.body as unknown as Trade;
    expect(trade.status).toBe('partial');
    expect(open(trade)).toEqual([]);
    expect((await api.post(API.trading.cancelOrder, { trade: bought.trade })).status).toBe(400);
    bought = trade;
  });

  it('is repaired once: a repair trade buys exactly what the lines left short', async () => {
    const short = new Map(
      bought.lines
        .filter((l) => l.filled_quantity! < l.quantity)
        .map((l) => [l.symbol, l.quantity - l.filled_quantity!]),
    );
    const a = await api.post(API.trading.fixInvestmentQty, {
      investment: bought.investment,
      client_key: 'repair-once-01',
    });
    expect(a.status).toBe(200);
    const repair = a.body as unknown as Trade;
    expect(repair).toMatchObject({ kind: 'repair', investment: bought.investment });
    expect(new Map(repair.lines.map((l) => [l.symbol, l.quantity]))).toEqual(short);
    const again = await api.post(API.trading.fixInvestmentQty, {
      investment: bought.investment,
      client_key: 'repair-once-01',
    });
    expect((again.body as unknown as Trade).trade).toBe(repair.trade);
    // Whatever the repair itself filled, a second repair is refused.
    await api.post(API.trading.cancelOrder, { trade: repair.trade });
    const second = await api.post(API.trading.fixInvestmentQty, {
      investment: bought.investment,
      client_key: 'repair-twice-1',
    });
    expect(second.status).toBe(400);
    expect(second.head.message).toBe(REPAIR.alreadyRepaired);
  });
});
