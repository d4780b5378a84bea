import { beforeAll, describe, expect, it, vi } from 'vitest';
import { API } from '#contract/http/api-paths';
import type { InvestmentDetailsBody } from '#contract/investments/types';
import { TRADING } from '#contract/trading/messages';
import type { Trade, TradePreviewBody } from '#contract/trading/types';
import { testServerPerFile } from '../test-server-per-file';
import { deliverPostbacks } from '../broker-sim/sim-postbacks';
import { releaseAmoOrders } from '../broker-sim/sim-amo';
import { connectBroker, freeBasket, postback, signedIn } from '../trading/testing/trading-test-fixtures';
import { INVESTMENT } from './investment-messages';
import { requestOrderPlaced } from '../trading/testing/placed-buy';

/**
 * An exit as an after-market order (decision 0277): bought on Friday inside the window, closed on Sunday evening
 * (the file's market clock, when the broker session was made: it lasts until Monday 06:00), queued at the simulated
 * broker, sent at Monday's open; the investment closes when the sells fill.
 */
const FRIDAY = '2026-11-20T11:00:00+05:30';
const SUNDAY_EVENING = '2026-11-22T20:00:00+05:30';
const MONDAY_OPEN = new Date('2026-11-23T09:15:00+05:30');

const file = testServerPerFile({ marketNow: new Date(SUNDAY_EVENING) });
let api: Awaited<ReturnType<typeof signedIn>>;
let investment: string;
const at = (when: string | Date) => vi.spyOn(file.t.market, 'now').mockReturnValue(new Date(when));

beforeAll(async () => {
  api = await signedIn(file.t);
  await connectBroker(file.t, api);
  const basket = await freeBasket(file.t.db);
  const friday = at(FRIDAY);
  const bought = await requestOrderPlaced(file.t, api, {
    basket_hash: basket.basket_hash,
    broker_id: 'sec',
    amount: basket.minimum * 2,
    order_type: 'MARKET',
    client_key: 'exit-amo-buy-1',
  });
  friday.mockRestore();
  expect(bought.status).toBe(200);
  expect((bought.body as unknown as Trade).status).toBe('complete');
  investment = (bought.body as unknown as Trade).investment!;
});

const close = (body: Record<string, unknown>) => api.post(API.investment.close, { investment, ...body });
const status = async () =>
  ((await api.get(`${API.myBaskets.investment}?investment=${investment}`)).body as unknown as InvestmentDetailsBody)
    .status;
const simOrdersOf = async (trade: Trade) =>
  (
    await file.t.db.query<{ status: string; side: string; variety: string; market_protection: number | null }>(
      `SELECT s.status, s.side, s.variety, s.market_protection::float8 AS market_protection
         FROM sim_broker_orders s JOIN trade_orders o ON o.broker_order_id = s.order_id
         JOIN trades t ON t.id = o.trade_id WHERE t.trade_hash = $1 ORDER BY s.id`,
      [trade.trade],
    )
  ).rows;
/** The broker's postbacks, delivered to the product as the job does, round after round until none is due. */
const deliver = async () => {
  const once = () =>
    deliverPostbacks(
      file.t.db,
      async (req) => postback(file.t, await req.text(), { signature: req.headers.get('x-broker-signature')! }),
      { root: file.t.devRoots.broker },
    );
  while ((await once()) > 0);
};

describe('investment/close/ with variety amo', () => {
  it('refuses a variety it does not know, with 400 and nothing placed', async () => {
    for (const variety of ['later', 7, null]) {
      const a = await close({ client_key: 'exit-amo-bad-1', variety });
      expect(a.status).toBe(400);
    }
    expect(await status()).toBe('active');
  });

  it.each([
    ['inside the order window', FRIDAY, TRADING.amoWhileOpen],
    ['between the window’s close and 4:00 PM', '2026-11-20T15:40:00+05:30', TRADING.amoClosed],
  ])('refuses an after-market exit %s', async (_, when, message) => {
    const spy = at(when);
    try {
      const a = await close({ client_key: `exit-amo-no-${when.slice(11, 13)}`, variety: 'amo' });
      expect(a.status).toBe(400);
      expect(a.head.message).toBe(message);
    } finally {
      spy.mockRestore();
    }
  });

  let queued: Trade;
  it('previews Sunday evening’s exit with the AMO open, and queues it for Monday’s open', async () => {
    const spy = at(SUNDAY_EVENING);
    try {
      const preview = (await api.get(`${API.investment.close}?investment=${investment}`))
        .body as unknown as TradePreviewBody;
      expect(preview.window).toMatchObject({ open: false, message: TRADING.outsideWindow, amo: { open: true } });
      // Without the variety the spec's refusal holds, letter for letter.
      const regular = await close({ client_key: 'exit-amo-regular' });
      expect(regular.status).toBe(400);
      expect(regular.head.message).toBe('Orders can be placed between 9:15 AM and 3:25 PM on trading days');

      const a = await close({ client_key: 'exit-amo-sunday', variety: 'amo' });
      expect(a.status).toBe(200);
      queued = a.body as unknown as Trade;
      expect(queued).toMatchObject({ kind: 'exit', status: 'open', variety: 'amo' });
      expect(queued.queued_for).toBe(MONDAY_OPEN.toISOString());
      expect(queued.lines.every((l) => l.side === 'SELL' && l.status === 'OPEN' && l.filled_quantity === 0)).toBe(true);
      const sim = await simOrdersOf(queued);
      expect(sim).toHaveLength(queued.lines.length);
      for (const o of sim)
        expect(o).toEqual({ status: 'AMO REQ RECEIVED', side: 'SELL', variety: 'amo', market_protection: 2 });
      expect(await status()).toBe('active');
    } finally {
      spy.mockRestore();
    }
  });

  it('answers a retry with its key the same trade, and refuses a second exit while the first waits', async () => {
    const spy = at(SUNDAY_EVENING);
    try {
      const again = await close({ client_key: 'exit-amo-sunday', variety: 'amo' });
      expect(again.status).toBe(200);
      expect((again.body as unknown as Trade).trade).toBe(queued.trade);
      expect(await simOrdersOf(queued)).toHaveLength(queued.lines.length);
      const second = await close({ client_key: 'exit-amo-second', variety: 'amo' });
      expect(second.status).toBe(409);
      expect(second.head.message).toBe(INVESTMENT.exitWaiting);
    } finally {
      spy.mockRestore();
    }
  });

  it('is sent at Monday 9:15; the fills close the investment, and a retry still gets the trade', async () => {
    const spy = at(MONDAY_OPEN);
    try {
      expect(await releaseAmoOrders(file.t.db, file.t.market)).toBe(queued.lines.length);
      await deliver();
      const done = (await api.get(`${API.trading.orderStatus}?trade=${queued.trade}`)).body as unknown as Trade;
      expect(done).toMatchObject({ status: 'complete', variety: 'amo' });
      expect(done.queued_for).toBeUndefined();
      expect(await status()).toBe('closed');
      const retry = await close({ client_key: 'exit-amo-sunday', variety: 'amo' });
      expect(retry.status).toBe(200);
      expect((retry.body as unknown as Trade).trade).toBe(queued.trade);
    } finally {
      spy.mockRestore();
    }
  });
});
