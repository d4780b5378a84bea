/** MARKET_DATA's values: where prices come from (docs/market-data.md). */
export const MARKET_DATA_SOURCES = ['simulated', 'imported'] as const;
export type MarketDataSource = (typeof MARKET_DATA_SOURCES)[number];

/** MARKET_DATA read: unset is the simulator; anything but the two names is a problem to stop start-up with. */
export function parseMarketDataSource(value: string | undefined): MarketDataSource | { problem: string } {
  if (!value) return 'simulated';
  if ((MARKET_DATA_SOURCES as readonly string[]).includes(value)) return value as MarketDataSource;
  return { problem: `MARKET_DATA must be ${MARKET_DATA_SOURCES.join(' or ')} (got "${value}")` };
}
