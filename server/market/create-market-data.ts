import type { Queryable } from '../db/database';
import { createMarketClock, type MarketClock } from './clock';
import { ImportedMarketData } from './imported/imported-market-data';
import type { MarketData } from './market-data';
import type { MarketDataSource } from './market-data-source';
import { SimulatedMarketData } from './simulator/simulated-market-data';
import { nseCalendar } from './trading-calendar';

/**
 * The server's one way to the simulated market, the default for `npm start` and every test. Prices
 * from elsewhere come through openMarketData; nothing else in the server knows which it has.
 */
export function createMarketData(options: { clock?: MarketClock } = {}): MarketData {
  return new SimulatedMarketData(options.clock ?? createMarketClock(), nseCalendar);
}

/** The market MARKET_DATA names: the simulator, or NSE's end-of-day files imported into `db`. */
export async function openMarketData(options: {
  source: MarketDataSource;
  db: Queryable;
  clock?: MarketClock;
}): Promise<MarketData> {
  const clock = options.clock ?? createMarketClock();
  if (options.source === 'simulated') return createMarketData({ clock });
  return ImportedMarketData.open(options.db, clock, nseCalendar);
}
