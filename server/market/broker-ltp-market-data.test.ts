import { describe, expect, it } from 'vitest';
import { brands } from '../../brands/registry';
import { BrokerSessionEnded } from '../broker/broker';
import { simSession } from '../broker-sim/testing/sim-test-fixtures';
import { testServerPerFile } from '../test-server-per-file';
import { BrokerLtpCache, withBrokerLtp, type BrokerLtp } from './broker-ltp-market-data';

const starfolio = brands.find((b) => b.id === 'starfolio')!;
const file = testServerPerFile();

describe("the broker's LTP through Kite's quote API", () => {
  it('answers the simulated broker’s last prices for the NSE symbols it knows, through the official client', async () => {
    const { broker, accessToken } = await simSession(file.t, starfolio, { clientCode: 'LT1234' });
    const prices = await broker.ltp!(accessToken, ['INFY', 'TCS', 'NOSUCH']);
    expect(prices).toEqual(await file.t.market.ltp(['INFY', 'TCS']));
    // A token the broker does not honour is refused as an ended session.
    await expect(broker.ltp!('not-a-token', ['INFY'])).rejects.toBeInstanceOf(BrokerSessionEnded);
  });
});

describe('withBrokerLtp', () => {
  /** A broker that answers twice the configured price, counting what it is asked. */
  function twice(): { ltp: BrokerLtp; asked: string[][] } {
    const asked: string[][] = [];
    return {
      asked,
      ltp: async (symbols) => {
        asked.push([...symbols]);
        const base = await file.t.market.ltp(symbols);
        return Object.fromEntries(Object.entries(base).map(([s, p]) => [s, p * 2]));
      },
    };
  }

  it("answers stocks at the broker's prices, indices and unknown symbols from the configured market, kept briefly", async () => {
    const base = await file.t.market.ltp(['INFY', 'TCS', 'NIFTY 50']);
    const broker = twice();
    let now = 1_000_000;
    const live = { broker: 'Test broker', session: 'tok-1', cache: new BrokerLtpCache(5_000), clock: () => now };
    const market = withBrokerLtp(file.t.market, { ...live, ltp: broker.ltp });
    expect(await market.ltp(['infy', 'TCS', 'NIFTY 50', 'NOSUCH'])).toEqual({
      INFY: base.INFY! * 2,
      TCS: base.TCS! * 2,
      'NIFTY 50': base['NIFTY 50'],
    });
    expect(broker.asked).toEqual([['INFY', 'TCS']]);
    // Within the five seconds the broker is not asked again; after them it is.
    now += 4_999;
    await market.ltp(['INFY']);
    expect(broker.asked).toHaveLength(1);
    now += 1;
    await market.ltp(['INFY']);
    expect(broker.asked).toEqual([['INFY', 'TCS'], ['INFY']]);
    // Everything else is the configured market's own.
    expect(market.now()).toEqual(file.t.market.now());
    expect(market.instrument('INFY')).toEqual(file.t.market.instrument('INFY'));
    expect(await market.quote('TCS')).toEqual(await file.t.market.quote('TCS'));
    expect(market.source).toBe(`Test broker (live), ${file.t.market.source}`);
  });

  it('falls back to the configured prices when the broker fails or answers nonsense, never failing the read', async () => {
    const base = await file.t.market.ltp(['INFY', 'TCS']);
    const cache = new BrokerLtpCache();
    const failing = withBrokerLtp(file.t.market, {
      broker: 'Test broker',
      session: 'tok-2',
      cache,
      ltp: () => Promise.reject(new Error('TokenException: Incorrect `api_key` or `access_token`.')),
    });
    expect(await failing.ltp(['INFY', 'TCS'])).toEqual(base);
    const nonsense = withBrokerLtp(file.t.market, {
      broker: 'Test broker',
      session: 'tok-3',
      cache,
      ltp: () => Promise.resolve({ INFY: 0, TCS: Number.NaN, WIPRO: 500 }),
    });
    expect(await nonsense.ltp(['INFY', 'TCS'])).toEqual(base);
  });
});
