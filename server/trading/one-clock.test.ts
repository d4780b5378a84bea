import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '#contract/http/api-paths';
import type { ConnectBrokerBody, Trade } from '#contract/trading/types';
import type { InvestmentChartBody } from '#contract/investments/types';
import { signInAtSim } from '../broker-sim/testing/sim-test-fixtures';
import { createTestServer, type TestServer } from '../test-support';
import { connectBroker, freeBasket, signedIn, starfolio } from './testing/trading-test-fixtures';
import { requestOrderPlaced } from './testing/placed-buy';

/**
 * One clock for one comparison (decision 0238): a time is compared only with a time of the clock that
 * wrote it. MARKET_NOW moves the market clock away from the database's, in either direction.
 */

describe('a market clock hours ahead of the real one', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer({ marketNow: new Date(Date.now() + 8 * 3_600_000) });
  }, 60_000);
  afterAll(() => t.db.close());

  it('still connects a broker: the sign-in state is timed by the clock that dated it', async () => {
    const api = await signedIn(t);
    expect(await connectBroker(t, api)).toEqual(expect.any(Number));
  });

  it('still expires a sign-in state made over 30 minutes ago', async () => {
    const api = await signedIn(t);
    const answer = await api.post(API.broker.connect, { broker_id: 'sec' });
    const res = await signInAtSim(t, (answer.body as unknown as ConnectBrokerBody).redirect);
    const back = new URL(res.headers.get('location')!);
    await t.db.query(`UPDATE broker_sign_ins SET created_at = now() - interval '31 minutes' WHERE state = $1`, [
      back.searchParams.get('state'),
    ]);
    const cb = await t.request(starfolio, `${back.pathname}${back.search}`, {
      headers: { KEY: t.cookies.get('jwt') ?? '' },
    });
    expect(cb.headers.get('location')).toBe('/loginerror/?broker=sec&reason=expired');
  });
});

describe('a market clock days behind the real one (the test suites’ Friday)', () => {
  let t: TestServer;
  let api: Awaited<ReturnType<typeof signedIn>>;
  beforeAll(async () => {
    t = await createTestServer();
    api = await signedIn(t);
    await connectBroker(t, api);
  }, 60_000);
  afterAll(() => t.db.close());

  it('dates an investment by the market clock, as its trades and fills, from its first buy to its close', async () => {
    const basket = await freeBasket(t.db);
    const bought = await requestOrderPlaced(t, api, {
      basket_hash: basket.basket_hash,
      broker_id: 'sec',
      amount: basket.minimum * 2,
      order_type: 'MARKET',
      client_key: 'one-clock-buy-1',
    });
    expect(bought.status).toBe(200);
    const { investment } = bought.body as unknown as Trade;
    const dates = async () =>
      (
        await t.db.query<{ created_at: Date; closed_at: Date | null }>(
          'SELECT created_at, closed_at FROM investments WHERE investment_hash = $1',
          [investment],
        )
      ).rows[0]!;
    expect((await dates()).created_at.toISOString()).toBe(t.market.now().toISOString());

    // Its chart runs from the day it started to the market's today: one point, not none.
    const chart = await api.get(`${API.myBaskets.performanceChart}?investment=${investment}&period=1yr`);
    expect((chart.body as unknown as InvestmentChartBody).points.map((p) => p.date)).toEqual(['2026-11-20']);

    const sold = await api.post(API.investment.close, { investment, client_key: 'one-clock-exit-1' });
    expect(sold.status).toBe(200);
    expect((await dates()).closed_at?.toISOString()).toBe(t.market.now().toISOString());
  });
});
