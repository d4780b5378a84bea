import { describe, expect, it } from 'vitest';
import { createMarketClock } from '../market/clock';
import { createMarketData } from '../market/create-market-data';
import { priceBandAround, UNBANDED_PERCENT, withinBand } from '../market/price-band';
import { TEST_MARKET_NOW } from '../test-support';
import { fillPrice } from './sim-rules';

describe('the simulated broker’s fills and the price band', () => {
  // The product refuses a fill outside the session's band (docs/trading.md, "Accepting an update").
  // The simulator fills at the last price, which stays within the day's low and high, rounded by a
  // tick: so its lowest sell and highest buy of every day of every instrument must lie in that band.
  it('never fills outside the band, on any day of any instrument', async () => {
    const market = createMarketData({ clock: createMarketClock(TEST_MARKET_NOW) });
    const bounds = market.historyBounds();
    let days = 0;
    const outside: string[] = [];
    for (const instrument of market.instruments()) {
      const bars = (await market.history(instrument.symbol, bounds))!;
      for (let k = 1; k < bars.length; k++) {
        const band = priceBandAround(bars[k - 1]!.close, instrument.priceBand ?? UNBANDED_PERCENT);
        const { low, high, date } = bars[k]!;
        days += 1;
        const buy = fillPrice('BUY', 'MARKET', high, null)!;
        const sell = fillPrice('SELL', 'MARKET', low, null)!;
        if (!withinBand(band, buy) || !withinBand(band, sell)) outside.push(`${instrument.symbol} ${date}`);
      }
    }
    expect(days).toBeGreaterThan(200_000);
    expect(outside).toEqual([]);
  });
});
