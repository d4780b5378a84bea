import type { BrandConfig } from '../../../brands/schema';

/**
 * The suite's two servers (playwright.config.ts): the main one on E2E_PORT with MARKET_NOW inside the
 * order window (Friday 20 Nov 2026, 11:00 IST), and a second one on the next port with MARKET_NOW on a
 * Sunday, when orders are not accepted (spec §8). Both start together before the first test.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4310);
export const OPEN_MARKET_NOW = '2026-11-20T11:00:00+05:30';

export const CLOSED_MARKET_PORT = E2E_PORT + 1;
/** Sunday 22 Nov 2026, 20:00 IST (an evening, when investors queue after-market orders); the next session opens Monday 23 Nov (not an NSE holiday) at 9:15. */
export const CLOSED_MARKET_NOW = '2026-11-22T20:00:00+05:30';

/** A brand's origin on the Sunday server. */
export const closedMarketURL = (brand: BrandConfig) => `http://${brand.hosts[0]}:${CLOSED_MARKET_PORT}`;
