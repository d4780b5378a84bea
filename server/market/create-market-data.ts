import { createMarketClock, type MarketClock } from './clock';
import type { MarketData } from './market-data';
import { SimulatedMarketData } from './simulator/simulated-market-data';
import { nseCalendar } from './trading-calendar';

/**
 * The server's one way to the market. Today it is always the simulator; a real feed (docs/market-data.md)
 * is chosen here, behind the same interface, and nothing else changes.
 */
export function createMarketData(options: { clock?: MarketClock } = {}): MarketData {
  return new SimulatedMarketData(options.clock ?? createMarketClock(), nseCalendar);
}
