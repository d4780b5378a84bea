import { beforeAll, describe, expect, it } from 'vitest';
import { API } from '#contract/http/api-paths';
import type { InvestmentDetailsBody } from '#contract/investments/types';
import type { OrderLine, Trade, TradePreviewBody } from '#contract/trading/types';
import { testServerPerFile } from '../../test-server-per-file';
import { connectBroker, freeBasket, signedIn } from '../testing/trading-test-fixtures';
import { requestOrderPlaced } from '../testing/placed-buy';

// A limit buy whose first two lines are priced under the market stays open on them (the simulated broker fills a
// limit buy only at or under its price); the rest fill at once. Changed at the broker, then repaired.
const file = testServerPerFile();
let api: Awaited<ReturnType<typeof signedIn>>;
let trade: Trade;

const under = (price: number) => Math.floor(price * 0.9 * 20) / 20;
const lineOf = (t: Trade, orderId: string) => t.lines.find((l) => l.order_id === orderId)!;
const repairOf = async (investment: string) =>
  ((await api.get(`${API.myBaskets.investment}?investment=${investment}`)).body as unknown as InvestmentDetailsBody)
    .repair;

beforeAll(async () => {
  api = await signedIn(file.t);
  await connectBroker(file.t, api);
  const basket = await freeBasket(file.t.db);
  const order = { basket_hash: basket.basket_hash, broker_id: 'sec', amount: basket.minimum * 2, order_type: 'LIMIT' };
  const preview = (await api.post(API.trading.tradeBasketOrders, order)).body as unknown as TradePreviewBody;
  const [a, b] = preview.lines as [OrderLine, OrderLine];
  const placed = await requestOrderPlaced(file.t, api, {
    ...order,
    client_key: 'limit-under-01',
    limit_prices: { [a.symbol]: under(a.indicative_price), [b.symbol]: under(b.indicative_price) },
  });
  trade = placed.body as unknown as Trade;
});

describe('updateorder/ on an open limit line', () => {
  it('leaves the lines priced under the market open, and offers no repair while they are', async () => {
    expect(trade.status).toBe('open');
    expect(trade.lines.filter((l) => l.status === 'OPEN')).toHaveLength(2);
    expect(await repairOf(trade.investment!)).toBeNull();
  });

  it('writes the new quantity and limit price on the line', async () => {
    const line = trade.lines.find((l) => l.status === 'OPEN')!;
    const price = under(line.limit_price!);
    const a = await api.post(API.trading.updateOrder, {
      trade: trade.trade,
      order_id: line.order_id,
      quantity: line.quantity + 1,
      limit_price: price,
    });
    expect(a.status).toBe(200);
    expect(lineOf(a.body as unknown as Trade, line.order_id!)).toMatchObject({
      status: 'OPEN',
      quantity: line.quantity + 1,
      limit_price: price,
    });
    trade = a.body as unknown as Trade;
  });

  it('turned into a market order, the line has no limit price and fills', async () => {
    const line = trade.lines.filter((l) => l.status === 'OPEN')[1]!;
    const a = await api.post(API.trading.updateOrder, {
      trade: trade.trade,
      order_id: line.order_id,
      order_type: 'MARKET',
    });
    expect(a.status).toBe(200);
    const after = lineOf(a.body as unknown as Trade, line.order_id!);
    expect(after).toMatchObject({ status: 'COMPLETE', limit_price: null, filled_quantity: line.quantity });
    trade = a.body as unknown as Trade;
  });
});

describe('the investment’s repair offer (my-baskets/investment/ `repair`)', () => {
  it('is the lines the latest trade left short, once it is done', async () => {
    const open = trade.lines.find((l) => l.status === 'OPEN')!;
    const cancelled = await api.post(API.trading.cancelOrder, { trade: trade.trade, order_id: open.order_id });
    expect((cancelled.body as unknown as Trade).status).toBe('partial');
    const offer = await repairOf(trade.investment!);
    expect(offer?.map((l) => [l.symbol, l.side, l.quantity, l.limit_price])).toEqual([
      [open.symbol, 'BUY', open.quantity, null],
    ]);
  });

  it('is null past the next trading day, as the repair call refuses then', async () => {
    const move = (days: number) =>
      file.t.db.query(`UPDATE trades SET created_at = created_at + make_interval(days => $2) WHERE trade_hash = $1`, [
        trade.trade,
        days,
      ]);
    await move(-7);
    try {
      expect(await repairOf(trade.investment!)).toBeNull();
    } finally {
      await move(7);
    }
  });

  it('is null once the repair is placed', async () => {
    const repaired = await api.post(API.trading.fixInvestmentQty, {
      investment: trade.investment,
      client_key: 'repair-offer-1',
    });
    expect(repaired.status).toBe(200);
    expect((repaired.body as unknown as Trade).kind).toBe('repair');
    expect(await repairOf(trade.investment!)).toBeNull();
  });
});
